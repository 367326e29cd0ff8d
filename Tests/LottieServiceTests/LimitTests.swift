import AsyncHTTPClient
import Foundation
import LottieService
import NIOCore
import NIOHTTP1
import Testing

/// Every limit of the service, and malformed input, through a real client: each answer is the
/// status the limit promises, with the library's error text; nothing is a `500` or a crash.
@Suite("Limits", .serialized) struct LimitTests {
    @Test func malformedInputGets4xxWithTheLibrarysText() async throws {
        let server = try await TestServer()
        let malformed = try await TestClient.post(server.base, "/render", body: TestAnimations.malformed)
        #expect(malformed.status == 422)
        #expect(malformed.errorMessage.contains("invalid JSON at line 1"), "\(malformed.errorMessage)")
        let wrongType = try await TestClient.post(server.base, "/render", body: TestAnimations.wrongType)
        #expect(wrongType.status == 422)
        #expect(wrongType.errorMessage == "invalid value at w: expected a number, found string \"wide\"")
        let cycle = try await TestClient.post(server.base, "/info", body: TestAnimations.parentCycle)
        #expect(cycle.status == 422)
        #expect(cycle.errorMessage.contains("assets[0].layers"), "the JSON path is named: \(cycle.errorMessage)")
        let deep = try await TestClient.post(server.base, "/info", body: TestAnimations.deepNesting)
        #expect(deep.status == 422)
        #expect(deep.errorMessage.contains("nestingDepth"), "\(deep.errorMessage)")
        let empty = try await TestClient.post(server.base, "/render", body: Data())
        #expect(empty.status == 400)
        let notAnimation = try await TestClient.post(server.base, "/render", body: Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]))
        #expect(notAnimation.status == 422)
        let wrongType415 = try await TestClient.post(server.base, "/render", body: TestAnimations.data(), contentType: "image/png")
        #expect(wrongType415.status == 415)
        for query in ["format=bmp", "width=0", "width=abc", "height=99999", "fit=sideways", "frame=1&progress=0.5",
                      "fps=0", "fps=10&format=png", "quality=101&format=gif", "quality=50", "background=nope",
                      "lossless=true&format=gif", "loop=3&format=png", "expressions=maybe", "frame=nan", "width=1&width=2"] {
            let answer = try await TestClient.post(server.base, "/render", query: query, body: TestAnimations.data())
            #expect(answer.status == 400, "\(query): \(answer.status)")
            #expect(!answer.errorMessage.isEmpty, "\(query)")
        }
        #expect(try await TestClient.get(server.base, "/healthz").status == 200)
        await server.stop()
    }

    @Test func bodyLargerThanTheLimitGets413() async throws {
        var limits = TestServer.limits()
        limits.maxBodyBytes = 10_000
        let server = try await TestServer(limits: limits)
        let padded = Data((TestAnimations.json() + String(repeating: " ", count: 20_000)).utf8)
        let answer = try await TestClient.post(server.base, "/render", body: padded)
        #expect(answer.status == 413)
        #expect(answer.errorMessage.contains("10000 bytes"))
        // Just under the limit renders.
        #expect(try await TestClient.post(server.base, "/render", body: TestAnimations.data()).status == 200)
        await server.stop()
    }

    @Test func decompressionBombsGet413() async throws {
        let server = try await TestServer()
        for (name, bomb) in [("tgs", TestAnimations.gzipBomb()), ("lottie", TestAnimations.zipBomb())] {
            let answer = try await TestClient.post(server.base, "/render", body: bomb)
            #expect(answer.status == 413, "\(name): \(answer.status) \(answer.errorMessage)")
            #expect(answer.errorMessage.contains("decompressedSize"), "\(name): \(answer.errorMessage)")
        }
        await server.stop()
    }

    @Test func pixelAndFrameLimitsGet422() async throws {
        var limits = TestServer.limits()
        limits.maxPixelsPerFrame = 100 * 100
        limits.maxFramesPerRequest = 20
        let server = try await TestServer(limits: limits)
        let pixels = try await TestClient.post(server.base, "/render", query: "width=101&height=100", body: TestAnimations.data())
        #expect(pixels.status == 422)
        #expect(pixels.errorMessage.contains("10000 pixels"))
        // The composition's own size counts too.
        let big = try await TestClient.post(server.base, "/render", body: TestAnimations.data(width: 500, height: 500))
        #expect(big.status == 422)
        let frames = try await TestClient.post(server.base, "/render", query: "format=gif&width=16", body: TestAnimations.data(frames: 30))
        #expect(frames.status == 422)
        #expect(frames.errorMessage.contains("limit of 20"))
        let fewer = try await TestClient.post(server.base, "/render", query: "format=gif&width=16&fps=15", body: TestAnimations.data(frames: 30))
        #expect(fewer.status == 200, "30 frames at 30 fps sampled at 15 fps are 15 frames: \(fewer.errorMessage)")
        let tinyStep = try await TestClient.post(server.base, "/render", query: "format=pdf&fps=240", body: TestAnimations.data(frames: 30, fps: 1))
        #expect(tinyStep.status == 422)
        await server.stop()
    }

    /// One slot and no queue: while a long render runs, the next request gets `503` with
    /// `Retry-After`; once it ends, requests are served again.
    @Test func fullQueueGets503WithRetryAfter() async throws {
        let server = try await TestServer(limits: TestServer.limits(concurrent: 1, queued: 0, timeout: 30))
        let long = Task {
            try await TestClient.post(server.base, "/render", query: "format=webp&width=1000&height=1000",
                                      body: TestAnimations.data(width: 1000, height: 1000, frames: 300))
        }
        #expect(await eventually { await Self.inFlight(server) == 1 }, "the long render did not start")
        let refused = try await TestClient.post(server.base, "/render", query: "width=8", body: TestAnimations.data())
        #expect(refused.status == 503)
        #expect(refused.headers["retry-after"] == "1")
        #expect(refused.errorMessage.contains("busy"))
        long.cancel()
        _ = await long.result
        #expect(await eventually(within: 5) { await Self.inFlight(server) == 0 }, "the cancelled render did not stop")
        #expect(try await TestClient.post(server.base, "/render", query: "width=8", body: TestAnimations.data()).status == 200)
        await server.stop()
    }

    /// A render past the time budget gets `504` and stops: its slot comes back long before the
    /// render would have ended.
    @Test func renderPastTheTimeBudgetGets504AndStops() async throws {
        let server = try await TestServer(limits: TestServer.limits(concurrent: 1, queued: 4, timeout: 0.5))
        let answer = try await TestClient.post(server.base, "/render", query: "format=webp&width=1000&height=1000",
                                               body: TestAnimations.data(width: 1000, height: 1000, frames: 300))
        #expect(answer.status == 504)
        #expect(answer.errorMessage.contains("time budget"))
        #expect(await eventually(within: 5) { await Self.inFlight(server) == 0 }, "the render went on after its 504")
        #expect(Self.leftovers(server).isEmpty, "files left in the work folder: \(Self.leftovers(server))")
        #expect(try await TestClient.post(server.base, "/render", query: "width=8", body: TestAnimations.data()).status == 200)
        await server.stop()
    }

    /// A client that goes away cancels its render (logged and counted as 499).
    @Test func clientGoingAwayCancelsTheRender() async throws {
        let server = try await TestServer(limits: TestServer.limits(concurrent: 1, queued: 4, timeout: 120))
        let gone = Task {
            try await TestClient.send(.POST, server.base + "/render?format=webp&width=1000&height=1000",
                                      body: TestAnimations.data(width: 1000, height: 1000, frames: 300),
                                      deadline: .now() + .milliseconds(700))
        }
        #expect(await eventually { await Self.inFlight(server) == 1 }, "the render did not start")
        _ = await gone.result
        #expect(await eventually(within: 5) { await Self.inFlight(server) == 0 }, "the render went on after its client left")
        #expect(Self.leftovers(server).isEmpty, "files left in the work folder: \(Self.leftovers(server))")
        let metrics = try await TestClient.get(server.base, "/metrics").text
        #expect(metric(metrics, #"lottie_http_requests_total{route="/render",status="499"}"#) == 1)
        await server.stop()
    }

    /// The files in the service's work folder (rendered files not yet sent, or left behind).
    static func leftovers(_ server: TestServer) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: server.service.workDirectory.path)) ?? []
    }

    static func inFlight(_ server: TestServer) async -> Double? {
        guard let text = try? await TestClient.get(server.base, "/metrics").text else { return nil }
        return metric(text, "lottie_renders_in_flight")
    }
}
