import Dynamics
import Layers
import Testing

/// The animator's bookkeeping: keys, weak objects, start times, callbacks.
@Suite("Animator")
struct AnimatorTests {
    let clock = ManualClock(startTime: 0)
    let animator: DynamicAnimator

    init() { animator = DynamicAnimator(clock: clock) }

    func tween(to target: Double, duration: Double = 0.1) -> DynamicBasicAnimation {
        let tween = DynamicBasicAnimation(property: Probe.property(threshold: 0.01))
        tween.toValue = AnimatableVector(target)
        tween.duration = duration
        tween.timingFunction = .linear
        return tween
    }

    @Test("an animation added at clock time 0 starts once (no 'time 0 means not started' trap)")
    func startsAtTimeZero() {
        let probe = Probe(0)
        let animation = tween(to: 1)
        let log = CallbackLog()
        log.watch(animation)
        animator.add(animation, to: probe)
        #expect(animation.startTime == 0)
        clock.step(frames: 10)
        #expect(log.events == [.start, .reachToValue, .stop(finished: true)])
        #expect(probe.value[0] == 1)
    }

    @Test("the first frame happens when added: a missing fromValue is read at once")
    func firstFrameOnAdd() {
        let probe = Probe(7)
        let animation = tween(to: 9)
        var applies = 0
        animation.onApply = { _ in applies += 1 }
        animator.add(animation, to: probe)
        #expect(applies == 1)
        #expect(animation.fromValue == 7)
        #expect(animation.currentValue == 7)
    }

    @Test("animations of an object that goes away are dropped with finished == false")
    func weakObjects() {
        var probe: Probe? = Probe(0)
        let animation = tween(to: 1, duration: 10)
        var stops: [Bool] = []
        animation.completion = { _, finished in stops.append(finished) }
        if let probe { animator.add(animation, to: probe, forKey: "move") }
        clock.step(frames: 2)
        probe = nil
        clock.step(frames: 1)
        #expect(stops == [false])
        #expect(!animator.hasAnimations)
    }

    @Test("nil keys never collide; keys are listed in the order added")
    func keys() {
        let probe = Probe(0)
        animator.add(tween(to: 1), to: probe)
        animator.add(tween(to: 2), to: probe)
        animator.add(tween(to: 3), to: probe, forKey: "named")
        let keys = animator.animationKeys(of: probe)
        #expect(keys.count == 3)
        #expect(Set(keys).count == 3)
        #expect(keys.last == "named")
        #expect((animator.animation(forKey: "named", of: probe) as? DynamicBasicAnimation)?.toValue == 3)
        #expect(animator.animation(forKey: "named", of: Probe(0)) == nil)
    }

    @Test("beginTime delays the start to the first frame at or after it")
    func beginTime() throws {
        let probe = Probe(0)
        let animation = tween(to: 1)
        animation.beginTime = 0.25
        var started: Double?
        animation.onStart = { anim in started = anim.startTime }
        animator.add(animation, to: probe)
        for frame in 1...14 { clock.advance(to: Double(frame) / 60) }    // up to 0.2333 s
        #expect(started == nil && probe.value[0] == 0)
        clock.advance(to: 15.0 / 60)                                     // exactly 0.25 s
        #expect(try #require(started) == 0.25)
        #expect(probe.value[0] == 0)
        clock.step(frames: 10)
        #expect(probe.value[0] == 1)
    }

    @Test("callbacks: start, reach-to-value once, progress markers in order, apply every frame")
    func callbackSequence() {
        let probe = Probe(0)
        let spring = DynamicSpringAnimation(property: Probe.property(threshold: 0.01))
        spring.toValue = 1
        spring.springBounciness = 12          // overshoots: crosses the target several times
        spring.progressMarkers = [0.9, 0.25, 0.5]
        let log = CallbackLog()
        log.watch(spring)
        animator.add(spring, to: probe)
        clock.step(frames: 300)
        #expect(log.events == [.start, .marker(0.25), .marker(0.5), .marker(0.9), .reachToValue,
                               .stop(finished: true)])
        #expect(log.applyCount > 20)
    }

    @Test("the animator stops listening to the clock when it has nothing to do")
    func idleAnimatorIgnoresTicks() {
        let probe = Probe(0)
        animator.add(tween(to: 1), to: probe)
        clock.step(frames: 10)
        #expect(!animator.hasAnimations)
        probe.value = 5
        clock.step(frames: 10)
        #expect(probe.value[0] == 5)
    }
}
