/// A tween of one property between two values (Core Animation's `CABasicAnimation`).
///
/// ```swift
/// var fade = BasicAnimation(key: .opacity, from: 0)
/// fade.timingFunction = .easeOut
/// fade.duration = 0.5
/// layer.add(fade, forKey: "fade")
/// ```
public struct BasicAnimation<Value: Interpolatable>: EndpointAnimation, AttributedPropertyAnimation {
    /// The property, the combination with the value under the animation, and the timing
    /// (`key`, `isAdditive`, `isCumulative`, `timing`, `timingFunction`, `isRemovedOnCompletion`
    /// and `delegate` read and write it).
    public var attributes: PropertyAnimationAttributes<Value>
    /// The start value (nil: from the value under the animation, or `toValue − byValue`).
    public var fromValue: Value?
    /// The end value (nil: the value under the animation, or `fromValue + byValue`).
    public var toValue: Value?
    /// The change from start to end, used when one of the ends is missing.
    public var byValue: Value?

    /// An animation of `key`; any two of `from`, `to` and `by` (or fewer) set its values, and a
    /// `duration` of 0 takes the transaction's when added.
    public init(key: AnimatableKey<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                duration: Double = 0) {
        attributes = PropertyAnimationAttributes(key: key, duration: duration)
        fromValue = from; toValue = to; byValue = by
    }

    /// The timing function applied to the linear progress.
    public func fraction(at state: TimingState) -> Double { progress(at: state) }

    /// Resolves the duration; with no values set, starts from the value on screen.
    public mutating func prepare(for layer: Layer, defaultDuration: Double) {
        timing.resolveDuration(defaultDuration)
        captureStartIfUnset(on: layer)
    }
}
