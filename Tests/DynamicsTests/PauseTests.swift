import Dynamics
import Layers
import Testing

/// Pausing, resuming and restarting kept animations (Documentation/Dynamics.md, “The animator”; Documentation/Dynamics.md, “Animations”).
@Suite("Pausing")
struct PauseTests {
    let clock = ManualClock(startTime: 0)
    let animator: DynamicAnimator
    let probe = Probe(0)

    init() { animator = DynamicAnimator(clock: clock) }

    @Test("a paused spring holds still; resumed, it continues from its value and velocity")
    func pauseAndResume() {
        let spring = DynamicSpringAnimation(property: Probe.property(threshold: 0.01))
        spring.toValue = 100
        let log = CallbackLog()
        log.watch(spring)
        animator.add(spring, to: probe, forKey: "move")
        clock.step(frames: 5)
        spring.isPaused = true
        let held = probe.value[0]
        let velocity = spring.velocity?[0] ?? 0
        #expect(held > 20 && held < 90 && velocity > 100)
        clock.step(frames: 30)
        #expect(probe.value[0] == held)
        #expect(animator.hasAnimations)
        #expect(log.stops.isEmpty)

        spring.isPaused = false
        clock.step(frames: 1)          // restarts on this frame (dt = 0)
        #expect(probe.value[0] == held)
        clock.step(frames: 1)
        // It keeps going the way it went: up, by about velocity · dt.
        let moved = probe.value[0] - held
        #expect(moved > 0 && abs(moved - velocity / 60) < velocity / 60 * 0.2)
        clock.step(frames: 300)
        #expect(probe.value[0] == 100)
        #expect(log.starts == 2)       // POP reports a start again on resume
        #expect(log.stops == [true])
    }

    @Test("a finished spring kept by removedOnCompletion = false restarts when retargeted")
    func keptSpringRestarts() {
        let spring = DynamicSpringAnimation(property: Probe.property(threshold: 0.01))
        spring.toValue = 1
        spring.removedOnCompletion = false
        let log = CallbackLog()
        log.watch(spring)
        animator.add(spring, to: probe, forKey: "move")
        clock.step(frames: 120)
        #expect(log.stops == [true])
        #expect(spring.isPaused)
        #expect(animator.animation(forKey: "move", of: probe) === spring)

        spring.toValue = 3
        #expect(!spring.isPaused)
        clock.step(frames: 120)
        #expect(probe.value[0] == 3)
        #expect(log.starts == 2)
        #expect(log.stops == [true, true])
        animator.removeAnimation(forKey: "move", from: probe)
        #expect(log.stops == [true, true, false])
    }

    @Test("a finished decay kept by removedOnCompletion = false restarts when given a velocity")
    func keptDecayRestarts() {
        let decay = DynamicDecayAnimation(property: Probe.property(threshold: 1))
        decay.velocity = 1000
        decay.removedOnCompletion = false
        animator.add(decay, to: probe, forKey: "fling")
        clock.step(frames: 200)
        let firstStop = probe.value[0]
        #expect(abs(firstStop - 496.5048) < 1e-3)
        decay.velocity = -1000         // fling back: it continues from where it stopped
        #expect(!decay.isPaused)
        clock.step(frames: 200)
        #expect(abs(probe.value[0]) < 1e-3)
    }
}
