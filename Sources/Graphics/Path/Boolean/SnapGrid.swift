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
        GridPoint(x: ((p.x - center.x) * scale).rounded(), y: ((p.y - center.y) * scale).rounded())
    }

    /// The grid point back in path space.
    @inline(__always) func point(_ g: GridPoint) -> Point {
        Point(x: g.x / scale + center.x, y: g.y / scale + center.y)
    }
}
