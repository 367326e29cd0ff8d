/// Several animations run together in one timeline (Core Animation's `CAAnimationGroup`).
///
/// The children run in the group's time: a child's begin time is measured from the start of
/// the group's cycle, it is cut off outside the group's active interval, and a child with no
/// duration takes the group's. The group's `timingFunction` warps the time its children see.
/// The children's `isRemovedOnCompletion` and delegates are not used; their fill modes are.
public struct AnimationGroup: LayerAnimation {
    /// The animations in the group, applied in order.
    public var animations: [any LayerAnimation]
    /// Begin time, duration, speed, offset, repeats, autoreverse and fill mode.
    public var timing = MediaTiming()
    /// The pacing of each cycle (nil: linear).
    public var timingFunction: TimingFunction?
    /// Whether the animation is removed once its active duration is over.
    public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops (held strongly).
    public var delegate: (any AnimationDelegate)?

    /// A group of `animations` lasting `duration` (0: the transaction's when added).
    public init(_ animations: [any LayerAnimation], duration: Double = 0) {
        self.animations = animations
        timing.duration = duration
    }

    /// All the children's keys.
    public var animatedKeys: [String] { animations.flatMap(\.animatedKeys) }

    /// Applies each child at the group's (warped) cycle time.
    public func apply(to presentation: Layer, at state: TimingState) {
        let time = progress(at: state) * state.duration
        for child in animations {
            let childState = child.timing.state(atParentTime: time)
            if childState.isApplied { child.apply(to: presentation, at: childState) }
        }
    }

    /// Resolves the group's duration, then the children's against it.
    public mutating func prepare(for layer: Layer, defaultDuration: Double) {
        timing.resolveDuration(defaultDuration)
        for index in animations.indices {
            animations[index].prepare(for: layer, defaultDuration: timing.duration)
        }
    }
}
