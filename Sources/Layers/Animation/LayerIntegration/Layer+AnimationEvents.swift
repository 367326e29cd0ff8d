/// Delivering animation events as time passes: what Core Animation's render server reports
/// back to the app.
extension Layer {
    /// Delivers the events due by media time `time` for this layer and its subtree (sublayers
    /// and masks): `animationDidStart` when an animation's active interval has begun,
    /// `animationDidStop(finished: true)` once it has ended, removal of finished animations
    /// whose `isRemovedOnCompletion` is true, and the completion blocks of their transactions.
    ///
    /// `LayerAnimationDriver` calls this every frame of a clock; an offline renderer calls it
    /// before drawing each frame. Rendering itself never changes the tree.
    public func advanceAnimations(to time: Double) {
        if !animationStorage.records.isEmpty {
            let local = localTime(atMediaTime: time)
            var removed: [AnimationRecord] = []
            for record in animationStorage.records {
                let state = record.animation.timing.state(atParentTime: local)
                if !record.didStart, state.phase != .before {
                    record.didStart = true
                    record.animation.delegate?.animationDidStart(record.animation)
                }
                if state.phase == .after, !record.didStop {
                    if record.animation.isRemovedOnCompletion { removed.append(record) }
                    record.stop(finished: true)
                }
            }
            if !removed.isEmpty {
                animationStorage.records.removeAll { record in removed.contains { $0 === record } }
            }
        }
        for sublayer in sublayers { sublayer.advanceAnimations(to: time) }
        mask?.advanceAnimations(to: time)
    }
}
