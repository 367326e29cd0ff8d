/// A damped spring pulling the value towards `toValue` (POP's `POPSpringAnimation`).
///
/// Configure it with `springBounciness`/`springSpeed` (POP's friendly pair, defaults 4 and 12)
/// or with the physical `dynamicsTension`/`dynamicsFriction`/`dynamicsMass` directly; whichever
/// was set last wins. `velocity` is the initial velocity in value units per second and is updated
/// every frame. Setting `toValue` mid-flight retargets the spring and keeps its momentum.
///
/// It finishes when the last two written values both lie within `threshold / 5` of the target,
/// or when the solver is at rest (see `SpringSolver`), and then writes exactly `toValue`.
public final class DynamicSpringAnimation: DynamicPropertyAnimation {
    private var solver: SpringSolver

    /// The velocity in value units per second: set it before the start for an initial
    /// velocity; it is updated every frame.
    public var velocity: AnimatableVector? {
        get { currentVelocity }
        set { assignVelocity(newValue) }
    }
    /// The velocity as last set from outside.
    public var originalVelocity: AnimatableVector? { assignedVelocity }

    /// Bounciness, nominally 0...20 (default 4): higher overshoots more. Setting it recomputes
    /// tension, friction and mass from bounciness and speed.
    public var springBounciness = 4.0 {
        didSet { useBouncinessAndSpeed() }
    }
    /// Speed, nominally 0...20 (default 12): higher settles faster. Setting it recomputes
    /// tension, friction and mass from bounciness and speed.
    public var springSpeed = 12.0 {
        didSet { useBouncinessAndSpeed() }
    }

    /// The spring's stiffness. Setting it takes effect at once, even mid-flight.
    public var dynamicsTension: Double {
        get { solver.constants.tension }
        set { solver.constants.tension = newValue }
    }
    /// The spring's damping. Setting it takes effect at once, even mid-flight.
    public var dynamicsFriction: Double {
        get { solver.constants.friction }
        set { solver.constants.friction = newValue }
    }
    /// The moving mass. Setting it takes effect at once, even mid-flight.
    public var dynamicsMass: Double {
        get { solver.constants.mass }
        set { solver.constants.mass = newValue }
    }

    /// All three constants at once.
    public var springConstants: SpringConstants {
        get { solver.constants }
        set { solver.constants = newValue }
    }

    /// A spring animation of `property` with POP's default bounciness and speed.
    public override init(property: AnimatableProperty) {
        solver = SpringSolver(constants: .default, threshold: property.threshold)
        super.init(property: property)
    }

    private func useBouncinessAndSpeed() {
        solver.constants = SpringConstants(bounciness: springBounciness, speed: springSpeed)
    }

    override func thresholdDidChange() {
        super.thresholdDidChange()
        solver.setThreshold(threshold)
    }

    override func advance(time: Double, dt: Double, object: AnyObject) -> Bool {
        guard let value = current, let to = target else { return false }
        let velocity = currentVelocity ?? .zero(count: value.count)
        var state = SpringSolver.State(p: to.storage - value.storage, v: -velocity.storage)
        solver.advance(&state, by: dt)
        let count = Swift.max(value.count, to.count)
        current = AnimatableVector(storage: to.storage - state.p, count: count)
        currentVelocity = AnimatableVector(storage: -state.v, count: count)
        clamp()
        return true
    }

    override var isDone: Bool {
        super.isDone || (solver.isStarted && (historyHasConverged || solver.hasConverged))
    }

    /// The last two written values rest on the target (exactly, when rounding).
    private var historyHasConverged: Bool {
        guard let to = target, let previous, let previous2 else { return false }
        if roundingFactor != 0 { return previous2 == previous && previous == to }
        let t = threshold / 5
        for i in 0..<valueCount {
            if abs(to[i] - previous[i]) >= t || abs(previous2[i] - previous[i]) >= t { return false }
        }
        return true
    }

    override func reset(all: Bool) {
        super.reset(all: all)
        solver.reset()
    }
}
