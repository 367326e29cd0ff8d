import Foundation
import LottieService
import Testing

/// Every route and every output format, through a real HTTP client against a server started
/// by the test.
@Suite("Routes", .serialized) struct RouteTests {
    /// The first bytes each format starts with (MP4's `ftyp` comes at offset 4).
    static let signatures: [(format: String, type: String, check: @Sendable (Data) -> Bool)] = [
        ("png", "image/png", { $0.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }),
        ("svg", "image/svg+xml", { String(decoding: $0.prefix(400), as: UTF8.self).contains("<svg") }),
        ("pdf", "application/pdf", { $0.starts(with: Array("%PDF-".utf8)) }),
        ("gif", "image/gif", { $0.starts(with: Array("GIF89a".utf8)) }),
        ("webp", "image/webp", { $0.starts(with: Array("RIFF".utf8)) && $0.dropFirst(8).starts(with: Array("WEBP".utf8)) }),
        ("mp4", "video/mp4", { $0.dropFirst(4).starts(with: Array("ftyp".utf8)) }),
        ("webm", "video/webm", { $0.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) }),
    ]

    @Test func healthAnswersOK() async throws {
        let server = try await TestServer()
        let answer = try await TestClient.get(server.base, "/healthz")
        #expect(answer.status == 200)
        #expect(answer.text == "ok\n")
        await server.stop()
    }

    @Test func rendersEveryFormatWithItsContentType() async throws {
        let server = try await TestServer()
        let body = TestAnimations.data(frames: 10)
        for (format, type, check) in Self.signatures {
            let answer = try await TestClient.post(server.base, "/render", query: "format=\(format)&width=48&height=48",
                                                   body: body, contentType: "application/json")
            #expect(answer.status == 200, "\(format): \(answer.status) \(answer.text.prefix(200))")
            #expect(answer.headers["content-type"] == type, "\(format)")
            #expect(check(answer.body), "\(format): the body does not start like a \(format) file")
            #expect(answer.headers["content-length"] == String(answer.body.count), "\(format)")
        }
        // Each file is deleted once sent.
        #expect(await eventually { LimitTests.leftovers(server).isEmpty }, "left: \(LimitTests.leftovers(server))")
        await server.stop()
    }

    @Test func pngHasTheSizeAskedFor() async throws {
        let server = try await TestServer()
        let body = TestAnimations.data(width: 100, height: 50)
        for (query, size) in [("width=64&height=32", (64, 32)), ("width=40", (40, 20)), ("height=10", (20, 10)), ("", (100, 50)),
                              ("progress=0.5&fit=scaleAspectFill&width=30&height=30&background=ffffff", (30, 30))] {
            let answer = try await TestClient.post(server.base, "/render", query: query, body: body)
            #expect(answer.status == 200, "\(query): \(answer.text.prefix(200))")
            // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
            let bytes = [UInt8](answer.body)
            guard bytes.count > 24 else { Issue.record("\(query): no PNG"); continue }
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == size.0 && height == size.1, "\(query): \(width)x\(height)")
        }
        await server.stop()
    }

    @Test func readsDotLottieAndTGSBodies() async throws {
        let server = try await TestServer()
        for (body, type) in [(TestAnimations.dotLottie(), "application/zip"), (TestAnimations.tgs(), "application/x-tgsticker"),
                             (TestAnimations.dotLottie(), "application/octet-stream"), (TestAnimations.tgs(), "application/gzip")] {
            let answer = try await TestClient.post(server.base, "/render", query: "format=png&width=32", body: body, contentType: type)
            #expect(answer.status == 200, "\(type): \(answer.text.prefix(200))")
            #expect(answer.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // Sniffed without a Content-Type too.
            let sniffed = try await TestClient.post(server.base, "/render", query: "format=svg", body: body)
            #expect(sniffed.status == 200)
        }
        await server.stop()
    }

    @Test func infoIsTheJSONOfLottieInfo() async throws {
        let server = try await TestServer()
        let answer = try await TestClient.post(server.base, "/info", body: TestAnimations.data(width: 80, height: 40, frames: 45))
        #expect(answer.status == 200)
        #expect(answer.headers["content-type"] == "application/json")
        let object = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
        #expect(object["width"] as? Double == 80)
        #expect(object["height"] as? Double == 40)
        #expect(object["end_frame"] as? Double == 45)
        #expect(object["layers"] as? Double == 2)
        #expect((object["features"] as? [String])?.contains("solid layers") == true)

        let archive = try await TestClient.post(server.base, "/info", body: TestAnimations.dotLottie())
        let archiveObject = try #require(try JSONSerialization.jsonObject(with: archive.body) as? [String: Any])
        let dotLottie = try #require(archiveObject["dotlottie"] as? [String: Any])
        #expect(dotLottie["described"] as? String == "square")
        await server.stop()
    }

    @Test func repeatedBodiesComeFromTheCache() async throws {
        let server = try await TestServer()
        let body = TestAnimations.data(frames: 12)
        let first = try await TestClient.post(server.base, "/render", query: "width=16", body: body)
        let second = try await TestClient.post(server.base, "/render", query: "width=24&format=gif", body: body)
        #expect(first.headers["x-lottie-cache"] == "miss")
        #expect(second.headers["x-lottie-cache"] == "hit")
        let other = try await TestClient.post(server.base, "/render", query: "width=16", body: TestAnimations.data(frames: 13))
        #expect(other.headers["x-lottie-cache"] == "miss")
        let metrics = try await TestClient.get(server.base, "/metrics").text
        #expect(metric(metrics, #"lottie_animation_cache_total{result="hit"}"#) == 1)
        #expect(metric(metrics, #"lottie_animation_cache_total{result="miss"}"#) == 2)
        await server.stop()
    }

    @Test func metricsCountRequestsRendersAndBytes() async throws {
        let server = try await TestServer()
        _ = try await TestClient.post(server.base, "/render", query: "format=png", body: TestAnimations.data())
        _ = try await TestClient.post(server.base, "/render", query: "format=nope", body: TestAnimations.data())
        let answer = try await TestClient.get(server.base, "/metrics")
        #expect(answer.status == 200)
        #expect(answer.headers["content-type"]?.hasPrefix("text/plain") == true)
        let text = answer.text
        #expect(metric(text, #"lottie_http_requests_total{route="/render",status="200"}"#) == 1)
        #expect(metric(text, #"lottie_http_requests_total{route="/render",status="400"}"#) == 1)
        #expect(text.contains(#"lottie_render_seconds_bucket{format="png",le="#))
        #expect(metric(text, #"lottie_render_seconds_count{format="png"}"#) == 1)
        #expect(metric(text, "lottie_render_queue_depth") == 0)
        #expect(metric(text, "lottie_renders_in_flight") == 0)
        #expect((metric(text, "lottie_http_request_bytes_total") ?? 0) > 0)
        #expect((metric(text, "lottie_http_response_bytes_total") ?? 0) > 0)
        await server.stop()
    }
}
