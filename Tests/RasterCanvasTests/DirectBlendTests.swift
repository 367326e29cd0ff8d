import Graphics
import Testing
@testable import RasterCanvas

/// `drawBlended` paints without an offscreen layer what a group with the blend mode would
/// composite: for one paint the two must give the same pixels.
@Suite struct DirectBlendTests {
    private func render(_ body: (RasterImageCanvas) -> Void) throws -> Bitmap {
        let canvas = try #require(RasterImageCanvas(width: 96, height: 80))
        drawBackdrop(canvas, in: Rect(x: 0, y: 0, width: 96, height: 80))
        body(canvas)
        return canvas.makeBitmap()
    }

    private func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var worst = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for shift in stride(from: 0, to: 32, by: 8) {
                let x = Int((p >> UInt32(shift)) & 0xFF), y = Int((q >> UInt32(shift)) & 0xFF)
                worst = max(worst, abs(x - y))
            }
        }
        return worst
    }

    @Test("One paint blended directly equals the same paint in a blended group", arguments: BlendMode.allCases)
    func directEqualsGroup(_ mode: BlendMode) throws {
        // A translucent gradient with antialiased edges, through a clip with a soft mask.
        func paint(_ c: RasterImageCanvas) {
            c.save()
            c.clip(to: BezierPath(ellipseIn: Rect(x: 3.5, y: 2.25, width: 90, height: 75)))
            c.fill(BezierPath(roundedRect: Rect(x: 10.3, y: 8.6, width: 70.2, height: 60.1), cornerRadius: 12),
                   with: .linearGradient(Gradient(colors: softColours.map { $0.withAlpha(0.85) }),
                                         start: Point(x: 10, y: 0), end: Point(x: 80, y: 0)))
            c.restore()
        }
        let grouped = try render { c in c.drawGroup(opacity: 1, blendMode: mode) { paint(c) } }
        let direct = try render { c in c.drawBlended(mode) { paint(c) } }
        let normal = try render { c in paint(c) }
        #expect(largestDifference(grouped, direct) <= 1)
        // The mode took effect (every mode but normal changes some pixel of this backdrop).
        #expect((mode == .normal) == (largestDifference(direct, normal) == 0))
    }

    @Test("Groups begun inside a blended drawing blend normally within themselves")
    func groupsInsideBlendNormally() throws {
        let twoDiscs = { (c: RasterImageCanvas) in
            c.fill(BezierPath(ellipseIn: Rect(x: 10, y: 10, width: 50, height: 50)), color: Color(red: 1, green: 0.5, blue: 0))
            c.fill(BezierPath(ellipseIn: Rect(x: 35, y: 20, width: 50, height: 50)), color: Color(red: 0, green: 0.4, blue: 1))
        }
        let nested = try render { c in c.drawBlended(.difference) { c.drawGroup(opacity: 0.7, blendMode: .normal) { twoDiscs(c) } } }
        let plain = try render { c in c.drawGroup(opacity: 0.7, blendMode: .normal) { twoDiscs(c) } }
        #expect(largestDifference(nested, plain) == 0)
    }
}
