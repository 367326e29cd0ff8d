/// An animation attached to a layer, with the events already delivered for it.
final class AnimationRecord {
    /// The key it was added under (nil: none, never replaced).
    let key: String?
    /// The prepared copy (duration and begin time resolved).
    let animation: any LayerAnimation
    /// The completion groups of the transactions it was added in.
    let completionGroups: [CompletionGroup]
    /// Whether `animationDidStart` was delivered.
    var didStart = false
    /// Whether `animationDidStop` was delivered (and the completion groups left).
    var didStop = false

    init(key: String?, animation: any LayerAnimation, completionGroups: [CompletionGroup]) {
        self.key = key
        self.animation = animation
        self.completionGroups = completionGroups
        completionGroups.forEach { $0.enter() }
    }

    /// Delivers the end of the animation once: the delegate, then the transactions' blocks.
    func stop(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        completionGroups.forEach { $0.leave() }
    }
}
