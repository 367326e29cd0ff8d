import Graphics

/// A layer that fills and strokes a path, modelled on Core Animation's `CAShapeLayer`.
///
/// The path is in the layer's coordinate space and is not clipped to the bounds (unless the
/// layer masks to bounds). The fill uses the whole path; `strokeStart` and `strokeEnd` trim
/// only the stroke. Changing any property redraws the layer.
open class ShapeLayer: Layer {
    /// The outline to fill and stroke (empty by default).
    public var path = BezierPath() {
        didSet { setNeedsDisplay(); valueDidChange(for: .path, from: oldValue) }
    }
    /// The colour inside the path (opaque black by default, as in Core Animation); nil for none.
    public var fillColor: Color? = .black {
        didSet { setNeedsDisplay(); valueDidChange(for: .fillColor, from: oldValue ?? .clear) }
    }
    /// Which regions of a self-intersecting path are filled.
    public var fillRule: FillRule = .nonZero { didSet { setNeedsDisplay() } }
    /// The colour of the stroke; nil (the default) for none.
    public var strokeColor: Color? {
        didSet { setNeedsDisplay(); valueDidChange(for: .strokeColor, from: oldValue ?? .clear) }
    }
    /// The width of the stroke.
    public var lineWidth: Double = 1 {
        didSet { setNeedsDisplay(); valueDidChange(for: .lineWidth, from: oldValue) }
    }
    /// How open ends and dashes end.
    public var lineCap: LineCap = .butt { didSet { setNeedsDisplay() } }
    /// How corners are joined.
    public var lineJoin: LineJoin = .miter { didSet { setNeedsDisplay() } }
    /// The limit on the ratio of miter length to line width before a miter is bevelled.
    public var miterLimit: Double = 10 {
        didSet { setNeedsDisplay(); valueDidChange(for: .miterLimit, from: oldValue) }
    }
    /// Alternating dash and gap lengths; empty for a solid stroke.
    public var lineDashPattern: [Double] = [] {
        didSet { setNeedsDisplay(); valueDidChange(for: .lineDashPattern, from: oldValue) }
    }
    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase: Double = 0 {
        didSet { setNeedsDisplay(); valueDidChange(for: .lineDashPhase, from: oldValue) }
    }
    /// Where the stroke begins, as a fraction 0...1 of the path's total length.
    public var strokeStart: Double = 0 {
        didSet { setNeedsDisplay(); valueDidChange(for: .strokeStart, from: oldValue) }
    }
    /// Where the stroke ends, as a fraction 0...1 of the path's total length; nothing is
    /// stroked when it is not beyond `strokeStart`.
    public var strokeEnd: Double = 1 {
        didSet { setNeedsDisplay(); valueDidChange(for: .strokeEnd, from: oldValue) }
    }

    /// A shape layer with an empty path, a black fill and no stroke.
    public override init() { super.init() }

    /// A copy of another layer's model values, shape properties included when it is a shape
    /// layer.
    public required init(layer: Layer) {
        super.init(layer: layer)
        guard let shape = layer as? ShapeLayer else { return }
        path = shape.path
        fillColor = shape.fillColor
        fillRule = shape.fillRule
        strokeColor = shape.strokeColor
        lineWidth = shape.lineWidth
        lineCap = shape.lineCap
        lineJoin = shape.lineJoin
        miterLimit = shape.miterLimit
        lineDashPattern = shape.lineDashPattern
        lineDashPhase = shape.lineDashPhase
        strokeStart = shape.strokeStart
        strokeEnd = shape.strokeEnd
    }

    /// Fills the path, then strokes the trimmed path.
    open override func draw(in canvas: any Canvas) {
        guard !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            canvas.fill(path, with: .solid(fillColor), rule: fillRule)
        }
        if let strokeColor, strokeColor.alpha > 0, lineWidth > 0, let stroked = strokedPath {
            canvas.stroke(stroked, with: .solid(strokeColor), style: strokeStyle)
        }
    }

    /// The stroke geometry: width, cap, join, miter limit and dashes.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
                    dashPattern: lineDashPattern, dashPhase: lineDashPhase)
    }

    /// The part of the path between `strokeStart` and `strokeEnd` (each clamped to 0...1), or
    /// nil when that part is empty.
    public var strokedPath: BezierPath? {
        let start = strokeStart.clampedToUnit, end = strokeEnd.clampedToUnit
        guard end > start else { return nil }
        if start == 0 && end == 1 { return path }
        return path.trimmed(from: start, to: end, offset: 0)
    }
}

extension Double {
    /// The value limited to 0...1 (NaN becomes 0).
    var clampedToUnit: Double { self >= 0 ? Swift.min(self, 1) : 0 }
}
