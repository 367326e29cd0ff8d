/// A directed straight edge of one operand's polygon, on the grid.
struct GridSegment {
    var a: GridPoint
    var b: GridPoint
    /// Which operand (path) the edge belongs to.
    var operand: Int
}

/// Splits segments wherever they cross, touch or overlap, so that afterwards two segments meet
/// only at shared end points or lie exactly on top of each other ("noding").
///
/// A sweep over x finds the candidate pairs; crossings are rounded to the grid, which can
/// create new crossings a grid step away, so the pass repeats until nothing more is split
/// (almost always after one or two passes).
enum SegmentNoding {
    /// The most passes; a leftover near-crossing only costs a sliver, never a crash.
    static let passLimit = 8

    /// The segments noded, or nil when that would take more than `maxPairTests` candidate
    /// pairs over all passes (the sweep is quadratic when many segments span the same x range).
    static func noded(_ input: [GridSegment], maxPairTests: Int = .max) -> [GridSegment]? {
        var segments = input
        var work = 0
        for _ in 0..<passLimit {
            var cuts = [[GridPoint]](repeating: [], count: segments.count)
            guard let found = findCuts(segments, into: &cuts, work: &work, maxWork: maxPairTests) else { return nil }
            guard found else { break }
            segments = apply(cuts, to: segments)
        }
        return segments
    }

    /// Records, for each segment, the grid points where another segment crosses or touches its
    /// interior. Returns whether there were any, or nil once `work` (the candidate pairs
    /// looked at) passes `maxWork`.
    private static func findCuts(_ segments: [GridSegment], into cuts: inout [[GridPoint]],
                                 work: inout Int, maxWork: Int) -> Bool? {
        let order = segments.indices.sorted { Swift.min(segments[$0].a.x, segments[$0].b.x) < Swift.min(segments[$1].a.x, segments[$1].b.x) }
        var active: [Int] = []
        var found = false
        for i in order {
            let s = segments[i]
            let minX = Swift.min(s.a.x, s.b.x)
            active.removeAll { Swift.max(segments[$0].a.x, segments[$0].b.x) < minX }
            work = work.addingReportingOverflow(active.count).partialValue
            guard work <= maxWork else { return nil }
            let sMinY = Swift.min(s.a.y, s.b.y), sMaxY = Swift.max(s.a.y, s.b.y)
            for j in active {
                let t = segments[j]
                guard Swift.max(t.a.y, t.b.y) >= sMinY, Swift.min(t.a.y, t.b.y) <= sMaxY else { continue }
                if cut(s, i, t, j, &cuts) { found = true }
            }
            active.append(i)
        }
        return found
    }

    /// Adds the cut points of the pair `s`, `t`; returns whether it added any.
    private static func cut(_ s: GridSegment, _ i: Int, _ t: GridSegment, _ j: Int, _ cuts: inout [[GridPoint]]) -> Bool {
        let o1 = orientation(s.a, s.b, t.a), o2 = orientation(s.a, s.b, t.b)
        let o3 = orientation(t.a, t.b, s.a), o4 = orientation(t.a, t.b, s.b)
        var added = false
        func mark(_ p: GridPoint, on k: Int, _ seg: GridSegment) {
            guard p != seg.a, p != seg.b else { return }
            cuts[k].append(p)
            added = true
        }
        if o1 == 0 && o2 == 0 {
            // Collinear: each end point lying inside the other segment splits it.
            if isInside(t.a, s) { mark(t.a, on: i, s) }
            if isInside(t.b, s) { mark(t.b, on: i, s) }
            if isInside(s.a, t) { mark(s.a, on: j, t) }
            if isInside(s.b, t) { mark(s.b, on: j, t) }
            return added
        }
        // An end point on the other's interior (a T-junction).
        if o1 == 0, isInside(t.a, s) { mark(t.a, on: i, s) }
        if o2 == 0, isInside(t.b, s) { mark(t.b, on: i, s) }
        if o3 == 0, isInside(s.a, t) { mark(s.a, on: j, t) }
        if o4 == 0, isInside(s.b, t) { mark(s.b, on: j, t) }
        // A proper crossing, rounded to the grid.
        if (o1 > 0) != (o2 > 0), o1 != 0, o2 != 0, (o3 > 0) != (o4 > 0), o3 != 0, o4 != 0 {
            let f = o3 / (o3 - o4)
            let p = GridPoint(x: (s.a.x + (s.b.x - s.a.x) * f).rounded(), y: (s.a.y + (s.b.y - s.a.y) * f).rounded())
            mark(p, on: i, s)
            mark(p, on: j, t)
        }
        return added
    }

    /// Whether `p`, known to be on the line of `s`, lies strictly between its end points.
    private static func isInside(_ p: GridPoint, _ s: GridSegment) -> Bool {
        guard p != s.a, p != s.b else { return false }
        let d = GridPoint(x: s.b.x - s.a.x, y: s.b.y - s.a.y)
        let along = (p.x - s.a.x) * d.x + (p.y - s.a.y) * d.y
        return along > 0 && along < d.x * d.x + d.y * d.y
    }

    /// The segments cut at their cut points, in order along each segment.
    private static func apply(_ cuts: [[GridPoint]], to segments: [GridSegment]) -> [GridSegment] {
        var result: [GridSegment] = []
        result.reserveCapacity(segments.count + cuts.reduce(0) { $0 + $1.count })
        for (s, points) in zip(segments, cuts) {
            guard !points.isEmpty else { result.append(s); continue }
            let dx = s.b.x - s.a.x, dy = s.b.y - s.a.y
            let sorted = points.sorted { ($0.x - s.a.x) * dx + ($0.y - s.a.y) * dy < ($1.x - s.a.x) * dx + ($1.y - s.a.y) * dy }
            var from = s.a
            for p in sorted + [s.b] where p != from {
                result.append(GridSegment(a: from, b: p, operand: s.operand))
                from = p
            }
        }
        return result
    }
}
