import Foundation
import Hummingbird
import HummingbirdCore
import LottieExport
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// `lottie serve`: an HTTP service that renders Lottie animations (Hummingbird 2).
///
/// - `POST /render`: the body is a `.json`, `.lottie` or `.tgs` file; the query parameters are
///   `lottie render`'s options (`format`, `width`, `height`, `fit`, `frame` or `progress`,
///   `fps`, `background`, `quality`, `lossless`, `loop`, `expressions`,
///   `layers-at-out-point`); the answer streams the file with its `Content-Type`.
/// - `POST /info`: the JSON of `lottie info --json`.
/// - `GET /healthz`, `GET /metrics` (Prometheus), `GET /openapi.json`.
///
/// Every request is bounded by ``ServiceLimits``. The service keeps no state between requests
/// but a cache of loaded animations, so instances scale out behind any load balancer. Run
/// with ``run(gracefulShutdownSignals:onListening:)``: on SIGTERM it stops accepting
/// connections, finishes the requests in flight and returns.
public struct LottieRenderService: Sendable {
    /// Where it listens and its limits.
    public let configuration: ServiceConfiguration
    let logger: Logger
    let metrics = ServiceMetrics()
    let queue: RenderQueue
    let engine: RenderEngine

    /// A service with `configuration`, logging to `logger`; files are rendered into
    /// `workDirectory` (default: a new folder in the temporary folder) and deleted once sent.
    public init(configuration: ServiceConfiguration, logger: Logger, workDirectory: URL? = nil) throws {
        if let problem = configuration.limits.problem() { throw ServiceError(.internalServerError, problem) }
        self.configuration = configuration
        var logger = logger
        logger.logLevel = configuration.logLevel
        self.logger = logger
        let metrics = self.metrics
        let limits = configuration.limits
        queue = RenderQueue(slots: limits.maxConcurrentRenders, waiting: limits.maxQueuedRenders) { running, waiting in
            metrics.queue(running: running, waiting: waiting)
        }
        let folder = workDirectory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("lottie-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        engine = RenderEngine(limits: limits, cache: AnimationCache(maxEntries: limits.cacheEntries, maxBytes: limits.cacheBytes),
                              workDirectory: folder, metrics: metrics)
    }

    /// The folder rendered files are written to before they are sent.
    public var workDirectory: URL { engine.workDirectory }

    /// Runs until one of `gracefulShutdownSignals` arrives or the task is cancelled, then
    /// stops accepting connections, lets the requests in flight finish, and returns (deleting
    /// the work folder). `onListening` hears the port once the server listens (useful with
    /// port 0).
    public func run(gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint],
                    onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let application = makeApplication(onListening: onListening)
        // Shut down in reverse order: the notice first (it logs and returns), then the server.
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [
                .init(service: application),
                .init(service: ShutdownNotice(logger: logger), successTerminationBehavior: .ignore),
            ],
            gracefulShutdownSignals: gracefulShutdownSignals, cancellationSignals: [], logger: logger))
        defer { try? FileManager.default.removeItem(at: workDirectory) }
        try await group.run()
    }

    /// The Hummingbird application: its router, middleware and server configuration.
    func makeApplication(onListening: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: RequestLogMiddleware(logger: logger, metrics: metrics))
        router.post(RouterPath(ServiceRoutes.render.path)) { request, _ in await render(request) }
        router.post(RouterPath(ServiceRoutes.info.path)) { request, _ in await info(request) }
        router.get(RouterPath(ServiceRoutes.health.path)) { _, _ in
            ServiceResponses.text("ok\n", contentType: "text/plain; charset=utf-8")
        }
        router.get(RouterPath(ServiceRoutes.metrics.path)) { _, _ in
            ServiceResponses.text(metrics.exposition(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
        router.get(RouterPath(ServiceRoutes.openAPI.path)) { _, _ in
            ServiceResponses.text(OpenAPIDocument.text, contentType: "application/json")
        }
        let logger = self.logger
        return Application(
            router: router,
            // Keep-alive connections that stay idle this long are closed.
            server: .http1(configuration: HTTP1Channel.Configuration(idleTimeout: .seconds(60))),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                    serverName: "lottie-serve"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                logger.info("listening", metadata: ["host": "\(configuration.host)", "port": "\(port)"])
                await onListening(port)
            },
            logger: logger)
    }

    /// `POST /render`.
    func render(_ request: Request) async -> Response {
        await answer(request) { data, cancellation in
            let parameters = try RenderParameters(query: Self.query(of: request))
            let engine = self.engine
            let start = ContinuousClock.now
            let file = try await runLimited(cancellation: cancellation, discard: { try? FileManager.default.removeItem(at: $0.url) }) {
                try engine.render(data(), parameters, cancellation: cancellation)
            }
            metrics.renderTime(ContinuousClock.now - start, format: parameters.format.fileExtension)
            return ServiceResponses.file(file)
        }
    }

    /// `POST /info`.
    func info(_ request: Request) async -> Response {
        await answer(request) { data, cancellation in
            guard Self.query(of: request).isEmpty else { throw ServiceError.badRequest("/info takes no query parameters") }
            let engine = self.engine
            let json = try await runLimited(cancellation: cancellation) { try engine.describe(data()) }
            return ServiceResponses.text(json, contentType: "application/json")
        }
    }

    /// Checks the `Content-Type`, reads the body within its limit, and runs `handle` with
    /// cancellation when the client goes away and within the time budget; every error becomes
    /// its answer.
    private func answer(_ request: Request,
                        _ handle: @escaping @Sendable (_ data: @escaping @Sendable () -> Data, RenderCancellation) async throws -> Response) async -> Response {
        let deadline = ContinuousClock.now + .milliseconds(Int64(configuration.limits.timeoutSeconds * 1000))
        let cancellation = RenderCancellation(deadline: deadline)
        let limit = configuration.limits.maxBodyBytes
        var response: Response
        do {
            try BodyMediaTypes.check(request.headers[.contentType])
            let contentLength = request.headers[.contentLength]
            response = try await request.body.consumeWithCancellationOnInboundClose { body in
                // The budget covers reading the body too, so a client that sends it slowly is cut off.
                try await withTimeBudget(until: deadline, cancellation: cancellation) {
                    let data = try await body.collect(limit: limit, contentLength: contentLength)
                    return try await handle({ data }, cancellation)
                }
            }
        } catch is CancellationError {
            response = ServiceResponses.error(ServiceError.from(ExportError.cancelled))
        } catch {
            response = ServiceResponses.error(ServiceError.from(error))
        }
        // Watching for the client going away consumes the connection: it is closed after this
        // answer, and the header tells the client not to send another request on it.
        response.headers[.connection] = "close"
        return response
    }

    /// Waits for a render slot (or refuses with `503` when the queue is full), then runs
    /// `work` on a Dispatch thread; the slot is given back when the work has really ended.
    private func runLimited<Value: Sendable>(cancellation: RenderCancellation,
                                             discard: @escaping @Sendable (Value) -> Void = { _ in },
                                             _ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        let queue = self.queue
        switch try await queue.enter() {
        case .full:
            let (running, waiting) = queue.counts
            throw ServiceError(.serviceUnavailable,
                               "busy: \(running) renders running and \(waiting) waiting (the limits); retry later",
                               retryAfter: 1)
        case .admitted:
            return try await BlockingWork.run(cancellation: cancellation, onFinish: { queue.release() }, discard: discard, work)
        }
    }

    private static func query(of request: Request) -> [(String, String)] {
        request.uri.queryParameters.map { (String($0.key), String($0.value)) }
    }
}
