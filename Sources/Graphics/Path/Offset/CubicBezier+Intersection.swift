extension CubicBezier {
    /// The first place (in depth-first order of halving both curves, so roughly the smallest
    /// parameter on `self`) where this curve meets `other`, as the parameters on each, found by
    /// recursive subdivision of overlapping control-point boxes.
    ///
    /// `ignoringJoint` skips a meeting at this curve's end and the other's start: two pieces
    /// of an outline that simply continue each other.
    func firstIntersection(with other: CubicBezier, ignoringJoint: Bool) -> (Double, Double)? {
        let extent = Swift.max(controlPointBounds.width, controlPointBounds.height,
                               other.controlPointBounds.width, other.controlPointBounds.height)
        guard extent.isFinite else { return nil }
        let search = IntersectionSearch(tolerance: Swift.max(extent * 1e-9, 1e-12), ignoringJoint: ignoringJoint)
        var visits = 0
        return search.first(self, 0, 1, other, 0, 1, depth: 0, visits: &visits)
    }
}

/// The subdivision search behind `CubicBezier.firstIntersection`.
private struct IntersectionSearch {
    let tolerance: Double
    let ignoringJoint: Bool
    /// Deep enough for the tolerance on any real drawing; bounds the work on overlapping curves.
    static let maxDepth = 48
    /// The most pairs of pieces compared in one search. Depth alone does not bound the work:
    /// curves lying along each other overlap at every level, and each level can double the
    /// pairs still in play. Real searches compare a few hundred.
    static let maxVisits = 50_000

    func first(_ a: CubicBezier, _ a0: Double, _ a1: Double,
               _ b: CubicBezier, _ b0: Double, _ b1: Double, depth: Int, visits: inout Int) -> (Double, Double)? {
        visits += 1
        guard visits <= Self.maxVisits else { return nil }
        let boxA = a.controlPointBounds, boxB = b.controlPointBounds
        // Closed boxes, so that a crossing exactly where a curve was halved is not lost.
        guard abs(boxA.midX - boxB.midX) * 2 <= boxA.width + boxB.width,
              abs(boxA.midY - boxB.midY) * 2 <= boxA.height + boxB.height else { return nil }
        let small = Swift.max(boxA.width, boxA.height) <= tolerance && Swift.max(boxB.width, boxB.height) <= tolerance
        if small || depth >= Self.maxDepth {
            let hit = ((a0 + a1) / 2, (b0 + b1) / 2)
            if ignoringJoint && 1 - hit.0 < 1e-6 && hit.1 < 1e-6 { return nil }
            return hit
        }
        let (aHead, aTail) = a.split(at: 0.5), (bHead, bTail) = b.split(at: 0.5)
        let am = (a0 + a1) / 2, bm = (b0 + b1) / 2
        if let hit = first(aHead, a0, am, bHead, b0, bm, depth: depth + 1, visits: &visits) { return hit }
        if let hit = first(aHead, a0, am, bTail, bm, b1, depth: depth + 1, visits: &visits) { return hit }
        if let hit = first(aTail, am, a1, bHead, b0, bm, depth: depth + 1, visits: &visits) { return hit }
        return first(aTail, am, a1, bTail, bm, b1, depth: depth + 1, visits: &visits)
    }
}
