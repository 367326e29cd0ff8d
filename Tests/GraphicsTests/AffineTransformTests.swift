import Testing
import Graphics

@Suite struct AffineTransformTests {
    @Test func translateThenRotate() {
        // [1 0; 0 1; 10 20] then a quarter turn [0 1; -1 0; 0 0]: tx' = -20, ty' = 10.
        let t = AffineTransform(translationX: 10, y: 20).concatenating(AffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(t, AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: -20, ty: 10), 1e-12))
        #expect(isClose(t.apply(to: Point(1, 0)), Point(-20, 11), 1e-12))
    }

    @Test func inverseIsTheHandComputedOne() throws {
        // det = 2·3 − 1·(−1) = 7.
        let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: 7)
        let inverse = try #require(t.inverted)
        #expect(isClose(inverse, AffineTransform(a: 3.0 / 7, b: -1.0 / 7, c: 1.0 / 7, d: 2.0 / 7,
                                                 tx: -22.0 / 7, ty: -9.0 / 7), 1e-15))
        #expect(isClose(inverse.concatenating(t), .identity, 1e-14))
        #expect(isClose(t.concatenating(inverse), .identity, 1e-14))
        #expect(AffineTransform(scaleX: 0, y: 2).inverted == nil)
    }

    /// A shrinking transform with a translation near the largest Double has an inverse whose
    /// translation overflows (a fuzzed animation's stroke once went on with it, to NaN
    /// coordinates and a crash): no inverse.
    @Test func anInverseThatOverflowsIsNone() {
        let t = AffineTransform(a: 0.061, b: 0, c: 0, d: 0.061, tx: 18.3, ty: -6.9e307)
        #expect(t.isFinite)
        #expect(t.inverted == nil)
        #expect(!AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0).isFinite)
        #expect(AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -6.9e307, ty: 0).inverted?.isFinite == true)
    }

    @Test func stepsAddedWithTranslatedScaledRotatedHappenFirst() {
        let move = AffineTransform(translationX: 10, y: 0)
        // Rotate (1,0) to (0,1) first, then move: (10, 1).
        #expect(isClose(move.rotated(by: .pi / 2).apply(to: Point(1, 0)), Point(10, 1), 1e-12))
        #expect(move.scaledBy(x: 2, y: 3) == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
        #expect(AffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
                == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 2, ty: 3))
    }
}
