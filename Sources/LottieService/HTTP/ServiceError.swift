import HTTPTypes
import Hummingbird
import Lottie
import LottieExport

/// Why a request gets no file: an HTTP status and a one-line reason, sent as
/// `{"error": "...", "status": N}`. Every failure becomes one of these, so no answer is a
/// `500` without a reason.
public struct ServiceError: Error, Sendable, CustomStringConvertible {
    /// The status of the answer.
    public let status: HTTPResponse.Status
    /// What went wrong, for a person: the library's error text, JSON path included.
    public let message: String
    /// Seconds to wait before retrying (`Retry-After`), for `503`.
    public let retryAfter: Int?

    /// An error with `status` and `message`.
    public init(_ status: HTTPResponse.Status, _ message: String, retryAfter: Int? = nil) {
        self.status = status
        self.message = message
        self.retryAfter = retryAfter
    }

    /// The message.
    public var description: String { message }

    /// A `400 Bad Request`: a query parameter or header that cannot be used.
    static func badRequest(_ message: String) -> ServiceError { ServiceError(.badRequest, message) }

    /// The answer for an error of loading (`LottieError`), exporting (`ExportError`) or anything
    /// else: a body or inflated size past its limit is `413`, other load errors `422`, a
    /// request the export refuses `422`, a stopped render `504` or `499`.
    static func from(_ error: any Error) -> ServiceError {
        switch error {
        case let error as ServiceError:
            return error
        case let error as LottieError:
            if case .limitExceeded(let limit, _, _) = error, limit == .fileSize || limit == .decompressedSize {
                return ServiceError(.contentTooLarge, error.description)
            }
            return ServiceError(.unprocessableContent, error.description)
        case let error as ExportError:
            switch error {
            case .invalidRequest(let message): return ServiceError(.unprocessableContent, message)
            case .deadlineExceeded: return ServiceError(.gatewayTimeout, error.description)
            case .cancelled: return ServiceError(.clientClosedRequest, error.description)
            case .failed(let message): return ServiceError(.internalServerError, "render failed: \(message)")
            }
        default:
            return ServiceError(.internalServerError, "render failed: \(String(describing: error))")
        }
    }
}

extension HTTPResponse.Status {
    /// 499, nginx's status for a request whose client went away before the answer (logged,
    /// never sent).
    static let clientClosedRequest = HTTPResponse.Status(code: 499, reasonPhrase: "Client Closed Request")
}
