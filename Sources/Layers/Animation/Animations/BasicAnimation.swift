/// A tween of one property between two values (Core Animation's `CABasicAnimation`).
///
/// ```swift
/// var fade = BasicAnimation(key: .opacity, from: 0)
/// fade.timingFunction = .easeOut
/// fade.duration = 0.5
/// layer.add(fade, forKey: "fade")
/// ```
public struct BasicAnimation<Value: Interpolatable>: EndpointAnimation {
    /// The animated property.
    public var key: AnimatableKey<Value>
    /// The start value (nil: from the value under the animation, or `toValue − byValue`).
    public var fromValue: Value?
    /// The end value (nil: the value under the animation, or `fromValue + byValue`).
    public var toValue: Value?
    /// The change from start to end, used when one of the ends is missing.
    public var byValue: Value?
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

    /// An animation of `key`; any two of `from`, `to` and `by` (or fewer) set its values, and a
    /// `duration` of 0 takes the transaction's when added.
    public init(key: AnimatableKey<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                duration: Double = 0) {
        self.key = key
        fromValue = from; toValue = to; byValue = by
        timing.duration = duration
    }

    /// The timing function applied to the linear progress.
    public func fraction(at state: TimingState) -> Double { progress(at: state) }

    /// Resolves the duration; with no values set, starts from the value on screen.
    public mutating func prepare(for layer: Layer, defaultDuration: Double) {
        timing.resolveDuration(defaultDuration)
        captureStartIfUnset(on: layer)
    }
}
