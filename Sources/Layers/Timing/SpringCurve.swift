import Foundation

/// The motion of a damped harmonic oscillator released from the start of an animation towards its
/// end: Core Animation's `CASpringAnimation` curve in closed form
/// (Documentation/LayersAndTiming.md, “Spring animations”).
///
/// `displacement(at:)` is the normalised distance `x(t)` still to go (1 at the start, 0 at the
/// target), so the animated value is `from + (to − from)·progress(at:)` with `progress = 1 − x`.
/// Time is in seconds, not normalised by any duration; `initialVelocity` is in whole from→to
/// distances per second, positive towards the target.
public struct SpringCurve: Hashable, Sendable {
    /// The mass of the attached object (> 0; Core Animation's default 1).
    public var mass: Double
    /// The spring constant (> 0; default 100).
    public var stiffness: Double
    /// The friction coefficient (>= 0; default 10; 0 oscillates forever).
    public var damping: Double
    /// The starting speed in from→to distances per second, positive towards the target.
    public var initialVelocity: Double
    /// Whether a damping ratio above 1 is honoured (iOS 17). When false — Core Animation's
    /// historical behaviour — an overdamped spring moves like a critically damped one.
    public var allowsOverdamping: Bool

    /// The envelope level that `settlingDuration` waits for.
    public static let settlingEpsilon = 0.001

    /// A spring with Core Animation's parameters (defaults: mass 1, stiffness 100, damping 10).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
                initialVelocity: Double = 0, allowsOverdamping: Bool = false) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
        self.initialVelocity = initialVelocity; self.allowsOverdamping = allowsOverdamping
    }

    /// The spring SwiftUI and iOS 17 describe by how long it takes to look finished and how much it
    /// overshoots (a derived mapping: Documentation/LayersAndTiming.md, “Perceptual duration and
    /// bounce”): mass 1, stiffness `(2π/duration)²`, damping ratio `1 − bounce` for `bounce >= 0`
    /// and `1/(1 + bounce)` below. A negative bounce only has an effect with `allowsOverdamping`.
    public init(perceptualDuration duration: Double, bounce: Double, initialVelocity: Double = 0,
                allowsOverdamping: Bool = false) {
        let stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(),
                  initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
    }

    /// The perceptual duration `2π·√(mass/stiffness)` (the inverse of the initializer).
    public var perceptualDuration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// The bounce implied by the damping ratio ζ: `1 − ζ` up to critical damping, `1/ζ − 1` above.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// ζ = damping / (2·√(stiffness·mass)), as given (before any overdamping clamp).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency ω0 = √(stiffness/mass).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The closed-form solution this spring follows.
    public var regime: Regime {
        guard mass > 0, stiffness > 0, mass.isFinite, stiffness.isFinite, damping.isFinite,
              initialVelocity.isFinite else { return .invalid }
        let omega0 = naturalFrequency
        var zeta = max(0, dampingRatio)
        if zeta > 1 && !allowsOverdamping { zeta = 1 }
        let v0 = initialVelocity
        // Within a hair of ζ = 1 the two other forms divide by nearly zero.
        if abs(zeta - 1) < 1e-12 {
            return .criticallyDamped(omega0: omega0, b: omega0 - v0)
        }
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            return .underdamped(decay: zeta * omega0, omegaD: omegaD, b: (zeta * omega0 - v0) / omegaD)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
        let c1 = (-v0 - r2) / (r1 - r2)
        return .overdamped(r1: r1, r2: r2, c1: c1, c2: 1 - c1)
    }

    /// The three closed forms of the damped oscillator (plus a degenerate case).
    public enum Regime: Hashable, Sendable {
        /// `x = e^{−decay·t}(cos ωd·t + b·sin ωd·t)`.
        case underdamped(decay: Double, omegaD: Double, b: Double)
        /// `x = e^{−ω0·t}(1 + b·t)`.
        case criticallyDamped(omega0: Double, b: Double)
        /// `x = c1·e^{r1·t} + c2·e^{r2·t}`.
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
        /// Non-positive or non-finite mass or stiffness: the value jumps to the target.
        case invalid
    }

    /// The normalised distance still to travel at time `t` (1 at `t = 0`).
    public func displacement(at t: Double) -> Double {
        switch regime {
        case let .underdamped(decay, omegaD, b):
            return exp(-decay * t) * (cos(omegaD * t) + b * sin(omegaD * t))
        case let .criticallyDamped(omega0, b):
            return exp(-omega0 * t) * (1 + b * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        case .invalid:
            return 0
        }
    }

    /// The fraction of the from→to distance covered at time `t` (may overshoot 1).
    public func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// d(progress)/dt at time `t`, in from→to distances per second (= `initialVelocity` at 0).
    public func velocity(at t: Double) -> Double {
        switch regime {
        case let .underdamped(decay, omegaD, b):
            let e = exp(-decay * t), c = cos(omegaD * t), s = sin(omegaD * t)
            return -(-decay * e * (c + b * s) + e * omegaD * (b * c - s))
        case let .criticallyDamped(omega0, b):
            return -exp(-omega0 * t) * (b - omega0 * (1 + b * t))
        case let .overdamped(r1, r2, c1, c2):
            return -(c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
        case .invalid:
            return 0
        }
    }

    /// The time after which the envelope of `|x(t)|` stays below `settlingEpsilon` (a derived
    /// definition, Apple's exact rule being unpublished: Documentation/LayersAndTiming.md,
    /// “Settling duration”). Infinite for an undamped spring, 0 for an invalid one.
    public var settlingDuration: Double {
        let epsilon = Self.settlingEpsilon
        switch regime {
        case let .underdamped(decay, _, b):
            return decay > 0 ? log((1 + abs(b)) / epsilon) / decay : .infinity
        case let .criticallyDamped(omega0, b):
            let slope = abs(b)
            // e^{−ω0 t}(1 + |b|t) rises until t = 1/ω0 − 1/|b| and then falls for good.
            let peak = max(0, 1 / omega0 - (slope > 0 ? 1 / slope : .infinity))
            return Self.lastCrossing(from: peak, epsilon) { exp(-omega0 * $0) * (1 + slope * $0) }
        case let .overdamped(r1, r2, c1, c2):
            return Self.lastCrossing(from: 0, epsilon) { abs(c1) * exp(r1 * $0) + abs(c2) * exp(r2 * $0) }
        case .invalid:
            return 0
        }
    }

    /// The `t >= start` at which a function decreasing from `start` on falls to `level`, by
    /// doubling an upper bracket and then bisecting to the last representable digit.
    private static func lastCrossing(from start: Double, _ level: Double, _ f: (Double) -> Double) -> Double {
        if f(start) <= level { return start }
        var lo = start, hi = max(start, 1e-3) * 2
        while f(hi) > level && hi < 1e9 { lo = hi; hi *= 2 }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if f(mid) > level { lo = mid } else { hi = mid }
        }
        return hi
    }
}
