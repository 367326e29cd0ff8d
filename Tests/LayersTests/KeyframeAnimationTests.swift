import Foundation
import Graphics
import Testing
@testable import Layers

@Suite("Keyframe animations")
struct KeyframeAnimationTests {
    /// The value a keyframe animation of opacity gives at keyframe progress `u` (a 1 s cycle
    /// starting at media time 1, so u = t − 1).
    private func opacity(_ animation: KeyframeAnimation<Double>, at u: Double) -> Double {
        let layer = Layer()
        var a = animation
        a.duration = 1
        a.beginTime = 1
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "k")
        return layer.presentation(at: 1 + u).opacity
    }

    private func position(_ animation: KeyframeAnimation<Point>, at u: Double, layer: Layer = Layer()) -> Layer {
        var a = animation
        a.duration = 1
        a.beginTime = 1
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "k")
        return layer.presentation(at: 1 + u)
    }

    @Test("linear: key times place the keyframes")
    func linearKeyTimes() {
        let a = KeyframeAnimation(key: .opacity, values: [0, 10, 40], keyTimes: [0, 0.25, 1])
        #expect(opacity(a, at: 0.125) == 5)
        #expect(abs(opacity(a, at: 0.5) - 20) < 1e-12)
        #expect(opacity(a, at: 0.25) == 10)
        #expect(opacity(a, at: 1) == 40)
    }

    @Test("invalid or missing key times space the keyframes evenly")
    func evenlySpaced() {
        for times in [nil, [0, 0.5, 2.0], [0, 0.7, 0.5], [0.1, 0.5, 1], [0, 1]] as [[Double]?] {
            let a = KeyframeAnimation(key: .opacity, values: [0, 10, 20], keyTimes: times)
            #expect(opacity(a, at: 0.25) == 5, "\(String(describing: times))")
        }
    }

    @Test("discrete: each value holds until the next key time (n + 1 key times, or even)")
    func discrete() {
        var a = KeyframeAnimation(key: .opacity, values: [1, 2, 3])
        a.calculationMode = .discrete
        #expect(opacity(a, at: 0.2) == 1)
        #expect(opacity(a, at: 0.5) == 2)      // [1/3, 2/3)
        #expect(opacity(a, at: 0.7) == 3)
        a.keyTimes = [0, 0.1, 0.2, 1]
        #expect(opacity(a, at: 0.15) == 2)
        #expect(opacity(a, at: 0.5) == 3)
        a.keyTimes = [0, 0.6, 0.9]              // n entries: the last value from its key time
        #expect(opacity(a, at: 0.5) == 1)
        #expect(opacity(a, at: 0.95) == 3)
    }

    @Test("paced: constant speed, key times follow the distances")
    func paced() {
        var a = KeyframeAnimation(key: .position, values: [Point(0, 0), Point(10, 0), Point(10, 30)],
                                  keyTimes: [0, 0.9, 1])
        a.calculationMode = .paced
        a.timingFunctions = [.easeIn, .easeIn]    // ignored when paced
        #expect(approx(position(a, at: 0.5).position, Point(10, 10), 1e-12))
        #expect(approx(position(a, at: 0.125).position, Point(5, 0), 1e-12))
    }

    @Test("per-segment timing functions pace each segment")
    func segmentTimingFunctions() {
        var a = KeyframeAnimation(key: .opacity, values: [0, 10, 20])
        a.timingFunctions = [.easeIn, .linear]
        #expect(abs(opacity(a, at: 0.25) - 10 * TimingFunction.easeIn.progress(at: 0.5, duration: 0.5)) < 1e-12)
        #expect(opacity(a, at: 0.75) == 15)
        // The animation's own timing function comes first: u = easeOut(x).
        a.timingFunctions = nil
        a.timingFunction = .easeOut
        let u = TimingFunction.easeOut.progress(at: 0.3, duration: 1)
        #expect(abs(opacity(a, at: 0.3) - 20 * u) < 1e-12)
    }

    @Test("cubic: a Catmull–Rom spline by default, tension flattens the tangents")
    func cubic() {
        var a = KeyframeAnimation(key: .opacity, values: [0, 10, 30, 30])
        a.calculationMode = .cubic
        // Segment 1 at s = ½: P1 = 10, P2 = 30, T1 = (30 − 0)/2, T2 = (30 − 10)/2:
        // ½·10 + ⅛·15 + ½·30 − ⅛·10 = 20.625.
        #expect(abs(opacity(a, at: 0.5) - 20.625) < 1e-12)
        // Segment 0 at s = ½ with the end duplicated: T0 = (10 − 0)/2, T1 = 15: 5 + 0.625 − 1.875.
        #expect(abs(opacity(a, at: 1.0 / 6) - 3.75) < 1e-12)
        #expect(opacity(a, at: 1) == 30)
        a.tensionValues = [1, 1, 1, 1]          // zero tangents: a smoothstep between values
        #expect(abs(opacity(a, at: 0.5) - 20) < 1e-12)
        a.tensionValues = nil
        a.biasValues = [0, 1, 0, 0]             // bias 1 at P1: both tangents from the left: 10
        // ½·10 + ⅛·10 + ½·30 − ⅛·10 = 20.
        #expect(abs(opacity(a, at: 0.5) - 20) < 1e-12)
    }

    @Test("cubicPaced: the spline at constant speed")
    func cubicPaced() {
        var a = KeyframeAnimation(key: .position, values: [Point(0, 0), Point(10, 0), Point(30, 0)])
        a.calculationMode = .cubicPaced
        // Collinear keyframes: the spline is the segment, travelled at 30 units per second.
        for u in [0.1, 0.25, 0.5, 0.8] {
            #expect(abs(position(a, at: u).position.x - 30 * u) < 0.05, "u = \(u)")
        }
    }

    @Test("a path: keyframes at segment ends, curves followed, paced by arc length")
    func pathFollowing() {
        var path = BezierPath()
        path.move(to: Point(0, 0))
        path.line(to: Point(100, 0))
        path.line(to: Point(100, 100))
        var a = KeyframeAnimation(key: .position, path: path)
        #expect(position(a, at: 0.25).position == Point(50, 0))
        #expect(position(a, at: 0.75).position == Point(100, 50))
        a.keyTimes = [0, 0.8, 1]
        #expect(approx(position(a, at: 0.4).position, Point(50, 0)))
        // A quarter circle (as a cubic) paced by arc length: halfway is at 45°.
        var arc = BezierPath()
        arc.move(to: Point(100, 0))
        let k = 0.5522847498307936 * 100
        arc.curve(to: Point(0, 100), control1: Point(100, k), control2: Point(k, 100))
        var b = KeyframeAnimation(key: .position, path: arc)
        b.calculationMode = .paced
        let mid = position(b, at: 0.5).position
        #expect(abs(atan2(mid.y, mid.x) - .pi / 4) < 1e-6)
        #expect(abs(mid.length - 100) < 0.03)
    }

    @Test("rotation modes turn the layer along the path; autoReverse adds half a turn")
    func rotationModes() {
        var path = BezierPath()
        path.move(to: Point(0, 0))
        path.line(to: Point(100, 0))
        path.line(to: Point(100, 100))
        var a = KeyframeAnimation(key: .position, path: path)
        a.rotationMode = .auto
        let layer = Layer()
        layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        let along = position(a, at: 0.75, layer: layer).transform
        #expect(along.distance(to: Transform3D(scaleX: 2, y: 2, z: 1).rotated(by: .pi / 2, x: 0, y: 0, z: 1)) < 1e-9)
        #expect(position(a, at: 0.25).transform.distance(to: .identity) < 1e-9)
        a.rotationMode = .autoReverse
        let reversed = position(a, at: 0.25).transform
        #expect(reversed.distance(to: Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)) < 1e-9)
        #expect(a.animatedKeys == ["position", "transform"])
    }

    @Test("cumulative keyframes: each repeat continues from the last value")
    func cumulativeKeyframes() {
        let layer = Layer()
        var a = KeyframeAnimation(key: .opacity, values: [0, 1, 3])
        a.isCumulative = true
        a.repeatCount = 3
        a.duration = 1
        a.beginTime = 1
        layer.add(a, forKey: "k")
        #expect(layer.presentation(at: 3.25).opacity == 0.5 + 2 * 3)
    }

    @Test("no keyframes: no effect")
    func empty() {
        #expect(opacity(KeyframeAnimation(key: .opacity, values: []), at: 0.5) == 1)
        #expect(opacity(KeyframeAnimation(key: .opacity, values: [0.25]), at: 0.5) == 0.25)
    }
}
