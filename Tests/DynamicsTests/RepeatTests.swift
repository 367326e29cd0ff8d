import Dynamics
import Layers
import Testing

/// repeatCount, repeatForever and autoreverses (Documentation/Dynamics.md, “The animator”).
@Suite("Repeat and autoreverse")
struct RepeatTests {
    let clock = ManualClock(startTime: 0)
    let animator: DynamicAnimator
    let probe = Probe(0)

    init() { animator = DynamicAnimator(clock: clock) }

    /// A 0.1 s linear tween 0 → 1: six frames per leg at 60 Hz.
    func tween() -> DynamicBasicAnimation {
        let tween = DynamicBasicAnimation(property: Probe.property(threshold: 0.01))
        tween.fromValue = 0
        tween.toValue = 1
        tween.duration = 0.1
        tween.timingFunction = .linear
        return tween
    }

    /// Runs `frames` frames and returns the object's value at the end of every leg.
    func legEnds(of animation: DynamicAnimation, frames: Int) -> (ends: [Double], stops: [Bool], starts: Int) {
        var ends: [Double] = [], stops: [Bool] = [], starts = 0
        animation.onStart = { _ in starts += 1 }
        animation.completion = { [probe] _, finished in
            ends.append(probe.value[0])
            stops.append(finished)
        }
        animator.add(animation, to: probe, forKey: "repeat")
        clock.step(frames: frames)
        return (ends, stops, starts)
    }

    @Test("repeatCount 3 runs the same leg three times")
    func plainRepeat() {
        let animation = tween()
        animation.repeatCount = 3
        let run = legEnds(of: animation, frames: 40)
        #expect(run.ends == [1, 1, 1])
        #expect(run.stops == [false, false, true])
        #expect(run.starts == 3)
        #expect(clock.now > 0.29 && !animator.hasAnimations)
    }

    @Test("autoreverses with repeatCount 2 goes there and back twice")
    func autoreverse() {
        let animation = tween()
        animation.autoreverses = true
        animation.repeatCount = 2
        #expect(animation.repeatCount == 2)
        var valueAtFrame: [Int: Double] = [:]
        animation.onApply = { [probe, clock] _ in
            valueAtFrame[Int((clock.now * 60).rounded())] = probe.value[0]
        }
        let run = legEnds(of: animation, frames: 40)
        #expect(run.ends == [1, 0, 1, 0])
        #expect(run.stops == [false, false, false, true])
        #expect(run.starts == 4)
        // Legs start at frames 0, 6, 12, 18. Half way through the second leg (frame 9) the
        // value is coming back down through 0.5; a quarter into the third (frame 13.5) it rises.
        #expect(abs((valueAtFrame[9] ?? 0) - 0.5) < 1e-6)
        #expect((valueAtFrame[8] ?? 0) > (valueAtFrame[10] ?? 1))
        #expect((valueAtFrame[14] ?? 1) < (valueAtFrame[16] ?? 0))
    }

    @Test("the order of setting repeatCount and autoreverses matters, as in POP")
    func orderQuirk() {
        let countFirst = tween()
        countFirst.repeatCount = 3
        countFirst.autoreverses = true
        #expect(legEnds(of: countFirst, frames: 60).starts == 3)

        let reverseFirst = tween()
        reverseFirst.autoreverses = true
        reverseFirst.repeatCount = 3
        #expect(legEnds(of: reverseFirst, frames: 60).starts == 6)
    }

    @Test("autoreverses alone runs forward and back once")
    func autoreverseAlone() {
        let animation = tween()
        animation.autoreverses = true
        #expect(animation.repeatCount == 1)
        #expect(legEnds(of: animation, frames: 30).ends == [1, 0])
    }

    @Test("repeatForever runs until removed")
    func forever() {
        let animation = tween()
        animation.repeatForever = true
        var starts = 0
        animation.onStart = { _ in starts += 1 }
        animator.add(animation, to: probe, forKey: "repeat")
        clock.step(frames: 60)       // one second: ten legs of six frames
        #expect(starts == 11)        // the eleventh has just begun
        #expect(animator.hasAnimations)
        animator.removeAnimation(forKey: "repeat", from: probe)
        #expect(!animator.hasAnimations)
    }

    @Test("a repeated decay continues from where it stopped; autoreversed it comes back")
    func decayRepeat() {
        let property = Probe.property(threshold: 1)
        let once = DynamicDecayAnimation(property: property)
        once.fromValue = 0
        once.velocity = 1000
        let travel = once.toValue?[0] ?? 0
        #expect(abs(travel - 496.5048) < 1e-3)   // Documentation/Dynamics.md, “Animations”: v = 1000, threshold 1

        let twice = DynamicDecayAnimation(property: property)
        twice.fromValue = 0
        twice.velocity = 1000
        twice.repeatCount = 2
        let forward = legEnds(of: twice, frames: 400)
        #expect(forward.ends.count == 2)
        #expect(abs(forward.ends[0] - travel) < 1e-9)
        #expect(abs(forward.ends[1] - 2 * travel) < 1e-3)

        let back = DynamicDecayAnimation(property: property)
        back.fromValue = 0
        back.velocity = 1000
        back.autoreverses = true
        probe.value = 0
        let reversed = legEnds(of: back, frames: 400)
        #expect(reversed.ends.count == 2)
        #expect(abs(reversed.ends[0] - travel) < 1e-9)
        #expect(abs(reversed.ends[1]) < 1e-3)
    }

    @Test("an autoreversing spring swaps its ends each leg")
    func springAutoreverse() {
        let spring = DynamicSpringAnimation(property: Probe.property(threshold: 0.01))
        spring.fromValue = 0
        spring.toValue = 1
        spring.autoreverses = true
        let run = legEnds(of: spring, frames: 200)
        #expect(run.ends == [1, 0])
        #expect(run.stops == [false, true])
    }
}
