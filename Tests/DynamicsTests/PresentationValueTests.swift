import Dynamics
import Graphics
import Layers
import Testing

/// What is drawn follows the animator exactly: its writes to a committed layer do not start
/// implicit animations (Documentation/Dynamics.md, “The animator”; Documentation/LayersAndTiming.md,
/// “Transactions and implicit animations”).
@Suite("Presentation values of animated layers")
struct PresentationValueTests {
    /// A layer whose first commit has happened, so that a plain property change animates
    /// implicitly.
    private func committedLayer() -> Layer {
        let layer = Layer()
        layer.position = Point(x: 10, y: 20)
        layer.opacity = 1
        Transaction.flush()
        return layer
    }

    @Test("a plain setter on a committed layer starts an implicit animation (control)")
    func plainSetterAnimates() {
        let clock = ManualClock(startTime: 5)
        MediaTime.withClock(clock) {
            let layer = committedLayer()
            layer.position = Point(x: 110, y: 70)
            #expect(layer.animationKeys == ["position"])
            clock.advance(by: 1.0 / 60.0)
            let drawn = layer.presentation(at: clock.now).position
            // A sixtieth of a second into the 0.25 s default animation: still near the start.
            #expect(drawn != layer.position)
            #expect(drawn.x < 60)
            Transaction.flush()
        }
    }

    @Test("a spring's presentation value is the solver's value at every frame, with no implicit animation")
    func springPresentationFollowsSolver() throws {
        let clock = ManualClock(startTime: 5)
        try MediaTime.withClock(clock) {
            let layer = committedLayer()
            let animator = DynamicAnimator(clock: clock)
            let spring = DynamicSpringAnimation(property: .layerPosition)
            spring.springBounciness = 12
            spring.springSpeed = 8
            let from = Point(x: 10, y: 20), to = Point(x: 110, y: 70)
            spring.fromValue = AnimatableVector(from.x, from.y)
            spring.toValue = AnimatableVector(to.x, to.y)
            var finished: Bool?
            spring.completion = { _, done in finished = done }

            // The reference: POP's solver run on its own with the same constants and frames.
            var solver = SpringSolver(constants: spring.springConstants, threshold: 1)
            var state = SpringSolver.State(p: SIMD4(to.x - from.x, to.y - from.y, 0, 0), v: .zero)
            var lastTime = clock.now

            animator.add(spring, to: layer, forKey: "move")
            var frames = 0
            var largestGap = 0.0
            while finished == nil {
                solver.advance(&state, by: clock.now - lastTime)
                lastTime = clock.now
                let expected = Point(x: to.x - state.p[0], y: to.y - state.p[1])
                let drawn = layer.presentation(at: clock.now).position
                #expect(layer.animationKeys.isEmpty, "implicit animation at frame \(frames)")
                #expect(!layer.hasAnimations)
                #expect(abs(drawn.x - expected.x) <= 1e-9 && abs(drawn.y - expected.y) <= 1e-9,
                        "frame \(frames): drawn \(drawn), solver \(expected)")
                largestGap = max(largestGap, abs(drawn.x - from.x))
                frames += 1
                try #require(frames < 600)
                clock.step(frames: 1)
            }
            // The spring moved for many frames and overshot (bounciness 12), and ended exactly
            // on its target, drawn there too.
            #expect(finished == true)
            #expect(frames > 20)
            #expect(largestGap > to.x - from.x)
            #expect(layer.presentation(at: clock.now).position == to)
            #expect(!layer.hasAnimations)
            Transaction.flush()
        }
    }

    @Test("opacity driven by a basic animation is drawn at the animation's value")
    func basicOpacity() {
        let clock = ManualClock(startTime: 0)
        MediaTime.withClock(clock) {
            let layer = committedLayer()
            let animator = DynamicAnimator(clock: clock)
            let fade = DynamicBasicAnimation(property: .layerOpacity)
            fade.toValue = AnimatableVector(0.0)
            fade.duration = 0.2
            fade.timingFunction = .linear
            animator.add(fade, to: layer)
            for _ in 0..<15 {
                clock.step(frames: 1)
                #expect(!layer.hasAnimations)
                #expect(layer.presentation(at: clock.now).opacity == layer.opacity)
            }
            #expect(layer.opacity == 0)
            Transaction.flush()
        }
    }
}
