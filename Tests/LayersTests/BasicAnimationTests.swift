import Foundation
import Graphics
import Testing
@testable import Layers

/// Records the delegate callbacks it receives.
final class AnimationEventLog: AnimationDelegate {
    var events: [String] = []
    let name: String
    init(_ name: String = "") { self.name = name }
    func animationDidStart(_ animation: any LayerAnimation) { events.append("start\(name)") }
    func animationDidStop(_ animation: any LayerAnimation, finished: Bool) {
        events.append("stop\(name)(\(finished))")
    }
}

@Suite("Basic animations and the presentation layer")
struct BasicAnimationTests {
    @Test("presentation versus model: the animation never changes the model value")
    func presentationVersusModel() {
        let layer = Layer()
        layer.opacity = 0.8
        var fade = BasicAnimation(key: .opacity, from: 0, to: 1, duration: 2)
        fade.beginTime = 10
        layer.add(fade, forKey: "fade")
        #expect(layer.presentation(at: 11).opacity == 0.5)
        #expect(layer.presentation(at: 10.5).opacity == 0.25)
        #expect(layer.opacity == 0.8)
        // Outside the active interval (fill mode removed) the model value shows.
        #expect(layer.presentation(at: 9).opacity == 0.8)
        #expect(layer.presentation(at: 12).opacity == 0.8)
        #expect(layer.presentation(at: 11).modelLayer === layer)
        #expect(layer.modelLayer === layer)
    }

    @Test("from/to/by: every combination resolves as Core Animation documents")
    func endpointRules() {
        let layer = Layer()
        layer.position = Point(100, 100)
        func halfway(_ from: Point?, _ to: Point?, _ by: Point?) -> Point {
            layer.removeAllAnimations()
            var a = BasicAnimation(key: .position, from: from, to: to, by: by, duration: 1)
            a.beginTime = 1
            layer.add(a, forKey: "p")
            return layer.presentation(at: 1.5).position
        }
        #expect(halfway(Point(0, 0), Point(10, 20), nil) == Point(5, 10))        // from → to
        #expect(halfway(Point(0, 0), nil, Point(10, 20)) == Point(5, 10))        // from → from + by
        #expect(halfway(nil, Point(10, 20), Point(10, 20)) == Point(5, 10))      // to − by → to
        #expect(halfway(Point(0, 0), nil, nil) == Point(50, 50))                 // from → model
        #expect(halfway(nil, Point(0, 0), nil) == Point(50, 50))                 // model → to
        #expect(halfway(nil, nil, Point(10, 20)) == Point(105, 110))             // model → model + by
    }

    @Test("additive animations add to the value under them, in add order")
    func additive() {
        let layer = Layer()
        layer.position = Point(100, 50)
        var shake = BasicAnimation(key: .positionX, from: -10, to: 10, duration: 1)
        shake.isAdditive = true
        shake.beginTime = 1
        var move = BasicAnimation(key: .position, from: Point(0, 0), to: Point(40, 40), duration: 1)
        move.beginTime = 1
        layer.add(move, forKey: "move")
        layer.add(shake, forKey: "shake")
        // move replaces the model value (20, 20); shake then adds −5 to x.
        #expect(layer.presentation(at: 1.25).position == Point(5, 10))
        #expect(layer.animationKeys == ["move", "shake"])
        #expect(layer.presentation(at: 3).position == Point(100, 50))
    }

    @Test("cumulative repeats continue from where the previous cycle ended")
    func cumulative() {
        let layer = Layer()
        var spin = BasicAnimation(key: .transformRotationZ, from: 0, to: .pi / 2, duration: 1)
        spin.isCumulative = true
        spin.repeatCount = 4
        spin.beginTime = 1
        layer.add(spin, forKey: "spin")
        // Cycle 2 (iteration 2) at a quarter: π/8 + 2·π/2.
        let angle = AnimatableKey<Double>.transformRotationZ.value(in: layer.presentation(at: 3.25)) ?? 0
        let expected = Double.pi / 8 + Double.pi
        // Euler angles read back in (−π, π].
        #expect(abs(remainder(angle - expected, 2 * .pi)) < 1e-12)
        var grow = BasicAnimation(key: .opacity, from: 0.1, to: 0.2, duration: 1)
        grow.isCumulative = true
        grow.repeatCount = 3
        grow.beginTime = 1
        layer.add(grow, forKey: "grow")
        #expect(abs(layer.presentation(at: 3.5).opacity - 0.35) < 1e-12)   // 0.15 + 2·0.1
    }

    @Test("the timing function shapes the progress; nil is linear")
    func timingFunction() {
        let layer = Layer()
        var a = BasicAnimation(key: .opacity, from: 0, to: 1, duration: 4)
        a.beginTime = 1
        a.timingFunction = .easeIn
        layer.add(a, forKey: "a")
        let expected = TimingFunction.easeIn.progress(at: 0.5, duration: 4)
        #expect(abs(layer.presentation(at: 3).opacity - expected) < 1e-15)
        #expect(abs(expected - 0.3153568) < 1e-6)
    }

    @Test("fill modes on a layer: backwards before, forwards after (with removedOnCompletion off)")
    func fillModesOnLayer() {
        let layer = Layer()
        layer.opacity = 1
        var a = BasicAnimation(key: .opacity, from: 0.2, to: 0.6, duration: 1)
        a.beginTime = 5
        a.fillMode = .both
        layer.add(a, forKey: "removed")
        #expect(layer.presentation(at: 4).opacity == 0.2)
        // Removed on completion: the forwards fill is moot.
        #expect(layer.presentation(at: 7).opacity == 1)
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "removed")
        #expect(abs(layer.presentation(at: 7).opacity - 0.6) < 1e-15)
        layer.advanceAnimations(to: 7)
        #expect(layer.animationKeys == ["removed"])
    }

    @Test("repeat with autoreverse runs the value back: the reverse leg mirrors time")
    func autoreverseOnLayer() {
        let layer = Layer()
        var a = BasicAnimation(key: .opacity, from: 0, to: 1, duration: 1)
        a.beginTime = 1
        a.autoreverses = true
        a.repeatCount = 2
        a.timingFunction = .easeIn
        layer.add(a, forKey: "a")
        let up = layer.presentation(at: 1.3).opacity
        let down = layer.presentation(at: 2.7).opacity
        #expect(abs(up - down) < 1e-12)
        #expect(abs(up - TimingFunction.easeIn.progress(at: 0.3, duration: 1)) < 1e-15)
        #expect(abs(layer.presentation(at: 3.3).opacity - up) < 1e-12)   // second repeat
    }

    @Test("beginTime 0 means now: the current media time in the layer's local time")
    func beginTimeZeroIsNow() {
        let clock = ManualClock(startTime: 50)
        let root = Layer(), child = Layer()
        root.addSublayer(child)
        root.speed = 2            // child local time = (t − 0)·2
        MediaTime.withClock(clock) {
            child.add(BasicAnimation(key: .opacity, from: 0, to: 1, duration: 1), forKey: "fade")
        }
        let added = child.animation(forKey: "fade")
        #expect(added?.beginTime == 100)
        #expect(added?.duration == 1)
        // 0.25 s of media time later the child has run 0.5 s.
        #expect(child.presentation(at: 50.25).opacity == 0.5)
    }

    @Test("no duration: the transaction's duration, else 0.25 s")
    func defaultDuration() {
        let layer = Layer()
        layer.add(BasicAnimation(key: .opacity, from: 0), forKey: "a")
        #expect(layer.animation(forKey: "a")?.duration == 0.25)
        Transaction.perform {
            Transaction.animationDuration = 3
            Transaction.animationTimingFunction = .easeOut
            layer.add(BasicAnimation(key: .opacity, from: 0), forKey: "b")
        }
        #expect(layer.animation(forKey: "b")?.duration == 3)
        #expect(layer.animation(forKey: "b")?.timingFunction == .easeOut)
    }

    @Test("keys: adding under a key replaces (the old one stops unfinished), nil keys never do")
    func keys() {
        let layer = Layer()
        let first = AnimationEventLog("1"), second = AnimationEventLog("2")
        var a = BasicAnimation(key: .opacity, from: 0, duration: 1)
        a.beginTime = 1
        a.delegate = first
        layer.add(a, forKey: "x")
        layer.add(a, forKey: nil)
        layer.add(BasicAnimation(key: .position, by: Point(1, 1), duration: 1), forKey: "y")
        #expect(layer.animationKeys == ["x", "y"])
        a.delegate = second
        layer.add(a, forKey: "x")
        #expect(first.events == ["stop1(false)"])
        #expect(layer.animationKeys == ["y", "x"])
        layer.removeAnimation(forKey: "x")
        #expect(second.events == ["stop2(false)"])
        #expect(layer.animationKeys == ["y"])
        #expect(layer.animation(forKey: "x") == nil)
        layer.removeAllAnimations()
        #expect(!layer.hasAnimations)
        #expect(first.events == ["stop1(false)", "stop1(false)"])   // the keyless copy
    }

    @Test("delegate: start when the active interval begins, stop(finished) when it ends; then removed")
    func delegateEvents() {
        let layer = Layer()
        let log = AnimationEventLog()
        var a = BasicAnimation(key: .opacity, from: 0, duration: 1)
        a.beginTime = 2
        a.delegate = log
        layer.add(a, forKey: "a")
        layer.advanceAnimations(to: 1.9)
        #expect(log.events.isEmpty)
        layer.advanceAnimations(to: 2.1)
        #expect(log.events == ["start"])
        #expect(layer.animationKeys == ["a"])
        layer.advanceAnimations(to: 3)
        #expect(log.events == ["start", "stop(true)"])
        #expect(layer.animationKeys.isEmpty)
        layer.advanceAnimations(to: 4)
        #expect(log.events == ["start", "stop(true)"])
    }

    @Test("an animation started and finished between two advances reports both, in order")
    func startAndStopTogether() {
        let layer = Layer()
        let log = AnimationEventLog()
        var a = BasicAnimation(key: .opacity, from: 0, duration: 0.1)
        a.beginTime = 1
        a.delegate = log
        layer.add(a, forKey: "a")
        layer.advanceAnimations(to: 5)
        #expect(log.events == ["start", "stop(true)"])
    }

    @Test("nested timing: a layer's beginTime, speed and timeOffset carry to its sublayers' animations")
    func nestedLayerTiming() {
        let root = Layer(), parent = Layer(), child = Layer()
        root.addSublayer(parent)
        parent.addSublayer(child)
        parent.beginTime = 10
        parent.speed = 2
        parent.timeOffset = 1
        // child local time = (t − 10)·2 + 1.
        #expect(child.convertTime(12, from: nil) == 5)
        #expect(child.convertTime(5, to: nil) == 12)
        #expect(parent.convertTime(3, from: root) == 3 * 2 - 20 + 1)
        var a = BasicAnimation(key: .opacity, from: 0, to: 1, duration: 4)
        a.beginTime = 1
        child.add(a, forKey: "a")
        #expect(child.presentation(at: 10).opacity == 0)     // local 1
        #expect(child.presentation(at: 11).opacity == 0.5)   // local 3
        // Pause idiom: speed 0 with timeOffset freezes the subtree at that local time.
        parent.speed = 0
        parent.timeOffset = 4
        #expect(child.presentation(at: 11).opacity == 0.75)
        #expect(child.presentation(at: 1000).opacity == 0.75)
    }

    @Test("speed on the animation: negative speed plays from the begin time backwards")
    func negativeSpeedAnimation() {
        let layer = Layer()
        var a = BasicAnimation(key: .opacity, from: 0, to: 1, duration: 1)
        a.beginTime = 10
        a.speed = -1
        a.fillMode = .both
        layer.add(a, forKey: "a")
        #expect(layer.presentation(at: 9.75).opacity == 0.25)
        #expect(layer.presentation(at: 11).opacity == 0)       // before (in its own direction)
        #expect(layer.presentation(at: 8).opacity == 1)        // after, filled forwards
    }

    @Test("animated key paths: position.x, bounds.size and transform components")
    func keyPaths() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 10, height: 20)
        layer.position = Point(5, 5)
        layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        for (key, animation) in [
            ("x", BasicAnimation(key: .positionX, to: 25, duration: 1) as any LayerAnimation),
            ("size", BasicAnimation(key: .boundsSize, to: Size(30, 40), duration: 1)),
            ("turn", BasicAnimation(key: .transformRotationZ, from: 0, to: .pi, duration: 1)),
        ] {
            var a = animation
            a.beginTime = 1
            layer.add(a, forKey: key)
        }
        let p = layer.presentation(at: 1.5)
        #expect(p.position == Point(15, 5))
        #expect(p.bounds == Rect(x: 0, y: 0, width: 20, height: 30))
        // The turn keeps the scale: a quarter turn of a 2× transform.
        let expected = Transform3D(scaleX: 2, y: 2, z: 1).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
        #expect(p.transform.distance(to: expected) < 1e-12)
        #expect(layer.transform == Transform3D(scaleX: 2, y: 2, z: 1))
    }

    @Test("a full turn: transform.rotation.z from 0 to 2π passes through π")
    func fullTurn() {
        let layer = Layer()
        var a = BasicAnimation(key: .transformRotationZ, from: 0, to: 2 * .pi, duration: 1)
        a.beginTime = 1
        layer.add(a, forKey: "spin")
        let half = layer.presentation(at: 1.5).transform
        #expect(half.distance(to: Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)) < 1e-12)
        let quarter = layer.presentation(at: 1.75).transform
        #expect(quarter.distance(to: Transform3D(rotationAngle: 1.5 * .pi, x: 0, y: 0, z: 1)) < 1e-12)
    }

    @Test("shape and gradient properties animate on their layer types")
    func shapeAndGradientKeys() {
        let shape = ShapeLayer()
        shape.strokeEnd = 1
        var draw = BasicAnimation(key: .strokeEnd, from: 0, to: 1, duration: 2)
        draw.beginTime = 1
        shape.add(draw, forKey: "draw")
        var color = BasicAnimation(key: .fillColor, from: .red, to: .blue, duration: 2)
        color.beginTime = 1
        shape.add(color, forKey: "color")
        let p = shape.presentation(at: 1.5)
        #expect(p.strokeEnd == 0.25)
        #expect(p.fillColor == Color(red: 0.75, green: 0, blue: 0.25))
        let gradient = GradientLayer()
        gradient.colors = [.red, .blue]
        var colors = BasicAnimation(key: .gradientColors, to: [.blue, .red], duration: 1)
        colors.beginTime = 1
        gradient.add(colors, forKey: "colors")
        var locations = BasicAnimation(key: .gradientLocations, to: [0.5, 1], duration: 1)
        locations.beginTime = 1
        gradient.add(locations, forKey: "locations")
        let g = gradient.presentation(at: 1.5)
        #expect(g.colors == [Color(red: 0.5, green: 0, blue: 0.5), Color(red: 0.5, green: 0, blue: 0.5)])
        #expect(g.locations == [0.25, 1])
        // On a plain layer these keys have no value: nothing happens.
        let plain = Layer()
        plain.add(draw, forKey: "draw")
        #expect(plain.presentation(at: 1.5).opacity == 1)
    }
}
