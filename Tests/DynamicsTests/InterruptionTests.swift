import Dynamics
import Layers
import Testing

/// Retargeting, replacing and removing animations while they run.
@Suite("Interruption")
struct InterruptionTests {
    let clock = ManualClock(startTime: 0)
    let animator: DynamicAnimator
    let probe = Probe(0)

    init() { animator = DynamicAnimator(clock: clock) }

    func spring(to target: Double) -> DynamicSpringAnimation {
        let spring = DynamicSpringAnimation(property: Probe.property(threshold: 0.01))
        spring.toValue = AnimatableVector(target)
        return spring
    }

    @Test("retargeting mid-flight keeps value and velocity and finishes at the new target")
    func retarget() {
        let animation = spring(to: 1)
        let log = CallbackLog()
        log.watch(animation)
        animator.add(animation, to: probe, forKey: "move")
        clock.step(frames: 6)
        let valueBefore = probe.value[0]
        let velocityBefore = animation.velocity?[0] ?? 0
        #expect(velocityBefore > 1)                       // moving up quickly

        animation.toValue = -1
        #expect(animation.velocity?[0] == velocityBefore) // momentum kept
        clock.step(frames: 1)
        // One frame later the value is still close and still moving up: no jump, no restart.
        #expect(probe.value[0] > valueBefore)
        #expect(probe.value[0] - valueBefore < velocityBefore / 60 * 1.1)
        clock.step(frames: 300)
        #expect(probe.value[0] == -1)
        #expect(log.events.filter { $0 == .start }.count == 1)
        #expect(log.stops == [true])
    }

    @Test("adding under a used key interrupts the old animation; the new one starts where it was")
    func replaceUnderSameKey() {
        let first = spring(to: 100)
        let firstLog = CallbackLog()
        firstLog.watch(first)
        animator.add(first, to: probe, forKey: "move")
        clock.step(frames: 5)
        let reached = probe.value[0]
        #expect(reached > 10 && reached < 100)

        let second = spring(to: 0)
        var secondStart: Double?
        second.onStart = { anim in
            secondStart = (anim as? DynamicPropertyAnimation)?.fromValue?[0]
        }
        animator.add(second, to: probe, forKey: "move")
        #expect(firstLog.stops == [false])
        #expect(secondStart == reached)
        #expect(animator.animation(forKey: "move", of: probe) === second)
        #expect(animator.animationKeys(of: probe) == ["move"])

        clock.step(frames: 5)
        #expect(firstLog.applyCount == 6)    // frames 0...5 only
        clock.step(frames: 300)
        #expect(probe.value[0] == 0)
        #expect(firstLog.stops == [false])
    }

    @Test("adding the same animation again under its key changes nothing")
    func sameInstanceAgain() {
        let animation = spring(to: 1)
        let log = CallbackLog()
        log.watch(animation)
        animator.add(animation, to: probe, forKey: "move")
        clock.step(frames: 3)
        animator.add(animation, to: probe, forKey: "move")
        #expect(log.events == [.start])
        #expect(log.applyCount == 4)
    }

    @Test("replacing an animation that has not started reports start and stop(false), like CA")
    func replaceBeforeStart() {
        let later = spring(to: 1)
        later.beginTime = 10
        let log = CallbackLog()
        log.watch(later)
        animator.add(later, to: probe, forKey: "move")
        clock.step(frames: 2)
        #expect(log.events.isEmpty)
        animator.add(spring(to: 2), to: probe, forKey: "move")
        #expect(log.events == [.start, .stop(finished: false)])
    }

    @Test("removing another animation from a completion handler")
    func removeDuringCompletion() {
        let short = DynamicBasicAnimation(property: Probe.property(threshold: 0.01))
        short.toValue = 1
        short.duration = 0.1
        let other = Probe(0)
        let long = spring(to: 50)
        let longLog = CallbackLog()
        longLog.watch(long)
        var shortFinished: Bool?
        short.completion = { [animator] _, finished in
            shortFinished = finished
            animator.removeAnimation(forKey: "long", from: other)
            // Removing the finishing animation itself is harmless: it is already gone.
            animator.removeAnimation(forKey: "short", from: probe)
        }
        animator.add(short, to: probe, forKey: "short")
        animator.add(long, to: other, forKey: "long")
        clock.step(frames: 30)
        #expect(shortFinished == true)
        #expect(probe.value[0] == 1)
        #expect(longLog.stops == [false])
        #expect(!animator.hasAnimations)
        let frozen = other.value[0]
        clock.step(frames: 10)
        #expect(other.value[0] == frozen)
    }

    @Test("a completion handler may start a new animation under the finished one's key")
    func chainFromCompletion() {
        let first = DynamicBasicAnimation(property: Probe.property(threshold: 0.01))
        first.toValue = 1
        first.duration = 0.1
        let second = DynamicBasicAnimation(property: Probe.property(threshold: 0.01))
        second.toValue = 3
        second.duration = 0.1
        var firstEnd: Double?
        var secondFromValue: AnimatableVector?
        first.completion = { [animator, probe, clock] _, _ in
            firstEnd = clock.now
            // Added during a frame: it gets its first frame right after this one, same time.
            animator.add(second, to: probe, forKey: "move")
        }
        second.onStart = { anim in secondFromValue = (anim as? DynamicPropertyAnimation)?.fromValue }
        animator.add(first, to: probe, forKey: "move")
        clock.step(frames: 30)
        #expect(secondFromValue == 1)          // from where the first ended
        #expect(second.startTime == firstEnd)
        #expect(probe.value[0] == 3)
    }

    @Test("removing an animation from its own apply callback stops it on that frame")
    func removeDuringApply() {
        let animation = spring(to: 100)
        var frames = 0
        var stops: [Bool] = []
        animation.onApply = { [animator, probe] _ in
            frames += 1
            if frames == 3 { animator.removeAnimation(forKey: "move", from: probe) }
        }
        animation.completion = { _, finished in stops.append(finished) }
        animator.add(animation, to: probe, forKey: "move")
        clock.step(frames: 20)
        #expect(frames == 3)
        #expect(stops == [false])
    }

    @Test("removeAllAnimations interrupts every animation of that object only")
    func removeAll() {
        let a = spring(to: 10), b = spring(to: 20), c = spring(to: 30)
        let other = Probe(0)
        var stops: [String: Bool] = [:]
        a.completion = { _, f in stops["a"] = f }
        b.completion = { _, f in stops["b"] = f }
        c.completion = { _, f in stops["c"] = f }
        animator.add(a, to: probe, forKey: "a")
        animator.add(b, to: probe, forKey: "b")
        animator.add(c, to: other, forKey: "c")
        clock.step(frames: 2)
        animator.removeAllAnimations(from: probe)
        #expect(stops == ["a": false, "b": false])
        #expect(animator.animationKeys(of: probe).isEmpty)
        #expect(animator.animationKeys(of: other) == ["c"])
        clock.step(frames: 300)
        #expect(stops["c"] == true)
    }
}
