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

    /// The curve with a control point that sits on its end point moved a third of the way
    /// along the chord, so that the curve has a direction at both ends (lottie-web's
    /// "linearize"; a straight segment becomes evenly parameterised).
    var linearized: CubicBezier {
        var result = self
        if p0.isNearlyEqual(to: p1) { result.p1 = p0.interpolated(to: p3, fraction: 1.0 / 3.0) }
        if p2.isNearlyEqual(to: p3) { result.p2 = p0.interpolated(to: p3, fraction: 2.0 / 3.0) }
        return result
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

extension Point {
    /// Whether both coordinates agree to within 10⁻⁵ of the smaller magnitude (lottie-web's
    /// relative `pointEqual`, which treats coordinates of real drawings as equal only when
    /// they really are).
    func isNearlyEqual(to other: Point) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) * 100_000 <= Swift.min(abs(a), abs(b)) || a == b }
        return close(x, other.x) && close(y, other.y)
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
