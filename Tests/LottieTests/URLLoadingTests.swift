import ArchiveTesting
import Foundation
import Lottie
import Testing

/// `LottieAnimation.loadedFrom(url:)` against a server of the test's own on 127.0.0.1 (the
/// only address these tests contact), each test with its own server and cache.
@Suite("Loading from URLs")
struct URLLoadingTests {
    private static let body = Array(tinyAnimationJSON.utf8)
    /// The timeout of loads that are not about timeouts: far beyond a loopback answer, so that
    /// a machine busy with other tests cannot turn a slow answer into a failure.
    private static let patience: TimeInterval = 600

    /// Limits whose file size bound is `bytes`.
    private static func limits(maxFileSize bytes: Int) -> LoadLimits {
        var limits = LoadLimits()
        limits.maxFileSize = bytes
        return limits
    }

    @Test("A download loads and is cached: the server sees one request")
    func successIsCached() async throws {
        let server = try LoopbackHTTPServer { _, _ in .ok(Self.body) }
        defer { server.stop() }
        let cache = LottieAnimationCache(capacity: 4)
        let url = try server.url("anim.json")
        let first = try await LottieAnimation.loadedFrom(url: url, timeout: Self.patience, animationCache: cache)
        #expect(first == (try LottieAnimation.load(string: tinyAnimationJSON)))
        let second = try await cache.animation(url: url, timeout: Self.patience)
        #expect(second == first)
        #expect(server.requestedPaths == ["anim.json"])
        #expect(cache.animation(forKey: url.absoluteString) == first)
    }

    @Test("A dotLottie archive or a sticker downloads like a file")
    func containers() async throws {
        let manifest = #"{"version":"1","animations":[{"id":"a"}]}"#
        let archive = TestArchives.zip([.plain("manifest.json", Array(manifest.utf8)), .plain("animations/a.json", Self.body)])
        let sticker = TestArchives.gzip(Self.body)
        let server = try LoopbackHTTPServer { path, _ in .ok(Array(path == "a.lottie" ? archive : sticker)) }
        defer { server.stop() }
        let expected = try LottieAnimation.load(string: tinyAnimationJSON)
        let fromArchive = try await LottieAnimation.loadedFrom(url: server.url("a.lottie"), timeout: Self.patience,
                                                               animationCache: nil)
        #expect(fromArchive.name == expected.name)
        let fromSticker = try await LottieAnimation.loadedFrom(url: server.url("a.tgs"), timeout: Self.patience,
                                                               animationCache: nil)
        #expect(fromSticker == expected)
    }

    @Test("A status outside 2xx is a typed error and nothing is cached")
    func notFound() async throws {
        let server = try LoopbackHTTPServer { _, index in index == 0 ? .status(404) : .ok(Self.body) }
        defer { server.stop() }
        let cache = LottieAnimationCache(capacity: 4)
        let url = try server.url("missing.json")
        await #expect(throws: LottieError.httpStatus(url: url.absoluteString, statusCode: 404)) {
            try await LottieAnimation.loadedFrom(url: url, timeout: Self.patience, animationCache: cache)
        }
        #expect(cache.count == 0)
        // The next load asks the server again, and succeeds.
        _ = try await LottieAnimation.loadedFrom(url: url, timeout: Self.patience, animationCache: cache)
        #expect(server.requestedPaths.count == 2)
    }

    @Test("A body over the size limit is refused, announced or not")
    func overTheLimit() async throws {
        let big = [UInt8](repeating: 0x20, count: 5_000) + Self.body
        let server = try LoopbackHTTPServer { path, _ in
            path == "announced" ? .ok(big) : .answer(status: 200, body: big, contentLength: nil, sentBytes: nil)
        }
        defer { server.stop() }
        let limits = Self.limits(maxFileSize: 1_000)
        for path in ["announced", "unannounced"] {
            let url = try server.url(path)
            await #expect(throws: LottieError.limitExceeded(limit: .fileSize, maximum: 1_000, path: url.absoluteString)) {
                try await LottieAnimation.loadedFrom(url: url, limits: limits, timeout: Self.patience, animationCache: nil)
            }
        }
        // Under a limit it fits, the same bytes load (leading spaces are JSON whitespace).
        let fits = try await LottieAnimation.loadedFrom(url: server.url("unannounced"), limits: Self.limits(maxFileSize: 10_000),
                                                        timeout: Self.patience, animationCache: nil)
        #expect(fits.name == "tiny")
    }

    @Test("A server slower than the timeout is a timeout")
    func slowServer() async throws {
        let server = try LoopbackHTTPServer { _, _ in .stall(seconds: 20) }
        defer { server.stop() }
        let url = try server.url("slow.json")
        let start = Date()
        await #expect(throws: LottieError.timedOut(url: url.absoluteString, seconds: 0.5)) {
            try await LottieAnimation.loadedFrom(url: url, timeout: 0.5, animationCache: nil)
        }
        // No upper bound: on a busy machine the test itself may resume long after the deadline.
        // The error shows the deadline fired, not the server closing the connection.
        #expect(Date().timeIntervalSince(start) >= 0.45)
    }

    @Test("A cut-off download fails and is not cached; the next load fetches again")
    func cutOff() async throws {
        let server = try LoopbackHTTPServer { _, index in
            index == 0 ? .answer(status: 200, body: Self.body, contentLength: Self.body.count, sentBytes: 40) : .ok(Self.body)
        }
        defer { server.stop() }
        let cache = LottieAnimationCache(capacity: 4)
        let url = try server.url("cut.json")
        await #expect {
            try await LottieAnimation.loadedFrom(url: url, timeout: Self.patience, animationCache: cache)
        } throws: { error in
            guard case LottieError.downloadFailed(let failed, _)? = error as? LottieError else { return false }
            return failed == url.absoluteString
        }
        #expect(cache.count == 0)
        let loaded = try await LottieAnimation.loadedFrom(url: url, timeout: Self.patience, animationCache: cache)
        #expect(loaded.name == "tiny")
        #expect(server.requestedPaths.count == 2)
    }

    @Test("Bytes that are no animation are an error and are not cached")
    func notAnAnimation() async throws {
        let server = try LoopbackHTTPServer { _, _ in .ok(Array("<html>".utf8)) }
        defer { server.stop() }
        let cache = LottieAnimationCache(capacity: 4)
        await #expect(throws: LottieError.self) {
            try await LottieAnimation.loadedFrom(url: server.url("page.html"), timeout: Self.patience, animationCache: cache)
        }
        #expect(cache.count == 0)
    }

    @Test("file: URLs load through the cache's file path key; other schemes are refused")
    func fileAndOtherSchemes() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("url-load-\(UUID().uuidString).json")
        try Data(tinyAnimationJSON.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let cache = LottieAnimationCache(capacity: 4)
        let loaded = try await LottieAnimation.loadedFrom(url: url, timeout: Self.patience, animationCache: cache)
        #expect(cache.animation(forKey: url.standardizedFileURL.path) == loaded)
        try FileManager.default.removeItem(at: url)
        #expect(try cache.animation(fileURL: url) == loaded)

        let ftp = try #require(URL(string: "ftp://127.0.0.1/anim.json"))
        await #expect(throws: LottieError.unsupportedURL("ftp://127.0.0.1/anim.json")) {
            try await LottieAnimation.loadedFrom(url: ftp, timeout: Self.patience, animationCache: nil)
        }
    }
}
