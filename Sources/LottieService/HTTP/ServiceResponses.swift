import Foundation
import HTTPTypes
import Hummingbird
import LottieFormat
import NIOCore

/// The answers the service builds: a rendered file streamed from the work folder, JSON, text
/// and errors as `{"error": "...", "status": N}`.
enum ServiceResponses {
    /// `X-Lottie-Format`: the format of a rendered file.
    static let formatHeader = HTTPField.Name("X-Lottie-Format")!
    /// `X-Lottie-Cache`: `hit` when the animation came from the cache, else `miss`.
    static let cacheHeader = HTTPField.Name("X-Lottie-Cache")!
    /// `X-Lottie-Error`: the error message, also in the body (for the request log).
    static let errorHeader = HTTPField.Name("X-Lottie-Error")!

    /// Streams `file` in chunks and deletes it afterwards (also when the client goes away).
    static func file(_ file: RenderedFile) -> Response {
        var headers: HTTPFields = [.contentType: file.format.mediaType, .contentLength: String(file.size)]
        headers[formatHeader] = file.format.fileExtension
        headers[cacheHeader] = file.cacheHit ? "hit" : "miss"
        let url = file.url
        let body = ResponseBody(contentLength: file.size) { writer in
            defer { try? FileManager.default.removeItem(at: url) }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                try await writer.write(ByteBuffer(bytes: chunk))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    /// `text` with `contentType`.
    static func text(_ text: String, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        let buffer = ByteBuffer(string: text)
        return Response(status: status, headers: [.contentType: contentType, .contentLength: String(buffer.readableBytes)],
                        body: ResponseBody(byteBuffer: buffer))
    }

    /// The error as JSON, with `Retry-After` when it has one.
    static func error(_ error: ServiceError) -> Response {
        let body = LottieJSON.object(["error": .string(error.message), "status": .number(Double(error.status.code))])
        var response = text(String(decoding: body.jsonBytes(), as: UTF8.self), contentType: "application/json", status: error.status)
        if let retryAfter = error.retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        // Header values are one line of visible ASCII.
        let oneLine = String(error.message.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : " " })
        response.headers[errorHeader] = String(oneLine.prefix(300))
        return response
    }
}
