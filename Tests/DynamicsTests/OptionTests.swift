import Dynamics
import Foundation
import Graphics
import Layers
import Testing

/// Additive, rounding, clamping, custom animations and the value types.
@Suite("Animation options")
struct OptionTests {
    let clock = ManualClock(startTime: 0)
    let animator: DynamicAnimator

    init() { animator = DynamicAnimator(clock: clock) }

    @Test("additive animations add their changes to the object's value and to each other")
    func additive() {
        let probe = Probe(10)
        for (key, offset) in [("a", 5.0), ("b", 3.0)] {
            let tween = DynamicBasicAnimation(property: Probe.property(threshold: 0.01))
            tween.fromValue = 0
            tween.toValue = AnimatableVector(offset)
            tween.isAdditive = true
            animator.add(tween, to: probe, forKey: key)
        }
        clock.step(frames: 10)
        #expect(probe.value[0] > 10 && probe.value[0] < 18)
        clock.step(frames: 30)
        #expect(abs(probe.value[0] - 18) < 1e-12)
    }

    @Test("a rounding factor writes multiples of it, and a rounded spring settles exactly")
    func rounding() {
        let probe = Probe(0)
        var written: [Double] = []
        let property = AnimatableProperty(name: "rounded", threshold: 1,
                                          read: { (p: Probe) in p.value },
                                          write: { (p: Probe, v: AnimatableVector) in
                                              p.value = v
                                              written.append(v[0])
                                          })
        let spring = DynamicSpringAnimation(property: property)
        spring.toValue = 100
        spring.roundingFactor = 0.5
        var finished: Bool?
        spring.completion = { _, f in finished = f }
        animator.add(spring, to: probe)
        clock.step(frames: 300)
        #expect(finished == true)
        #expect(written.allSatisfy { ($0 * 2).rounded() == $0 * 2 })
        #expect(Set(written).count > 10)
        #expect(Array(written.suffix(2)) == [100, 100])
    }

    @Test("clamping the end stops a bouncy spring at its target")
    func clampEnd() {
        let probe = Probe(0)
        var highest = 0.0
        let spring = DynamicSpringAnimation(property: Probe.property(threshold: 0.01))
        spring.toValue = 1
        spring.springBounciness = 20
        spring.clampMode = .end
        spring.onApply = { _ in highest = max(highest, probe.value[0]) }
        animator.add(spring, to: probe)
        clock.step(frames: 200)
        #expect(highest == 1)

        let free = DynamicSpringAnimation(property: Probe.property(threshold: 0.01))
        free.toValue = 1
        free.springBounciness = 20
        var freeHighest = 0.0
        free.onApply = { _ in freeHighest = max(freeHighest, probe.value[0]) }
        probe.value = 0
        animator.add(free, to: probe)
        clock.step(frames: 200)
        #expect(freeHighest > 1.2)
    }

    @Test("a custom animation gets the frame times and ends when its closure says so")
    func custom() {
        // The seed's elastic ease-out, driven by hand over 0.5 s.
        func elasticEaseOut(_ p: Double) -> Double { sin(-13 * .pi / 2 * (p + 1)) * pow(2, -6 * p) + 1 }
        let probe = Probe(0)
        var elapsed: [Double] = []
        var baseTime: Double?
        let animation = DynamicCustomAnimation { object, animation in
            let base = baseTime ?? animation.currentTime
            baseTime = base
            elapsed.append(animation.elapsedTime)
            let progress = min((animation.currentTime - base) / 0.5, 1)
            (object as? Probe)?.value = AnimatableVector(100 * elasticEaseOut(progress))
            return progress < 1
        }
        var finished: Bool?
        animation.completion = { _, f in finished = f }
        animator.add(animation, to: probe)
        for frame in 1...60 { clock.advance(to: Double(frame) / 60) }
        #expect(finished == true)
        #expect(elapsed.first == 0)
        #expect(elapsed.dropFirst().allSatisfy { abs($0 - 1.0 / 60) < 1e-12 })
        #expect(elapsed.count == 31)       // frames 0...30
        #expect(abs(probe.value[0] - 100) < 1e-9)
    }

    @Test("a decay's toValue is computed; setting it does nothing")
    func decayToValue() {
        let decay = DynamicDecayAnimation(property: Probe.property(threshold: 1))
        decay.fromValue = 0
        decay.velocity = 1000
        let computed = decay.toValue
        decay.toValue = 5
        #expect(decay.toValue == computed)
        // Asymptotic travel v/1000 · d/(1 − d) = 499; it stops short when the speed drops below 5.
        #expect((computed?[0] ?? 0) < 499 && (computed?[0] ?? 0) > 496)
        #expect(abs(decay.duration - log(0.005) / (log(0.998) * 1000)) < 1e-12)
        decay.deceleration = 0.99
        #expect(abs((decay.toValue?[0] ?? 0) - 98.505) < 1e-3)
    }

    @Test("values of 1 to 4 components, and typed values in and out")
    func vectors() throws {
        #expect(throws: AnimatableVectorError.invalidComponentCount(0)) { try AnimatableVector(components: []) }
        #expect(throws: AnimatableVectorError.invalidComponentCount(5)) {
            try AnimatableVector(components: [1, 2, 3, 4, 5])
        }
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(AnimatableVector(rect).components == [1, 2, 3, 4])
        #expect(AnimatableVector(rect).value(as: Rect.self) == rect)
        #expect(AnimatableVector(Color.red).value(as: Color.self) == .red)
        #expect(AnimatableVector(Size(width: 5, height: 6)).value(as: Size.self) == Size(width: 5, height: 6))
        #expect(AnimatableVector(Point(x: 1, y: 2)).count == 2)
        let sum = AnimatableVector(1) + AnimatableVector(1, 2)
        #expect(sum.components == [2, 2])
        #expect(AnimatableVector(3)[3] == 0)
    }

    @Test("a point spring moves both components to the target")
    func pointSpring() {
        final class Dot { var center = Point(x: 0, y: 0) }
        let dot = Dot()
        let spring = DynamicSpringAnimation(property: AnimatableProperty(
            name: "center", keyPath: \Dot.center))
        spring.toValue = AnimatableVector(Point(x: 100, y: -50))
        spring.velocity = AnimatableVector(Point(x: 0, y: 500))
        var minY = 0.0, maxY = 0.0
        spring.onApply = { _ in minY = min(minY, dot.center.y); maxY = max(maxY, dot.center.y) }
        animator.add(spring, to: dot)
        clock.step(frames: 300)
        #expect(dot.center == Point(x: 100, y: -50))
        #expect(maxY > 1)               // the initial upward velocity carried it the other way first
        #expect(minY <= -50)
    }
}
