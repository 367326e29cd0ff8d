import Foundation

/// Why an animation or video could not be written.
public enum MediaEncoderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The output file could not be created or written.
    case cannotWrite(path: String, reason: String)
    /// The requested frame size is zero or negative.
    case invalidSize(width: Int, height: Int)
    /// The requested frame size is larger than the format allows: at most `maximumSide`
    /// pixels per side and `maximumPixels` pixels in all.
    case tooLarge(format: String, width: Int, height: Int, maximumSide: Int, maximumPixels: Int)
    /// A setting is outside its range (the message names it).
    case invalidSetting(String)
    /// A frame does not have the size the encoder was created with.
    case frameSizeMismatch(expectedWidth: Int, expectedHeight: Int, width: Int, height: Int)
    /// `finish()` was called before any frame was added.
    case noFrames
    /// A frame was added, or `finish()` called, after the encoder had finished or failed.
    case alreadyFinished
    /// The codec library reported an error.
    case encodingFailed(format: String, reason: String)
    /// An external program the encoder needs (such as `ffmpeg`) is not installed.
    case toolNotFound(String)
    /// An external program exited with an error.
    case toolFailed(tool: String, status: Int32, message: String)

    /// A one-line explanation for people.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .invalidSize(let w, let h): return "invalid frame size \(w)x\(h)"
        case .tooLarge(let format, let w, let h, let side, let pixels):
            return "frame size \(w)x\(h) is too large for \(format) (at most \(side) pixels per side and \(pixels / 1_000_000) megapixels)"
        case .invalidSetting(let message): return "invalid setting: \(message)"
        case .frameSizeMismatch(let ew, let eh, let w, let h):
            return "frame is \(w)x\(h) but the encoder was created for \(ew)x\(eh)"
        case .noFrames: return "no frames were added"
        case .alreadyFinished: return "the encoder has already finished"
        case .encodingFailed(let format, let reason): return "could not encode \(format): \(reason)"
        case .toolNotFound(let tool): return "\(tool) is not installed (not found on PATH)"
        case .toolFailed(let tool, let status, let message):
            return "\(tool) failed with exit status \(status): \(message)"
        }
    }
}
