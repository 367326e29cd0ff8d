/// The routes of the service, as the OpenAPI document lists them (a test checks the two agree).
public enum ServiceRoutes {
    /// One route: an HTTP method and a path.
    public struct Route: Hashable, Sendable, CustomStringConvertible {
        /// `GET` or `POST`.
        public let method: String
        /// The path, e.g. `/render`.
        public let path: String

        /// The route `method` `path`.
        public init(method: String, path: String) {
            self.method = method
            self.path = path
        }

        /// `METHOD path`.
        public var description: String { "\(method) \(path)" }
    }

    /// Renders the body to an image, a document or a video.
    public static let render = Route(method: "POST", path: "/render")
    /// Describes the body (`lottie info --json`).
    public static let info = Route(method: "POST", path: "/info")
    /// Answers `ok` while the service runs.
    public static let health = Route(method: "GET", path: "/healthz")
    /// The Prometheus metrics.
    public static let metrics = Route(method: "GET", path: "/metrics")
    /// The OpenAPI document.
    public static let openAPI = Route(method: "GET", path: "/openapi.json")

    /// Every route.
    public static let all: [Route] = [render, info, health, metrics, openAPI]
}
