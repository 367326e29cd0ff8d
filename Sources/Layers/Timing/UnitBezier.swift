/// A cubic Bézier easing curve from (0, 0) to (1, 1) with two free control points, solved for
/// y given x — the curve behind every Core Animation timing function and POP's basic animations.
///
/// The polynomial form and the solver (a few Newton steps from `t = x`, then bisection) follow
/// the classic WebKit formulation, so results agree bit-for-bit with Core Animation–style
/// engines that use it (POP's basic animation in particular) when given the same epsilon.
public struct UnitBezier: Hashable, Sendable {
    /// The first control point's x, clamped to 0...1.
    public let p1x: Double
    /// The first control point's y (may overshoot 0...1).
    public let p1y: Double
    /// The second control point's x, clamped to 0...1.
    public let p2x: Double
    /// The second control point's y (may overshoot 0...1).
    public let p2y: Double

    // Polynomial coefficients: X(t) = ((ax·t + bx)·t + cx)·t, the same for Y.
    private let ax, bx, cx: Double
    private let ay, by, cy: Double

    /// A curve with control points (p1x, p1y) and (p2x, p2y).
    ///
    /// The x coordinates are clamped to 0...1 (a NaN x becomes 0 or 1, as if the handle were
    /// linear): only then is x monotonic in t, so that every x has one y. CSS rejects x outside
    /// 0...1, and the Lottie spec clamps keyframe easing x to it ("Keyframe Easing" in
    /// lottie-spec's docs/specs/properties.md); y may overshoot freely.
    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        let p1x = p1x >= 0 ? Swift.min(p1x, 1) : 0, p2x = p2x <= 1 ? Swift.max(p2x, 0) : 1
        self.p1x = p1x; self.p1y = p1y; self.p2x = p2x; self.p2y = p2y
        cx = 3.0 * p1x
        bx = 3.0 * (p2x - p1x) - cx
        ax = 1.0 - cx - bx
        cy = 3.0 * p1y
        by = 3.0 * (p2y - p1y) - cy
        ay = 1.0 - cy - by
    }

    /// The curve's x at parameter `t`.
    public func sampleCurveX(_ t: Double) -> Double { x(t) }

    /// The curve's y at parameter `t`.
    public func sampleCurveY(_ t: Double) -> Double { y(t) }

    /// dx/dt at parameter `t`.
    public func sampleCurveDerivativeX(_ t: Double) -> Double {
        (3.0 * ax * t + 2.0 * bx) * t + cx
    }

    private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// The parameter `t` at which the curve's x equals `x`, to within `epsilon` in x.
    ///
    /// Up to eight Newton steps starting at `t = x` (stopping when the slope vanishes), then
    /// bisection on [0, 1]. `x` outside 0...1 gives 0 or 1 when Newton does not converge.
    /// Bisection stops after `bisectionLimit` halvings even when `epsilon` is smaller than the
    /// curve can resolve (or NaN): by then the bracket is narrower than a `Double` can tell apart.
    public func solveCurveX(_ x: Double, epsilon: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleCurveDerivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var lo = 0.0, hi = 1.0
        t = x
        if t < lo { return lo }
        if t > hi { return hi }
        for _ in 0..<Self.bisectionLimit {
            guard lo < hi else { break }
            let value = self.x(t)
            if abs(value - x) < epsilon { return t }
            if x > value { lo = t } else { hi = t }
            t = (hi - lo) * 0.5 + lo
        }
        return t
    }

    /// The most bisection steps of `solveCurveX`: 0...1 halved this often is below the spacing
    /// of `Double`s near 1.
    static let bisectionLimit = 64

    /// The curve's y where its x equals `x` (the eased progress for linear progress `x`).
    public func solve(_ x: Double, epsilon: Double) -> Double {
        y(solveCurveX(x, epsilon: epsilon))
    }
}
