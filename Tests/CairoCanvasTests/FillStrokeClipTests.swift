import CairoCanvas
import Foundation
import Graphics
import GoldenTesting
import Testing

@Suite struct FillStrokeClipTests {
    @Test func fillRulesOnAPentagram() throws {
        let canvas = try makeCanvas(128, 64)
        canvas.clear(.white)
        let left = pentagram(center: Point(x: 32, y: 34), radius: 30)
        let right = pentagram(center: Point(x: 96, y: 34), radius: 30)
        canvas.fill(left, with: .solid(.blue), rule: .nonZero)
        canvas.fill(right, with: .solid(.blue), rule: .evenOdd)
        let bitmap = canvas.makeBitmap()
        // The pentagon in the middle is wound twice: inside for non-zero, outside for even-odd.
        #expect(bitmap.rgba(32, 34) == [0, 0, 255, 255])
        #expect(bitmap.rgba(96, 34) == [255, 255, 255, 255])
        // A point just under the top tip is wound once: inside for both.
        #expect(bitmap.rgba(32, 10) == [0, 0, 255, 255])
        #expect(bitmap.rgba(96, 10) == [0, 0, 255, 255])
        try GoldenImage.check(bitmap, named: "fill-rules")
    }

    @Test func capsEndLinesWhereExpected() throws {
        let canvas = try makeCanvas(64, 32)
        var line = BezierPath()
        line.move(to: Point(x: 10, y: 8))
        line.line(to: Point(x: 50, y: 8))
        canvas.stroke(line, with: .solid(.red), style: StrokeStyle(width: 4, cap: .butt))
        canvas.concatenate(AffineTransform(translationX: 0, y: 12))
        canvas.stroke(line, with: .solid(.red), style: StrokeStyle(width: 4, cap: .square))
        let bitmap = canvas.makeBitmap()
        // Width 4 around y = 8 covers rows 6...9 exactly.
        #expect(bitmap.rgba(30, 6)[3] == 255 && bitmap.rgba(30, 9)[3] == 255)
        #expect(bitmap.rgba(30, 5)[3] == 0 && bitmap.rgba(30, 10)[3] == 0)
        // Butt ends at x = 50; square extends half the width to 52.
        #expect(bitmap.rgba(49, 8)[3] == 255 && bitmap.rgba(50, 8)[3] == 0)
        #expect(bitmap.rgba(51, 20)[3] == 255 && bitmap.rgba(52, 20)[3] == 0)
        #expect(bitmap.rgba(8, 20)[3] == 255 && bitmap.rgba(7, 20)[3] == 0)
    }

    @Test func dashPatternStartsAtItsPhase() throws {
        let canvas = try makeCanvas(32, 4)
        var line = BezierPath()
        line.move(to: Point(x: 0, y: 2))
        line.line(to: Point(x: 32, y: 2))
        // Pattern 4 on, 4 off, entered 2 units in: on 0..<2, off 2..<6, on 6..<10, ...
        canvas.stroke(line, with: .solid(.black), style: StrokeStyle(width: 4, dashPattern: [4, 4], dashPhase: 2))
        let alphas = (0..<16).map { canvas.makeBitmap().rgba($0, 2)[3] }
        #expect(alphas == [255, 255, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255, 255])
    }

    @Test func invalidDashPatternsStrokeSolid() throws {
        for pattern in [[0.0, 0.0], [4, -1], [.nan, 2]] {
            let canvas = try makeCanvas(16, 4)
            var line = BezierPath()
            line.move(to: Point(x: 0, y: 2))
            line.line(to: Point(x: 16, y: 2))
            canvas.stroke(line, with: .solid(.black), style: StrokeStyle(width: 4, dashPattern: pattern))
            #expect((0..<16).allSatisfy { canvas.makeBitmap().rgba($0, 2)[3] == 255 }, "pattern \(pattern)")
        }
    }

    /// A 60° peak with its apex at (30, 15.36): width 8 gives a miter tip 8 units above the
    /// apex (ratio 1/sin 30° = 2), a bevel at y ≈ 13.36 and a round join reaching y = 11.36.
    @Test(arguments: [(LineJoin.miter, 2.5, 255), (.miter, 1.5, 0), (.bevel, 10, 0), (.round, 10, 0)])
    func joinsAndMiterLimit(join: LineJoin, miterLimit: Double, alphaAboveApex: Int) throws {
        let canvas = try makeCanvas(60, 60)
        var peak = BezierPath()
        peak.move(to: Point(x: 10, y: 15.36 + 34.64))
        peak.line(to: Point(x: 30, y: 15.36))
        peak.line(to: Point(x: 50, y: 15.36 + 34.64))
        canvas.stroke(peak, with: .solid(.black), style: StrokeStyle(width: 8, join: join, miterLimit: miterLimit))
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(30, 10)[3] == alphaAboveApex)
        #expect(bitmap.rgba(30, 16)[3] == 255)
    }

    @Test func strokeGolden() throws {
        let canvas = try makeCanvas(128, 128)
        canvas.clear(.white)
        var zigzag = BezierPath()
        zigzag.move(to: Point(x: 12, y: 40))
        zigzag.line(to: Point(x: 32, y: 12))
        zigzag.line(to: Point(x: 52, y: 40))
        zigzag.line(to: Point(x: 60, y: 20))
        let joins: [(LineJoin, LineCap, Double)] = [(.miter, .butt, 10), (.round, .round, 10), (.bevel, .square, 10), (.miter, .butt, 1.2)]
        for (i, (join, cap, limit)) in joins.enumerated() {
            canvas.withSavedState {
                canvas.concatenate(AffineTransform(translationX: Double(i % 2) * 64, y: Double(i / 2) * 44))
                canvas.stroke(zigzag, with: .solid(Color(red: 0.1, green: 0.3, blue: 0.8)),
                              style: StrokeStyle(width: 7, cap: cap, join: join, miterLimit: limit))
                canvas.stroke(zigzag, with: .solid(.red), style: StrokeStyle(width: 1))
            }
        }
        var circle = BezierPath(ellipseIn: Rect(x: 8, y: 96, width: 26, height: 26))
        circle.append(BezierPath(roundedRect: Rect(x: 44, y: 96, width: 30, height: 26), cornerRadius: 6))
        canvas.stroke(circle, with: .solid(.black), style: StrokeStyle(width: 3, cap: .round, dashPattern: [6, 4], dashPhase: 3))
        var quad = BezierPath()
        quad.move(to: Point(x: 82, y: 120))
        quad.quadCurve(to: Point(x: 122, y: 120), control: Point(x: 102, y: 84))
        canvas.stroke(quad, with: .solid(.green), style: StrokeStyle(width: 4, cap: .round, dashPattern: [1, 6]))
        try GoldenImage.check(canvas.makeBitmap(), named: "strokes")
    }

    @Test func clipIntersectsAndHonoursTheFillRule() throws {
        let canvas = try makeCanvas(64, 64)
        canvas.clear(.white)
        canvas.save()
        // A ring: even-odd leaves the inner circle outside the clip.
        var ring = BezierPath(ellipseIn: Rect(x: 4, y: 4, width: 56, height: 56))
        ring.append(BezierPath(ellipseIn: Rect(x: 20, y: 20, width: 24, height: 24)))
        canvas.clip(to: ring, rule: .evenOdd)
        canvas.clip(to: BezierPath(rect: Rect(x: 0, y: 0, width: 48, height: 64)))
        drawColourBars(canvas, in: Rect(x: 0, y: 0, width: 64, height: 64))
        canvas.restore()
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(32, 32) == [255, 255, 255, 255])  // hole of the ring
        #expect(bitmap.rgba(12, 32) == [255, 255, 0, 255])    // second bar, inside the ring
        #expect(bitmap.rgba(56, 32) == [255, 255, 255, 255])  // cut by the second clip
        #expect(bitmap.rgba(1, 1) == [255, 255, 255, 255])    // outside the ring
        try GoldenImage.check(bitmap, named: "clip")
    }
}
