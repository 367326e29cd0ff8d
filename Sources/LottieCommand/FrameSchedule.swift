import Lottie

/// Which frames of an animation a multi-frame output shows, and for how long each: frames are
/// sampled at the output rate `fps` from the animation played at `speed` (negative: from the
/// end backwards).
struct FrameSchedule {
    /// The most frames one render writes, so that a tiny step cannot run for ever.
    static let maximumFrames = 100_000
    /// The highest output frame rate (ffmpeg's encoders here take up to 240).
    static let maximumFPS = 240.0

    /// The absolute animation frames, in output order.
    let frames: [Double]
    /// Output frames per second.
    let fps: Double

    /// Seconds each output frame is shown.
    var delay: Double { 1 / fps }

    /// The frames of `range` (both ends included; default `ip` up to but excluding `op`), or
    /// just the frame `single` when one is given.
    init(animation: LottieAnimation, range: ClosedRange<Double>?, fps: Double?, speed: Double,
         only single: Double? = nil) throws {
        let fps = fps ?? animation.framerate
        guard fps > 0, fps <= Self.maximumFPS, fps.isFinite else {
            throw CommandError("frame rate \(Report.fps(fps)) is out of range (above 0, at most \(Report.fps(Self.maximumFPS)); give --fps)")
        }
        guard speed != 0, speed.isFinite, abs(speed) <= 1000 else {
            throw CommandError("speed \(speed) is out of range (non-zero, at most 1000 either way)")
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
            throw CommandError("the animation has no frames to render")
        }
        let span = high - low
        // Frames strictly inside the span, plus its end when asked for (with rounding slack).
        let slack = step * 1e-9
        let steps = ((span - (includesEnd ? -slack : slack)) / step).rounded(.down)
        guard steps < Double(Self.maximumFrames) else {
            throw CommandError("\(steps + 1) frames is too many (at most \(Self.maximumFrames)); lower --fps or narrow --frames")
        }
        let count = span > 0 || includesEnd ? Int(steps) + 1 : 1
        let forwards = (0..<max(1, count)).map { min(low + Double($0) * step, high) }
        // Played backwards, the same frames come in the opposite order.
        frames = speed > 0 ? forwards : forwards.reversed()
        self.fps = fps
    }

    /// `range` limited to the frames `animation` has, `ip` to its last frame (`op − 1`), with a
    /// note on standard error when that changes it; an error when no frame of it is there.
    static func clamp(_ range: ClosedRange<Double>, to animation: LottieAnimation) throws -> ClosedRange<Double> {
        let first = animation.startFrame, last = max(animation.startFrame, animation.endFrame - 1)
        let frames = "\(Report.fps(first))-\(Report.fps(last))"
        let given = "\(Report.fps(range.lowerBound))-\(Report.fps(range.upperBound))"
        guard range.upperBound >= first, range.lowerBound <= last else {
            throw CommandError("--frames \(given) lies outside the animation's frames \(frames)")
        }
        let clamped = max(range.lowerBound, first)...min(range.upperBound, last)
        if clamped != range {
            Report.note("--frames \(given) goes past the animation's frames \(frames): rendering \(Report.fps(clamped.lowerBound))-\(Report.fps(clamped.upperBound))")
        }
        return clamped
    }

    /// Parses `A-B` (absolute frames, both included).
    static func parseRange(_ text: String) throws -> ClosedRange<Double> {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite, a <= b else {
            throw CommandError("--frames '\(text)' is not a range like 0-59")
        }
        return a...b
    }
}
