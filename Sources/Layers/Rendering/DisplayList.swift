import Graphics

/// A recorded sequence of canvas operations that can be replayed into any canvas: the
/// backing store of a layer's `draw(in:)`.
struct DisplayList {
    /// One recorded canvas call.
    enum Operation {
        case save
        case restore
        case concatenate(AffineTransform)
        case fill(BezierPath, Paint, FillRule)
        case stroke(BezierPath, Paint, StrokeStyle)
        case clip(BezierPath, FillRule)
        case image(Bitmap, AffineTransform, opacity: Double)
        case group(opacity: Double, BlendMode, DisplayList)
        case masked(MaskMode, mask: DisplayList, content: DisplayList)
        case blurred(radius: Double, opacity: Double, BlendMode, DisplayList)
        case shadowed(Color, offset: Point, radius: Double, DisplayList)

        /// Whether the operation puts paint on the canvas.
        var paints: Bool {
            switch self {
            case .save, .restore, .concatenate, .clip: return false
            case .fill, .stroke, .image, .group, .masked, .blurred, .shadowed: return true
            }
        }
    }

    /// The operations in order; saves and restores are balanced.
    var operations: [Operation] = []
    /// A rectangle containing everything the operations paint, in the space they are
    /// replayed in; `Rect.null` when they paint nothing, nil when the extent is unknown (blurs
    /// and shadows reach a distance in device pixels).
    var bounds: Rect? = .null

    /// The bounds of masked content: what the content paints, and for the modes where
    /// transparent mask areas hide it, only where the mask paints.
    static func maskedBounds(mode: MaskMode, mask: Rect?, content: Rect?) -> Rect? {
        switch mode {
        case .alphaInverted, .luminanceInverted:
            return content
        case .alpha, .luminance:
            guard let mask else { return content }
            return content.map { $0.intersection(mask) } ?? mask
        }
    }

    /// The number of operations that put paint on the canvas.
    var paintingOperationCount: Int {
        operations.reduce(0) { $0 + ($1.paints ? 1 : 0) }
    }

    /// Whether drawing the list with `replay(into:opacity:)` looks exactly like drawing it in
    /// a group of that opacity: true when it paints at most once, with something whose alpha
    /// can simply be scaled.
    var acceptsOpacity: Bool {
        var painting: Operation?
        for operation in operations where operation.paints {
            guard painting == nil else { return false }
            painting = operation
        }
        switch painting {
        case nil, .image: return true
        case .fill(_, let paint, _), .stroke(_, let paint, _): return paint.canScaleAlpha
        case .group(_, let blendMode, _), .blurred(_, _, let blendMode, _): return blendMode == .normal
        case .masked(_, _, let content): return content.acceptsOpacity
        // Fading the content fades its shadow too, and the two overlap.
        case .shadowed, .save, .restore, .concatenate, .clip: return false
        }
    }

    /// Draws the operations into `canvas` with every painted alpha multiplied by `opacity`
    /// (exact for a list that `acceptsOpacity`; image paints keep their alpha).
    func replay(into canvas: any Canvas, opacity: Double = 1) {
        for operation in operations {
            switch operation {
            case .save: canvas.save()
            case .restore: canvas.restore()
            case .concatenate(let t): canvas.concatenate(t)
            case .clip(let path, let rule): canvas.clip(to: path, rule: rule)
            case .fill(let path, let paint, let rule):
                canvas.fill(path, with: paint.multiplyingAlpha(by: opacity), rule: rule)
            case .stroke(let path, let paint, let style):
                canvas.stroke(path, with: paint.multiplyingAlpha(by: opacity), style: style)
            case .image(let image, let transform, let imageOpacity):
                canvas.draw(image, transform: transform, opacity: imageOpacity * opacity)
            case .group(let groupOpacity, let blendMode, let content):
                canvas.withPixelsCovering(content.bounds) {
                    canvas.drawGroup(opacity: groupOpacity * opacity, blendMode: blendMode) {
                        content.replay(into: canvas)
                    }
                }
            case .masked(let mode, let mask, let content):
                canvas.withPixelsCovering(Self.maskedBounds(mode: mode, mask: mask.bounds, content: content.bounds)) {
                    canvas.drawMasked(mode: mode, mask: { mask.replay(into: canvas) },
                                      content: { content.replay(into: canvas, opacity: opacity) })
                }
            case .blurred(let radius, let groupOpacity, let blendMode, let content):
                canvas.drawBlurred(radius: radius, opacity: groupOpacity * opacity, blendMode: blendMode) {
                    content.replay(into: canvas)
                }
            case .shadowed(let color, let offset, let radius, let content):
                canvas.drawWithDropShadow(color: color, offset: offset, radius: radius) {
                    content.replay(into: canvas, opacity: opacity)
                }
            }
        }
    }
}
