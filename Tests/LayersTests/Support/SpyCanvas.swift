import Graphics

/// A canvas that draws nothing and remembers every call, with the transform in force, so
/// tests can check what the renderer asked for.
final class SpyCanvas: Canvas {
    /// One remembered call.
    enum Call: Equatable {
        case fill(BezierPath, Paint, FillRule, AffineTransform)
        case stroke(BezierPath, Paint, StrokeStyle, AffineTransform)
        case clip(BezierPath, AffineTransform)
        case image(AffineTransform, opacity: Double)
        case beginGroup(opacity: Double, BlendMode)
        case endGroup
        case beginBlended(BlendMode)
        case endBlended
        case beginMask(MaskMode)
        case beginMaskedContent
        case endMasked
        case beginBlur(radius: Double, opacity: Double)
        case beginShadow(Color, offset: Point, radius: Double)
        case endEffect
    }

    let size: Size
    private(set) var currentTransform: AffineTransform = .identity
    private var stack: [AffineTransform] = []
    private(set) var calls: [Call] = []
    /// How many restores came without a matching save.
    private(set) var unbalancedRestores = 0
    /// The rectangles of `clipToPixels(covering:)` hints, in device space.
    private(set) var pixelHints: [Rect] = []

    init(width: Double = 100, height: Double = 100) { size = Size(width: width, height: height) }

    var saveDepth: Int { stack.count }

    func save() { stack.append(currentTransform) }
    func restore() {
        guard let top = stack.popLast() else { unbalancedRestores += 1; return }
        currentTransform = top
    }
    func concatenate(_ transform: AffineTransform) { currentTransform = transform.concatenating(currentTransform) }
    func fill(_ path: BezierPath, with paint: Paint, rule: FillRule) { calls.append(.fill(path, paint, rule, currentTransform)) }
    func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle) { calls.append(.stroke(path, paint, style, currentTransform)) }
    func clip(to path: BezierPath, rule: FillRule) { calls.append(.clip(path, currentTransform)) }
    func clipToPixels(covering rect: Rect) { pixelHints.append(currentTransform.apply(to: rect)) }
    func draw(_ image: Bitmap, transform: AffineTransform, opacity: Double) {
        calls.append(.image(transform.concatenating(currentTransform), opacity: opacity))
    }
    func drawGroup(opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        calls.append(.beginGroup(opacity: opacity, blendMode))
        content()
        calls.append(.endGroup)
    }
    func drawBlended(_ blendMode: BlendMode, _ content: () -> Void) {
        calls.append(.beginBlended(blendMode))
        content()
        calls.append(.endBlended)
    }
    func drawMasked(mode: MaskMode, mask: () -> Void, content: () -> Void) {
        calls.append(.beginMask(mode))
        mask()
        calls.append(.beginMaskedContent)
        content()
        calls.append(.endMasked)
    }

    func drawBlurred(radius: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        calls.append(.beginBlur(radius: radius, opacity: opacity))
        content()
        calls.append(.endEffect)
    }
    func drawWithDropShadow(color: Color, offset: Point, radius: Double, _ content: () -> Void) {
        calls.append(.beginShadow(color, offset: offset, radius: radius))
        content()
        calls.append(.endEffect)
    }

    /// The fills, in order.
    var fills: [(path: BezierPath, paint: Paint, transform: AffineTransform)] {
        calls.compactMap { if case .fill(let p, let paint, _, let t) = $0 { return (p, paint, t) } else { return nil } }
    }

    /// The colours of the solid fills, in order.
    var fillColors: [Color] {
        fills.compactMap { if case .solid(let c) = $0.paint { return c } else { return nil } }
    }

    /// The number of offscreen groups.
    var groupCount: Int { calls.filter { if case .beginGroup = $0 { return true } else { return false } }.count }
}
