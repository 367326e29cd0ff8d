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
