import Foundation
import Graphics
import Testing
import Layers

@Suite("Hit testing")
struct HitTestingTests {
    /// A root 100×100 at the origin with sublayers `a` (10...50 square) and `b` (30...70),
    /// overlapping on 30...50.
    private func scene() -> (root: Layer, a: Layer, b: Layer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let a = Layer(), b = Layer()
        a.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        b.frame = Rect(x: 30, y: 30, width: 40, height: 40)
        root.addSublayer(a)
        root.addSublayer(b)
        return (root, a, b)
    }

    @Test("The top-most sublayer wins; zPosition outranks array order")
    func ordering() {
        let (root, a, b) = scene()
        #expect(root.hitTest(Point(x: 40, y: 40)) === b)
        #expect(root.hitTest(Point(x: 20, y: 20)) === a)
        #expect(root.hitTest(Point(x: 90, y: 90)) === root)
        #expect(root.hitTest(Point(x: 100, y: 50)) == nil)
        a.zPosition = 1
        #expect(root.hitTest(Point(x: 40, y: 40)) === a)
    }

    @Test("The point is in the superlayer's coordinates")
    func superlayerCoordinates() {
        let (root, a, _) = scene()
        root.position = Point(x: 250, y: 250)  // root now covers 200...300
        #expect(root.hitTest(Point(x: 20, y: 20)) == nil)
        #expect(root.hitTest(Point(x: 220, y: 220)) === a)
        root.bounds.origin = Point(x: 10, y: 10)  // shifts the content up-left by 10
        #expect(root.hitTest(Point(x: 205, y: 205)) === a)
    }

    @Test("Hidden layers and their sublayers are ignored")
    func hidden() {
        let (root, a, b) = scene()
        let inner = Layer()
        inner.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        b.addSublayer(inner)
        #expect(root.hitTest(Point(x: 35, y: 35)) === inner)
        b.isHidden = true
        #expect(root.hitTest(Point(x: 35, y: 35)) === a)
        #expect(root.hitTest(Point(x: 60, y: 60)) === root)
        root.isHidden = true
        #expect(root.hitTest(Point(x: 20, y: 20)) == nil)
    }

    @Test("masksToBounds hides sublayers outside the bounds")
    func masksToBounds() {
        let (root, a, b) = scene()
        b.removeFromSuperlayer()
        let overhang = Layer()
        overhang.frame = Rect(x: 30, y: 30, width: 40, height: 40)  // reaches 80 in root space
        a.addSublayer(overhang)
        #expect(root.hitTest(Point(x: 75, y: 75)) === overhang)
        a.masksToBounds = true
        #expect(root.hitTest(Point(x: 75, y: 75)) === root)
        #expect(root.hitTest(Point(x: 45, y: 45)) === overhang)
    }

    @Test("Rotated and scaled layers are hit by their true shape")
    func transformed() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        let diamond = Layer()
        diamond.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        diamond.position = Point(x: 100, y: 100)
        diamond.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        root.addSublayer(diamond)
        // The diamond's corners are 70.7 from the centre along the axes, its edges 50 away
        // diagonally: (60, 60) is 40 from the centre on each axis, outside (|x|+|y| > 70.7).
        #expect(root.hitTest(Point(x: 100, y: 31)) === diamond)
        #expect(root.hitTest(Point(x: 60, y: 60)) === root)
        #expect(root.hitTest(Point(x: 66, y: 66)) === diamond)

        diamond.transform = Transform3D(scaleX: 1.5, y: 0.5, z: 1)
        #expect(root.hitTest(Point(x: 170, y: 100)) === diamond)
        #expect(root.hitTest(Point(x: 100, y: 130)) === root)
    }

    /// The card of `perspectiveCard`: its right edge shows at 100 + 23.01, its left at
    /// 100 − 27.37.
    @Test("A card turned in perspective is hit where it shows")
    func perspective() {
        let (container, card) = perspectiveCard(angle: .pi / 3)
        #expect(container.hitTest(Point(x: 122.5, y: 100)) === card)
        #expect(container.hitTest(Point(x: 123.5, y: 100)) === container)
        #expect(container.hitTest(Point(x: 73, y: 100)) === card)
        #expect(container.hitTest(Point(x: 72.3, y: 100)) === container)
    }

    @Test("Opacity is ignored unless a minimum is asked for")
    func opacity() {
        let (root, a, b) = scene()
        b.opacity = 0
        #expect(root.hitTest(Point(x: 40, y: 40)) === b)
        #expect(root.hitTest(Point(x: 40, y: 40), minimumOpacity: 0.01) === a)
        // Effective opacity multiplies down the tree, ancestors of the receiver included.
        b.opacity = 1
        let inner = Layer()
        inner.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        inner.opacity = 0.5
        b.addSublayer(inner)
        root.opacity = 0.5
        #expect(root.hitTest(Point(x: 40, y: 40), minimumOpacity: 0.3) === b)
        #expect(b.hitTest(Point(x: 40, y: 40), minimumOpacity: 0.3) === b)
        #expect(root.hitTest(Point(x: 40, y: 40), minimumOpacity: 0.25) === inner)
        #expect(root.hitTest(Point(x: 40, y: 40), minimumOpacity: 0.6) == nil)
    }

    @Test("contains(_:) decides, and subclasses can refine it")
    func customContains() {
        final class Round: Layer {
            override func contains(_ point: Point) -> Bool {
                point.distance(to: anchorPointInBounds) <= bounds.width / 2
            }
        }
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let round = Round()
        round.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(round)
        #expect(root.hitTest(Point(x: 50, y: 5)) === round)
        #expect(root.hitTest(Point(x: 5, y: 5)) === root)
    }
}
