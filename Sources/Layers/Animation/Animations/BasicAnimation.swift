/// A tween of one property between two values (Core Animation's `CABasicAnimation`).
///
/// ```swift
/// var fade = BasicAnimation(key: .opacity, from: 0)
/// fade.timingFunction = .easeOut
/// fade.duration = 0.5
/// layer.add(fade, forKey: "fade")
/// ```
public struct BasicAnimation<Value: Interpolatable>: EndpointAnimation {
    public var key: AnimatableKey<Value>
    public var fromValue: Value?
    public var toValue: Value?
    public var byValue: Value?
    public var isAdditive = false
    public var isCumulative = false
    public var timing = MediaTiming()
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true
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
        if timing.duration <= 0 { timing.duration = defaultDuration }
        captureStartIfUnset(on: layer)
    }
}
