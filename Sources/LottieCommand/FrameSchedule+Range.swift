import Lottie
import LottieExport

extension FrameSchedule {
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
