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

    init(arrangement: EdgeArrangement, operation: PathBooleanOperation) {
        self.arrangement = arrangement
        self.operation = operation
    }

    /// The boundary edges of the result, each as (from, to) vertex indices, in edge order.
    func boundaryEdges() -> [(Int, Int)] {
        let (leftInside, rightInside) = sides()
        var result: [(Int, Int)] = []
        result.reserveCapacity(arrangement.edgeCount)
        for e in 0..<arrangement.edgeCount where leftInside[e] != rightInside[e] {
            result.append(leftInside[e] ? (arrangement.lo[e], arrangement.hi[e]) : (arrangement.hi[e], arrangement.lo[e]))
        }
        return result
    }

    /// For every edge, whether the region on its left and on its right (going lo → hi) is in
    /// the result.
    ///
    /// Rays are cast only for one edge of each chain of edges joined at vertices where exactly
    /// two edges meet: across such a vertex the regions on either side of the chain stay the
    /// same, so the rest of the chain follows without a ray. Chains end only where outlines
    /// cross or touch, so this saves most of the rays.
    private func sides() -> (left: [Bool], right: [Bool]) {
        let edgeCount = arrangement.edgeCount, lo = arrangement.lo, hi = arrangement.hi
        var degree = [Int32](repeating: 0, count: arrangement.vertices.count)
        // The first two edges at each vertex: a chain's both edges where the degree is 2.
        var firstTwo = [Int](repeating: -1, count: 2 * arrangement.vertices.count)
        func attach(_ e: Int, to v: Int) {
            if degree[v] < 2 { firstTwo[2 * v + Int(degree[v])] = e }
            degree[v] += 1
        }
        for e in 0..<edgeCount {
            attach(e, to: lo[e])
            attach(e, to: hi[e])
        }
        var left = [Bool](repeating: false, count: edgeCount), right = left, known = left
        /// Follows the chain from `seed` through `start`, with the walk's left and right sides.
        func walk(from seed: Int, through start: Int, walkLeft: Bool, walkRight: Bool) {
            var edge = seed, vertex = start
            while degree[vertex] == 2 {
                let next = firstTwo[2 * vertex] == edge ? firstTwo[2 * vertex + 1] : firstTwo[2 * vertex]
                guard !known[next] else { return }
                let forward = lo[next] == vertex
                left[next] = forward ? walkLeft : walkRight
                right[next] = forward ? walkRight : walkLeft
                known[next] = true
                edge = next
                vertex = forward ? hi[next] : lo[next]
            }
        }
        var rays = RayCaster(classifier: self)
        for seed in 0..<edgeCount where !known[seed] {
            let (l, r) = rays.sides(of: seed)
            left[seed] = l
            right[seed] = r
            known[seed] = true
            // Backward from `lo`, the walk's left is the seed's right.
            walk(from: seed, through: hi[seed], walkLeft: l, walkRight: r)
            walk(from: seed, through: lo[seed], walkLeft: r, walkRight: l)
        }
        return (left, right)
    }

    /// Casts the rays that decide the sides of single edges, with reused scratch arrays.
    private struct RayCaster {
        let operation: PathBooleanOperation
        let operandCount: Int
        private let vertices: [GridPoint]
        private let lo: [Int]
        private let hi: [Int]
        private let deltas: [Int32]
        private var winding: [Int32]
        private var other: [Int32]
        /// The edges by band of y, made once enough rays are cast to pay for them (with one
        /// ray per chain, most operations cast only a handful; a band list costs about two
        /// rays through every edge).
        private var bands: EdgeBands?
        private var raysCast = 0
        private static let raysBeforeBands = 2

        init(classifier: BoundaryClassifier) {
            let arrangement = classifier.arrangement
            operation = classifier.operation
            operandCount = arrangement.operandCount
            vertices = arrangement.vertices
            lo = arrangement.lo
            hi = arrangement.hi
            deltas = arrangement.deltas
            winding = [Int32](repeating: 0, count: operandCount)
            other = winding
        }

        /// Whether the regions left and right of edge `e` (going lo → hi) are in the result.
        mutating func sides(of e: Int) -> (left: Bool, right: Bool) {
            let k = operandCount
            let l = vertices[lo[e]], h = vertices[hi[e]]
            let mid = GridPoint(x: (l.x + h.x) / 2, y: (l.y + h.y) / 2)
            if l.y == h.y {
                // Horizontal (and `h` lies in +x): its left side is +y, above.
                let bands = bandsForNextRay()
                Self.windings(vertices, lo, hi, deltas, k, bands, at: mid, excluding: e, rayAbove: true, into: &winding)
                Self.windings(vertices, lo, hi, deltas, k, bands, at: mid, excluding: e, rayAbove: false, into: &other)
                return (operation.contains(windings: winding), operation.contains(windings: other))
            }
            // The ray starts on the +x side of the edge; crossing the edge to its −x side adds
            // the edge itself to the ray's crossings.
            Self.windings(vertices, lo, hi, deltas, k, bandsForNextRay(), at: mid, excluding: e, rayAbove: true, into: &winding)
            let upward: Int32 = h.y > l.y ? 1 : -1
            for i in 0..<k { other[i] = winding[i] + upward * deltas[e * k + i] }
            // The +x side is on the left of lo → hi exactly when the edge runs downward.
            let plusInside = operation.contains(windings: winding), minusInside = operation.contains(windings: other)
            return h.y < l.y ? (plusInside, minusInside) : (minusInside, plusInside)
        }

        /// The bands to cast the next ray through (nil: through all edges).
        private mutating func bandsForNextRay() -> EdgeBands? {
            raysCast += 1
            if raysCast == Self.raysBeforeBands + 1 { bands = EdgeBands(vertices: vertices, lo: lo, hi: hi) }
            return bands
        }

        /// Every operand's winding number at `m` (an edge's midpoint), from the edges a ray in
        /// +x crosses. With `rayAbove` the ray runs just above `m` (a vertex at `m.y` counts as
        /// below), otherwise just below (a vertex at `m.y` counts as above).
        private static func windings(_ vertices: [GridPoint], _ lo: [Int], _ hi: [Int], _ deltas: [Int32], _ k: Int, _ bands: EdgeBands?,
                                     at m: GridPoint, excluding skipped: Int, rayAbove: Bool, into w: inout [Int32]) {
            for i in 0..<k { w[i] = 0 }
            func cross(_ f: Int) {
                guard f != skipped else { return }
                let a = vertices[lo[f]], b = vertices[hi[f]]
                let aBelow = rayAbove ? a.y <= m.y : a.y < m.y
                let bBelow = rayAbove ? b.y <= m.y : b.y < m.y
                guard aBelow != bBelow else { return }
                // Upward from the end below the ray to the one above; the crossing is right of
                // `m` exactly when `m` is left of that upward edge.
                let (from, to) = aBelow ? (a, b) : (b, a)
                guard orientation(from, to, m) > 0 else { return }
                let sign: Int32 = aBelow ? 1 : -1
                for i in 0..<k { w[i] += sign * deltas[f * k + i] }
            }
            if let bands {
                for f in bands.edges(near: m.y) { cross(f) }
            } else {
                for f in 0..<lo.count { cross(f) }
            }
        }
    }
}

/// The arrangement's edges bucketed by horizontal bands of y, so a ray at some height only
/// looks at the edges that reach that height. Each band's edges are in edge order, all bands'
/// in one flat array.
private struct EdgeBands {
    private let minY: Double
    /// Bands per unit of y.
    private let bandsPerUnit: Double
    /// Band `i`'s edges are `list[starts[i]..<starts[i + 1]]`.
    private let starts: [Int]
    private let list: [Int]

    /// The bands of the edges `lo[e]`–`hi[e]` between `vertices`; nil when some vertex's y is
    /// not finite (from degenerate input), where bands could miss an edge that a ray crosses:
    /// then rays look at every edge.
    init?(vertices: [GridPoint], lo: [Int], hi: [Int]) {
        var low = Double.infinity, high = -Double.infinity
        for p in vertices {
            guard p.y.isFinite else { return nil }
            low = Swift.min(low, p.y)
            high = Swift.max(high, p.y)
        }
        let edgeCount = lo.count
        let count = high > low ? Swift.max(1, Int(Double(edgeCount).squareRoot())) : 1
        let perUnit = high > low ? Double(count) / (high - low) : 1
        // Each edge's first and last band, then a counting sort of the edges into the bands.
        var firstAndLast: [(first: Int, last: Int)] = []
        firstAndLast.reserveCapacity(edgeCount)
        var starts = [Int](repeating: 0, count: count + 1)
        for e in 0..<edgeCount {
            let y0 = vertices[lo[e]].y, y1 = vertices[hi[e]].y
            let first = Self.band(Swift.min(y0, y1), low, perUnit, count)
            let last = Self.band(Swift.max(y0, y1), low, perUnit, count)
            firstAndLast.append((first, last))
            for band in first..<last + 1 { starts[band + 1] += 1 }
        }
        for band in 0..<count { starts[band + 1] += starts[band] }
        var next = starts, list = [Int](repeating: 0, count: starts[count])
        for (e, bands) in firstAndLast.enumerated() {
            for band in bands.first..<bands.last + 1 {
                list[next[band]] = e
                next[band] += 1
            }
        }
        minY = low
        bandsPerUnit = perUnit
        self.starts = starts
        self.list = list
    }

    /// The edges whose y-range may contain `y`.
    func edges(near y: Double) -> ArraySlice<Int> {
        let band = Self.band(y, minY, bandsPerUnit, starts.count - 1)
        return list[starts[band]..<starts[band + 1]]
    }

    /// The band of `y` (a multiplication rather than a division by the band height: either
    /// is monotonic, which is all the bands need, since rays and edges use the same one).
    private static func band(_ y: Double, _ minY: Double, _ perUnit: Double, _ count: Int) -> Int {
        Swift.min(count - 1, Swift.max(0, Int((y - minY) * perUnit)))
    }
}
