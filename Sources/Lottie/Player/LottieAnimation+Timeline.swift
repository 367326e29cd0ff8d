import Foundation

/// An absolute frame of an animation's timeline (lottie-ios' `AnimationFrameTime`).
public typealias AnimationFrameTime = Double

/// A point of an animation's timeline as progress, 0 (`ip`) to 1 (`op`) (lottie-ios'
/// `AnimationProgressTime`).
public typealias AnimationProgressTime = Double

/// Converting between the three ways of naming a point of an animation's timeline — absolute
/// frames, progress (0 = `ip`, 1 = `op`) and seconds since `ip` — and finding markers.
extension LottieAnimation {
    /// The absolute frame at a progress.
    public func frameTime(forProgress progress: Double) -> Double {
        startFrame + frameCount * progress
    }

    /// The progress of an absolute frame (0 for an animation without frames); with `clamped`
    /// (the default, as in lottie-ios) kept within 0...1, so a frame before `ip` is 0 and one
    /// after `op` is 1.
    public func progressTime(forFrame frame: AnimationFrameTime, clamped: Bool = true) -> AnimationProgressTime {
        let progress = frameCount != 0 ? (frame - startFrame) / frameCount : 0
        return clamped ? min(max(progress, 0), 1) : progress
    }

    /// The seconds since `ip` at which an absolute frame shows.
    public func time(forFrame frame: Double) -> TimeInterval {
        framerate > 0 ? (frame - startFrame) / framerate : 0
    }

    /// The absolute frame shown a number of seconds after `ip`.
    public func frameTime(forTime time: TimeInterval) -> Double {
        startFrame + time * framerate
    }

    /// The marker names, in file order.
    public var markerNames: [String] { markers.map(\.name) }

    /// The frame of the named marker, or nil when there is none.
    public func frameTime(forMarker name: String) -> Double? {
        marker(named: name)?.frame
    }

    /// The progress of the named marker's frame, or nil when there is none.
    public func progressTime(forMarker name: String) -> Double? {
        frameTime(forMarker: name).map { progressTime(forFrame: $0) }
    }

    /// The length of the named marker's range in frames, or nil when there is none.
    public func durationFrameTime(forMarker name: String) -> Double? {
        marker(named: name)?.duration
    }

    /// The frame at one end of the named marker's range, or nil when there is none.
    public func frameTime(forMarker name: String, position: LottieMarkerPosition) -> Double? {
        guard let marker = marker(named: name) else { return nil }
        return position == .start ? marker.frame : marker.endFrame
    }
}
