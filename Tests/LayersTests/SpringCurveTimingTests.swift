import Foundation
import Testing
@testable import Layers

@Suite("Spring timing curve")
struct SpringCurveTimingTests {
    /// Every case of `ca_spring_derived.json`: progress and velocity at n/60 s within 1e-9, the
    /// settling duration within 1e-9 (null = never settles).
    @Test(.enabled(if: TimingVectors.available, "shared vectors folder not found"))
    func derivedVectors() throws {
        let cases = try TimingVectors.load("ca_spring_derived.json").objects("cases")
        #expect(cases.count == 15)
        for c in cases {
            let name = c["name"] as? String ?? "?"
            var spring = SpringCurve(mass: c.number("mass") ?? 0, stiffness: c.number("stiffness") ?? 0,
                                     damping: c.number("damping") ?? 0,
                                     initialVelocity: c.number("initialVelocity") ?? 0,
                                     allowsOverdamping: c["allowsOverdamping"] as? Bool ?? false)
            let perceptual = c.object("perceptual")
            if let duration = perceptual.number("duration"), let bounce = perceptual.number("bounce") {
                // The (duration, bounce) initializer must reproduce the listed parameters.
                let made = SpringCurve(perceptualDuration: duration, bounce: bounce,
                                       allowsOverdamping: spring.allowsOverdamping)
                #expect(abs(made.stiffness - spring.stiffness) <= 1e-9 * spring.stiffness, "\(name)")
                #expect(abs(made.damping - spring.damping) <= 1e-9 * spring.damping, "\(name)")
                #expect(abs(made.perceptualDuration - duration) <= 1e-12, "\(name)")
                #expect(abs(made.bounce - bounce) <= 1e-12, "\(name)")
                spring = made
            }
            let settling = c.number("settlingDuration") ?? .infinity
            #expect(abs(spring.settlingDuration - settling) <= 1e-9 || settling == spring.settlingDuration,
                    "\(name): \(spring.settlingDuration) vs \(settling)")
            let times = c.numbers("t"), progress = c.numbers("progress")
            let velocity = c.numbers("progress_velocity"), values = c.numbers("value")
            let from = c.number("from") ?? 0, to = c.number("to") ?? 1
            #expect(times.count > 30 && times.count == progress.count && times.count == velocity.count)
            for (i, t) in times.enumerated() {
                #expect(abs(spring.progress(at: t) - progress[i]) <= 1e-9, "\(name) t=\(t)")
                #expect(abs(spring.velocity(at: t) - velocity[i]) <= 1e-9, "\(name) t=\(t)")
                let value = from + (to - from) * spring.progress(at: t)
                #expect(abs(value - values[i]) <= 1e-9 * max(1, abs(to)), "\(name) t=\(t)")
            }
        }
    }

    @Test("Apple's documented settling durations: ~2.85 s (damping 5) and just over 1 s (damping 15)")
    func appleDocumentationExamples() {
        #expect(abs(SpringCurve(damping: 5).settlingDuration - 2.855) < 1e-3)
        #expect(abs(SpringCurve(damping: 15).settlingDuration - 1.022) < 1e-3)
        #expect(abs(SpringCurve().settlingDuration - 1.4727) < 1e-4)
    }

    @Test("closed forms start at rest at 0 with the initial velocity")
    func initialConditions() {
        for damping in [0.0, 5, 20, 30] {
            for overdamp in [false, true] {
                let s = SpringCurve(damping: damping, initialVelocity: 3, allowsOverdamping: overdamp)
                #expect(abs(s.progress(at: 0)) < 1e-15)
                #expect(abs(s.velocity(at: 0) - 3) < 1e-12)
            }
        }
    }

    @Test("invalid parameters jump to the target instead of producing NaN")
    func invalidParameters() {
        let s = SpringCurve(mass: 0, stiffness: 100)
        #expect(s.regime == .invalid)
        #expect(s.progress(at: 0.3) == 1 && s.settlingDuration == 0)
    }
}
