import Foundation
import Hummingbird
import NIOCore

/// The media types a request body may be named by (`Content-Type`); the format itself is
/// recognised from the bytes. Other types get `415`.
enum BodyMediaTypes {
    static let accepted: Set<String> = [
        "application/json", "text/json", "text/plain",
        "application/zip", "application/x-zip-compressed", "application/dotlottie", "application/x-dotlottie",
        "application/lottie+zip",
        "application/gzip", "application/x-gzip", "application/x-tgsticker", "application/x-tgs",
        "application/octet-stream",
        // What curl sends with --data-binary unless told otherwise.
        "application/x-www-form-urlencoded",
    ]

    /// Refuses a `Content-Type` the service does not read (none at all is fine).
    static func check(_ header: String?) throws(ServiceError) {
        guard let header else { return }
        let type = header.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard type.isEmpty || accepted.contains(type) else {
            throw ServiceError(.unsupportedMediaType,
                               "Content-Type '\(type)' is not a Lottie file's: send application/json (.json), application/zip (.lottie), application/gzip (.tgs) or application/octet-stream")
        }
    }
}

extension RequestBody {
    /// The whole body, refused with `413` once it passes `limit` bytes (before reading it all
    /// when `Content-Length` says so).
    func collect(limit: Int, contentLength: String?) async throws -> Data {
        if let contentLength, let length = Int(contentLength), length > limit {
            throw Self.tooLarge(limit)
        }
        var data = Data()
        for try await buffer in self {
            guard data.count + buffer.readableBytes <= limit else { throw Self.tooLarge(limit) }
            buffer.withUnsafeReadableBytes { data.append(contentsOf: $0) }
        }
        return data
    }

    private static func tooLarge(_ limit: Int) -> ServiceError {
        ServiceError(.contentTooLarge, "the request body is larger than the limit of \(limit) bytes")
    }
}
