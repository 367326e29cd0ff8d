/// What basic, spring and keyframe animations store besides their values: the animated
/// property, how the animation's value combines with the value under it, and the
/// `LayerAnimation` settings (media timing, pacing, removal on completion, delegate).
public struct PropertyAnimationAttributes<Value: Interpolatable> {
    /// The animated property.
    public var key: AnimatableKey<Value>
    /// Whether the value is added to the value under the animation instead of replacing it.
    public var isAdditive = false
    /// Whether each repeat continues from where the previous one ended.
    public var isCumulative = false
    /// Begin time, duration, speed, offset, repeats, autoreverse and fill mode.
    public var timing = MediaTiming()
    /// The pacing of each cycle (nil: linear).
    public var timingFunction: TimingFunction?
    /// Whether the animation is removed once its active duration is over.
    public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops (held strongly).
    public var delegate: (any AnimationDelegate)?

    /// The attributes of an animation of `key` with Core Animation's defaults; a `duration` of
    /// 0 takes the transaction's when the animation is added.
    public init(key: AnimatableKey<Value>, duration: Double = 0) {
        self.key = key
        timing.duration = duration
    }
}

/// A property animation that keeps its `PropertyAnimation` and `LayerAnimation` properties in
/// one `PropertyAnimationAttributes` value; this protocol's extension forwards `key`,
/// `isAdditive`, `isCumulative`, `timing`, `timingFunction`, `isRemovedOnCompletion` and
/// `delegate` to it.
public protocol AttributedPropertyAnimation: PropertyAnimation {
    /// The property, the combination with the value under the animation, and the timing.
    var attributes: PropertyAnimationAttributes<Value> { get set }
}

extension AttributedPropertyAnimation {
    /// The animated property.
    public var key: AnimatableKey<Value> {
        get { attributes.key }
        set { attributes.key = newValue }
    }
    /// Whether the value is added to the value under the animation instead of replacing it.
    public var isAdditive: Bool {
        get { attributes.isAdditive }
        set { attributes.isAdditive = newValue }
    }
    /// Whether each repeat continues from where the previous one ended.
    public var isCumulative: Bool {
        get { attributes.isCumulative }
        set { attributes.isCumulative = newValue }
    }
    /// Begin time, duration, speed, offset, repeats, autoreverse and fill mode.
    public var timing: MediaTiming {
        get { attributes.timing }
        set { attributes.timing = newValue }
    }
    /// The pacing of each cycle (nil: linear).
    public var timingFunction: TimingFunction? {
        get { attributes.timingFunction }
        set { attributes.timingFunction = newValue }
    }
    /// Whether the animation is removed once its active duration is over.
    public var isRemovedOnCompletion: Bool {
        get { attributes.isRemovedOnCompletion }
        set { attributes.isRemovedOnCompletion = newValue }
    }
    /// Told when the animation starts and stops (held strongly).
    public var delegate: (any AnimationDelegate)? {
        get { attributes.delegate }
        set { attributes.delegate = newValue }
    }
}
