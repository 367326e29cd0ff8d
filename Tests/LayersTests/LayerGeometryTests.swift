import Foundation
import Graphics
import Testing
@testable import Layers

@Suite("Layer geometry")
struct LayerGeometryTests {
    @Test("Defaults are Core Animation's")
    func defaults() {
        let layer = Layer()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.anchorPoint == Point(x: 0.5, y: 0.5))
        #expect(layer.zPosition == 0)
        #expect(layer.transform == .identity)
        #expect(layer.opacity == 1)
        #expect(!layer.isHidden && !layer.masksToBounds && layer.isDoubleSided)
        #expect(layer.borderColor == .black && layer.borderWidth == 0)
        #expect(layer.contentsGravity == .resize && layer.contentsScale == 1)
        #expect(layer.contentsRect == Rect(x: 0, y: 0, width: 1, height: 1))
    }

    /// The example of Core Animation's programming guide: a 100×100 layer at (100, 100).
    @Test("Frame follows position and anchor point (the programming guide's example)")
    func frameFromAnchorPoint() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.position = Point(x: 100, y: 100)
        #expect(layer.frame == Rect(x: 50, y: 50, width: 100, height: 100))
        layer.anchorPoint = .zero
        #expect(layer.frame == Rect(x: 100, y: 100, width: 100, height: 100))
        layer.anchorPoint = Point(x: 1, y: 1)
        #expect(layer.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("Setting the frame moves the position and resizes the bounds, keeping their origin")
    func settingFrame() {
        let layer = Layer()
        layer.bounds = Rect(x: 5, y: 7, width: 1, height: 1)
        layer.anchorPoint = Point(x: 0.25, y: 0.75)
        layer.frame = Rect(x: 10, y: 20, width: 40, height: 80)
        #expect(layer.bounds == Rect(x: 5, y: 7, width: 40, height: 80))
        #expect(layer.position == Point(x: 20, y: 80))
        #expect(layer.frame == Rect(x: 10, y: 20, width: 40, height: 80))
        #expect(layer.anchorPointInBounds == Point(x: 15, y: 67))
    }

    @Test("Frame of a scaled layer, both ways")
    func scaledFrame() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.position = Point(x: 100, y: 100)
        layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        #expect(approx(layer.frame, Rect(x: 0, y: 50, width: 200, height: 100)))
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(approx(layer.bounds, Rect(x: 0, y: 0, width: 50, height: 50)))
        #expect(approx(layer.position, Point(x: 50, y: 50)))
    }

    @Test("Frame of a layer turned a quarter and an eighth")
    func rotatedFrame() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(approx(layer.frame, Rect(x: -25, y: -50, width: 50, height: 100)))
        // A quarter turn swaps the sides: a 30×60 frame needs 60×30 bounds.
        layer.frame = Rect(x: 0, y: 0, width: 30, height: 60)
        #expect(approx(layer.bounds.size.width, 60) && approx(layer.bounds.size.height, 30))
        #expect(approx(layer.position, Point(x: 15, y: 30)))

        let square = Layer()
        square.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        square.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        let half = 50 * 2.0.squareRoot()
        #expect(approx(square.frame, Rect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
    }

    @Test("Points convert through positions, bounds origins and rotations")
    func convertingPoints() {
        let root = Layer()
        root.bounds = Rect(x: 10, y: 10, width: 200, height: 200)
        root.position = Point(x: 100, y: 100)
        let child = Layer()
        child.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        child.position = Point(x: 50, y: 50)
        root.addSublayer(child)

        #expect(child.convert(Point(x: 0, y: 0), to: root) == Point(x: 25, y: 25))
        // The root's anchor (110, 110) in its own coordinates sits at its position (100, 100).
        #expect(child.convert(Point(x: 0, y: 0), to: nil) == Point(x: 15, y: 15))
        #expect(root.convert(Point(x: 15, y: 15), from: nil) == Point(x: 25, y: 25))
        #expect(child.convert(Point(x: 25, y: 25), from: root) == Point(x: 0, y: 0))

        // A quarter turn about the centre takes the top-left corner to the top-right.
        child.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(approx(child.convert(Point(x: 0, y: 0), to: root), Point(x: 75, y: 25)))
        #expect(approx(child.convert(Rect(x: 0, y: 0, width: 50, height: 10), to: root),
                       Rect(x: 65, y: 25, width: 10, height: 50)))
    }

    /// A card 100×100 turned 60° about y in a container with perspective 1/500: the far edge
    /// (right, z = −50·sin 60°) shrinks towards the centre, the near edge grows away from it.
    @Test("Points convert through a perspective sublayer transform")
    func convertingThroughPerspective() {
        let (container, card) = perspectiveCard(angle: .pi / 3)
        let s = sin(Double.pi / 3)
        let right = card.convert(Point(x: 100, y: 50), to: container)
        let left = card.convert(Point(x: 0, y: 50), to: container)
        let topRight = card.convert(Point(x: 100, y: 0), to: container)
        #expect(approx(right, Point(x: 100 + 25 / (1 + 0.1 * s), y: 100), 1e-9))
        #expect(approx(left, Point(x: 100 - 25 / (1 - 0.1 * s), y: 100), 1e-9))
        #expect(approx(topRight, Point(x: 100 + 25 / (1 + 0.1 * s), y: 100 - 50 / (1 + 0.1 * s)), 1e-9))
        // And back.
        #expect(approx(card.convert(right, from: container), Point(x: 100, y: 50), 1e-9))
    }

    @Test("Conversions round-trip through rotated, scaled and perspective layers")
    func roundTrips() {
        let (container, card) = perspectiveCard(angle: 0.7)
        let inner = Layer()
        inner.bounds = Rect(x: -20, y: 5, width: 40, height: 30)
        inner.position = Point(x: 30, y: 60)
        inner.anchorPoint = Point(x: 0.2, y: 0.9)
        inner.transform = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)
            .concatenating(Transform3D(scaleX: 1.5, y: 0.75, z: 1))
        card.addSublayer(inner)
        let other = Layer()
        other.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        other.position = Point(x: 170, y: 20)
        other.transform = Transform3D(rotationAngle: -1.1, x: 0, y: 0, z: 1)
        container.addSublayer(other)

        for point in [Point(x: 0, y: 0), Point(x: -20, y: 5), Point(x: 13.5, y: 27.25), Point(x: 19, y: 34)] {
            let there = inner.convert(point, to: other)
            #expect(approx(inner.convert(there, from: other), point, 1e-9))
            #expect(approx(other.convert(there, to: inner), point, 1e-9))
            let world = inner.convert(point, to: nil)
            #expect(approx(inner.convert(world, from: nil), point, 1e-9))
        }
    }

    @Test("Unmappable points give NaN and unmappable rectangles null")
    func singular() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        layer.transform = Transform3D(scaleX: 0, y: 1, z: 1)
        let p = layer.convert(Point(x: 1, y: 1), from: nil)
        #expect(p.x.isNaN && p.y.isNaN)
        #expect(layer.convert(Rect(x: 0, y: 0, width: 1, height: 1), from: nil).isNull)
    }

    @Test("presentation() copies model values, subclass properties included, but not the tree")
    func presentationCopy() {
        let shape = ShapeLayer()
        shape.path = BezierPath(rect: Rect(x: 0, y: 0, width: 3, height: 4))
        shape.strokeEnd = 0.25
        shape.position = Point(x: 7, y: 8)
        shape.addSublayer(Layer())
        let copy = shape.presentation()
        #expect(copy.path == shape.path && copy.strokeEnd == 0.25 && copy.position == Point(x: 7, y: 8))
        #expect(copy.sublayers.isEmpty && copy !== shape)
    }
}

/// A 200×200 container with perspective distance 500 holding a centred 100×100 card turned
/// `angle` radians about the y axis.
func perspectiveCard(angle: Double) -> (container: Layer, card: Layer) {
    let container = Layer()
    container.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
    container.position = Point(x: 100, y: 100)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    container.sublayerTransform = perspective
    let card = Layer()
    card.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    card.position = Point(x: 100, y: 100)
    card.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    container.addSublayer(card)
    return (container, card)
}
