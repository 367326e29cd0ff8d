/// A quadratic bezier curve `B(t) = (1−t)²·p0 + 2(1−t)t·p1 + t²·p2`, `t` in 0...1.
public struct QuadraticBezier: Hashable, Sendable {
    /// The start, the control point, and the end.
    public var p0: Point, p1: Point, p2: Point

    /// A curve from its start, control point and end.
    @inlinable public init(_ p0: Point, _ p1: Point, _ p2: Point) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2
    }

    /// The point at parameter `t`.
    @inlinable public func point(at t: Double) -> Point {
        let u = 1 - t
        let b0 = u * u, b1 = 2 * u * t, b2 = t * t
        return Point(x: b0 * p0.x + b1 * p1.x + b2 * p2.x, y: b0 * p0.y + b1 * p1.y + b2 * p2.y)
    }

    /// The first derivative `B′(t)`.
    @inlinable public func derivative(at t: Double) -> Point {
        let u = 1 - t
        return Point(x: 2 * (u * (p1.x - p0.x) + t * (p2.x - p1.x)),
                     y: 2 * (u * (p1.y - p0.y) + t * (p2.y - p1.y)))
    }

    /// The (constant) second derivative.
    @inlinable public var secondDerivative: Point { 2 * (p2 - 2 * p1 + p0) }

    /// The two halves of the curve at `t`, by de Casteljau's construction.
    @inlinable public func split(at t: Double) -> (QuadraticBezier, QuadraticBezier) {
        let a = p0.interpolated(to: p1, fraction: t)
        let b = p1.interpolated(to: p2, fraction: t)
        let m = a.interpolated(to: b, fraction: t)
        return (QuadraticBezier(p0, a, m), QuadraticBezier(m, b, p2))
    }

    /// The part of the curve between parameters `t0` and `t1` (reversed when `t0 > t1`).
    public func subcurve(from t0: Double, to t1: Double) -> QuadraticBezier {
        if t0 > t1 { return subcurve(from: t1, to: t0).reversed }
        if t0 <= 0 { return t1 >= 1 ? self : split(at: t1).0 }
        if t1 >= 1 { return split(at: t0).1 }
        return split(at: t1).0.split(at: t0 / t1).1
    }

    /// The same curve traversed from `p2` to `p0`.
    @inlinable public var reversed: QuadraticBezier { QuadraticBezier(p2, p1, p0) }

    /// The identical curve as a cubic (degree elevation).
    @inlinable public var cubic: CubicBezier {
        CubicBezier(p0, p0 + (p1 - p0) * (2.0 / 3.0), p2 + (p1 - p2) * (2.0 / 3.0), p2)
    }

    /// The parameter in (0, 1) where the x coordinate has its extremum, if any.
    var xExtrema: UnitIntervalRoots { UnitIntervalRoots(a: 0, b: p2.x - 2 * p1.x + p0.x, c: p1.x - p0.x) }

    /// The parameter in (0, 1) where the y coordinate has its extremum, if any.
    var yExtrema: UnitIntervalRoots { UnitIntervalRoots(a: 0, b: p2.y - 2 * p1.y + p0.y, c: p1.y - p0.y) }

    /// The exact bounding box of the curve.
    public var bounds: Rect {
        var minX = Swift.min(p0.x, p2.x), maxX = Swift.max(p0.x, p2.x)
        var minY = Swift.min(p0.y, p2.y), maxY = Swift.max(p0.y, p2.y)
        let rx = xExtrema, ry = yExtrema
        for i in 0..<rx.count {
            let x = point(at: rx[i]).x
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
        }
        for i in 0..<ry.count {
            let y = point(at: ry[i]).y
            minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the three control points (contains the curve).
    public var controlPointBounds: Rect {
        let minX = Swift.min(p0.x, p1.x, p2.x), maxX = Swift.max(p0.x, p1.x, p2.x)
        let minY = Swift.min(p0.y, p1.y, p2.y), maxY = Swift.max(p0.y, p1.y, p2.y)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How many equal parameter steps make a polyline within `tolerance` of the curve (Wang's
    /// bound: `√(2·1/8 · ‖Δ²p‖ / tolerance)`), at least 1 and at most `limit`.
    func flatteningSteps(tolerance: Double, limit: Int) -> Int {
        stepCount(secondDifference: 0.25 * (p0 - 2 * p1 + p2).length, tolerance: tolerance, limit: limit)
    }
}
