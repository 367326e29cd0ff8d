/// A part of an animation a control plays: between two progresses, two frames, two
/// markers' frames, or through one marker's range.
public enum LottiePlayRange: Hashable, Sendable {
    /// From one progress (0...1) to another.
    case progress(from: Double, to: Double)
    /// From one absolute frame to another.
    case frames(from: Double, to: Double)
    /// From one marker's frame to another's.
    case markers(from: String, to: String)
    /// Through one marker's range (its frame to its frame plus its duration).
    case marker(String)

    /// The absolute frames of the range in `animation`; nil when a marker is missing.
    public func frames(in animation: LottieAnimation) -> (from: Double, to: Double)? {
        switch self {
        case .progress(let from, let to):
            return (animation.frameTime(forProgress: from), animation.frameTime(forProgress: to))
        case .frames(let from, let to):
            return (from, to)
        case .markers(let from, let to):
            guard let a = animation.marker(named: from), let b = animation.marker(named: to) else { return nil }
            return (a.frame, b.frame)
        case .marker(let name):
            guard let m = animation.marker(named: name) else { return nil }
            return (m.frame, m.endFrame)
        }
    }
}

extension LottieAnimationLayer {
    /// Plays `range` once (the control's way of playing); nothing happens when a marker of it
    /// is missing (the completion hears `false`).
    func play(_ range: LottiePlayRange, completion: LottieCompletionBlock? = nil) {
        guard let animation, let frames = range.frames(in: animation) else { completion?(false); return }
        play(fromFrame: frames.from, toFrame: frames.to, loopMode: .playOnce, completion: completion)
    }
}
