import Graphics
import Testing
@testable import Layers

/// The bounds the renderer works out so that offscreen groups and masks cover only the pixels
/// of their content.
@Suite("Render bounds")
struct RenderBoundsTests {
    private func square(_ frame: Rect, _ color: Color = .red) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    private func hints(rendering layer: Layer, transform: AffineTransform = .identity) -> [Rect] {
        let canvas = SpyCanvas(width: 200, height: 200)
        Renderer.render(layer, into: canvas, transform: transform)
        #expect(canvas.saveDepth == 0 && canvas.unbalancedRestores == 0)
        return canvas.pixelHints
    }

    /// Rectangles equal up to rounding.
    private func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.maxX - b.maxX) < 1e-9 && abs(a.maxY - b.maxY) < 1e-9
    }

    @Test("A blend-mode group is limited to the union of its sublayers, in device space")
    func blendGroupBounds() throws {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        parent.blendMode = .difference
        parent.addSublayer(square(Rect(x: 10, y: 10, width: 20, height: 20)))
        parent.addSublayer(square(Rect(x: 50, y: 40, width: 10, height: 10)))
        let result = hints(rendering: parent, transform: AffineTransform(scaleX: 2, y: 0.5))
        let hint = try #require(result.first)
        #expect(result.count == 1)
        // (10, 10)…(60, 50) scaled by (2, 0.5).
        #expect(same(hint, Rect(x: 20, y: 5, width: 100, height: 20)), "\(hint)")
    }

    @Test("A rotated sublayer contributes the box around its rotated bounds")
    func rotatedSublayer() throws {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        parent.opacity = 0.5
        let child = square(Rect(x: 90, y: 90, width: 20, height: 20))
        child.transform = Transform3D(affine: AffineTransform(rotationAngle: Double.pi / 4))
        parent.addSublayer(child)
        parent.addSublayer(square(Rect(x: 95, y: 95, width: 10, height: 10)))
        let hint = try #require(hints(rendering: parent).first)
        // A 20-wide square turned 45° about its centre (100, 100) spans 20·√2.
        let half = 10 * 2.0.squareRoot()
        #expect(same(hint, Rect(x: 100 - half, y: 100 - half, width: 2 * half, height: 2 * half)), "\(hint)")
    }

    @Test("An alpha mask limits the bounds to its own; an inverted one does not")
    func maskBounds() throws {
        for (mode, expected) in [(MaskMode.alpha, Rect(x: 20, y: 20, width: 20, height: 30)),
                                 (.alphaInverted, Rect(x: 0, y: 0, width: 40, height: 50))] {
            let layer = Layer()
            layer.frame = Rect(x: 0, y: 0, width: 200, height: 200)
            layer.addSublayer(square(Rect(x: 0, y: 0, width: 40, height: 50)))
            layer.mask = square(Rect(x: 20, y: 20, width: 100, height: 100), .white)
            layer.maskMode = mode
            let hint = try #require(hints(rendering: layer).first)
            #expect(same(hint, expected), "\(mode): \(hint)")
        }
    }

    @Test("Drawing of unknown extent (a blur) gives no hint")
    func blurHasNoBounds() {
        let layer = BlurringLayer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.blendMode = .multiply
        #expect(hints(rendering: layer).isEmpty)
    }

    @Test("A recording knows what its fills, strokes, images and clips cover")
    func displayListBounds() throws {
        let recorder = RecordingCanvas(size: Size(width: 100, height: 100))
        recorder.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .red)
        recorder.save()
        recorder.concatenate(AffineTransform(translationX: 50, y: 0))
        recorder.stroke(BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)), with: .solid(.blue),
                        style: StrokeStyle(width: 4, join: .round))
        recorder.restore()
        recorder.save()
        recorder.clip(to: BezierPath(rect: Rect(x: 0, y: 60, width: 5, height: 5)))
        recorder.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 100, height: 100)), color: .green)
        recorder.restore()
        let list = recorder.finish()
        let bounds = try #require(list.bounds)
        // The stroke reaches 2·√2 beyond its square (round joins, butt caps: √2 is the
        // conservative corner factor), the clipped fill ends at y = 65.
        let reach = 2 * 2.0.squareRoot()
        #expect(same(bounds, Rect(x: 0, y: -reach, width: 60 + reach, height: 65 + reach)), "\(bounds)")
    }

    @Test("A group recorded inside a recording carries its own bounds, in its own space")
    func nestedBounds() throws {
        let recorder = RecordingCanvas(size: Size(width: 100, height: 100))
        recorder.concatenate(AffineTransform(translationX: 30, y: 0))
        recorder.drawGroup(opacity: 0.5, blendMode: .screen) {
            recorder.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .red)
        }
        let list = recorder.finish()
        #expect(list.bounds.map { same($0, Rect(x: 30, y: 0, width: 10, height: 10)) } == true)
        let group = list.operations.compactMap { op -> DisplayList? in
            if case .group(_, _, let content) = op { return content } else { return nil }
        }.first
        #expect(group?.bounds.map { same($0, Rect(x: 0, y: 0, width: 10, height: 10)) } == true)
    }
}

/// A layer whose drawing is blurred, so its extent in device pixels is not known.
private final class BlurringLayer: Layer {
    override func draw(in canvas: any Canvas) {
        canvas.drawBlurred(radius: 4, opacity: 1, blendMode: .normal) {
            canvas.fill(BezierPath(rect: Rect(x: 10, y: 10, width: 10, height: 10)), color: .red)
        }
    }
}
