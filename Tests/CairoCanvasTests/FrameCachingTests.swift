import CairoCanvas
import Foundation
import Graphics
import Testing

/// What an image canvas keeps from frame to frame (shape coverage, reduced images) and the
/// pixel-bounds hint: none of it may change a pixel beyond rounding.
@Suite struct FrameCachingTests {
    /// A scene of still shapes: a filled circle, a dashed stroke with miter joins, a gradient
    /// fill, a large even-odd star and a small square.
    func drawScene(_ canvas: CairoImageCanvas, clipped: Bool = false) {
        canvas.save()
        if clipped { canvas.clip(to: BezierPath(rect: Rect(x: 10, y: 10, width: 50, height: 60))) }
        canvas.concatenate(AffineTransform(scaleX: 1.3, y: 0.9).concatenating(AffineTransform(translationX: 3.3, y: 1.7)))
        canvas.fill(BezierPath(ellipseIn: Rect(x: 5, y: 5, width: 40, height: 40)), color: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8))
        canvas.stroke(pentagram(center: Point(x: 50, y: 50), radius: 30),
                      with: .solid(Color(red: 0.9, green: 0.3, blue: 0.1)),
                      style: StrokeStyle(width: 3, join: .miter, dashPattern: [7, 3], dashPhase: 2))
        let gradient = Gradient(stops: [GradientStop(location: 0, color: .red), GradientStop(location: 1, color: .blue)])
        canvas.fill(BezierPath(rect: Rect(x: 30, y: 60, width: 40, height: 30)),
                    with: .linearGradient(gradient, start: Point(x: 30, y: 60), end: Point(x: 70, y: 90)))
        canvas.fill(pentagram(center: Point(x: 40, y: 40), radius: 38), with: .solid(Color(white: 0.5, alpha: 0.5)), rule: .evenOdd)
        canvas.fill(BezierPath(rect: Rect(x: 1, y: 1, width: 4, height: 4)), color: .green)
        canvas.restore()
    }

    func expectSame(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 1, _ comment: String) {
        var worst = 0
        for i in 0..<min(a.pixels.count, b.pixels.count) { worst = max(worst, abs(Int(a.pixels[i]) - Int(b.pixels[i]))) }
        #expect(a.pixels.count == b.pixels.count && worst <= tolerance, "\(comment): differs by \(worst)")
    }

    @Test func shapesDrawnAgainInLaterFramesLookTheSame() throws {
        let reference = try makeCanvas(100, 100)
        drawScene(reference)
        let expected = reference.makeBitmap()
        #expect(expected.rgba(30, 25)[3] > 0)

        let canvas = try makeCanvas(100, 100)
        // Frame 1 draws directly, frame 2 rasterises the masks, frames 3 and 4 reuse them.
        for frame in 1...4 {
            canvas.clear()
            drawScene(canvas)
            expectSame(canvas.makeBitmap(), expected, "frame \(frame)")
        }
    }

    @Test func aMaskMadeUnderAClipIsNotReusedWithoutIt() throws {
        let reference = try makeCanvas(100, 100)
        drawScene(reference)
        let expected = reference.makeBitmap()
        let canvas = try makeCanvas(100, 100)
        for clipped in [true, true, true, false, false] {
            canvas.clear()
            drawScene(canvas, clipped: clipped)
            if !clipped { expectSame(canvas.makeBitmap(), expected, "unclipped after clipped frames") }
        }
    }

    @Test func theColourCanChangeWhileTheShapeStays() throws {
        let canvas = try makeCanvas(60, 60)
        let circle = BezierPath(ellipseIn: Rect(x: 5, y: 5, width: 50, height: 50))
        for colour in [Color.red, .red, .red, .blue] {
            canvas.clear()
            canvas.fill(circle, color: colour)
        }
        #expect(canvas.makeBitmap().rgba(30, 30) == [0, 0, 255, 255])
    }

    @Test func thePixelHintChangesNothing() throws {
        func draw(_ canvas: CairoImageCanvas, hinted: Bool) {
            drawColourBars(canvas, in: Rect(x: 0, y: 0, width: 80, height: 80), colours: midToneBarColours)
            canvas.save()
            canvas.concatenate(AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 40, y: 10)))
            let content = Rect(x: 0, y: 0, width: 30, height: 40)
            if hinted { canvas.clipToPixels(covering: content) }
            canvas.drawGroup(opacity: 0.7, blendMode: .difference) {
                canvas.fill(BezierPath(ellipseIn: content), color: Color(red: 0.9, green: 0.8, blue: 0.1))
                canvas.fill(BezierPath(rect: Rect(x: 10, y: 10, width: 20, height: 30)), color: Color(red: 0.1, green: 0.5, blue: 0.9))
            }
            canvas.restore()
        }
        let plain = try makeCanvas(80, 80), hinted = try makeCanvas(80, 80)
        draw(plain, hinted: false)
        draw(hinted, hinted: true)
        expectSame(plain.makeBitmap(), hinted.makeBitmap(), tolerance: 0, "with and without the hint")
    }

    @Test func anEmptyHintHidesEverythingUntilRestore() throws {
        let canvas = try makeCanvas(20, 20)
        canvas.save()
        canvas.clipToPixels(covering: .null)
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 20, height: 20)), color: .red)
        canvas.restore()
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 5, height: 5)), color: .blue)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(10, 10) == [0, 0, 0, 0])
        #expect(bitmap.rgba(2, 2) == [0, 0, 255, 255])
    }

    @Test func imagesShrunkALotKeepTheirColourAndExtent() throws {
        // A 200×100 image, left half red and right half blue, shown at 0.3 (a reduced copy).
        var image = try #require(Bitmap(width: 200, height: 100))
        for y in 0..<100 { for x in 0..<200 { image.setColor(x < 100 ? .red : .blue, x: x, y: y) } }
        let canvas = try makeCanvas(80, 40)
        for _ in 0..<2 {
            canvas.clear()
            canvas.draw(image, transform: AffineTransform(scaleX: 0.3, y: 0.3), opacity: 1)
        }
        let bitmap = canvas.makeBitmap()
        // 60 × 30 pixels: red up to x = 30, blue after, nothing beyond.
        #expect(bitmap.rgba(5, 15) == [255, 0, 0, 255])
        #expect(bitmap.rgba(28, 29) == [255, 0, 0, 255])
        #expect(bitmap.rgba(32, 0) == [0, 0, 255, 255])
        #expect(bitmap.rgba(59, 29) == [0, 0, 255, 255])
        #expect(bitmap.rgba(60, 10) == [0, 0, 0, 0])
        #expect(bitmap.rgba(10, 30) == [0, 0, 0, 0])
        // The boundary pixel straddles both halves.
        let boundary = bitmap.rgba(29, 10), next = bitmap.rgba(30, 10)
        #expect(boundary[0] > 100 && next[2] > 100 && boundary[3] == 255, "\(boundary) \(next)")
    }
}
