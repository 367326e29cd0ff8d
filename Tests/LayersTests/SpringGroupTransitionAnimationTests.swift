import CairoCanvas
import Foundation
import Graphics
import Testing
@testable import Layers

@Suite("Spring animations, groups and transitions")
struct SpringGroupTransitionAnimationTests {
    @Test("a spring animation follows the closed form and lasts its settling duration")
    func springOnLayer() throws {
        let layer = Layer()
        var spring = SpringAnimation(key: .positionX, from: 0, to: 640, spring: SpringCurve(damping: 5))
        spring.beginTime = 1
        layer.add(spring, forKey: "s")
        let added = try #require(layer.animation(forKey: "s"))
        #expect(abs(added.duration - 2.854974609888799) < 1e-9)     // Apple's ~2.85 s example
        // From ca_spring_derived.json (apple_doc_c5), t = 0.5: progress 1.0365507873893438.
        #expect(abs(layer.presentation(at: 1.5).position.x - 640 * 1.0365507873893438) < 1e-9)
        // The timing function does not warp a spring.
        spring.timingFunction = .easeIn
        layer.add(spring, forKey: "s")
        #expect(abs(layer.presentation(at: 1.5).position.x - 640 * 1.0365507873893438) < 1e-9)
        // Past its duration the animation is removed: the model value shows.
        #expect(layer.presentation(at: 4).position.x == 0)
    }

    @Test("perceptual duration and bounce; velocity towards the target")
    func perceptualSpring() {
        let a = SpringAnimation(key: .opacity, from: 0, to: 1, perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(a.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(a.damping - 17.59291886010284) < 1e-9)
        #expect(abs(a.duration - 0.862955283174466) < 1e-9)
        var b = SpringAnimation(key: .opacity, from: 0, to: 1)
        b.initialVelocity = 5
        b.mass = 1; b.stiffness = 200; b.damping = 10
        #expect(abs(b.settlingDuration - 1.3815510557964443) < 1e-9)
    }

    @Test("groups run their children in the group's time and clip them to it")
    func group() {
        let layer = Layer()
        layer.position = Point(0, 0)
        var fade = BasicAnimation(key: .opacity, from: 0, to: 1, duration: 1)
        fade.beginTime = 0.5
        let move = BasicAnimation(key: .position, from: Point(0, 0), to: Point(100, 0))   // no duration
        var group = AnimationGroup([fade, move], duration: 2)
        group.beginTime = 10
        layer.add(group, forKey: "g")
        let p = layer.presentation(at: 11)
        #expect(p.opacity == 0.5)                        // group time 1 → fade at 0.5
        #expect(p.position == Point(50, 0))              // move inherited the group's 2 s
        #expect(layer.presentation(at: 10.25).opacity == 1)   // before the child's begin: model
        #expect(layer.presentation(at: 12).position == Point(0, 0))
        #expect(group.animatedKeys == ["opacity", "position"])
    }

    @Test("a group's timing function warps its children's time; autoreverse plays them back")
    func groupTiming() {
        let layer = Layer()
        var group = AnimationGroup([BasicAnimation(key: .opacity, from: 0, to: 1)], duration: 1)
        group.beginTime = 1
        group.timingFunction = .easeIn
        group.autoreverses = true
        layer.add(group, forKey: "g")
        let warped = TimingFunction.easeIn.progress(at: 0.4, duration: 1)
        #expect(abs(layer.presentation(at: 1.4).opacity - warped) < 1e-12)
        #expect(abs(layer.presentation(at: 2.6).opacity - warped) < 1e-12)
    }

    @Test("a group's delegate and removal follow the group's own timeline")
    func groupEvents() {
        let layer = Layer()
        let log = AnimationEventLog()
        var group = AnimationGroup([BasicAnimation(key: .opacity, from: 0, duration: 5)], duration: 1)
        group.beginTime = 1
        group.delegate = log
        layer.add(group, forKey: "g")
        layer.advanceAnimations(to: 2)
        #expect(log.events == ["start", "stop(true)"])
        #expect(layer.animationKeys.isEmpty)
    }

    /// A 40×40 red layer at (20, 20) in an 80×80 white picture, with a transition added and
    /// its colour changed to blue.
    private func transitionScene(_ transition: TransitionAnimation) -> Layer {
        let root = rootLayer(80, 80)
        let layer = coloredLayer(Rect(x: 20, y: 20, width: 40, height: 40), .red)
        root.addSublayer(layer)
        var t = transition
        t.beginTime = 1
        t.duration = 1
        layer.add(t, forKey: "anything")
        layer.backgroundColor = .blue
        return root
    }

    @Test("fade transition: the old appearance fades out as the new one fades in")
    func fadeTransition() throws {
        let root = transitionScene(TransitionAnimation(type: .fade))
        let layer = try #require(root.sublayers.first)
        #expect(layer.animationKeys == ["transition"])
        let canvas = try #require(CairoImageCanvas(width: 80, height: 80))
        Renderer.render(root, into: canvas, backgroundColor: .white, atTime: 1.5)
        let bitmap = canvas.makeBitmap()
        // Red at ½ over white, then blue at ½ over that.
        expectPixel(bitmap, 40, 40, [128, 64, 191, 255], tolerance: 2)
        Renderer.render(root, into: canvas, backgroundColor: .white, atTime: 2.5)
        expectPixel(canvas.makeBitmap(), 40, 40, [0, 0, 255, 255])
    }

    @Test("push from the right: the new appearance pushes the old one out to the left")
    func pushTransition() throws {
        let root = transitionScene(TransitionAnimation(type: .push, subtype: .fromRight))
        let canvas = try #require(CairoImageCanvas(width: 80, height: 80))
        Renderer.render(root, into: canvas, backgroundColor: .white, atTime: 1.25)
        let bitmap = canvas.makeBitmap()
        // Shifted by a quarter of 40: old red over x ∈ [10, 50), new blue over [50, 90).
        expectPixel(bitmap, 15, 40, [255, 0, 0, 255])
        expectPixel(bitmap, 45, 40, [255, 0, 0, 255])
        expectPixel(bitmap, 55, 40, [0, 0, 255, 255])
        expectPixel(bitmap, 75, 40, [0, 0, 255, 255])
        expectPixel(bitmap, 5, 40, [255, 255, 255, 255])
    }

    @Test("move in and reveal: one appearance stays put while the other moves")
    func moveInAndReveal() throws {
        let moveIn = transitionScene(TransitionAnimation(type: .moveIn, subtype: .fromTop))
        let canvas = try #require(CairoImageCanvas(width: 80, height: 80))
        Renderer.render(moveIn, into: canvas, backgroundColor: .white, atTime: 1.5)
        var bitmap = canvas.makeBitmap()
        // The new (blue) comes down from the top, half way: y ∈ [0, 40); old red below.
        expectPixel(bitmap, 40, 10, [0, 0, 255, 255])
        expectPixel(bitmap, 40, 35, [0, 0, 255, 255])
        expectPixel(bitmap, 40, 45, [255, 0, 0, 255])
        let reveal = transitionScene(TransitionAnimation(type: .reveal, subtype: .fromBottom))
        Renderer.render(reveal, into: canvas, backgroundColor: .white, atTime: 1.5)
        bitmap = canvas.makeBitmap()
        // The old (red) slides up and away by half, uncovering blue below it.
        expectPixel(bitmap, 40, 5, [255, 0, 0, 255])
        expectPixel(bitmap, 40, 35, [255, 0, 0, 255])
        expectPixel(bitmap, 40, 45, [0, 0, 255, 255])
    }
}
