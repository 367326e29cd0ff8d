import Foundation
import Graphics

/// `VideoEncoder`'s per-frame work, which runs on any thread: turning a frame into the bytes
/// ffmpeg reads (straight RGBA, or flattened onto the background).
public struct VideoFrameCompressor: FrameCompressor {
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    /// The colour under transparent pixels; nil keeps the alpha channel.
    let background: Color?
    /// Whether the format has no alpha channel: without a background, frames go on black.
    let flattens: Bool

    /// The frame as ffmpeg reads it: RGBA over the background when there is one (or when the
    /// format has no alpha), straight RGBA otherwise.
    public func prepare(_ frame: Bitmap) throws -> VideoFramePixels {
        try checkSize(of: frame, width: width, height: height)
        guard background != nil || flattens else {
            return VideoFramePixels(width: width, height: height, bytes: Data(frame.straightRGBA()),
                                    flattenedTransparency: false)
        }
        let flattenedTransparency = background == nil
            && stride(from: 3, to: frame.pixels.count, by: 4).contains { frame.pixels[$0] != 255 }
        // Premultiplied colour over an opaque background: out = colour + background * (1 - alpha).
        let under = (background ?? Color(red: 0, green: 0, blue: 0)).clamped
        let red = under.red * 255, green = under.green * 255, blue = under.blue * 255
        var out = frame.pixels
        for i in stride(from: 0, to: out.count, by: 4) {
            let uncovered = 1 - Double(out[i + 3]) / 255
            out[i] = UInt8(min(255, (Double(out[i]) + red * uncovered).rounded()))
            out[i + 1] = UInt8(min(255, (Double(out[i + 1]) + green * uncovered).rounded()))
            out[i + 2] = UInt8(min(255, (Double(out[i + 2]) + blue * uncovered).rounded()))
            out[i + 3] = 255
        }
        return VideoFramePixels(width: width, height: height, bytes: Data(out), flattenedTransparency: flattenedTransparency)
    }

    /// Video frames need nothing from the frame before: the codec compares them itself.
    public func compress(_ frame: VideoFramePixels, after previous: VideoFramePixels?) throws -> VideoFramePixels {
        frame
    }
}

/// A frame as ffmpeg reads it, ready for `VideoEncoder/add(compressed:delay:)`.
public struct VideoFramePixels: Sendable {
    let width: Int
    let height: Int
    /// RGBA, row after row.
    let bytes: Data
    /// Whether transparent pixels were drawn onto black because the format has no alpha and
    /// no background was given.
    let flattenedTransparency: Bool
}
