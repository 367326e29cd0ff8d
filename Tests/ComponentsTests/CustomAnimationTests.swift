import Dynamics
import Graphics
import Layers
import Testing
@testable import Components

@Suite("Custom and Dynamics animations")
struct CustomAnimationTests {
    final class Recorder {
        var events: [String] = []
        var finish: (() -> Void)?
    }

    /// A scoped box whose width is the model; on a change it runs a custom animation that
    /// records what each hook sees.
    private func host(_ recorder: Recorder) -> ComponentHost<Double> {
        ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { width in
            ProbeComponent(scope: "p", value: Int(width), rendering: box(width, 10), fromPrevious: { probe, _ in
                let custom = CustomAnimation(
                    willRemount: { previous -> Double? in
                        recorder.events.append("will: width \(previous?.bounds.width ?? -1)")
                        return previous?.bounds.width
                    },
                    didRemount: { layer, oldWidth, finish -> String in
                        recorder.events.append("did: width \(layer.bounds.width), from \(oldWidth ?? -1), in tree \(layer.superlayer != nil)")
                        recorder.finish = finish
                        return "context"
                    },
                    cleanup: { context in recorder.events.append("cleanup: \(context)") })
                return [ComponentAnimation(probe, custom: custom) { recorder.events.append("completion") }]
            })
        }
    }

    @Test("willRemount sees the old layer before the mount, didRemount the new one after it, cleanup runs once")
    func hookOrder() throws {
        let recorder = Recorder()
        let host = host(recorder)
        try host.update(10)
        #expect(recorder.events.isEmpty)
        try host.update(20)
        #expect(recorder.events == ["will: width 10.0", "did: width 20.0, from 10.0, in tree true"])
        #expect(host.activeAnimationCount == 1)
        recorder.finish?()
        recorder.finish?()
        #expect(recorder.events.suffix(2) == ["cleanup: context", "completion"])
        #expect(host.activeAnimationCount == 0)
    }

    @Test("a running custom animation is cleaned up when its target goes away; finishing later does nothing")
    func cleanupOnUnmount() throws {
        let recorder = Recorder()
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (shown: Bool) -> Component in
            guard shown else { return StackComponent(children: []) }
            return ProbeComponent(scope: "p", rendering: box(5, 5), initial: { probe in
                [ComponentAnimation(probe, custom: CustomAnimation(
                    willRemount: { _ in }, didRemount: { _, _, finish in recorder.finish = finish },
                    cleanup: { recorder.events.append("cleanup") }))]
            })
        }
        try host.update(true)
        let report = try host.update(false)
        #expect(report.cleanedUpAnimations == 1 && recorder.events == ["cleanup"])
        recorder.finish?()
        #expect(recorder.events == ["cleanup"])
    }

    /// A scoped box (none for a nil model) that, when its model changes, springs its layer's
    /// scale to the model with a Dynamics animation.
    private func springHost(clock: ManualClock, animator: DynamicAnimator) -> ComponentHost<Double?> {
        ComponentHost(sizeRange: .unconstrained, clock: clock) { scale -> Component in
            guard let scale else { return StackComponent(children: []) }
            return ProbeComponent(scope: "p", value: Int(scale * 10), rendering: box(10, 10), fromPrevious: { probe, _ in
                let spring = DynamicSpringAnimation(property: .layerScaleXY)
                spring.toValue = AnimatableVector(scale, scale)
                return [.dynamic(probe, spring, animator: animator, key: "scale")]
            })
        }
    }

    @Test("a Dynamics spring runs on the target's layer and is cleaned up when it settles")
    func dynamicSpring() throws {
        let clock = ManualClock()
        let animator = DynamicAnimator(clock: clock)
        let host = springHost(clock: clock, animator: animator)
        try host.update(1)
        try host.update(2)
        let layer = try #require(host.mountedLayer(scope: "p"))
        #expect(animator.animationKeys(of: layer) == ["scale"])
        clock.step(frames: 6)
        let midway = layer.transform.m11
        #expect(midway > 1 && midway != 2)
        clock.step(frames: 300)
        #expect(approximately(layer.transform.m11, 2, within: 1e-9) && approximately(layer.transform.m22, 2, within: 1e-9))
        #expect(!animator.hasAnimations && host.activeAnimationCount == 0)
    }

    @Test("a new Dynamics spring under the same key takes over the old one's velocity; unmounting removes it")
    func dynamicRetargetAndUnmount() throws {
        let clock = ManualClock()
        let animator = DynamicAnimator(clock: clock)
        let host = springHost(clock: clock, animator: animator)
        try host.update(1)
        try host.update(3)
        let layer = try #require(host.mountedLayer(scope: "p"))
        clock.step(frames: 5)
        let running = try #require(animator.animation(forKey: "scale", of: layer) as? DynamicSpringAnimation)
        let velocity = try #require(running.velocity)
        try host.update(0.5)
        let replacement = try #require(animator.animation(forKey: "scale", of: layer) as? DynamicSpringAnimation)
        #expect(replacement !== running && replacement.velocity == velocity)
        #expect(host.activeAnimationCount == 1 && !running.isActive)
        try host.update(nil)
        #expect(!animator.hasAnimations && host.activeAnimationCount == 0)
    }
}
