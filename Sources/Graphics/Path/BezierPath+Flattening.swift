/// The step count of Wang's flattening bound, `⌈√(k·M / tolerance)⌉` clamped to `1...limit`.
func stepCount(secondDifference kM: Double, tolerance: Double, limit: Int) -> Int {
    let n = (kM / tolerance).squareRoot().rounded(.up)
    guard n < Double(limit) else { return n.isNaN ? 1 : limit }
    return Swift.max(1, Int(n))
}

extension PathSegment {
    /// The most polyline steps one segment is cut into, so that absurd tolerances or
    /// coordinates cannot make flattening run away.
    static let flatteningStepLimit = 4096

    /// Calls `body` with the end of each chord of a polyline that stays within `tolerance` of
    /// the segment (equal parameter steps, counted by Wang's bound; a line is one chord). The
    /// start point is not reported.
    @inline(__always)
    func forEachChordEnd(tolerance: Double, _ body: (Point) -> Void) {
        let steps: Int
        switch self {
        case .line(_, let b): body(b); return
        case .quadratic(let q): steps = q.flatteningSteps(tolerance: tolerance, limit: Self.flatteningStepLimit)
        case .cubic(let c): steps = c.flatteningSteps(tolerance: tolerance, limit: Self.flatteningStepLimit)
        }
        let dt = 1 / Double(steps)
        for k in 1..<steps { body(point(at: Double(k) * dt)) }
        body(end)
    }
}

extension BezierPath {
    /// The path with every curve replaced by straight lines that stay within `tolerance` of it
    /// (Wang's bound on equal parameter steps, at most 4096 lines per curve). Subpaths keep
    /// their starts and their `close`. A tolerance that is not positive and finite is read as
    /// 0.1.
    public func flattened(tolerance: Double = 0.1) -> BezierPath {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        var out: [PathElement] = []
        out.reserveCapacity(elements.count)
        for step in segments {
            if step.startsSubpath { out.append(.move(to: step.segment.start)) }
            if step.role == .closing { out.append(.close); continue }
            step.segment.forEachChordEnd(tolerance: tolerance) { out.append(.line(to: $0)) }
        }
        return BezierPath(elements: out)
    }
}
