/// Why an image could not be decoded or encoded.
public enum BitmapError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not an image of the expected format, or are damaged.
    case malformed(format: String, reason: String)
    /// The image is larger than `Bitmap.maxPixelCount` or the caller's limit.
    case tooLarge(width: Int, height: Int)
    /// The encoder failed.
    case encodingFailed(format: String, reason: String)

    public var description: String {
        switch self {
        case .malformed(let f, let r): return "malformed \(f) image: \(r)"
        case .tooLarge(let w, let h): return "image of \(w)x\(h) pixels is too large"
        case .encodingFailed(let f, let r): return "could not encode \(f): \(r)"
        }
    }
}
