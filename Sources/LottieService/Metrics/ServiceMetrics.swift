import CoreMetrics
import Prometheus

/// The service's metrics, recorded through swift-metrics into a Prometheus registry of this
/// service instance (so several services in one process, as in the tests, keep their own) and
/// served by `GET /metrics` in Prometheus's text format:
///
/// - `lottie_http_requests_total{route, status}`: answered requests.
/// - `lottie_render_seconds{format}`: a histogram of render times (load, draw, encode).
/// - `lottie_render_queue_depth`: renders waiting for a slot.
/// - `lottie_renders_in_flight`: renders running.
/// - `lottie_http_request_bytes_total`, `lottie_http_response_bytes_total`: bytes in and out.
/// - `lottie_animation_cache_total{result}`: loads served from the cache (`hit`) or not (`miss`).
final class ServiceMetrics: Sendable {
    /// The registry `GET /metrics` prints.
    let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let queueDepth: CoreMetrics.Gauge
    private let inFlight: CoreMetrics.Gauge
    private let requestBytes: CoreMetrics.Counter
    private let responseBytes: CoreMetrics.Counter
    private let cacheHits: CoreMetrics.Counter
    private let cacheMisses: CoreMetrics.Counter

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
            .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5), .seconds(10), .seconds(30),
        ]
        self.factory = factory
        queueDepth = CoreMetrics.Gauge(label: "lottie_render_queue_depth", factory: factory)
        inFlight = CoreMetrics.Gauge(label: "lottie_renders_in_flight", factory: factory)
        requestBytes = CoreMetrics.Counter(label: "lottie_http_request_bytes_total", factory: factory)
        responseBytes = CoreMetrics.Counter(label: "lottie_http_response_bytes_total", factory: factory)
        cacheHits = CoreMetrics.Counter(label: "lottie_animation_cache_total", dimensions: [("result", "hit")], factory: factory)
        cacheMisses = CoreMetrics.Counter(label: "lottie_animation_cache_total", dimensions: [("result", "miss")], factory: factory)
        queueDepth.record(0)
        inFlight.record(0)
    }

    /// Counts one answered request and its bytes.
    func request(route: String, status: Int, bytesIn: Int, bytesOut: Int) {
        CoreMetrics.Counter(label: "lottie_http_requests_total", dimensions: [("route", route), ("status", String(status))],
                factory: factory).increment()
        if bytesIn > 0 { requestBytes.increment(by: bytesIn) }
        if bytesOut > 0 { responseBytes.increment(by: bytesOut) }
    }

    /// Records how long one render of `format` took.
    func renderTime(_ duration: Duration, format: String) {
        CoreMetrics.Timer(label: "lottie_render_seconds", dimensions: [("format", format)], factory: factory)
            .recordNanoseconds(duration.nanoseconds)
    }

    /// The renders running and waiting now.
    func queue(running: Int, waiting: Int) {
        inFlight.record(running)
        queueDepth.record(waiting)
    }

    /// Counts a load served from the cache (`hit`) or not.
    func cache(hit: Bool) {
        (hit ? cacheHits : cacheMisses).increment()
    }

    /// The metrics in Prometheus's text format.
    func exposition() -> String { registry.emitToString() }
}

extension Duration {
    /// The duration in whole nanoseconds (saturating).
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? .max : product &+ attoseconds / 1_000_000_000
    }
}
