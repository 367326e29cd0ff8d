import ArgumentParser
import Dispatch
import Foundation
import Logging
import LottieService

/// `lottie serve`: runs the HTTP render service (see `LottieRenderService`) until SIGTERM or
/// Ctrl-C, then stops accepting connections, finishes the requests in flight and exits 0.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the HTTP render service: POST /render, POST /info, GET /healthz, GET /metrics, GET /openapi.json.",
        discussion: """
            POST a .json, .lottie or .tgs file to /render with lottie render's options as query \
            parameters (format, width, height, fit, frame or progress, fps, background, quality, \
            lossless, loop, expressions) and get the file back; POST it to /info for lottie \
            info's JSON. Each request is bounded by the limits below; past the render queue the \
            answer is 503 with Retry-After, past the time budget 504. Logs one line per request \
            on standard error. On SIGTERM or Ctrl-C the server stops accepting connections, \
            finishes the requests in flight and exits.
            """)

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one (printed on standard output).")
    var port = 8080

    @Option(help: "The largest request body in bytes (413 past it).")
    var maxBodyBytes = ServiceLimits().maxBodyBytes

    @Option(help: "The most bytes a .lottie or .tgs body may inflate to (413 past it).")
    var maxDecompressedBytes = ServiceLimits().maxDecompressedBytes

    @Option(help: "The most bytes the JavaScript heap of one render's expressions may hold (an expression past it is stopped).")
    var maxExpressionHeapBytes = ServiceLimits().maxExpressionHeapBytes

    @Option(help: "The most pixels of one output frame, width x height (422 past it).")
    var maxPixels = ServiceLimits().maxPixelsPerFrame

    @Option(help: "The most frames one render may draw (422 past it).")
    var maxFrames = ServiceLimits().maxFramesPerRequest

    @Option(help: "Renders running at once (the default is one per core).")
    var maxConcurrentRenders = ServiceLimits().maxConcurrentRenders

    @Option(help: "Renders waiting for a slot; past them the answer is 503 with Retry-After.")
    var maxQueuedRenders = ServiceLimits().maxQueuedRenders

    @Option(help: "Seconds a request may take, waiting and rendering (504 past it; the render stops).")
    var timeout = ServiceLimits().timeoutSeconds

    @Option(help: "Loaded animations kept by the hash of their bytes (0: no cache).")
    var cacheEntries = ServiceLimits().cacheEntries

    @Option(help: "The most bytes of request bodies the cache keeps animations for.")
    var cacheBytes = ServiceLimits().cacheBytes

    @Option(help: "The least severe log lines written: trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    /// The service's configuration from the flags.
    func serviceConfiguration() throws -> ServiceConfiguration {
        var configuration = ServiceConfiguration()
        configuration.host = host
        guard (0...65_535).contains(port) else { throw ValidationError("--port \(port) is outside 0...65535") }
        configuration.port = port
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw ValidationError("--log-level '\(logLevel)' is not one of trace, debug, info, notice, warning, error, critical")
        }
        configuration.logLevel = level
        var limits = ServiceLimits()
        limits.maxBodyBytes = maxBodyBytes
        limits.maxDecompressedBytes = maxDecompressedBytes
        limits.maxExpressionHeapBytes = maxExpressionHeapBytes
        limits.maxPixelsPerFrame = maxPixels
        limits.maxFramesPerRequest = maxFrames
        limits.maxConcurrentRenders = maxConcurrentRenders
        limits.maxQueuedRenders = maxQueuedRenders
        limits.timeoutSeconds = timeout
        limits.cacheEntries = cacheEntries
        limits.cacheBytes = cacheBytes
        if let problem = limits.problem() { throw ValidationError(problem) }
        configuration.limits = limits
        return configuration
    }

    func validate() throws { _ = try serviceConfiguration() }

    func run() throws {
        let configuration = try serviceConfiguration()
        LoggingSystem.bootstrap { StreamLogHandler.standardError(label: $0) }
        let service = try LottieRenderService(configuration: configuration, logger: Logger(label: "lottie-serve"))
        let outcome = ServeOutcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await service.run { port in
                    // Standard output carries only this line, for scripts (and the tests) to read the port.
                    FileHandle.standardOutput.write(Data("listening on http://\(configuration.host):\(port)\n".utf8))
                }
            } catch {
                outcome.fail(error)
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw CommandError("serve: \(error)") }
    }
}

/// How the service ended, handed from its task to the waiting main thread.
private final class ServeOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var failure: (any Error)?

    func fail(_ error: any Error) {
        lock.lock()
        failure = error
        lock.unlock()
    }

    var error: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }
}
