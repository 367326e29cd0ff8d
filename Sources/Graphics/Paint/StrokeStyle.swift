/// How the ends of open subpaths and dashes are drawn.
public enum LineCap: Sendable, Hashable { case butt, round, square }

/// How corners between segments are drawn.
public enum LineJoin: Sendable, Hashable { case miter, round, bevel }

/// Which regions of a self-intersecting path count as inside.
public enum FillRule: Sendable, Hashable {
    /// Inside when the winding number is not zero.
    case nonZero
    /// Inside when a ray crosses the path an odd number of times.
    case evenOdd
}

/// The geometry of a stroke.
public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// The limit on the ratio of miter length to line width, beyond which a miter join is
    /// drawn bevelled.
    public var miterLimit: Double
    /// Alternating dash and gap lengths; empty means a solid line.
    public var dashPattern: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dashPattern: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dashPattern = dashPattern; self.dashPhase = dashPhase
    }
}

extension StrokeStyle {
    /// How far outside a path's bounds its stroke can reach: half the width, times the
    /// longest a miter join (up to the miter limit) or a square cap's corner can stick out.
    public var boundsOutset: Double {
        let halfWidth = width.isFinite ? abs(width) / 2 : .infinity
        let squareCorner = 2.0.squareRoot()
        let reach = join == .miter ? max(squareCorner, miterLimit.isFinite ? miterLimit : 10) : squareCorner
        return halfWidth * reach
    }
}

extension StrokeStyle {
    /// How a bitmap canvas draws a stroke thinner than a device pixel: as Skia does (the
    /// renderer of Chrome, where lottie-web draws, and of Android), a "modulated hairline" one
    /// pixel wide whose paint is faded by the width it stands for. Skia's `SkDrawTreatAsHairline`
    /// maps the width along both axes to device space, measures each with its fast length
    /// (the longer component plus half the shorter) and takes the stroke for a hairline when
    /// both are at most one pixel; the fade is their mean.
    ///
    /// Returns nil for strokes at least that wide (and for degenerate transforms); otherwise
    /// the style of the one-pixel stroke (in user space, bevelled, as overlapping hairline
    /// segments meet) and the factor for the paint's alpha.
    public func hairline(under transform: AffineTransform) -> (style: StrokeStyle, coverage: Double)? {
        guard width > 0, width.isFinite else { return nil }
        func fastLength(_ v: Point) -> Double {
            let x = abs(v.x), y = abs(v.y)
            return max(x, y) + min(x, y) / 2
        }
        let along = fastLength(transform.applyToVector(Point(x: width, y: 0)))
        let across = fastLength(transform.applyToVector(Point(x: 0, y: width)))
        guard along <= 1, across <= 1 else { return nil }
        let coverage = (along + across) / 2
        guard coverage > 0, coverage.isFinite else { return nil }
        var style = self
        style.width = width / coverage
        style.join = .bevel
        return (style, coverage)
    }

    /// The paint and style a bitmap canvas strokes with under `transform`: the faded one-pixel
    /// hairline of `hairline(under:)` when the stroke is thinner than a pixel and the paint can
    /// fade (`Paint.canScaleAlpha`), otherwise both unchanged.
    public func drawnOnBitmap(with paint: Paint, under transform: AffineTransform) -> (paint: Paint, style: StrokeStyle) {
        guard paint.canScaleAlpha, let hairline = hairline(under: transform) else { return (paint, self) }
        return (paint.multiplyingAlpha(by: hairline.coverage), hairline.style)
    }
}
