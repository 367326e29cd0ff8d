/// The physical constants of a damped spring — tension (stiffness k), friction (damping c) and
/// mass m, acceleration = −(k/m)·displacement − (c/m)·velocity — and POP's mapping from the
/// friendlier bounciness/speed pair (both nominally 0...20; defaults 4 and 12).
///
/// The mapping goes through Quartz Composer's spring units: speed sets a QC tension linearly,
/// bounciness blends between a tiny friction and the tension's "no bounce" friction (a fitted
/// piecewise cubic), and the QC pair is then rescaled linearly to POP's units. Mass is always 1.
public struct SpringConstants: Hashable, Sendable {
    /// Stiffness k.
    public var tension: Double
    /// Damping c.
    public var friction: Double
    /// Mass m (> 0).
    public var mass: Double

    /// Constants given directly.
    public init(tension: Double, friction: Double, mass: Double = 1) {
        self.tension = tension; self.friction = friction; self.mass = mass
    }

    /// The spring POP builds for a bounciness and speed. Nothing clamps the inputs.
    public init(bounciness: Double, speed: Double) {
        let b = Self.normalize(bounciness / 1.7, from: 0, to: 20.0)
        let bouncy = Self.project(b, from: 0.0, to: 0.8)
        let s = Self.normalize(speed / 1.7, from: 0, to: 20.0)
        let qcTension = Self.project(s, from: 0.5, to: 200)
        let q = Self.quadraticOut(bouncy, start: 0.01, end: Self.noBounceFriction(qcTension))
        tension = Self.tensionFromQC(qcTension)
        friction = Self.frictionFromQC(q)
        mass = 1
    }

    /// POP's defaults: bounciness 4, speed 12 (tension ≈ 342.1, friction ≈ 30.49).
    public static let `default` = SpringConstants(bounciness: 4, speed: 12)

    /// The damping ratio ζ = c / (2·√(k·m)): below 1 the spring overshoots.
    public var dampingRatio: Double { friction / (2 * (tension * mass).squareRoot()) }

    /// The bounciness and speed that produce this tension and friction (mass is ignored), or
    /// nil when no pair does (the quadratic has no real root).
    public var bouncinessAndSpeed: (bounciness: Double, speed: Double)? {
        let qcFriction = Self.frictionToQC(friction)
        let qcTension = Self.tensionToQC(tension)
        let noBounce = Self.noBounceFriction(qcTension)
        // Invert quadraticOut: q·0.01 + (1 − q)·noBounce = qcFriction with q = 2x − x².
        let a = noBounce - 0.01
        let bq = 2 * (0.01 - noBounce)
        let c = noBounce - qcFriction
        let root = (bq * bq - 4 * a * c).squareRoot()
        let minus = (-bq - root) / (2 * a)
        let plus = (-bq + root) / (2 * a)
        let x = minus < 0.8 ? minus : plus
        let bounciness = (20 * 1.7 / 0.8) * x
        let speed = (20 * 1.7 / 199.5) * (qcTension - 0.5)
        guard bounciness.isFinite, speed.isFinite else { return nil }
        return (bounciness, speed)
    }

    // MARK: The mapping's steps, in the order POP applies them.

    private static func normalize(_ value: Double, from start: Double, to end: Double) -> Double {
        (value - start) / (end - start)
    }

    private static func project(_ n: Double, from start: Double, to end: Double) -> Double {
        start + n * (end - start)
    }

    private static func quadraticOut(_ t: Double, start: Double, end: Double) -> Double {
        let q = 2 * t - t * t
        return end * (1 - q) + start * q
    }

    /// Quartz Composer's friction for a tension that just avoids overshoot (a fitted cubic in
    /// three pieces).
    private static func noBounceFriction(_ tension: Double) -> Double {
        if tension <= 18 {
            return 0.0007 * tension * tension * tension - 0.031 * tension * tension + 0.64 * tension + 1.28
        } else if tension <= 44 {
            return 0.000044 * tension * tension * tension - 0.006 * tension * tension + 0.36 * tension + 2
        } else {
            return 0.00000045 * tension * tension * tension - 0.000332 * tension * tension + 0.1078 * tension + 5.84
        }
    }

    private static func tensionFromQC(_ qc: Double) -> Double { 194 + ((qc - 30) / 50) * (375 - 194) }
    private static func frictionFromQC(_ qc: Double) -> Double { 25 + ((qc - 8) / 2) * (25 - 19) }
    private static func tensionToQC(_ t: Double) -> Double { 30 + ((t - 194) / (375 - 194)) * 50 }
    private static func frictionToQC(_ f: Double) -> Double { 8 + ((f - 25) / (25 - 19)) * 2 }
}
