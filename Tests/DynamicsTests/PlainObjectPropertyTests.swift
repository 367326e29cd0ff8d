import Dynamics
import Foundation
import Layers
import Testing

/// The seed's `AnimatableObject.propertyValue` example: any Swift object's property animates
/// once it has a read and a write closure, and the written values trace the curve.
@Suite("A property on a plain Swift object")
struct PlainObjectPropertyTests {
    final class AnimatableObject {
        var propertyValue = 0.0
    }

    @Test("ease-in-ease-out from 0 to 100 over 1.5 s, values collected by the write closure")
    func easeInEaseOut() {
        var values: [Double] = []
        let valueProperty = AnimatableProperty(
            name: "value",
            read: { (object: AnimatableObject) in object.propertyValue },
            write: { (object: AnimatableObject, value: Double) in
                object.propertyValue = value
                values.append(value)
            })
        let animation = DynamicBasicAnimation(property: valueProperty)
        animation.fromValue = 0
        animation.toValue = 100
        animation.timingFunction = .easeInEaseOut
        animation.duration = 1.5
        var finished: Bool?
        animation.completion = { _, done in finished = done }

        let clock = ManualClock(startTime: 0)
        let animator = DynamicAnimator(clock: clock)
        let object = AnimatableObject()
        animator.add(animation, to: object, forKey: "easeInEaseOut")
        clock.step(frames: 100)

        #expect(finished == true)
        #expect(object.propertyValue == 100)
        #expect(!animator.hasAnimations)
        // Frames 0...90 (1.5 s at 60 Hz) write the curve. Frame 90's clock time is a hair under
        // 1.5 s (sixty-ths don't add up exactly), so it writes 99.99999…, and the finish then
        // writes exactly 100.
        #expect(values.count == 92)
        #expect(values.first == 0)
        #expect(abs(values[90] - 100) < 1e-6 && values[90] != 100)
        #expect(values.last == 100)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        // Cubic (0.42, 0, 0.58, 1): slow at both ends, half way at half time.
        #expect(abs(values[45] - 50) < 0.05)
        #expect(values[9] < 3)        // t = 0.1: y ≈ 1.9
        #expect(values[81] > 97)      // t = 0.9: y ≈ 98.1
        // Each written value is the curve solved at that frame's time fraction.
        for (frame, value) in values.enumerated() where frame > 0 && frame < 90 {
            let expected = 100 * TimingFunction.easeInEaseOut.value(at: Double(frame) / 90, epsilon: 1e-9)
            #expect(abs(value - expected) < 0.1, "frame \(frame)")
        }
    }

    @Test("a spring with mass 5 overshoots like the analytic damped oscillator")
    func springWithMass() {
        let object = AnimatableObject()
        let property = AnimatableProperty(name: "value", keyPath: \AnimatableObject.propertyValue)
        let spring = DynamicSpringAnimation(property: property)
        spring.fromValue = 0
        spring.toValue = 100
        spring.dynamicsMass = 5
        var samples: [Double] = []
        spring.onApply = { _ in samples.append(object.propertyValue) }

        let clock = ManualClock(startTime: 0)
        let animator = DynamicAnimator(clock: clock)
        animator.add(spring, to: object)
        clock.step(frames: 600)

        #expect(!animator.hasAnimations)
        #expect(object.propertyValue == 100)
        // Default tension/friction with m = 5: ζ = c / (2√(k·m)) ≈ 0.369, ω0 = √(k/m) ≈ 8.27/s.
        let k = SpringConstants.default.tension, c = SpringConstants.default.friction, m = 5.0
        let zeta = c / (2 * (k * m).squareRoot())
        let omegaD = (k / m).squareRoot() * (1 - zeta * zeta).squareRoot()
        let analyticPeak = 100 * (1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot()))
        let analyticPeakTime = Double.pi / omegaD
        let peak = samples.max() ?? 0
        let peakFrame = samples.firstIndex(of: peak) ?? 0
        #expect(abs(peak - analyticPeak) < 0.5, "peak \(peak) vs \(analyticPeak)")
        // POP's simulated time lags wall time by ~2 % at 60 Hz, so the peak comes a frame late.
        #expect(abs(Double(peakFrame) / 60 - analyticPeakTime * 1.02) <= 1.0 / 60,
                "peak at frame \(peakFrame), analytic \(analyticPeakTime) s")
    }
}
