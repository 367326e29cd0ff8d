import Logging
import ServiceLifecycle

/// Logs `shutting down` when the service group begins its graceful shutdown (SIGTERM), before
/// the server stops accepting connections and finishes the requests in flight; the request
/// lines after it in the log are those requests.
struct ShutdownNotice: Service {
    let logger: Logger

    func run() async throws {
        // Returns when a graceful shutdown begins, or throws when the group is cancelled.
        try await gracefulShutdown()
        logger.info("shutting down: no new connections; finishing the requests in flight")
    }
}
