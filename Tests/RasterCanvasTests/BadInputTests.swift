import Foundation
import Graphics
import RasterCanvas
import Testing

/// Input that must neither crash nor hang nor allocate without bound: the picture is the
/// correctly clipped one, or nothing.
@Suite struct BadInputTests {
    func canvas(_ width: Int = 32, _ height: Int = 32) throws -> RasterImageCanvas {
        try #require(RasterImageCanvas(width: width, height: height))
    }

    /// Whether nothing was drawn (a Bool, so that failures do not print the pixels).
    func isEmpty(_ bitmap: Bitmap) -> Bool { bitmap.pixels.allSatisfy { $0 == 0 } }

    func alpha(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> UInt8 { bitmap.pixels[(y * bitmap.width + x) * 4 + 3] }

    /// A stroke under a transform whose inverse overflows (a translation near the largest
    /// Double, from a fuzzed animation): once mapped to NaN coordinates on its way to the
    /// stroker and crashed converting them to fixed point. It is nowhere near the canvas.
    @Test func strokeUnderATranslationNearTheLargestDoubleDrawsNothing() throws {
        let c = try canvas()
        c.concatenate(AffineTransform(a: 0.061, b: 0, c: 0, d: 0.061, tx: 18.3, ty: -6.9e307))
        c.stroke(BezierPath(ellipseIn: Rect(x: -100, y: -100, width: 200, height: 200)), with: .solid(.red),
                 style: StrokeStyle(width: 46))
        #expect(isEmpty(c.makeBitmap()))
    }

    /// Paths that once made FreeType's stroker read outside its buffers (valgrind showed the
    /// reads in FT_Stroker_EndSubPath; the process then crashed): a cubic 2/64 px long (from
    /// Issues/issue_1683.json) and a line that turns straight back. Each strokes without
    /// crashing and draws the short stroke it is.
    @Test(arguments: [LineCap.butt, .round, .square], [LineJoin.miter, .bevel, .round])
    func degenerateStrokesDrawSafely(cap: LineCap, join: LineJoin) throws {
        let c = try canvas()
        c.concatenate(AffineTransform(scaleX: 4, y: 4))
        var tiny = BezierPath()
        tiny.move(to: Point(x: 205.0 / 64, y: 421.0 / 64))
        tiny.curve(to: Point(x: 206.0 / 64, y: 419.0 / 64), control1: Point(x: 205.0 / 64, y: 421.0 / 64),
                   control2: Point(x: 205.0 / 64, y: 420.0 / 64))
        c.stroke(tiny, with: .solid(.red), style: StrokeStyle(width: 148.0 / 64 / 4, cap: cap, join: join))
        var uTurn = BezierPath()
        uTurn.move(to: Point(x: 4, y: 2))
        uTurn.line(to: Point(x: 4, y: 6))
        uTurn.line(to: Point(x: 4, y: 3))
        c.stroke(uTurn, with: .solid(.blue), style: StrokeStyle(width: 1, cap: cap, join: join))
        let bitmap = c.makeBitmap()
        // The U-turn covers its line (x 14...18 at 4x), and nothing beyond the turn at y 24
        // except what a round or square cap or a round join adds (half the width, 2 px).
        #expect(alpha(bitmap, 16, 16) == 255)
        let beyond = alpha(bitmap, 16, 25)
        #expect(cap == .butt && join != .round ? beyond == 0 : true)
        #expect(alpha(bitmap, 16, 29) == 0)
    }

    /// A nearly horizontal edge across hundreds of pixels needs a cell for every pixel of its
    /// row, more than FreeType's gray rasterizer holds at once: the outline used to fail with
    /// Raster_Overflow and the whole shape vanished (Issues/issue_1628.json at 760 px and up).
    @Test func aLongShallowEdgeStillFills() throws {
        let c = try canvas(800, 120)
        var p = BezierPath()
        p.move(to: Point(x: -11, y: 20.6))
        p.line(to: Point(x: -10.6, y: 110))
        p.line(to: Point(x: 774.4, y: 110.3))
        p.line(to: Point(x: 774, y: 21))
        p.close()
        c.fill(p, color: .red)
        let bitmap = c.makeBitmap()
        #expect(alpha(bitmap, 400, 60) == 255)
        #expect(alpha(bitmap, 5, 100) == 255 && alpha(bitmap, 770, 25) == 255)
        #expect(alpha(bitmap, 400, 10) == 0 && alpha(bitmap, 790, 60) == 0)
        // The top row is partly covered along its whole width, in order.
        #expect((0..<774).allSatisfy { alpha(bitmap, $0, 21) > 0 })
    }

    @Test func sizesOutsideTheLimitsAreRefused() {
        #expect(RasterImageCanvas(width: 0, height: 10) == nil)
        #expect(RasterImageCanvas(width: -5, height: 10) == nil)
        #expect(RasterImageCanvas(width: 40_000, height: 2) == nil)
        #expect(RasterImageCanvas(width: 16384, height: 16385) == nil)
    }

    @Test func nonFiniteCoordinatesDrawNothing() throws {
        let c = try canvas()
        for bad in [Double.nan, .infinity, -.infinity] {
            var p = BezierPath(rect: Rect(x: 2, y: 2, width: 20, height: 20))
            p.line(to: Point(x: bad, y: 5))
            c.fill(p, color: .red)
            c.stroke(p, with: .solid(.red), style: StrokeStyle(width: 3))
            var curve = BezierPath()
            curve.move(to: Point(x: 1, y: 1))
            curve.curve(to: Point(x: 30, y: 30), control1: Point(x: bad, y: 0), control2: Point(x: 0, y: bad))
            c.fill(curve, color: .red)
            c.stroke(curve, with: .solid(.red), style: StrokeStyle(width: bad))
            c.stroke(BezierPath(rect: Rect(x: 2, y: 2, width: 20, height: 20)), with: .solid(.red), style: StrokeStyle(width: bad))
            c.fill(BezierPath(rect: Rect(x: 2, y: 2, width: 20, height: 20)),
                   with: .linearGradient(Gradient(colors: [.red, .blue]), start: Point(x: bad, y: 0), end: Point(x: 10, y: 0)))
            c.fill(BezierPath(rect: Rect(x: 2, y: 2, width: 20, height: 20)),
                   with: .radialGradient(Gradient(colors: [.red, .blue]), center: Point(x: 5, y: 5), radius: bad, focal: Point(x: 5, y: 5)))
            c.fill(BezierPath(rect: Rect(x: 2, y: 2, width: 20, height: 20)),
                   with: .conicGradient(Gradient(colors: [.red, .blue]), center: Point(x: 5, y: bad), startAngle: 0))
            c.draw(testImage(), transform: AffineTransform(a: bad, b: 0, c: 0, d: 1, tx: 0, ty: 0), opacity: 1)
        }
        // Opacities are clamped to 0...1 with NaN as 0 (+∞ is fully opaque).
        c.draw(testImage(), transform: .identity, opacity: .nan)
        c.draw(testImage(), transform: .identity, opacity: -.infinity)
        // NaN opacity is 0; a gradient whose stop locations are NaN still paints.
        let nothing = isEmpty(c.makeBitmap())
        #expect(nothing)
        c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)),
               with: .linearGradient(Gradient(stops: [GradientStop(location: .nan, color: .red)]), start: .zero, end: Point(x: 32, y: 0)))
        #expect(alpha(c.makeBitmap(), 16, 16) == 255)
    }

    @Test func nonFiniteClipClipsEverythingAway() throws {
        let c = try canvas()
        c.save()
        var p = BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32))
        p.line(to: Point(x: .nan, y: 1))
        c.clip(to: p)
        c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)), color: .red)
        let nothing = isEmpty(c.makeBitmap())
        #expect(nothing)
        c.restore()
        c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)), color: .red)
        #expect(alpha(c.makeBitmap(), 5, 5) == 255)
    }

    @Test func hugeCoordinatesDrawWhatIsInside() throws {
        let c = try canvas()
        // A triangle with far-away corners whose edge crosses the canvas diagonally.
        var p = BezierPath()
        p.move(to: Point(x: -1e30, y: -1e30))
        p.line(to: Point(x: 1e30, y: 1e30))
        p.line(to: Point(x: -1e30, y: 1e30))
        p.close()
        c.fill(p, color: .blue)
        let bitmap = c.makeBitmap()
        #expect(alpha(bitmap, 2, 28) == 255)
        #expect(alpha(bitmap, 28, 2) == 0)
        // Curves and strokes of that size, and an enormous stroke width.
        let big = try canvas()
        var curve = BezierPath()
        curve.move(to: Point(x: -1e30, y: 16))
        curve.curve(to: Point(x: 1e30, y: 16), control1: Point(x: -1e29, y: 1e30), control2: Point(x: 1e29, y: -1e30))
        big.fill(curve, color: .red)
        big.stroke(curve, with: .solid(.green), style: StrokeStyle(width: 4, cap: .round, join: .miter, miterLimit: 1e6))
        big.stroke(BezierPath(rect: Rect(x: -1e20, y: -1e20, width: 2e20, height: 2e20)), with: .solid(.blue),
                   style: StrokeStyle(width: 1e25, dashPattern: [1e-10, 1e-10]))
        var line = BezierPath()
        line.move(to: Point(x: 16, y: -1e12))
        line.line(to: Point(x: 16, y: 1e12))
        let wide = try canvas()
        wide.stroke(line, with: .solid(.black), style: StrokeStyle(width: 1e30))
        #expect(alpha(wide.makeBitmap(), 0, 0) == 255)
        #expect(alpha(wide.makeBitmap(), 31, 31) == 255)
        // A scale that makes ordinary coordinates enormous.
        let scaled = try canvas()
        scaled.concatenate(AffineTransform(scaleX: 1e20, y: 1e20))
        scaled.fill(BezierPath(ellipseIn: Rect(x: -1, y: -1, width: 2, height: 2)), color: .red)
        scaled.stroke(BezierPath(ellipseIn: Rect(x: -1, y: -1, width: 2, height: 2)), with: .solid(.red), style: StrokeStyle(width: 0.1))
        #expect(alpha(scaled.makeBitmap(), 16, 16) == 255)
    }

    @Test func tinyShapesAndWidths() throws {
        let c = try canvas()
        c.fill(BezierPath(ellipseIn: Rect(x: 10, y: 10, width: 1e-12, height: 1e-12)), color: .red)
        c.stroke(BezierPath(rect: Rect(x: 5, y: 5, width: 20, height: 20)), with: .solid(.red), style: StrokeStyle(width: 1e-12))
        c.stroke(BezierPath(rect: Rect(x: 5, y: 5, width: 1e-9, height: 1e-9)), with: .solid(.red), style: StrokeStyle(width: 2, cap: .round))
        #expect(alpha(c.makeBitmap(), 20, 20) == 0)
    }

    @Test func degenerateTransformsHideDrawingUntilRestored() throws {
        let c = try canvas()
        for transform in [AffineTransform(scaleX: 0, y: 0), AffineTransform(scaleX: 1e-20, y: 1e-20),
                          AffineTransform(scaleX: 1, y: 0), AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                          AffineTransform(translationX: .infinity, y: 0)] {
            c.save()
            c.concatenate(transform)
            c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)), color: .red)
            c.stroke(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)), with: .solid(.red), style: StrokeStyle(width: 5))
            c.clip(to: BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)))
            c.draw(testImage(), transform: .identity, opacity: 1)
            c.drawGroup(opacity: 1, blendMode: .normal) { c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)), color: .red) }
            c.concatenate(AffineTransform(scaleX: 1e30, y: 1e30))
            c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)), color: .red)
            c.restore()
        }
        let nothing = isEmpty(c.makeBitmap())
        #expect(nothing)
        c.restore()
        c.restore()
        c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)), color: .red)
        #expect(alpha(c.makeBitmap(), 31, 31) == 255)
        #expect(c.currentTransform == .identity)
    }

    @Test func everyOperationOnAOnePixelCanvas() throws {
        let c = try canvas(1, 1)
        c.fill(BezierPath(ellipseIn: Rect(x: -5, y: -5, width: 10, height: 10)), color: .red)
        c.stroke(pentagram(center: .zero, radius: 3), with: .solid(.blue), style: StrokeStyle(width: 1, dashPattern: [0.5, 0.5]))
        c.clip(to: BezierPath(ellipseIn: Rect(x: 0, y: 0, width: 1, height: 1)))
        c.clipToPixels(covering: Rect(x: -100, y: -100, width: 1000, height: 1000))
        c.draw(detailedImage(), transform: AffineTransform(scaleX: 0.001, y: 0.001), opacity: 1)
        c.drawGroup(opacity: 0.5, blendMode: .hue) { c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .green) }
        c.drawMasked(mode: .luminance, mask: { c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .white) },
                     content: { c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .blue) })
        c.drawBlurred(radius: 50, opacity: 1, blendMode: .normal) { c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .red) }
        c.drawWithDropShadow(color: .black, offset: Point(x: 1e9, y: -1e9), radius: 1e9) {
            c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .red)
        }
        c.drawColorFiltered(ColorFilter([.matrix(.identity)])) { c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .red) }
        #expect(c.makeBitmap().width == 1)
    }

    @Test func effectsWithAbsurdParameters() throws {
        let c = try canvas()
        for radius in [Double.nan, -3, 0, 1e9, .infinity] {
            c.drawBlurred(radius: radius, opacity: 1, blendMode: .normal) {
                c.fill(BezierPath(rect: Rect(x: 8, y: 8, width: 16, height: 16)), color: Color(white: 0, alpha: 0.1))
            }
            c.drawBlurred(radiusX: radius, radiusY: 2, opacity: .nan, blendMode: .screen) {
                c.fill(BezierPath(rect: Rect(x: 8, y: 8, width: 16, height: 16)), color: .red)
            }
            c.drawWithDropShadow(color: Color(red: .nan, green: 2, blue: -1, alpha: 0.5), offset: Point(x: radius, y: 3), radius: radius) {
                c.fill(BezierPath(rect: Rect(x: 8, y: 8, width: 16, height: 16)), color: Color(white: 0, alpha: 0.1))
            }
        }
        #expect(c.makeBitmap().width == 32)
    }

    @Test func hundredsOfNestedGroupsAndMasks() throws {
        let c = try canvas(64, 64)
        func nest(_ depth: Int) {
            guard depth > 0 else {
                c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 64, height: 64)), color: .red)
                return
            }
            switch depth % 4 {
            case 0: c.drawGroup(opacity: 0.99, blendMode: depth % 8 == 0 ? .multiply : .normal) { nest(depth - 1) }
            case 1: c.drawMasked(mode: .alpha, mask: { c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 64, height: 64)), color: .white) },
                                 content: { nest(depth - 1) })
            case 2: c.drawColorFiltered(ColorFilter([])) { nest(depth - 1) }
            default:
                c.save()
                c.concatenate(AffineTransform(translationX: 0.01, y: 0))
                nest(depth - 1)
            }
        }
        nest(600)
        let bitmap = c.makeBitmap()
        #expect(alpha(bitmap, 32, 32) > 0)
        // Unbalanced saves inside groups are undone; the canvas is usable afterwards.
        c.clear()
        c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 64, height: 64)), color: .blue)
        #expect(alpha(c.makeBitmap(), 63, 63) == 255)
    }

    @Test func nestingBeyondTheLayerBudgetStillDraws() throws {
        // 100 full-canvas groups deep is more offscreen memory than the canvas keeps alive
        // (64 canvases): the innermost groups draw straight into the one below.
        let c = try canvas(512, 512)
        func nest(_ depth: Int) {
            guard depth > 0 else { return c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 512, height: 512)), color: .red) }
            c.drawGroup(opacity: 1, blendMode: .normal) { nest(depth - 1) }
        }
        nest(100)
        #expect(alpha(c.makeBitmap(), 256, 256) == 255)
    }

    @Test func pathsLongerThanOneOutline() throws {
        // More points than FreeType's outline holds (a `short`): rendered in chunks.
        let c = try canvas(64, 64)
        var many = BezierPath()
        for i in 0..<3000 {
            let x = Double(i % 60), y = Double((i / 60) % 60)
            many.append(BezierPath(ellipseIn: Rect(x: x, y: y, width: 4, height: 4)))
        }
        c.fill(many, with: .solid(.red), rule: .evenOdd)
        var spiral = BezierPath()
        for i in 0...40_000 {
            let a = Double(i) * 0.002, r = 2 + Double(i) * 0.0007
            let p = Point(x: 32 + r * cos(a), y: 32 + r * sin(a))
            if i == 0 { spiral.move(to: p) } else { spiral.line(to: p) }
        }
        spiral.close()
        c.fill(spiral, color: .blue)
        c.stroke(spiral, with: .solid(.green), style: StrokeStyle(width: 0.5, cap: .round, join: .round))
        c.stroke(spiral, with: .solid(.black), style: StrokeStyle(width: 0.5, dashPattern: [0.1, 0.1]))
        #expect(alpha(c.makeBitmap(), 32, 32) > 0)
    }

    @Test func unmatchedRestoresAndClearBetweenFrames() throws {
        let c = try canvas()
        c.restore()
        c.restore()
        c.save()
        c.clip(to: BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 4)))
        c.drawGroup(opacity: 1, blendMode: .normal) {
            c.restore()
            c.restore()
            c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)), color: .red)
        }
        #expect(alpha(c.makeBitmap(), 10, 10) == 0)
        c.clear(Color(white: 1, alpha: 0.5))
        #expect(alpha(c.makeBitmap(), 10, 10) == 128)
        c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)), color: .red)
        #expect(alpha(c.makeBitmap(), 10, 10) == 255)
    }
}
