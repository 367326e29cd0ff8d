/// Decides which edges of an arrangement bound the result of a boolean operation.
///
/// For each edge it finds every operand's winding number on both sides by casting a ray in +x
/// from the edge's midpoint and summing the signed boundary counts of the edges the ray
/// crosses (the ray runs an infinitesimal step above the midpoint, so a vertex exactly at its
/// height counts as below: every decision is an exact sign test on the grid). An edge whose
/// two sides differ in membership of the result is kept, directed so the result lies on its
/// left (in a y-up frame).
struct BoundaryClassifier {
    let arrangement: EdgeArrangement
    let operation: PathBooleanOperation
    private let bands: EdgeBands

    init(arrangement: EdgeArrangement, operation: PathBooleanOperation) {
        self.arrangement = arrangement
        self.operation = operation
        bands = EdgeBands(arrangement)
    }

    /// The boundary edges of the result, each as (from, to) vertex indices.
    func boundaryEdges() -> [(Int, Int)] {
        let k = arrangement.operandCount
        var result: [(Int, Int)] = []
        var winding = [Int32](repeating: 0, count: k)
        var other = [Int32](repeating: 0, count: k)
        var inside = [Bool](repeating: false, count: k)
        func contains(_ w: [Int32]) -> Bool {
            for i in 0..<k { inside[i] = w[i] != 0 }
            return operation.contains(insideness: inside)
        }
        for e in 0..<arrangement.edgeCount {
            let l = arrangement.vertices[arrangement.lo[e]], h = arrangement.vertices[arrangement.hi[e]]
            let mid = GridPoint(x: (l.x + h.x) / 2, y: (l.y + h.y) / 2)
            let leftInside: Bool, rightInside: Bool
            if l.y == h.y {
                // Horizontal (and `h` lies in +x): its left side is +y, above.
                windings(at: mid, excluding: e, rayAbove: true, into: &winding)
                windings(at: mid, excluding: e, rayAbove: false, into: &other)
                leftInside = contains(winding)
                rightInside = contains(other)
            } else {
                // The ray starts on the +x side of the edge; crossing the edge to its −x side
                // adds the edge itself to the ray's crossings.
                windings(at: mid, excluding: e, rayAbove: true, into: &winding)
                let upward: Int32 = h.y > l.y ? 1 : -1
                for i in 0..<k { other[i] = winding[i] + upward * arrangement.deltas[e * k + i] }
                // The +x side is on the left of lo → hi exactly when the edge runs downward.
                let plusInside = contains(winding), minusInside = contains(other)
                leftInside = h.y < l.y ? plusInside : minusInside
                rightInside = h.y < l.y ? minusInside : plusInside
            }
            guard leftInside != rightInside else { continue }
            result.append(leftInside ? (arrangement.lo[e], arrangement.hi[e]) : (arrangement.hi[e], arrangement.lo[e]))
        }
        return result
    }

    /// Every operand's winding number at `m` (an edge's midpoint), from the edges a ray in +x
    /// crosses. With `rayAbove` the ray runs just above `m` (a vertex at `m.y` counts as below),
    /// otherwise just below (a vertex at `m.y` counts as above).
    private func windings(at m: GridPoint, excluding skipped: Int, rayAbove: Bool, into w: inout [Int32]) {
        let k = arrangement.operandCount
        for i in 0..<k { w[i] = 0 }
        for f in bands.edges(near: m.y) where f != skipped {
            let a = arrangement.vertices[arrangement.lo[f]], b = arrangement.vertices[arrangement.hi[f]]
            let aBelow = rayAbove ? a.y <= m.y : a.y < m.y
            let bBelow = rayAbove ? b.y <= m.y : b.y < m.y
            guard aBelow != bBelow else { continue }
            // Upward from the end below the ray to the one above; the crossing is right of `m`
            // exactly when `m` is left of that upward edge.
            let (from, to) = aBelow ? (a, b) : (b, a)
            guard orientation(from, to, m) > 0 else { continue }
            let sign: Int32 = aBelow ? 1 : -1
            for i in 0..<k { w[i] += sign * arrangement.deltas[f * k + i] }
        }
    }
}

/// The arrangement's edges bucketed by horizontal bands of y, so a ray at some height only
/// looks at the edges that reach that height.
private struct EdgeBands {
    private let minY: Double
    private let bandHeight: Double
    private let buckets: [[Int]]

    init(_ arrangement: EdgeArrangement) {
        let ys = arrangement.vertices.map(\.y)
        let low = ys.min() ?? 0, high = ys.max() ?? 0
        let count = high > low ? Swift.max(1, Int(Double(arrangement.edgeCount).squareRoot())) : 1
        minY = low
        bandHeight = high > low ? (high - low) / Double(count) : 1
        var buckets = [[Int]](repeating: [], count: count)
        for e in 0..<arrangement.edgeCount {
            let y0 = arrangement.vertices[arrangement.lo[e]].y, y1 = arrangement.vertices[arrangement.hi[e]].y
            let first = Self.band(Swift.min(y0, y1), low, bandHeight, count)
            let last = Self.band(Swift.max(y0, y1), low, bandHeight, count)
            for band in first...last { buckets[band].append(e) }
        }
        self.buckets = buckets
    }

    /// The edges whose y-range may contain `y`.
    func edges(near y: Double) -> [Int] { buckets[Self.band(y, minY, bandHeight, buckets.count)] }

    private static func band(_ y: Double, _ minY: Double, _ height: Double, _ count: Int) -> Int {
        Swift.min(count - 1, Swift.max(0, Int((y - minY) / height)))
    }
}
