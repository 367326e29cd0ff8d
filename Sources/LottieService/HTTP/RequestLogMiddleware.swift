import HTTPTypes
import Hummingbird
import Logging

/// Logs one line per request (method, path, status, milliseconds, bytes in and out, and the
/// format, cache use and error the handler reported in its headers) and counts it in the
/// metrics.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError {
            response = ServiceResponses.error(ServiceError(error.status, error.body ?? error.status.reasonPhrase))
        } catch {
            response = ServiceResponses.error(ServiceError.from(error))
        }
        let elapsed = ContinuousClock.now - start
        let bytesIn = request.headers[.contentLength].flatMap { Int($0) } ?? 0
        let bytesOut = response.headers[.contentLength].flatMap { Int($0) } ?? 0
        let path = String(request.uri.path)
        let route = ServiceRoutes.all.contains { $0.path == path } ? path : "other"
        metrics.request(route: route, status: response.status.code, bytesIn: bytesIn, bytesOut: bytesOut)
        var metadata: Logger.Metadata = [
            "method": "\(request.method.rawValue)", "path": "\(path)", "status": "\(response.status.code)",
            "ms": "\(Double(elapsed.nanoseconds) / 1e6)", "bytes_in": "\(bytesIn)", "bytes_out": "\(bytesOut)",
        ]
        if let format = response.headers[ServiceResponses.formatHeader] { metadata["format"] = "\(format)" }
        if let cache = response.headers[ServiceResponses.cacheHeader] { metadata["cache"] = "\(cache)" }
        if let error = response.headers[ServiceResponses.errorHeader] { metadata["error"] = "\(error)" }
        logger.info("request", metadata: metadata)
        return response
    }
}
