import Logging

/// Where `lottie serve` listens and how it bounds and logs its work.
public struct ServiceConfiguration: Sendable {
    /// The address to listen on (`--host`).
    public var host: String = "127.0.0.1"
    /// The port (`--port`); 0 picks a free one, reported through
    /// ``LottieRenderService/run(gracefulShutdownSignals:onListening:)``.
    public var port: Int = 8080
    /// The bounds on requests.
    public var limits = ServiceLimits()
    /// The least severe log lines written (`--log-level`); each request logs one line at `info`.
    public var logLevel: Logger.Level = .info

    /// The defaults: 127.0.0.1:8080, default limits, `info` logs.
    public init() {}
}
