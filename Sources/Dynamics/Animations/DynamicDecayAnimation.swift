/// A value coasting to a stop from an initial `velocity` (POP's `POPDecayAnimation`): the speed
/// falls geometrically by `deceleration` every millisecond, like a flicked scroll view.
///
/// The end value and the duration are computed, not given: `toValue` and `duration` report
/// where and when the speed falls below `5 · threshold` units per second; the value never
/// passes that end. Setting `toValue` has no effect.
public final class DynamicDecayAnimation: DynamicPropertyAnimation {
    /// The velocity in value units per second (required): set it before the start; it is
    /// updated every frame. Setting it on a finished animation kept by
    /// `removedOnCompletion = false` restarts it from the object's value.
    public var velocity: AnimatableVector? {
        get { currentVelocity }
        set {
            guard assignVelocity(newValue) else { return }
            invalidateComputedEnd()
            if isActive && isPaused {
                fromValue = nil
                setPaused(false)
            }
        }
    }
    /// The velocity as last set from outside.
    public var originalVelocity: AnimatableVector? { assignedVelocity }

    /// The fraction of the velocity kept per millisecond (default 0.998).
    public var deceleration = 0.998 {
        didSet { invalidateComputedEnd() }
    }

    /// Where the value starts; nil reads the object's value when the animation starts.
    public override var fromValue: AnimatableVector? {
        didSet { invalidateComputedEnd() }
    }

    private var computedDuration = 0.0

    /// A decay of `property`.
    public override init(property: AnimatableProperty) {
        super.init(property: property)
    }

    /// The computed end value (nil while there is no start value or velocity). Setting it has no
    /// effect: a decay's end follows from its velocity.
    public override var toValue: AnimatableVector? {
        get {
            computeEndIfNeeded()
            return target
        }
        set {}
    }

    /// The time in seconds until the speed falls below `5 · threshold` units per second.
    public var duration: Double {
        computeEndIfNeeded()
        return computedDuration
    }

    private func invalidateComputedEnd() {
        target = nil
        computedDuration = 0
    }

    private func computeEndIfNeeded() {
        guard target == nil, let velocity = currentVelocity, let start = current ?? fromValue else { return }
        computedDuration = DecayStep.duration(velocity: velocity.storage, threshold: threshold,
                                              deceleration: deceleration)
        var position = start.storage
        var speed = velocity.storage
        DecayStep.advance(position: &position, velocity: &speed, count: start.count,
                          dt: computedDuration, deceleration: deceleration)
        target = AnimatableVector(storage: position, count: start.count)
    }

    override func resolveTarget(object: AnyObject) { computeEndIfNeeded() }

    override func advance(time: Double, dt: Double, object: AnyObject) -> Bool {
        guard let value = current, var velocity = currentVelocity else { return false }
        var position = value.storage
        DecayStep.advance(position: &position, velocity: &velocity.storage, count: value.count,
                          dt: dt, deceleration: deceleration)
        current = AnimatableVector(storage: position, count: value.count)
        currentVelocity = velocity
        // The end is computed; never coast past it.
        clamp(.end)
        return true
    }

    override var isDone: Bool {
        if super.isDone { return true }
        guard let velocity = currentVelocity else { return true }
        let slowest = threshold * DecayStep.minimalVelocityFactor
        return (0..<valueCount).allSatisfy { abs(velocity[$0]) < slowest }
    }

    /// The next leg continues from where this one stopped, with the original velocity again or,
    /// when autoreversing, its opposite.
    override func prepareNextLeg() {
        fromValue = toValue
        let original = originalVelocity
        velocity = autoreverses ? original.map { -$0 } : original
    }
}
