extension PathSegment {
    /// The arc length of the whole segment.
    public var length: Double {
        switch self {
        case .line(let a, let b): return a.distance(to: b)
        default: return arcLength(from: 0, to: 1)
        }
    }

    /// The arc length between parameters `t0` and `t1` (0 unless `t0 < t1`), integrated
    /// adaptively.
    ///
    /// The speed ‖B′(t)‖ is integrated with 5-point Gauss–Legendre on an interval and on its two
    /// halves; where they disagree by more than 1e-6 of the length the halves are refined.
    /// (The halves are far closer to the truth than that difference: the result is typically
    /// good to 1e-8 relative, a thousandth of a pixel along a path a hundred thousand pixels
    /// long. Trims and dashes measure every frame, so finer costs time and shows nothing.)
    /// Smooth curves stop after a level or two; where the speed has a kink (a cusp, or a turn
    /// back along a line) refinement stays local.
    public func arcLength(from t0: Double, to t1: Double) -> Double {
        if case .line(let a, let b) = self { return a.distance(to: b) * Swift.max(0, t1 - t0) }
        guard t1 > t0 else { return 0 }
        let whole = gaussLegendreSpeed(t0, t1)
        // Non-finite coordinates never settle: refining would visit all 2^20 leaves.
        guard whole.isFinite else { return whole }
        // A scale-aware floor so a segment of zero length does not chase zero forever.
        let floor = controlPointSpan * (t1 - t0) * 1e-12
        return refinedSpeedIntegral(t0, t1, whole: whole, tolerance: Swift.max(whole * 1e-6, floor), depth: 0)
    }

    private func refinedSpeedIntegral(_ a: Double, _ b: Double, whole: Double, tolerance: Double, depth: Int) -> Double {
        let m = 0.5 * (a + b)
        let left = gaussLegendreSpeed(a, m), right = gaussLegendreSpeed(m, b)
        let sum = left + right
        if depth >= 20 || abs(sum - whole) <= tolerance { return sum }
        return refinedSpeedIntegral(a, m, whole: left, tolerance: tolerance / 2, depth: depth + 1)
            + refinedSpeedIntegral(m, b, whole: right, tolerance: tolerance / 2, depth: depth + 1)
    }

    /// ∫ ‖B′(t)‖ dt over [a, b] by 5-point Gauss–Legendre.
    @inline(__always)
    private func gaussLegendreSpeed(_ a: Double, _ b: Double) -> Double {
        let h = 0.5 * (b - a), c = 0.5 * (a + b)
        let x1 = 0.5384693101056831, x2 = 0.9061798459386640
        let w0 = 0.5688888888888889, w1 = 0.4786286704993665, w2 = 0.2369268850561891
        let s = w0 * derivative(at: c).length
            + w1 * (derivative(at: c - h * x1).length + derivative(at: c + h * x1).length)
            + w2 * (derivative(at: c - h * x2).length + derivative(at: c + h * x2).length)
        return s * h
    }

    /// The parameter at which the arc length from the start reaches `distance`, given the
    /// segment's `length` (from `length`, passed in so that tables do not recompute it).
    /// Clamped to 0...1.
    public func parameter(atLength distance: Double, length: Double) -> Double {
        parameter(atLength: distance, length: length, from: (t: 0, distance: 0))
    }

    /// `parameter(atLength:length:)` starting from a known point of the segment — the
    /// parameter `anchor.t` lies `anchor.distance` along it — so that walking along a segment
    /// (dashes, trims) integrates only the stretch between successive points.
    ///
    /// Newton's method on `arcLength(anchor.t, t) + anchor.distance − distance` (derivative: the
    /// speed), kept inside a shrinking bracket and falling back to bisection; the arc length is
    /// accumulated step by step.
    func parameter(atLength distance: Double, length: Double, from anchor: (t: Double, distance: Double)) -> Double {
        guard length > 0, distance > 0 else { return 0 }
        if distance >= length { return 1 }
        if case .line = self { return distance / length }
        if distance == anchor.distance { return anchor.t }
        let tolerance = length * 1e-8
        var lo = 0.0, hi = 1.0
        var t = anchor.t, reached = anchor.distance
        for _ in 0..<50 {
            let error = reached - distance
            if abs(error) <= tolerance { break }
            if error > 0 { hi = t } else { lo = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - error / speed : 0.5 * (lo + hi)
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if next == t { break }
            reached += next > t ? arcLength(from: t, to: next) : -arcLength(from: next, to: t)
            t = next
        }
        return t
    }
}
