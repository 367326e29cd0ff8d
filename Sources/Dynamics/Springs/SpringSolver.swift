/// POP's spring integrator: classic fourth-order Runge–Kutta with a fixed 1 ms step on the
/// displacement from the target, frame-rate independent through an accumulator, plus POP's
/// convergence test. Reproduces POP's trajectories bit-for-bit, including its quirks (see
/// `advance(_:by:)`).
public struct SpringSolver: Sendable {
    /// A spring's state in solver terms: displacement from the target `p = toValue − value`
    /// and its rate `v = −velocity`, four components.
    public struct State: Hashable, Sendable {
        /// Displacement from the target.
        public var p: SIMD4<Double>
        /// Rate of change of `p` (the negated user-facing velocity).
        public var v: SIMD4<Double>

        /// A state from a displacement and its rate.
        public init(p: SIMD4<Double>, v: SIMD4<Double>) { self.p = p; self.v = v }
    }

    /// The fixed step: POP's `0.001f`, a float literal widened to double (0.001000000047497451),
    /// kept exactly because it changes how many steps fit in a frame.
    public static let step = Double(Float(0.001))
    /// A frame longer than this (seconds) is not simulated: the spring reports converged and the
    /// animation snaps to its target.
    public static let maxFrameDuration = 30.0

    /// The spring's constants; may change between frames.
    public var constants: SpringConstants
    private var tp = 0.0, tv = 0.0, ta = 0.0

    private var accumulatedTime = 0.0
    private var lastState = State(p: .zero, v: .zero)
    private var lastAcceleration = SIMD4<Double>.zero
    /// Whether `advance` has run since the last reset.
    public private(set) var isStarted = false

    /// A solver for the given constants and settle threshold.
    public init(constants: SpringConstants, threshold: Double = 1) {
        self.constants = constants
        setThreshold(threshold)
    }

    /// Sets the settle threshold `t`: every displacement component below `t/2`, the squared
    /// speed below `25·t` and the squared averaged acceleration below `625·t²` (POP's rule; the
    /// speed bound is linear in `t`).
    public mutating func setThreshold(_ t: Double) {
        tp = t / 2
        tv = 25.0 * t
        ta = 625.0 * t * t
    }

    /// Forgets the accumulated time and the remembered state.
    public mutating func reset() {
        accumulatedTime = 0
        lastState = State(p: .zero, v: .zero)
        lastAcceleration = .zero
        isStarted = false
    }

    /// Advances `state` by a frame of `dt` seconds.
    ///
    /// Whole 1 ms steps are taken while the accumulated time allows; the result is the blend of
    /// the last two step states by the leftover fraction, and that blend is both returned and
    /// remembered, while the leftover time carries to the next frame. Because the next frame
    /// starts from the blend, simulated time runs slightly behind wall time (POP's behaviour).
    /// A frame longer than `maxFrameDuration` leaves `state` alone and makes the solver report
    /// convergence.
    public mutating func advance(_ state: inout State, by dt: Double) {
        isStarted = true
        guard dt <= Self.maxFrameDuration else {
            lastState = State(p: .zero, v: .zero)
            lastAcceleration = .zero
            return
        }
        accumulatedTime += dt
        var previous = state, current = state
        while accumulatedTime >= Self.step {
            previous = current
            integrate(&current, h: Self.step)
            accumulatedTime -= Self.step
        }
        let alpha = accumulatedTime / Self.step
        state = State(p: current.p * alpha + previous.p * (1 - alpha),
                      v: current.v * alpha + previous.v * (1 - alpha))
        lastState = state
    }

    /// Whether the remembered state is at rest within the threshold.
    public var hasConverged: Bool {
        guard isStarted else { return false }
        for i in 0..<4 where abs(lastState.p[i]) >= tp { return false }
        return squaredLength(lastState.v) < tv && squaredLength(lastAcceleration) < ta
    }

    private func squaredLength(_ x: SIMD4<Double>) -> Double { (x * x).sum() }

    private func acceleration(p: SIMD4<Double>, v: SIMD4<Double>) -> SIMD4<Double> {
        p * (-constants.tension / constants.mass) - v * (constants.friction / constants.mass)
    }

    /// One RK4 step, in POP's association order.
    private mutating func integrate(_ state: inout State, h: Double) {
        let aP = state.v
        let aV = acceleration(p: state.p, v: state.v)
        let half = h * 0.5
        let bP = state.v + aV * half
        let bV = acceleration(p: state.p + aP * half, v: bP)
        let cP = state.v + bV * half
        let cV = acceleration(p: state.p + bP * half, v: cP)
        let dP = state.v + cV * h
        let dV = acceleration(p: state.p + cP * h, v: dP)
        let dpdt = (aP + (bP + cP) * 2.0 + dP) * (1.0 / 6.0)
        let dvdt = (aV + (bV + cV) * 2.0 + dV) * (1.0 / 6.0)
        state.p = state.p + dpdt * h
        state.v = state.v + dvdt * h
        lastAcceleration = dvdt
    }
}
