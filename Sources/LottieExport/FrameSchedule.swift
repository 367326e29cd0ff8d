import Lottie

/// Which frames of an animation a multi-frame output shows, and for how long each: frames are
/// sampled at the output rate `fps` from the animation played at `speed` (negative: from the
/// end backwards).
public struct FrameSchedule: Sendable {
    /// The most frames one render writes, so that a tiny step cannot run for ever.
    public static let maximumFrames = 100_000
    /// The highest output frame rate (ffmpeg's encoders here take up to 240).
    public static let maximumFPS = 240.0

    /// The absolute animation frames, in output order.
    public let frames: [Double]
    /// Output frames per second.
    public let fps: Double

    /// Seconds each output frame is shown.
    public var delay: Double { 1 / fps }

    /// The frames of `range` (both ends included; default `ip` up to but excluding `op`), or
    /// just the frame `single` when one is given.
    public init(animation: LottieAnimation, range: ClosedRange<Double>?, fps: Double?, speed: Double,
         only single: Double? = nil) throws {
        let fps = fps ?? animation.framerate
        guard fps > 0, fps <= Self.maximumFPS, fps.isFinite else {
            throw ExportError.invalidRequest("frame rate \(compactNumber(fps)) is out of range (above 0, at most \(compactNumber(Self.maximumFPS)); give --fps)")
        }
        guard speed != 0, speed.isFinite, abs(speed) <= 1000 else {
            throw ExportError.invalidRequest("speed \(speed) is out of range (non-zero, at most 1000 either way)")
        }
        if let single {
            frames = [single]
            self.fps = fps
            return
        }
        let low = range?.lowerBound ?? animation.startFrame
        let high = range?.upperBound ?? animation.endFrame
        let includesEnd = range != nil
        let step = animation.framerate * abs(speed) / fps
        guard step > 0, step.isFinite, high >= low else {
            throw ExportError.invalidRequest("the animation has no frames to render")
        }
        let span = high - low
        // Frames strictly inside the span, plus its end when asked for (with rounding slack).
        let slack = step * 1e-9
        let steps = ((span - (includesEnd ? -slack : slack)) / step).rounded(.down)
        guard steps < Double(Self.maximumFrames) else {
            throw ExportError.invalidRequest("\(steps + 1) frames is too many (at most \(Self.maximumFrames)); lower --fps or narrow --frames")
        }
        let count = span > 0 || includesEnd ? Int(steps) + 1 : 1
        let forwards = (0..<max(1, count)).map { min(low + Double($0) * step, high) }
        // Played backwards, the same frames come in the opposite order.
        frames = speed > 0 ? forwards : forwards.reversed()
        self.fps = fps
    }
}
