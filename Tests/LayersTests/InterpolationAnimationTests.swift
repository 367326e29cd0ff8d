import Foundation
import Graphics
import Testing
@testable import Layers

@Suite("Animation value interpolation")
struct InterpolationAnimationTests {
    private func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
        a.distance(to: b) <= tolerance
    }

    @Test("numbers, points, sizes, rects and colours interpolate component-wise")
    func componentWise() {
        #expect(2.0.interpolated(to: 4, fraction: 0.25) == 2.5)
        #expect(2.0.interpolated(to: 4, fraction: 1.5) == 5)          // extrapolates (springs)
        #expect(Point(0, 10).interpolated(to: Point(10, 20), fraction: 0.5) == Point(5, 15))
        #expect(Size(10, 20).interpolated(to: Size(20, 40), fraction: 0.5) == Size(15, 30))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).interpolated(to: Rect(x: 10, y: 20, width: 30, height: 50), fraction: 0.5)
                == Rect(x: 5, y: 10, width: 20, height: 30))
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 1).interpolated(to: Color(red: 0, green: 0, blue: 1, alpha: 0), fraction: 0.25)
                == Color(red: 0.75, green: 0, blue: 0.25, alpha: 0.75))
        #expect(Point(3, 4).distance(to: .zero) == 5)
        #expect(Rect(x: 0, y: 0, width: 0, height: 0).distance(to: Rect(x: 1, y: 1, width: 1, height: 1)) == 2)
        #expect(Size(1, 2).adding(Size(3, 4)).subtracting(Size(3, 4)) == Size(1, 2))
        #expect(Float(1).interpolated(to: 3, fraction: 0.5) == 2)
    }

    @Test("arrays interpolate element-wise; different lengths switch halfway")
    func arrays() {
        #expect([0.0, 10].interpolated(to: [1, 20], fraction: 0.5) == [0.5, 15])
        #expect([0.0].interpolated(to: [1, 2], fraction: 0.4) == [0])
        #expect([0.0].interpolated(to: [1, 2], fraction: 0.6) == [1, 2])
        #expect([Color.red].interpolated(to: [Color.blue], fraction: 0.5)
                == [Color(red: 0.5, green: 0, blue: 0.5)])
        #expect([3.0, 4].distance(to: [0, 0]) == 5)
    }

    @Test("paths of the same structure interpolate point by point")
    func paths() {
        var a = BezierPath(); a.move(to: Point(0, 0)); a.line(to: Point(10, 0))
        a.curve(to: Point(10, 10), control1: Point(20, 0), control2: Point(20, 10)); a.close()
        var b = BezierPath(); b.move(to: Point(0, 10)); b.line(to: Point(30, 0))
        b.curve(to: Point(10, 30), control1: Point(20, 20), control2: Point(40, 10)); b.close()
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(mid.elements == [.move(to: Point(0, 5)), .line(to: Point(20, 0)),
                                 .curve(to: Point(10, 20), control1: Point(20, 10), control2: Point(30, 10)), .close])
        let other = BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(a.interpolated(to: other, fraction: 0.3) == a)
        #expect(a.interpolated(to: other, fraction: 0.7) == other)
        #expect(a.adding(b.subtracting(a)) == b)
    }

    @Test("transforms decompose and recompose exactly, perspective included")
    func decompositionRoundTrip() throws {
        let transforms: [Transform3D] = [
            .identity,
            Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1).translatedBy(x: 10, y: -4, z: 2),
            Transform3D(scaleX: 2, y: -3, z: 0.5).rotated(by: 1.1, x: 1, y: 1, z: 0),
            Transform3D(translationX: 5, y: 6, z: 7).concatenating(.perspective(distance: 500))
                .concatenating(Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0)),
            // A shear.
            Transform3D(affine: AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)),
        ]
        for t in transforms {
            let components = try #require(TransformComponents(t))
            #expect(close(components.transform, t, 1e-12), "\(t)")
            #expect(close(t.interpolated(to: t, fraction: 0.37), t, 1e-12))
        }
    }

    @Test("a rotation interpolates by angle: halfway between 0 and 90° is 45°")
    func rotationInterpolation() {
        let a = Transform3D.identity, b = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(close(a.interpolated(to: b, fraction: 0.5), Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)))
        // Scale and rotation together: the matrix blend would shrink the layer at 45°.
        let c = Transform3D(scaleX: 2, y: 2, z: 1).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
        let mid = a.interpolated(to: c, fraction: 0.5)
        #expect(close(mid, Transform3D(scaleX: 1.5, y: 1.5, z: 1).rotated(by: .pi / 4, x: 0, y: 0, z: 1)))
    }

    @Test("ComponentKit's scale-from-zero: scale(0,0,0) → identity grows uniformly")
    func scaleFromZero() {
        let zero = Transform3D(scaleX: 0, y: 0, z: 0)
        #expect(close(zero.interpolated(to: .identity, fraction: 0.25), Transform3D(scaleX: 0.25, y: 0.25, z: 0.25)))
    }

    @Test("additive transforms concatenate; subtracting undoes adding")
    func additiveTransforms() {
        let model = Transform3D(translationX: 10, y: 0, z: 0)
        let spin = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
        #expect(close(model.adding(spin), spin.concatenating(model)))
        #expect(close(spin.adding(model.subtracting(spin)), model))
        #expect(close(spin.scaled(by: 2), Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)))
    }

    @Test("Euler angles: a screen-plane rotation reads back as its z angle")
    func eulerAngles() {
        for angle in [-2.5, -0.3, 0, 0.8, 3.0] {
            let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            let e = TransformComponents(t)?.rotation.eulerAngles
            #expect(abs((e?.z ?? 99) - angle) < 1e-12 && abs(e?.x ?? 99) < 1e-12 && abs(e?.y ?? 99) < 1e-12)
        }
        let e = Vector3(0.3, -0.4, 1.2)
        let back = Quaternion(eulerAngles: e).eulerAngles
        #expect((back - e).length < 1e-12)
    }
}
