/// A cubic bezier curve `B(t) = (1−t)³·p0 + 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³·p3`, `t` in 0...1.
public struct CubicBezier: Hashable, Sendable {
    /// The start, the two control points, and the end.
    public var p0: Point, p1: Point, p2: Point, p3: Point

    /// A curve from its start, control points and end.
    @inlinable public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    /// The point at parameter `t`.
    @inlinable public func point(at t: Double) -> Point {
        let u = 1 - t
        let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
        return Point(x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
                     y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
    }

    /// The first derivative `B′(t)` (the velocity; not normalised).
    @inlinable public func derivative(at t: Double) -> Point {
        let u = 1 - t
        let k0 = 3 * u * u, k1 = 6 * u * t, k2 = 3 * t * t
        return Point(x: k0 * (p1.x - p0.x) + k1 * (p2.x - p1.x) + k2 * (p3.x - p2.x),
                     y: k0 * (p1.y - p0.y) + k1 * (p2.y - p1.y) + k2 * (p3.y - p2.y))
    }

    /// The second derivative `B″(t)`.
    @inlinable public func secondDerivative(at t: Double) -> Point {
        let u = 1 - t
        let a = p2 - 2 * p1 + p0, b = p3 - 2 * p2 + p1
        return 6 * (u * a + t * b)
    }

    /// The two halves of the curve at `t`, by de Casteljau's construction.
    @inlinable public func split(at t: Double) -> (CubicBezier, CubicBezier) {
        let a = p0.interpolated(to: p1, fraction: t)
        let b = p1.interpolated(to: p2, fraction: t)
        let c = p2.interpolated(to: p3, fraction: t)
        let ab = a.interpolated(to: b, fraction: t)
        let bc = b.interpolated(to: c, fraction: t)
        let m = ab.interpolated(to: bc, fraction: t)
        return (CubicBezier(p0, a, ab, m), CubicBezier(m, bc, c, p3))
    }

    /// The part of the curve between parameters `t0` and `t1` (reversed when `t0 > t1`).
    public func subcurve(from t0: Double, to t1: Double) -> CubicBezier {
        if t0 > t1 { return subcurve(from: t1, to: t0).reversed }
        if t0 <= 0 { return t1 >= 1 ? self : split(at: t1).0 }
        if t1 >= 1 { return split(at: t0).1 }
        let head = split(at: t1).0
        return head.split(at: t0 / t1).1
    }

    /// The same curve traversed from `p3` to `p0`.
    @inlinable public var reversed: CubicBezier { CubicBezier(p3, p2, p1, p0) }

    /// The parameters in (0, 1) where the x coordinate has a local extremum.
    var xExtrema: UnitIntervalRoots { Self.extrema(p0.x, p1.x, p2.x, p3.x) }

    /// The parameters in (0, 1) where the y coordinate has a local extremum.
    var yExtrema: UnitIntervalRoots { Self.extrema(p0.y, p1.y, p2.y, p3.y) }

    /// The roots in (0, 1) of one coordinate's derivative, `B′/3 = a·t² + 2b′·t + c`.
    private static func extrema(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) -> UnitIntervalRoots {
        let d0 = v1 - v0, d1 = v2 - v1, d2 = v3 - v2
        return UnitIntervalRoots(a: d0 - 2 * d1 + d2, b: 2 * (d1 - d0), c: d0)
    }

    /// The exact bounding box of the curve (end points and interior extrema).
    public var bounds: Rect {
        var minX = Swift.min(p0.x, p3.x), maxX = Swift.max(p0.x, p3.x)
        var minY = Swift.min(p0.y, p3.y), maxY = Swift.max(p0.y, p3.y)
        if p1.x < minX || p1.x > maxX || p2.x < minX || p2.x > maxX {
            let roots = xExtrema
            for i in 0..<roots.count {
                let x = point(at: roots[i]).x
                minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
            }
        }
        if p1.y < minY || p1.y > maxY || p2.y < minY || p2.y > maxY {
            let roots = yExtrema
            for i in 0..<roots.count {
                let y = point(at: roots[i]).y
                minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
            }
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the four control points (contains the curve).
    public var controlPointBounds: Rect {
        let minX = Swift.min(p0.x, p1.x, p2.x, p3.x), maxX = Swift.max(p0.x, p1.x, p2.x, p3.x)
        let minY = Swift.min(p0.y, p1.y, p2.y, p3.y), maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How many equal parameter steps make a polyline within `tolerance` of the curve (Wang's
    /// bound: `√(3·2/8 · max‖Δ²p‖ / tolerance)`), at least 1 and at most `limit`.
    func flatteningSteps(tolerance: Double, limit: Int) -> Int {
        let dd1 = (p0 - 2 * p1 + p2).length, dd2 = (p1 - 2 * p2 + p3).length
        return stepCount(secondDifference: 0.75 * Swift.max(dd1, dd2), tolerance: tolerance, limit: limit)
    }
}

