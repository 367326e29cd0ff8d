/// Receives the start and end of an animation (Core Animation's `CAAnimationDelegate`). The
/// animation holds its delegate strongly, as Core Animation does.
public protocol AnimationDelegate: AnyObject {
    /// The animation's active interval began.
    func animationDidStart(_ animation: any LayerAnimation)
    /// The animation ended: `finished` is true when its active duration completed, false when it
    /// was removed (or replaced under its key) before that.
    func animationDidStop(_ animation: any LayerAnimation, finished: Bool)
}

extension AnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ animation: any LayerAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ animation: any LayerAnimation, finished: Bool) {}
}
