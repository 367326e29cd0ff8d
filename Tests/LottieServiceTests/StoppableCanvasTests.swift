import Graphics
@testable import LottieExport
import Testing

/// A frame being drawn when its render is stopped paints nothing more.
@Suite("Stopping inside a frame") struct StoppableCanvasTests {
    /// Counts what reaches it.
    final class CountingCanvas: Canvas {
        var paints = 0, saves = 0, restores = 0
        var size: Size { Size(width: 10, height: 10) }
        func save() { saves += 1 }
        func restore() { restores += 1 }
        var currentTransform: AffineTransform { .identity }
        func concatenate(_ transform: AffineTransform) {}
        func fill(_ path: BezierPath, with paint: Paint, rule: FillRule) { paints += 1 }
        func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle) { paints += 1 }
        func clip(to path: BezierPath, rule: FillRule) {}
        func draw(_ image: Bitmap, transform: AffineTransform, opacity: Double) { paints += 1 }
        func drawGroup(opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
            paints += 1
            content()
        }
        func drawMasked(mode: MaskMode, mask: () -> Void, content: () -> Void) {
            paints += 1
            mask()
            content()
        }
    }

    @Test func paintsNothingOnceStopped() {
        let base = CountingCanvas()
        let cancellation = RenderCancellation()
        let canvas = base.stopping(with: cancellation)
        let square = BezierPath(rect: Rect(x: 0, y: 0, width: 5, height: 5))
        canvas.fill(square, color: .black)
        canvas.drawGroup(opacity: 1, blendMode: .normal) { canvas.fill(square, color: .black) }
        #expect(base.paints == 3)
        cancellation.cancel()
        canvas.save()
        canvas.fill(square, color: .black)
        canvas.stroke(square, with: .solid(.black), style: StrokeStyle(width: 1))
        canvas.drawGroup(opacity: 1, blendMode: .normal) { canvas.fill(square, color: .black) }
        canvas.drawMasked(mode: .alpha, mask: { canvas.fill(square, color: .black) }, content: {})
        canvas.restore()
        #expect(base.paints == 3)
        #expect(base.saves == 1 && base.restores == 1)
    }

    @Test func aPassedDeadlineStopsTooAndWithoutOneNothingIsWrapped() {
        let base = CountingCanvas()
        #expect(base.stopping(with: nil) === base)
        let canvas = base.stopping(with: RenderCancellation(deadline: .now - .seconds(1)))
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 5, height: 5)), color: .black)
        #expect(base.paints == 0)
    }
}
