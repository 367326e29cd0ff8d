import Graphics

/// A canvas that passes everything to `base` until its ``RenderCancellation`` is set, then
/// draws nothing more: a frame already begun when a render is stopped runs to its end without
/// painting (fills, strokes, images and offscreen groups are skipped), so the stop takes
/// effect inside a long frame, not only between frames. The state calls (save, restore,
/// transforms, clips) still pass, so every save keeps its restore.
final class StoppableCanvas: Canvas {
    private let base: any Canvas
    private let cancellation: RenderCancellation
    // Set once the cancellation is seen: from then on the flag is not read again.
    private var stopped = false

    init(_ base: any Canvas, cancellation: RenderCancellation) {
        self.base = base
        self.cancellation = cancellation
    }

    private var drawing: Bool {
        if !stopped, cancellation.isStopped { stopped = true }
        return !stopped
    }

    var size: Size { base.size }
    func save() { base.save() }
    func restore() { base.restore() }
    var currentTransform: AffineTransform { base.currentTransform }
    func concatenate(_ transform: AffineTransform) { base.concatenate(transform) }
    func clip(to path: BezierPath, rule: FillRule) { base.clip(to: path, rule: rule) }
    func clipToPixels(covering rect: Rect) { base.clipToPixels(covering: rect) }

    func fill(_ path: BezierPath, with paint: Paint, rule: FillRule) {
        if drawing { base.fill(path, with: paint, rule: rule) }
    }

    func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle) {
        if drawing { base.stroke(path, with: paint, style: style) }
    }

    func draw(_ image: Bitmap, transform: AffineTransform, opacity: Double) {
        if drawing { base.draw(image, transform: transform, opacity: opacity) }
    }

    func drawGroup(opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        if drawing { base.drawGroup(opacity: opacity, blendMode: blendMode, content) }
    }

    func drawBlended(_ blendMode: BlendMode, _ content: () -> Void) {
        if drawing { base.drawBlended(blendMode, content) }
    }

    func drawMasked(mode: MaskMode, mask: () -> Void, content: () -> Void) {
        if drawing { base.drawMasked(mode: mode, mask: mask, content: content) }
    }

    func drawBlurred(radius: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        if drawing { base.drawBlurred(radius: radius, opacity: opacity, blendMode: blendMode, content) }
    }

    func drawBlurred(radiusX: Double, radiusY: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        if drawing { base.drawBlurred(radiusX: radiusX, radiusY: radiusY, opacity: opacity, blendMode: blendMode, content) }
    }

    func drawWithDropShadow(color: Color, offset: Point, radius: Double, _ content: () -> Void) {
        if drawing { base.drawWithDropShadow(color: color, offset: offset, radius: radius, content) }
    }

    func drawColorFiltered(_ filter: ColorFilter, _ content: () -> Void) {
        if drawing { base.drawColorFiltered(filter, content) }
    }
}

extension Canvas {
    /// This canvas, or one that stops painting once `cancellation` is set.
    func stopping(with cancellation: RenderCancellation?) -> any Canvas {
        guard let cancellation else { return self }
        return StoppableCanvas(self, cancellation: cancellation)
    }
}
