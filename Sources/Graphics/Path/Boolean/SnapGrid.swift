/// A point on the integer grid the boolean operations work on; both coordinates are whole
/// numbers of magnitude below 2²⁴, so the orientation of three grid points is computed exactly
/// in `Double`.
struct GridPoint: Hashable {
    var x: Double
    var y: Double

    /// Lexicographic order (x, then y): the canonical direction of an undirected edge.
    @inline(__always) static func precedes(_ a: GridPoint, _ b: GridPoint) -> Bool {
        a.x < b.x || (a.x == b.x && a.y < b.y)
    }
}

/// Twice the signed area of the triangle `a b c`: positive when `c` is to the left of the
/// directed line `a → b` (in a y-up frame), zero when the three are collinear. Exact on the grid.
@inline(__always) func orientation(_ a: GridPoint, _ b: GridPoint, _ c: GridPoint) -> Double {
    (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
}

/// The mapping between a set of paths' space and the integer grid: the bounding box's centre
/// goes to the origin and its larger half-extent to 2²⁴.
struct SnapGrid {
    let center: Point
    let scale: Double

    /// The grid spanning `bounds` (a non-empty, finite box).
    init(bounds: Rect) {
        center = bounds.center
        let halfExtent = Swift.max(bounds.width, bounds.height) / 2
        scale = halfExtent > 0 ? Double(1 << 24) / halfExtent : 1
    }

    /// The nearest grid point to `p`.
    @inline(__always) func snap(_ p: Point) -> GridPoint {
        GridPoint(x: Self.rounded((p.x - center.x) * scale), y: Self.rounded((p.y - center.y) * scale))
    }

    /// `x.rounded()` (to the nearest whole number, halves away from zero), through an integer
    /// conversion rather than the C library's `round`, whose call was a good share of snapping
    /// every point of every operand.
    @inline(__always) private static func rounded(_ x: Double) -> Double {
        let magnitude = Swift.abs(x)
        // Past 2⁵² every `Double` is whole (and NaN fails the test).
        guard magnitude < 0x1p52 else { return x.rounded() }
        let whole = Double(Int64(magnitude))
        // The fraction `magnitude - whole` is exact.
        let nearest = magnitude - whole >= 0.5 ? whole + 1 : whole
        return Double(signOf: x, magnitudeOf: nearest)
    }

    /// The grid point back in path space.
    @inline(__always) func point(_ g: GridPoint) -> Point {
        Point(x: g.x / scale + center.x, y: g.y / scale + center.y)
    }
}
