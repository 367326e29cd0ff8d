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
        var ignored = KnotRecorder?.none
        return refinedSpeedIntegral(a, b, whole: whole, tolerance: tolerance, depth: depth, knots: &ignored)
    }

    /// The integral, recording where it settled in `knots` when given.
    private func refinedSpeedIntegral(_ a: Double, _ b: Double, whole: Double, tolerance: Double, depth: Int,
                                      knots: inout KnotRecorder?) -> Double {
        let m = 0.5 * (a + b)
        let left = gaussLegendreSpeed(a, m), right = gaussLegendreSpeed(m, b)
        let sum = left + right
        if depth >= 20 || abs(sum - whole) <= tolerance {
            knots?.addPiece(endingAt: m, length: left)
            knots?.addPiece(endingAt: b, length: right)
            return sum
        }
        return refinedSpeedIntegral(a, m, whole: left, tolerance: tolerance / 2, depth: depth + 1, knots: &knots)
            + refinedSpeedIntegral(m, b, whole: right, tolerance: tolerance / 2, depth: depth + 1, knots: &knots)
    }

    /// The arc length of the whole segment (exactly `length`), appending to `knots` the
    /// parameters where its integration settled, each with the arc length from the start of
    /// the segment to there (the last is at 1, with the whole length, give or take rounding).
    /// A line appends nothing.
    ///
    /// The speed is smooth between two knots (the integration stopped refining there), so a
    /// single Gauss–Legendre rule measures any stretch between them as closely as refining
    /// would: `parameter(atLength:length:knots:)` finds a distance's parameter from the knot
    /// before it, where Newton's method from the segment's start integrated and refined the
    /// whole way at every step.
    func measureKnots(into knots: inout [ArcLengthKnot]) -> Double {
        if case .line(let a, let b) = self { return a.distance(to: b) }
        let whole = gaussLegendreSpeed(0, 1)
        guard whole.isFinite else { return whole }
        // As `arcLength(from:to:)` integrates, so that the length is the same.
        let floor = controlPointSpan * 1e-12
        // The array moves into the recorder and back, so that appending never copies it.
        var recorder = KnotRecorder?.some(KnotRecorder(appendingTo: knots))
        knots = []
        let length = refinedSpeedIntegral(0, 1, whole: whole, tolerance: Swift.max(whole * 1e-6, floor), depth: 0,
                                          knots: &recorder)
        if let recorder { knots = recorder.knots }
        return length
    }

    /// `parameter(atLength:length:)` from the knots `measureKnots(into:)` made for this segment.
    func parameter(atLength distance: Double, length: Double, knots: ArraySlice<ArcLengthKnot>) -> Double {
        guard length > 0, distance > 0 else { return 0 }
        if distance >= length { return 1 }
        if case .line = self { return distance / length }
        // The first knot at or beyond the distance, and the one before it (or the start).
        var lo = knots.startIndex, hi = knots.endIndex
        while lo < hi {
            let mid = (lo + hi) / 2
            if knots[mid].length < distance { lo = mid + 1 } else { hi = mid }
        }
        guard lo < knots.endIndex else { return parameter(atLength: distance, length: length) }
        let before = lo > knots.startIndex ? knots[lo - 1] : ArcLengthKnot(t: 0, length: 0)
        let after = knots[lo]
        let span = after.length - before.length
        guard span > 0 else { return after.t }
        let t = before.t + (distance - before.length) / span * (after.t - before.t)
        return solveParameter(atLength: distance, from: t, reached: before.length + gaussLegendreSpeed(before.t, t),
                              within: before.t...after.t, tolerance: length * 1e-8, measure: gaussLegendreSpeed)
    }

    /// Newton's method on the arc length from parameter `t`, `reached` along the segment, to
    /// `distance` (derivative: the speed), kept inside a shrinking bracket (from `bracket`) and
    /// falling back to bisection; each step's length is measured by `measure` and accumulated.
    private func solveParameter(atLength distance: Double, from t: Double, reached: Double,
                                within bracket: ClosedRange<Double>, tolerance: Double,
                                measure: (Double, Double) -> Double) -> Double {
        var low = bracket.lowerBound, high = bracket.upperBound
        var t = t, reached = reached
        for _ in 0..<50 {
            let error = reached - distance
            if abs(error) <= tolerance { break }
            if error > 0 { high = t } else { low = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - error / speed : 0.5 * (low + high)
            if !(next > low && next < high) { next = 0.5 * (low + high) }
            if next == t { break }
            reached += next > t ? measure(t, next) : -measure(next, t)
            t = next
        }
        return t
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
    /// Newton's method on `arcLength(anchor.t, t) + anchor.distance − distance`, each step
    /// integrated and refined (`arcLength(from:to:)`).
    func parameter(atLength distance: Double, length: Double, from anchor: (t: Double, distance: Double)) -> Double {
        guard length > 0, distance > 0 else { return 0 }
        if distance >= length { return 1 }
        if case .line = self { return distance / length }
        if distance == anchor.distance { return anchor.t }
        return solveParameter(atLength: distance, from: anchor.t, reached: anchor.distance, within: 0...1,
                              tolerance: length * 1e-8, measure: arcLength(from:to:))
    }
}

/// A point of a curved segment where the integration of its length settled: its parameter,
/// and the arc length from the segment's start to there.
struct ArcLengthKnot: Sendable {
    var t: Double
    var length: Double
}

/// Collects knots as the integration settles, left to right, turning each settled piece's
/// length into a running total.
struct KnotRecorder {
    private(set) var knots: [ArcLengthKnot]
    private var total = 0.0

    /// Appends to `knots`, the running total starting at 0.
    init(appendingTo knots: [ArcLengthKnot]) {
        self.knots = knots
    }

    /// Adds the knot at the end of a settled piece `length` long that ends at parameter `t`.
    mutating func addPiece(endingAt t: Double, length: Double) {
        total += length
        knots.append(ArcLengthKnot(t: t, length: total))
    }
}
