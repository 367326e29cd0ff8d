/// The boolean result of operands whose flattened rings neither cross, touch nor overlap one
/// another or themselves: then each ring lies wholly on the result's boundary or wholly off
/// it, and the result is made of whole rings, which can be drawn from the operands' own
/// curves instead of the flattened polygons that `EdgeArrangement`, `BoundaryClassifier` and
/// `BoundaryTracer` would trace.
///
/// This is the usual merge in practice: a letter minus its counters, a shape "added" on its
/// own to clean it up, disjoint pieces unioned. Along such a ring the regions on either side
/// stay the same (nothing meets it), so one ray from the midpoint of one of its edges decides
/// the whole ring, as `BoundaryClassifier` decides a chain of edges.
enum DisjointRings {
    /// The most ray-edge tests (rings × segments) worth doing here rather than building the
    /// arrangement, whose classifier casts one ray per chain but through bands of edges.
    static let maxTests = 1 << 20

    /// For each ring that bounds the result, its index and whether it must be reversed to have
    /// the result on its left (in a y-up frame, as `BoundaryTracer`'s loops do); nil when the
    /// rings are not disjoint and simple or there are too many to test this way.
    ///
    /// `segments` are the segments ring after ring, ring `r` being
    /// `ringStarts[r]..<ringStarts[r + 1]`, shown to meet only where one ends and the next of
    /// its ring starts: by noding, which cut none of them (no crossing, no end point of one
    /// inside another, no overlap), and `sharesNoVertex(_:)`.
    static func boundary(of segments: [GridSegment], ringStarts: [Int], operandCount: Int,
                         operation: PathBooleanOperation) -> [(ring: Int, reversed: Bool)]? {
        let ringCount = ringStarts.count - 1
        guard ringCount > 0, ringCount.multipliedReportingOverflow(by: segments.count).partialValue <= maxTests else {
            return nil
        }
        var winding = [Int32](repeating: 0, count: operandCount)
        var kept: [(ring: Int, reversed: Bool)] = []
        for ring in 0..<ringCount {
            let edges = ringStarts[ring]..<ringStarts[ring + 1]
            // Fewer than three edges enclose nothing (the arrangement would cancel them out).
            guard edges.count >= 3 else { continue }
            // A ring with area has an edge that is not horizontal.
            guard let e = edges.first(where: { segments[$0].a.y != segments[$0].b.y }) else { return nil }
            let s = segments[e]
            let mid = GridPoint(x: (s.a.x + s.b.x) / 2, y: (s.a.y + s.b.y) / 2)
            // Every operand's winding number just +x of the edge's midpoint, from a ray in +x
            // running an infinitesimal step above it (a vertex at its height counts as below).
            for i in winding.indices { winding[i] = 0 }
            for f in segments.indices where f != e {
                let t = segments[f]
                let aBelow = t.a.y <= mid.y, bBelow = t.b.y <= mid.y
                guard aBelow != bBelow else { continue }
                let (from, to) = aBelow ? (t.a, t.b) : (t.b, t.a)
                // The crossing is right of `mid` exactly when `mid` is left of the upward edge.
                guard orientation(from, to, mid) > 0 else { continue }
                winding[t.operand] += aBelow ? 1 : -1
            }
            let plusInside = operation.contains(windings: winding)
            // Crossing the edge itself to its −x side.
            winding[s.operand] += s.b.y > s.a.y ? 1 : -1
            let minusInside = operation.contains(windings: winding)
            guard plusInside != minusInside else { continue }
            // The +x side is on the left of a → b exactly when the edge runs downward.
            let leftInside = s.b.y < s.a.y ? plusInside : minusInside
            kept.append((ring, !leftInside))
        }
        return kept
    }

    /// Whether every segment starts at a different vertex: in rings made of consecutive
    /// segments, a vertex starting two of them is where a ring touches itself or another.
    static func sharesNoVertex(_ segments: [GridSegment]) -> Bool {
        // Grid coordinates are whole numbers of magnitude at most 2²⁴ (`SnapGrid`): one key each.
        var keys: [Int64] = []
        keys.reserveCapacity(segments.count)
        for s in segments {
            guard Swift.abs(s.a.x) <= 0x1p30, Swift.abs(s.a.y) <= 0x1p30 else { return false }
            keys.append(Int64(s.a.x) << 32 | Int64(UInt32(bitPattern: Int32(s.a.y))))
        }
        keys.sort()
        for i in keys.indices.dropFirst() where keys[i] == keys[i - 1] { return false }
        return true
    }
}
