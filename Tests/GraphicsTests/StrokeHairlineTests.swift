import Graphics
import Testing

/// `StrokeStyle.hairline(under:)`: which strokes a bitmap canvas draws one pixel wide and
/// faded, following Skia's modulated hairlines.
@Suite struct StrokeHairlineTests {
    @Test func aStrokeThinnerThanAPixelBecomesOnePixelWideAndFaded() throws {
        // 2 units at a scale of 0.2: 0.4 px.
        let hairline = try #require(StrokeStyle(width: 2, cap: .round, join: .miter).hairline(under: AffineTransform(scaleX: 0.2, y: 0.2)))
        #expect(abs(hairline.coverage - 0.4) < 1e-12)
        #expect(abs(hairline.style.width - 5) < 1e-12)  // 5 units = 1 px
        #expect(hairline.style.cap == .round && hairline.style.join == .bevel)
    }

    @Test func aStrokeAPixelWideOrMoreIsLeftAlone() {
        #expect(StrokeStyle(width: 1).hairline(under: .identity)?.coverage == 1)
        #expect(StrokeStyle(width: 1.01).hairline(under: .identity) == nil)
        #expect(StrokeStyle(width: 2).hairline(under: AffineTransform(scaleX: 0.6, y: 0.6)) == nil)
    }

    /// Widths are measured along both axes with the fast length (longer component plus half
    /// the shorter): a stroke wide in one direction is not a hairline, and a rotation makes a
    /// width count for a little more.
    @Test func bothAxesAreMeasured() throws {
        #expect(StrokeStyle(width: 1).hairline(under: AffineTransform(scaleX: 0.5, y: 1.5)) == nil)
        let squeezed = try #require(StrokeStyle(width: 1).hairline(under: AffineTransform(scaleX: 0.5, y: 0.9)))
        #expect(abs(squeezed.coverage - 0.7) < 1e-12)
        let rotated = try #require(StrokeStyle(width: 1).hairline(under: AffineTransform(rotationAngle: .pi / 4).scaledBy(x: 0.5, y: 0.5)))
        #expect(abs(rotated.coverage - 0.5 * 1.5 / 2.0.squareRoot()) < 1e-12)
    }

    @Test func degenerateWidthsAndTransformsAreNotHairlines() {
        #expect(StrokeStyle(width: 0).hairline(under: .identity) == nil)
        #expect(StrokeStyle(width: .nan).hairline(under: .identity) == nil)
        #expect(StrokeStyle(width: 1).hairline(under: AffineTransform(scaleX: 0, y: 0)) == nil)
    }
}
