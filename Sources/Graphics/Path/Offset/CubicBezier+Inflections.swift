extension CubicBezier {
    /// The parameters in (0, 1) where the curve's curvature changes sign, in increasing order
    /// (none, one or two). Splitting there leaves pieces whose control polygons do not turn
    /// back on themselves, which is what offsetting a piece through its control polygon needs.
    var inflectionParameters: [Double] {
        // Power basis B(t) = a·t³ + b·t² + c·t + d; inflections solve B′ × B″ = 0, a quadratic.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 3 * p0 - 6 * p1 + 3 * p2
        let c = -3 * p0 + 3 * p1
        let denominator = a.y * b.x - a.x * b.y
        guard abs(denominator) > 1e-12 * a.length * b.length, denominator != 0 else { return [] }
        let cusp = -0.5 * (a.y * c.x - a.x * c.y) / denominator
        let square = cusp * cusp - (b.y * c.x - b.x * c.y) / (3 * denominator)
        guard square >= 0 else { return [] }
        let root = square.squareRoot()
        return [cusp - root, cusp + root].filter { $0 > 0 && $0 < 1 }
    }

    /// The unit direction of travel at `t`, falling back to the chord where the velocity
    /// vanishes.
    func direction(at t: Double) -> Point {
        let d = derivative(at: t)
        if d.length > 0 { return d.normalized }
        let chord = p3 - p0
        return chord.length > 0 ? chord.normalized : Point(1, 0)
    }
}

/// Where the line through `a1`, `a2` meets the line through `b1`, `b2`, or nil when they are
/// parallel (or either is a single point).
func lineIntersection(_ a1: Point, _ a2: Point, _ b1: Point, _ b2: Point) -> Point? {
    let da = a2 - a1, db = b2 - b1
    let denominator = da.cross(db)
    guard abs(denominator) > 1e-12 * da.length * db.length, denominator != 0 else { return nil }
    let s = (b1 - a1).cross(db) / denominator
    return a1 + da * s
}
