import Foundation
import Layers

/// How the frame changes of one update animate (ComponentKit's `CKComponentBoundsAnimation`):
/// every layer that keeps its component and moves or resizes — the component that asked, the
/// siblings it pushes, its ancestors up to the host's layer — animates from where it is on
/// screen to its new frame with this one curve. Layers that appear are placed at once.
public struct BoundsAnimation: Hashable, Sendable {
    /// The kind of curve.
    public enum Mode: Hashable, Sendable {
        /// A tween with `timingFunction` (UIKit's block animation).
        case `default`
        /// A damped spring given by `springDampingRatio` and `springInitialVelocity` that settles
        /// in `duration` (UIKit's spring block animation).
        case spring
    }

    /// The key under which a layer's position animates during a bounds animation.
    public static let positionKey = "components.bounds.position"
    /// The key under which a layer's bounds animate during a bounds animation.
    public static let boundsKey = "components.bounds.bounds"

    /// The length in seconds; 0 means no animation.
    public var duration: Double
    /// Seconds to wait before moving; layers keep their old frames meanwhile.
    public var delay: Double
    /// Tween or spring.
    public var mode: Mode
    /// The tween's curve (ignored by springs); UIKit's default, ease in and out.
    public var timingFunction: TimingFunction
    /// The spring's damping ratio, in (0, 1] (1: no overshoot). Ignored by tweens.
    public var springDampingRatio: Double
    /// The spring's initial speed in whole distances per second (1: the distance in one
    /// second), positive towards the new frame. Ignored by tweens.
    public var springInitialVelocity: Double

    /// A bounds animation with the given fields.
    public init(duration: Double, delay: Double = 0, mode: Mode = .default,
                timingFunction: TimingFunction = .easeInEaseOut,
                springDampingRatio: Double = 1, springInitialVelocity: Double = 0) {
        self.duration = duration
        self.delay = delay
        self.mode = mode
        self.timingFunction = timingFunction
        self.springDampingRatio = springDampingRatio
        self.springInitialVelocity = springInitialVelocity
    }

    /// A spring that settles in `duration`.
    public static func spring(duration: Double, delay: Double = 0, dampingRatio: Double,
                              initialVelocity: Double = 0) -> BoundsAnimation {
        BoundsAnimation(duration: duration, delay: delay, mode: .spring,
                        springDampingRatio: dampingRatio, springInitialVelocity: initialVelocity)
    }

    /// Whether the animation does anything (a positive duration).
    var isAnimated: Bool { duration > 0 }

    /// Why the fields cannot be used, or nil when they can.
    var invalidReason: String? {
        guard duration >= 0, duration.isFinite else { return "duration \(duration) is not a finite, non-negative time" }
        guard delay >= 0, delay.isFinite else { return "delay \(delay) is not a finite, non-negative time" }
        guard mode == .spring else { return nil }
        guard springDampingRatio > 0, springDampingRatio.isFinite else {
            return "spring damping ratio \(springDampingRatio) is not a finite, positive number"
        }
        guard springInitialVelocity.isFinite else { return "spring initial velocity \(springInitialVelocity) is not finite" }
        return nil
    }

    /// The spring of `.spring` mode: mass 1 and the natural frequency whose decay envelope
    /// `e^(−ζ·ω0·t)` falls to `SpringCurve.settlingEpsilon` at `duration` (ζ taken as at most 1),
    /// i.e. `ω0 = ln(1/ε) / (ζ·duration)`. This is our own mapping of UIKit's parameters; the
    /// spring is active for `duration`, by which time it is within 0.1 % (times the envelope's
    /// constant) of the new frame.
    public var springCurve: SpringCurve {
        let ratio = min(springDampingRatio, 1)
        let omega0 = log(1 / SpringCurve.settlingEpsilon) / (ratio * duration)
        return SpringCurve(mass: 1, stiffness: omega0 * omega0, damping: 2 * springDampingRatio * omega0,
                           initialVelocity: springInitialVelocity)
    }

    /// The animation of `key` from `from` to the model value, starting `delay` after `now` (the
    /// layer's local time).
    func animation<Value: Interpolatable>(of key: AnimatableKey<Value>, from: Value, now: Double) -> any LayerAnimation {
        switch mode {
        case .default:
            var tween = BasicAnimation(key: key, from: from, duration: duration)
            tween.timingFunction = timingFunction
            return delayed(tween, now: now)
        case .spring:
            return delayed(SpringAnimation(key: key, from: from, spring: springCurve, duration: duration), now: now)
        }
    }

    private func delayed<A: LayerAnimation>(_ animation: A, now: Double) -> A {
        guard delay > 0 else { return animation }
        var delayed = animation
        delayed.beginTime = now + delay
        delayed.fillMode = .backwards
        return delayed
    }
}
