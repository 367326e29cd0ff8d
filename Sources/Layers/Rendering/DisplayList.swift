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
        case blurred(radiusX: Double, radiusY: Double, opacity: Double, BlendMode, DisplayList)
        case shadowed(Color, offset: Point, radius: Double, DisplayList)
        case colorFiltered(ColorFilter, DisplayList)

        /// Whether the operation puts paint on the canvas.
        var paints: Bool {
            switch self {
            case .save, .restore, .concatenate, .clip: return false
            case .fill, .stroke, .image, .group, .masked, .blurred, .shadowed, .colorFiltered: return true
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
        guard case .some(let painting) = onlyPaintingOperation else { return false }
        switch painting {
        case nil, .image: return true
        case .fill(_, let paint, _), .stroke(_, let paint, _): return paint.canScaleAlpha
        case .group(_, let blendMode, _), .blurred(_, _, _, let blendMode, _): return blendMode == .normal
        case .masked(_, _, let content): return content.acceptsOpacity
        // Fading the content fades its shadow too, and the two overlap; a colour filter may
        // not commute with fading.
        case .shadowed, .colorFiltered, .save, .restore, .concatenate, .clip: return false
        }
    }

    /// Whether drawing the list inside `Canvas.drawBlended(_:_:)` looks exactly like drawing
    /// it in a group with that blend mode: true when it paints at most once, with a fill, a
    /// stroke or an image (offscreen operations composite themselves normally).
    var acceptsBlendMode: Bool {
        guard case .some(let painting) = onlyPaintingOperation else { return false }
        switch painting {
        case nil, .fill, .stroke, .image: return true
        default: return false
        }
    }

    /// The one operation that paints (`.some(nil)` when none does); nil when several do.
    private var onlyPaintingOperation: Operation?? {
        var painting: Operation?
        for operation in operations where operation.paints {
            guard painting == nil else { return nil }
            painting = operation
        }
        return .some(painting)
    }

    /// Draws the operations into `canvas` with every painted alpha multiplied by `opacity`
    /// (exact for a list that `acceptsOpacity`; image paints keep their alpha).
    ///
    /// Blur radii and shadow offsets were recorded in the recording's device space, which is
    /// the space the list is replayed in; they are mapped to the canvas's device space by its
    /// current transform, so a layer's blur scales and turns with the layer.
    func replay(into canvas: any Canvas, opacity: Double = 1) {
        replay(into: canvas, opacity: opacity, toDevice: canvas.currentTransform)
    }

    private func replay(into canvas: any Canvas, opacity: Double, toDevice: AffineTransform) {
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
                        content.replay(into: canvas, opacity: 1, toDevice: toDevice)
                    }
                }
            case .masked(let mode, let mask, let content):
                canvas.withPixelsCovering(Self.maskedBounds(mode: mode, mask: mask.bounds, content: content.bounds)) {
                    canvas.drawMasked(mode: mode, mask: { mask.replay(into: canvas, opacity: 1, toDevice: toDevice) },
                                      content: { content.replay(into: canvas, opacity: opacity, toDevice: toDevice) })
                }
            case .blurred(let radiusX, let radiusY, let groupOpacity, let blendMode, let content):
                let device = toDevice.transformedDeviations(x: radiusX, y: radiusY)
                canvas.drawBlurred(radiusX: device.x, radiusY: device.y, opacity: groupOpacity * opacity, blendMode: blendMode) {
                    content.replay(into: canvas, opacity: 1, toDevice: toDevice)
                }
            case .shadowed(let color, let offset, let radius, let content):
                let deviceRadius = radius * abs(toDevice.determinant).squareRoot()
                canvas.drawWithDropShadow(color: color, offset: toDevice.applyToVector(offset), radius: deviceRadius) {
                    content.replay(into: canvas, opacity: opacity, toDevice: toDevice)
                }
            case .colorFiltered(let filter, let content):
                let filtered = {
                    canvas.drawColorFiltered(filter) { content.replay(into: canvas, opacity: 1, toDevice: toDevice) }
                }
                if opacity < 1 { canvas.drawGroup(opacity: opacity, blendMode: .normal, filtered) } else { filtered() }
            }
        }
    }
}
