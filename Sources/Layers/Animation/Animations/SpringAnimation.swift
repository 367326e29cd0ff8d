/// A property animation that follows a damped spring from its start to its end value
/// (Core Animation's `CASpringAnimation`; Documentation/LayersAndTiming.md, “Spring animations”).
///
/// The motion depends on the spring, not on `duration`, which only bounds how long the
/// animation is active: set it to `settlingDuration` to see the whole motion. The timing
/// function is ignored (Core Animation does not document one for springs).
public struct SpringAnimation<Value: Interpolatable>: EndpointAnimation, AttributedPropertyAnimation {
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
    /// Mass, stiffness, damping, initial velocity and the overdamping switch.
    public var spring: SpringCurve

    /// A spring animation of `key` with Core Animation's default spring (mass 1, stiffness 100,
    /// damping 10). A `duration` of 0 becomes the spring's settling duration when added.
    public init(key: AnimatableKey<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                spring: SpringCurve = SpringCurve(), duration: Double = 0) {
        attributes = PropertyAnimationAttributes(key: key, duration: duration)
        fromValue = from; toValue = to; byValue = by
        self.spring = spring
    }

    /// A spring described by its perceptual duration and bounce (iOS 17's
    /// `init(perceptualDuration:bounce:)`), active for its settling duration.
    public init(key: AnimatableKey<Value>, from: Value? = nil, to: Value? = nil,
                perceptualDuration: Double, bounce: Double) {
        let spring = SpringCurve(perceptualDuration: perceptualDuration, bounce: bounce)
        self.init(key: key, from: from, to: to, spring: spring, duration: spring.settlingDuration)
    }

    /// The mass of the object on the spring.
    public var mass: Double {
        get { spring.mass }
        set { spring.mass = newValue }
    }
    /// The spring constant.
    public var stiffness: Double {
        get { spring.stiffness }
        set { spring.stiffness = newValue }
    }
    /// The friction.
    public var damping: Double {
        get { spring.damping }
        set { spring.damping = newValue }
    }
    /// The starting speed, in whole from→to distances per second, positive towards the end.
    public var initialVelocity: Double {
        get { spring.initialVelocity }
        set { spring.initialVelocity = newValue }
    }
    /// How long the spring takes to settle within 0.1 % of the distance.
    public var settlingDuration: Double { spring.settlingDuration }

    /// The spring's progress at the time since the start of the cycle (in seconds).
    public func fraction(at state: TimingState) -> Double { spring.progress(at: state.basicTime) }

    /// Resolves a missing duration to the settling duration (or `defaultDuration` for a spring
    /// that never settles); with no values set, starts from the value on screen.
    public mutating func prepare(for layer: Layer, defaultDuration: Double) {
        if timing.duration <= 0 {
            let settling = spring.settlingDuration
            timing.duration = settling > 0 && settling.isFinite ? settling : defaultDuration
        }
        captureStartIfUnset(on: layer)
    }
}
