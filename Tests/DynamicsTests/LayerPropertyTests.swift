import Dynamics
import Foundation
import Graphics
import Layers
import Testing

/// The built-in layer properties (Documentation/Dynamics.md, “Animatable properties and values”) and the transform split behind scale, rotation and
/// translation.
@Suite("Layer properties")
struct LayerPropertyTests {
    let clock = ManualClock(startTime: 0)
    let animator: DynamicAnimator

    init() { animator = DynamicAnimator(clock: clock) }

    func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24,
                 a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24,
                 b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("names, thresholds and lookup")
    func registry() throws {
        let names = AnimatableProperty.builtIn.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(try #require(AnimatableProperty.named("position")).threshold == 1)
        #expect(try #require(AnimatableProperty.named("opacity")).threshold == 0.01)
        #expect(try #require(AnimatableProperty.named("scaleXY")).threshold == 0.005)
        #expect(try #require(AnimatableProperty.named("rotation")).threshold == 0.01)
        #expect(try #require(AnimatableProperty.named("shapeLayer.strokeEnd")).threshold == 0.01)
        #expect(AnimatableProperty.named("no such property") == nil)
    }

    @Test("a transform splits into its parts and goes back together")
    func decomposition() throws {
        let built = Transform3D(scaleX: 2, y: 0.5, z: 3)
            .concatenating(Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(rotationAngle: -0.4, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: 1.2, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 5, y: -6, z: 7))
        let parts = try #require(TransformDecomposition(built))
        #expect(abs(parts.scale.x - 2) < 1e-12 && abs(parts.scale.y - 0.5) < 1e-12 && abs(parts.scale.z - 3) < 1e-12)
        #expect(abs(parts.rotation.x - 0.3) < 1e-12 && abs(parts.rotation.y + 0.4) < 1e-12
                && abs(parts.rotation.z - 1.2) < 1e-12)
        #expect(parts.translation == Vector3(x: 5, y: -6, z: 7))
        #expect(abs(parts.skew.x) < 1e-12 && abs(parts.skew.y) < 1e-12 && abs(parts.skew.z) < 1e-12)
        #expect(close(parts.transform, built))

        // Skew and perspective survive the round trip too, up to the homogeneous factor m44
        // (here 1 − 7/500): the parts describe the transform normalised to m44 = 1.
        var skewed = Transform3D.identity
        skewed.m21 = 0.25
        let withPerspective = skewed.concatenating(built).concatenating(.perspective(distance: 500))
        let again = try #require(TransformDecomposition(withPerspective))
        #expect(abs(withPerspective.m44 - 0.986) < 1e-15)
        var uniform = Transform3D(scaleX: 0.986, y: 0.986, z: 0.986)
        uniform.m44 = 0.986                    // multiplies every entry by 0.986
        #expect(close(again.transform.concatenating(uniform), withPerspective))

        // A mirror is carried by the scale.
        let mirrored = try #require(TransformDecomposition(Transform3D(scaleX: -1, y: 1, z: 1)))
        #expect(close(mirrored.transform, Transform3D(scaleX: -1, y: 1, z: 1)))
        #expect(TransformDecomposition(Transform3D(scaleX: 0, y: 1, z: 1)) == nil)
    }

    @Test("animating the rotation keeps the scale; animating the scale keeps the rotation")
    func transformParts() {
        let layer = Layer()
        layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        let spin = DynamicBasicAnimation(property: .layerRotation)
        spin.toValue = AnimatableVector(Double.pi / 2)
        spin.duration = 0.2
        var scales: [Double] = []
        spin.onApply = { _ in scales.append(AnimatableProperty.layerScaleX.value(of: layer)?[0] ?? 0) }
        animator.add(spin, to: layer, forKey: "spin")
        clock.step(frames: 20)
        #expect(scales.count > 10 && scales.allSatisfy { abs($0 - 2) < 1e-12 })
        let expected = Transform3D(scaleX: 2, y: 2, z: 1)
            .concatenating(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
        #expect(close(layer.transform, expected))

        let grow = DynamicSpringAnimation(property: .layerScaleXY)
        grow.toValue = AnimatableVector(Point(x: 3, y: 1))
        animator.add(grow, to: layer, forKey: "grow")
        clock.step(frames: 200)
        let parts = TransformDecomposition(layer.transform)
        #expect(abs((parts?.rotation.z ?? 0) - .pi / 2) < 1e-12)
        #expect(abs((parts?.scale.x ?? 0) - 3) < 1e-12 && abs((parts?.scale.y ?? 0) - 1) < 1e-12)
    }

    @Test("position x moves only x; a spring on position lands exactly")
    func position() {
        let layer = Layer()
        layer.position = Point(x: 10, y: 20)
        let slide = DynamicSpringAnimation(property: .layerPositionX)
        slide.toValue = 110
        animator.add(slide, to: layer)
        clock.step(frames: 5)
        #expect(layer.position.y == 20 && layer.position.x > 10)
        clock.step(frames: 200)
        #expect(layer.position == Point(x: 110, y: 20))

        let move = DynamicSpringAnimation(property: .layerPosition)
        move.toValue = AnimatableVector(Point(x: 0, y: 0))
        animator.add(move, to: layer)
        clock.step(frames: 200)
        #expect(layer.position == .zero)
    }

    @Test("colours animate from no colour (clear) through RGBA")
    func colors() {
        let layer = Layer()
        let fade = DynamicBasicAnimation(property: .layerBackgroundColor)
        fade.toValue = AnimatableVector(Color.red)
        fade.duration = 0.2
        fade.timingFunction = .linear
        animator.add(fade, to: layer)
        #expect(layer.backgroundColor == .clear)
        clock.step(frames: 6)
        let midway = layer.backgroundColor ?? .clear
        #expect(abs(midway.red - 0.5) < 0.02 && abs(midway.alpha - 0.5) < 0.02 && midway.green == 0)
        clock.step(frames: 10)
        #expect(layer.backgroundColor == .red)
    }

    @Test("shape layer stroke end; a shape property on a plain layer does nothing")
    func shapeLayer() {
        let shape = ShapeLayer()
        shape.strokeEnd = 0
        let draw = DynamicBasicAnimation(property: .shapeLayerStrokeEnd)
        draw.toValue = 1
        animator.add(draw, to: shape)
        clock.step(frames: 30)
        #expect(shape.strokeEnd == 1)

        let plain = Layer()
        let nothing = DynamicBasicAnimation(property: .shapeLayerLineWidth)
        nothing.fromValue = 0
        nothing.toValue = 5
        var finished: Bool?
        nothing.completion = { _, f in finished = f }
        animator.add(nothing, to: plain)
        clock.step(frames: 30)
        #expect(finished == true)
    }

    @Test("a scale written as 0 becomes 1e-6 so the transform stays invertible")
    func zeroScale() {
        let layer = Layer()
        AnimatableProperty.layerScaleXY.setValue(AnimatableVector(Point(x: 0, y: 0)), on: layer)
        #expect(layer.transform.m11 == 1e-6 && layer.transform.m22 == 1e-6)
        #expect(layer.transform.inverted != nil)
    }
}
