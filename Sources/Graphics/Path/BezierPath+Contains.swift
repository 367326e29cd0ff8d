extension BezierPath {
    /// Whether `point` lies inside the filled path under `rule` (every subpath implicitly
    /// closed, as filling does).
    ///
    /// The winding number is counted along the horizontal ray from the point towards +x, with
    /// exact crossings on curves: each curve is cut at its vertical extrema into y-monotone
    /// pieces and the crossing found by a bracketed Newton iteration, never by flattening.
    /// Pieces include their lower end and exclude their upper end, so rays through vertices and
    /// tangent points count correctly; self-intersecting paths work under both rules. Points
    /// exactly on the outline may fall either way.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        for step in fillSegments { winding += step.segment.winding(around: point) }
        switch rule {
        case .nonZero: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }
}

extension PathSegment {
    /// The signed number of times the segment crosses the ray from `p` towards +x: +1 where it
    /// runs towards +y, −1 where it runs towards −y.
    func winding(around p: Point) -> Int {
        let box = controlPointBounds
        // The curve lies inside its control points' box: miss the box's rows, or lie wholly
        // left of the point, and it cannot cross the ray.
        if p.y < box.minY || p.y > box.maxY || box.maxX <= p.x { return 0 }
        let knownRight = p.x < box.minX
        switch self {
        case .line(let a, let b):
            return monotoneWinding(around: p, from: 0, a.y, to: 1, b.y, knownRight: knownRight)
        case .quadratic(let q):
            let roots = q.yExtrema
            return monotonePiecesWinding(around: p, cuts: roots, knownRight: knownRight)
        case .cubic(let c):
            let roots = c.yExtrema
            return monotonePiecesWinding(around: p, cuts: roots, knownRight: knownRight)
        }
    }

    /// The winding of the y-monotone pieces between the cuts.
    private func monotonePiecesWinding(around p: Point, cuts: UnitIntervalRoots, knownRight: Bool) -> Int {
        var total = 0
        var t0 = 0.0, y0 = start.y
        for i in 0...cuts.count {
            // Each cut's y is computed once and shared by the pieces on both sides of it.
            let t1 = i < cuts.count ? cuts[i] : 1
            let y1 = i < cuts.count ? point(at: t1).y : end.y
            total += monotoneWinding(around: p, from: t0, y0, to: t1, y1, knownRight: knownRight)
            t0 = t1; y0 = y1
        }
        return total
    }

    /// The crossing of the piece from `ta` (at height `ya`) to `tb` (at `yb`), on which y is
    /// monotone, with the ray from `p`: ±1 or 0.
    private func monotoneWinding(around p: Point, from ta: Double, _ ya: Double, to tb: Double, _ yb: Double,
                                 knownRight: Bool) -> Int {
        if ya == yb { return 0 }
        let rising = yb > ya
        let low = rising ? ya : yb, high = rising ? yb : ya
        guard p.y >= low, p.y < high else { return 0 }
        let direction = rising ? 1 : -1
        if knownRight { return direction }
        let x: Double
        if case .line(let a, let b) = self {
            x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
        } else {
            x = point(at: parameter(whereYIs: p.y, from: ta, ya, to: tb, yb)).x
        }
        return x > p.x ? direction : 0
    }

    /// The parameter in `ta...tb` where y equals `target`, for a piece on which y is monotone
    /// and spans the target: Newton steps kept inside a shrinking bracket, bisecting when a step
    /// would leave it.
    private func parameter(whereYIs target: Double, from ta: Double, _ ya: Double, to tb: Double, _ yb: Double) -> Double {
        let rising = yb > ya
        var lo = ta, hi = tb
        var t = ta + (tb - ta) * (target - ya) / (yb - ya)
        for _ in 0..<64 {
            let f = point(at: t).y - target
            if f == 0 { break }
            // Below the target on a rising piece means the root is further on.
            if (f < 0) == rising { lo = t } else { hi = t }
            if hi - lo <= 1e-15 { break }
            let slope = derivative(at: t).y
            var next = slope != 0 ? t - f / slope : 0.5 * (lo + hi)
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if next == t { break }
            t = next
        }
        return t
    }
}
