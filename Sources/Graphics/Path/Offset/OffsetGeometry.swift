/// Small pieces of plane geometry the offset construction is built from.
extension CubicBezier {
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
