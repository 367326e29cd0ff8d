extension PathSegment {
    /// The segment's part of the signed area of a closed outline it belongs to: ½ ∫ (x dy − y dx)
    /// along it, exact for lines and Bézier curves (for a cubic, the integral of its Bernstein
    /// polynomials: 3/10, 3/20, 1/20, 3/20, 3/20 and 3/10 of the cross products of its control
    /// points taken in pairs).
    var signedAreaTerm: Double {
        switch self {
        case .line(let a, let b):
            return a.cross(b) / 2
        case .quadratic(let q):
            return (2 * q.p0.cross(q.p1) + q.p0.cross(q.p2) + 2 * q.p1.cross(q.p2)) / 6
        case .cubic(let c):
            return (6 * c.p0.cross(c.p1) + 3 * c.p0.cross(c.p2) + c.p0.cross(c.p3)
                    + 3 * c.p1.cross(c.p2) + 3 * c.p1.cross(c.p3) + 6 * c.p2.cross(c.p3)) / 20
        }
    }
}

extension BezierPath {
    /// The area the path encloses, every subpath closed, counted with its winding: positive
    /// where it winds counterclockwise in a y-up frame (the region on its left), negative where
    /// clockwise. For one outline that does not cross itself, its area with the sign of its
    /// direction.
    var signedArea: Double {
        var area = 0.0
        for step in fillSegments { area += step.segment.signedAreaTerm }
        return area
    }
}
