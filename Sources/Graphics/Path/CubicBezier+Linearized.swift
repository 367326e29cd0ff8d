extension CubicBezier {
    /// The curve with a control point that sits on its end point moved a third of the way
    /// along the chord, so that the curve has a direction at both ends (lottie-web's
    /// "linearize"; a straight segment becomes evenly parameterised).
    public var linearized: CubicBezier {
        var result = self
        if p0.isNearlyEqual(to: p1) { result.p1 = p0.interpolated(to: p3, fraction: 1.0 / 3.0) }
        if p2.isNearlyEqual(to: p3) { result.p2 = p0.interpolated(to: p3, fraction: 2.0 / 3.0) }
        return result
    }
}

extension Point {
    /// Whether both coordinates agree to within 10⁻⁵ of the smaller magnitude (lottie-web's
    /// relative `pointEqual`, which treats coordinates of real drawings as equal only when
    /// they really are).
    func isNearlyEqual(to other: Point) -> Bool { x.isNearlyEqual(to: other.x) && y.isNearlyEqual(to: other.y) }
}

extension Double {
    /// lottie-web's relative `floatEqual`: equal to within 10⁻⁵ of the smaller magnitude.
    func isNearlyEqual(to other: Double) -> Bool {
        self == other || abs(self - other) * 100_000 <= Swift.min(abs(self), abs(other))
    }
}
