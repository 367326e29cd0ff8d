import AsyncHTTPClient
import Foundation
import Logging
import LottieService
import NIOCore
import NIOHTTP1
import Testing

/// A `LottieRenderService` started in this process on a free loopback port, stopped with
/// ``stop()``.
final class TestServer: Sendable {
    let service: LottieRenderService
    let port: Int
    private let task: Task<Void, any Error>

    /// The base URL, `http://127.0.0.1:PORT`.
    var base: String { "http://127.0.0.1:\(port)" }

    /// Starts a service with `limits` and waits until it listens.
    init(limits: ServiceLimits = TestServer.limits()) async throws {
        var configuration = ServiceConfiguration()
        configuration.port = 0
        configuration.limits = limits
        // Stopping by cancellation (stop()) makes HummingbirdCore log errors about the closed channels.
        configuration.logLevel = .critical
        let service = try LottieRenderService(configuration: configuration, logger: Logger(label: "test-serve"))
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        task = Task {
            defer { continuation.finish() }
            try await service.run(gracefulShutdownSignals: []) { port in continuation.yield(port) }
        }
        var ports = stream.makeAsyncIterator()
        guard let port = await ports.next(), port > 0 else {
            task.cancel()
            throw TestFailure("the service did not start")
        }
        self.service = service
        self.port = port
    }

    /// The limits of most tests: small, so that limits are reached with small files.
    static func limits(concurrent: Int = 2, queued: Int = 64, timeout: Double = 60) -> ServiceLimits {
        var limits = ServiceLimits()
        limits.maxBodyBytes = 2 << 20
        limits.maxDecompressedBytes = 4 << 20
        limits.maxPixelsPerFrame = 1024 * 1024
        limits.maxFramesPerRequest = 300
        limits.maxConcurrentRenders = concurrent
        limits.maxQueuedRenders = queued
        limits.timeoutSeconds = timeout
        return limits
    }

    /// Stops the service (a graceful shutdown) and waits for it.
    func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// A failed expectation that is not a `#expect`.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One HTTP answer, read whole.
struct Answer: Sendable {
    let status: Int
    let headers: [String: String]
    let body: Data
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The `error` member of a JSON error body.
    var errorMessage: String {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return "" }
        return object["error"] as? String ?? ""
    }
}

/// The real HTTP client of the tests (AsyncHTTPClient), over loopback.
enum TestClient {
    static let shared = HTTPClient(eventLoopGroupProvider: .singleton,
                                   configuration: HTTPClient.Configuration(timeout: .init(connect: .seconds(10), read: .seconds(120))))

    /// Sends one request and reads the whole answer.
    static func send(_ method: HTTPMethod, _ url: String, body: Data? = nil, contentType: String? = nil,
                     deadline: NIODeadline = .now() + .seconds(120)) async throws -> Answer {
        var request = HTTPClientRequest(url: url)
        request.method = method
        if let contentType { request.headers.add(name: "Content-Type", value: contentType) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await shared.execute(request, deadline: deadline)
        let bytes = try await response.body.collect(upTo: 256 << 20)
        var headers: [String: String] = [:]
        for header in response.headers { headers[header.name.lowercased()] = header.value }
        return Answer(status: Int(response.status.code), headers: headers, body: Data(bytes.readableBytesView))
    }

    /// `POST base + path` with the query and the body.
    static func post(_ server: String, _ path: String, query: String = "", body: Data, contentType: String? = nil) async throws -> Answer {
        try await send(.POST, server + path + (query.isEmpty ? "" : "?" + query), body: body, contentType: contentType)
    }

    /// `GET base + path`.
    static func get(_ server: String, _ path: String) async throws -> Answer {
        try await send(.GET, server + path)
    }
}

/// The process's resident memory now and at its peak, in bytes (Linux: /proc/self/status).
enum ProcessMemory {
    static func kilobytes(_ field: String, pid: Int32? = nil) -> Int? {
        let path = pid.map { "/proc/\($0)/status" } ?? "/proc/self/status"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    /// VmRSS in bytes.
    static func resident(pid: Int32? = nil) -> Int { (kilobytes("VmRSS", pid: pid) ?? 0) * 1024 }
    /// VmHWM (the peak of VmRSS) in bytes.
    static func peak(pid: Int32? = nil) -> Int { (kilobytes("VmHWM", pid: pid) ?? 0) * 1024 }
}

/// Latency figures of a load run.
struct LatencyReport {
    var milliseconds: [Double]

    func percentile(_ p: Double) -> Double {
        guard !milliseconds.isEmpty else { return 0 }
        let sorted = milliseconds.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }
}

/// Milliseconds since `start`.
func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// Polls `condition` every 50 ms for at most `seconds` (a bounded wait for a state, not a
/// timing assertion); whether it became true.
func eventually(within seconds: Double = 20, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let end = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
    while ContinuousClock.now < end {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
}

/// The value of a metric line `name{labels} value` (or `name value`) in Prometheus text.
func metric(_ text: String, _ name: String) -> Double? {
    for line in text.split(separator: "\n") where line.hasPrefix(name + " ") {
        return Double(line.split(separator: " ").last ?? "")
    }
    return nil
}
