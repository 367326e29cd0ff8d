import Graphics

/// A canvas one point large: it works out the colour that everything drawn into it leaves at
/// the device origin, exactly (geometry, not pixels: a fill counts where its path contains
/// the point, a stroke where its outline does, an image by the pixel under the point).
///
/// Rendering a layer subtree into it with `Renderer.render(_:into:transform:atTime:)` and a
/// transform that moves the point of interest to the origin gives what the subtree draws
/// there at that media time, with presentation values, opacities, masks, clips, groups and
/// images, and any custom `draw(in:)`. Blurs and shadows are drawn unblurred and colour
/// filters are ignored: only how much covers the point matters for hit testing.
final class PointSamplingCanvas: Canvas {
    private struct State {
        var transform: AffineTransform = .identity
        /// False once a clip leaves the point out.
        var isInside = true
    }

    let size = Size(width: 1, height: 1)
    private var state = State()
    private var saved: [State] = []
    /// What has been drawn at the point so far, one entry per open group.
    private var groups: [PremultipliedSample] = [.clear]

    /// The colour drawn at the point.
    var sample: PremultipliedSample { groups[0] }

    /// The device point, in user space; nil when the transform cannot be inverted.
    private var userPoint: Point? {
        guard let inverse = state.transform.inverted else { return nil }
        let p = inverse.apply(to: Point(x: 0, y: 0))
        return p.x.isFinite && p.y.isFinite ? p : nil
    }

    func save() { saved.append(state) }

    func restore() {
        if let last = saved.popLast() { state = last }
    }

    var currentTransform: AffineTransform { state.transform }

    func concatenate(_ transform: AffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    func fill(_ path: BezierPath, with paint: Paint, rule: FillRule) {
        guard state.isInside, let p = userPoint, path.contains(p, rule: rule) else { return }
        paintOver(PremultipliedSample(paint.color(at: p)))
    }

    func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle) {
        guard state.isInside, style.width > 0, let p = userPoint, path.strokeContains(p, width: style.width) else { return }
        paintOver(PremultipliedSample(paint.color(at: p)))
    }

    func clip(to path: BezierPath, rule: FillRule) {
        guard state.isInside else { return }
        guard let p = userPoint, path.contains(p, rule: rule) else {
            state.isInside = false
            return
        }
    }

    func draw(_ image: Bitmap, transform: AffineTransform, opacity: Double) {
        guard state.isInside, opacity > 0, let p = userPoint, let inverse = transform.inverted else { return }
        let q = inverse.apply(to: p)
        guard q.x.isFinite, q.y.isFinite, q.x >= 0, q.y >= 0, q.x < Double(image.width), q.y < Double(image.height) else { return }
        let color = image.color(x: Int(q.x.rounded(.down)), y: Int(q.y.rounded(.down)))
        paintOver(PremultipliedSample(color).scaled(by: min(1, opacity)))
    }

    func drawGroup(opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        let group = drawn(content)
        paintOver(group.scaled(by: max(0, min(1, opacity))))
    }

    func drawMasked(mode: MaskMode, mask: () -> Void, content: () -> Void) {
        let m = drawn(mask)
        let c = drawn(content)
        let coverage: Double
        switch mode {
        case .alpha: coverage = m.alpha
        case .alphaInverted: coverage = 1 - m.alpha
        case .luminance: coverage = m.luminance
        case .luminanceInverted: coverage = 1 - m.luminance
        }
        paintOver(c.scaled(by: max(0, min(1, coverage))))
    }

    func drawBlurred(radius: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        drawGroup(opacity: opacity, blendMode: blendMode, content)
    }

    func drawBlurred(radiusX: Double, radiusY: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        drawGroup(opacity: opacity, blendMode: blendMode, content)
    }

    func drawWithDropShadow(color: Color, offset: Point, radius: Double, _ content: () -> Void) { content() }

    func drawColorFiltered(_ filter: ColorFilter, _ content: () -> Void) { content() }

    /// What `content` draws at the point, on its own (an offscreen group), under the
    /// current clip.
    private func drawn(_ content: () -> Void) -> PremultipliedSample {
        let outer = state
        let depth = saved.count
        groups.append(.clear)
        content()
        // Unbalanced saves inside the content are undone here.
        while saved.count > depth { restore() }
        state = outer
        let result = groups.popLast() ?? .clear
        return state.isInside ? result : .clear
    }

    private func paintOver(_ sample: PremultipliedSample) {
        let top = groups.count - 1
        groups[top] = sample.over(groups[top])
    }
}
