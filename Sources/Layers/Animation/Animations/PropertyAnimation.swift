/// An animation of one layer property (Core Animation's `CAPropertyAnimation`).
public protocol PropertyAnimation: LayerAnimation {
    /// The type of the animated value.
    associatedtype Value: Interpolatable
    /// The property animated.
    var key: AnimatableKey<Value> { get set }
    /// Whether the animation's value is added to the value under it (the model value and
    /// earlier animations) instead of replacing it.
    var isAdditive: Bool { get set }
    /// Whether each repeat continues from where the previous one ended.
    var isCumulative: Bool { get set }

    /// The animation's own value at a point of its timeline, given the value under it.
    func value(at state: TimingState, underlying: Value) -> Value
}

extension PropertyAnimation {
    /// The animated property's key name.
    public var animatedKeys: [String] { [key.name] }

    /// Writes `value(at:underlying:)` into the presentation, added to the value under it when
    /// additive.
    public func apply(to presentation: Layer, at state: TimingState) {
        guard let underlying = key.value(in: presentation) else { return }
        let value = value(at: state, underlying: underlying)
        key.setValue(isAdditive ? underlying.adding(value) : value, in: presentation)
    }

    /// The offset of repeat `iteration` of a cumulative animation: the distance one cycle
    /// covers, `iteration` times. (With a non-zero start value Core Animation's rule is
    /// ambiguous; this is `v(t) + i·(end − start)`: Documentation/LayersAndTiming.md,
    /// “Additive and cumulative animations”.)
    func cumulativeOffset(from start: Value, to end: Value, iteration: Int) -> Value? {
        guard isCumulative, iteration > 0 else { return nil }
        return end.subtracting(start).scaled(by: Double(iteration))
    }
}

/// A property animation between two values given by any two of from/to/by
/// (`CABasicAnimation`'s rules; Documentation/LayersAndTiming.md, “Basic animations”), shared
/// by basic and spring animations.
public protocol EndpointAnimation: PropertyAnimation {
    /// The start value.
    var fromValue: Value? { get set }
    /// The end value.
    var toValue: Value? { get set }
    /// The change to apply, relative to the start (or to the end when only `to` is given).
    var byValue: Value? { get set }
    /// How far from start to end the animation is (may leave 0...1 for springs and
    /// overshooting curves).
    func fraction(at state: TimingState) -> Double
}

extension EndpointAnimation {
    /// The start and end values. Missing ones come from the value under the animation: for a
    /// replacing animation the model value (with earlier animations applied), for an additive
    /// one zero, so that its values are offsets.
    public func endpoints(underlying: Value) -> (from: Value, to: Value) {
        let base = isAdditive ? underlying.subtracting(underlying) : underlying
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return (base, base.adding(by))
        case (nil, nil, nil): return (base, base)
        }
    }

    /// The interpolated value, offset by earlier repeats when cumulative.
    public func value(at state: TimingState, underlying: Value) -> Value {
        let (from, to) = endpoints(underlying: underlying)
        let value = from.interpolated(to: to, fraction: fraction(at: state))
        guard let offset = cumulativeOffset(from: from, to: to, iteration: state.iteration) else { return value }
        return value.adding(offset)
    }

    /// Run as an action, an animation with no values starts from the value before the change.
    public func run(forKey event: String, on layer: Layer, change: PropertyChange?) {
        var animation = self
        if fromValue == nil, toValue == nil, byValue == nil, let old = change?.oldValue as? Value {
            animation.fromValue = old
        }
        layer.add(animation, forKey: event)
    }

    /// Added with no values, the animation starts from the value on screen at that moment
    /// (the presentation value) and ends at the model value.
    mutating func captureStartIfUnset(on layer: Layer) {
        guard fromValue == nil, toValue == nil, byValue == nil else { return }
        fromValue = key.value(in: layer.presentation())
    }
}
