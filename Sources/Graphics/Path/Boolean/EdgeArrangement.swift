/// The noded edges of all operands merged into one planar arrangement: each distinct edge once,
/// with, per operand, how many times that operand's boundary runs along it (positive in the
/// edge's canonical direction, from its lexicographically smaller end to the larger).
struct EdgeArrangement {
    /// The distinct vertices.
    private(set) var vertices: [GridPoint] = []
    /// Each edge's canonical start and end vertex (`lo` precedes `hi`).
    private(set) var lo: [Int] = []
    private(set) var hi: [Int] = []
    /// `deltas[edge * operandCount + operand]`: that operand's net boundary count along the edge.
    private(set) var deltas: [Int32] = []
    let operandCount: Int

    /// The arrangement of noded segments; edges along which every operand's boundary cancels
    /// out are dropped, since they separate nothing.
    ///
    /// Vertices and edges are numbered in order of first appearance. Noded segments come ring
    /// by ring, each starting where the last ended, so a segment's start is usually the last
    /// segment's end (and a ring's last end its first start): those two are remembered rather
    /// than looked up. An edge is found among the edges already starting at its `lo` vertex,
    /// rather than in a second hash table: they are few, and where many segments share an end
    /// point the noding sweep has already looked at every pair of them.
    init(segments: [GridSegment], operandCount: Int) {
        self.operandCount = operandCount
        let k = operandCount
        var vertexIndex = PairIndexTable(expectedCount: segments.count)
        vertices.reserveCapacity(segments.count)
        lo.reserveCapacity(segments.count)
        hi.reserveCapacity(segments.count)
        deltas.reserveCapacity(segments.count * k)
        // Per vertex, the last edge whose `lo` it is (-1: none); per edge, the one before it.
        var lastFromVertex: [Int] = []
        lastFromVertex.reserveCapacity(segments.count)
        var previousFromVertex: [Int] = []
        previousFromVertex.reserveCapacity(segments.count)
        // (NaN coordinates never compare equal, so these match nothing until set.)
        var previousEnd = (point: GridPoint(x: .nan, y: .nan), index: 0)
        var chainStart = previousEnd
        // Only an edge met more than once can cancel out.
        var anyEdgeRepeats = false
        func index(of p: GridPoint) -> Int {
            if p == previousEnd.point { return previousEnd.index }
            if p == chainStart.point { return chainStart.index }
            let i = vertexIndex.index(of: p.x.canonicalBits, p.y.canonicalBits)
            if i == vertices.count {
                vertices.append(p)
                lastFromVertex.append(-1)
            }
            return i
        }
        for s in segments where s.a != s.b {
            // `from` first, so that new vertices are numbered in that order.
            let forward = GridPoint.precedes(s.a, s.b)
            let from = index(of: forward ? s.a : s.b), to = index(of: forward ? s.b : s.a)
            if s.a != previousEnd.point { chainStart = (s.a, forward ? from : to) }
            previousEnd = (s.b, forward ? to : from)
            var edge = lastFromVertex[from]
            while edge >= 0, hi[edge] != to { edge = previousFromVertex[edge] }
            if edge < 0 {
                edge = lo.count
                lo.append(from); hi.append(to)
                previousFromVertex.append(lastFromVertex[from])
                lastFromVertex[from] = edge
                for _ in 0..<k { deltas.append(0) }
            } else {
                anyEdgeRepeats = true
            }
            deltas[edge * k + s.operand] += forward ? 1 : -1
        }
        if anyEdgeRepeats { removeCancelledEdges() }
    }

    /// The number of edges.
    var edgeCount: Int { lo.count }

    private mutating func removeCancelledEdges() {
        let k = operandCount
        func isCancelled(_ e: Int) -> Bool {
            for i in e * k..<(e + 1) * k where deltas[i] != 0 { return false }
            return true
        }
        // Even then, usually nothing cancels: keep the arrays as they are.
        guard let firstCancelled = (0..<lo.count).first(where: isCancelled) else { return }
        // Compacted in place: edge `e` moves to `kept`, never after it.
        var kept = firstCancelled
        for e in firstCancelled..<lo.count where !isCancelled(e) {
            lo[kept] = lo[e]
            hi[kept] = hi[e]
            for i in 0..<k { deltas[kept * k + i] = deltas[e * k + i] }
            kept += 1
        }
        lo.removeLast(lo.count - kept)
        hi.removeLast(hi.count - kept)
        deltas.removeLast(deltas.count - kept * k)
    }
}

private extension Double {
    /// The bit pattern with −0 read as +0, so that equal coordinates have equal keys.
    var canonicalBits: UInt64 { (self + 0).bitPattern }
}
