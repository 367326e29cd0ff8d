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
}
