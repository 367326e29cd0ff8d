/// One drawn piece of a path with both of its ends: what the path math walks over.
///
/// Each element that draws (`line`, `quadCurve`, `curve`, and the closing line of `close`)
/// becomes one segment; the segment keeps its kind so that splitting a cubic gives cubics.
public enum PathSegment: Hashable, Sendable {
    /// A straight segment from the first point to the second.
    case line(Point, Point)
    /// A quadratic bezier segment.
    case quadratic(QuadraticBezier)
    /// A cubic bezier segment.
    case cubic(CubicBezier)

    /// Where the segment starts.
    @inlinable public var start: Point {
        switch self {
        case .line(let a, _): return a
        case .quadratic(let q): return q.p0
        case .cubic(let c): return c.p0
        }
    }

    /// Where the segment ends.
    @inlinable public var end: Point {
        switch self {
        case .line(_, let b): return b
        case .quadratic(let q): return q.p2
        case .cubic(let c): return c.p3
        }
    }

    /// The point at parameter `t` in 0...1.
    @inlinable public func point(at t: Double) -> Point {
        switch self {
        case .line(let a, let b): return a.interpolated(to: b, fraction: t)
        case .quadratic(let q): return q.point(at: t)
        case .cubic(let c): return c.point(at: t)
        }
    }

    /// The derivative with respect to `t` (the velocity; not normalised).
    @inlinable public func derivative(at t: Double) -> Point {
        switch self {
        case .line(let a, let b): return b - a
        case .quadratic(let q): return q.derivative(at: t)
        case .cubic(let c): return c.derivative(at: t)
        }
    }

    /// The unit direction of travel at `t`, or `.zero` when the segment is a single point.
    ///
    /// Where the derivative vanishes (a control point on an end point, or a cusp) the direction
    /// is the limit of the tangent: the second derivative's, then the chord's.
    public func tangent(at t: Double) -> Point {
        let d = derivative(at: t)
        let scale = Swift.max(controlPointSpan, .leastNormalMagnitude)
        if d.length > scale * 1e-9 { return d.normalized }
        // Where the velocity vanishes, B′(t ± h) ≈ ±h·B″(t): the travel leaves along B″ and
        // arrives along −B″ (used at the very end, where there is no "after").
        let sign: Double = t >= 1 ? -1 : 1
        switch self {
        case .line(let a, let b): return (b - a).normalized
        case .quadratic(let q):
            let dd = q.secondDerivative
            if dd.length > scale * 1e-9 { return (dd * sign).normalized }
            return (q.p2 - q.p0).normalized
        case .cubic(let c):
            let dd = c.secondDerivative(at: t)
            if dd.length > scale * 1e-9 { return (dd * sign).normalized }
            return (c.p3 - c.p0).normalized
        }
    }

    /// The largest coordinate extent of the control points, the yardstick for "nearly zero".
    var controlPointSpan: Double {
        let r = controlPointBounds
        return Swift.max(r.width, r.height)
    }

    /// The part between parameters `t0` and `t1`, of the same kind.
    public func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        switch self {
        case .line: return .line(point(at: t0), point(at: t1))
        case .quadratic(let q): return .quadratic(q.subcurve(from: t0, to: t1))
        case .cubic(let c): return .cubic(c.subcurve(from: t0, to: t1))
        }
    }

    /// The same segment traversed backwards.
    @inlinable public var reversed: PathSegment {
        switch self {
        case .line(let a, let b): return .line(b, a)
        case .quadratic(let q): return .quadratic(q.reversed)
        case .cubic(let c): return .cubic(c.reversed)
        }
    }

    /// The path element that draws this segment from its start point.
    @inlinable public var element: PathElement {
        switch self {
        case .line(_, let b): return .line(to: b)
        case .quadratic(let q): return .quadCurve(to: q.p2, control: q.p1)
        case .cubic(let c): return .curve(to: c.p3, control1: c.p1, control2: c.p2)
        }
    }

    /// The exact bounding box of the drawn segment.
    public var bounds: Rect {
        switch self {
        case .line(let a, let b):
            return Rect(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        case .quadratic(let q): return q.bounds
        case .cubic(let c): return c.bounds
        }
    }

    /// The bounding box of the control points.
    public var controlPointBounds: Rect {
        switch self {
        case .line: return bounds
        case .quadratic(let q): return q.controlPointBounds
        case .cubic(let c): return c.controlPointBounds
        }
    }
}
