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
    init(segments: [GridSegment], operandCount: Int) {
        self.operandCount = operandCount
        var vertexIndex = PairIndexTable(expectedCount: segments.count)
        var edgeIndex = PairIndexTable(expectedCount: segments.count)
        func index(of p: GridPoint) -> Int {
            let i = vertexIndex.index(of: p.x.canonicalBits, p.y.canonicalBits)
            if i == vertices.count { vertices.append(p) }
            return i
        }
        vertices.reserveCapacity(segments.count)
        for s in segments where s.a != s.b {
            let forward = GridPoint.precedes(s.a, s.b)
            let from = index(of: forward ? s.a : s.b), to = index(of: forward ? s.b : s.a)
            let edge = edgeIndex.index(of: UInt64(from), UInt64(to))
            if edge == lo.count {
                lo.append(from); hi.append(to)
                deltas.append(contentsOf: repeatElement(0, count: operandCount))
            }
            deltas[edge * operandCount + s.operand] += forward ? 1 : -1
        }
        removeCancelledEdges()
    }

    /// The number of edges.
    var edgeCount: Int { lo.count }

    private mutating func removeCancelledEdges() {
        let deltas = self.deltas, k = operandCount
        func isCancelled(_ e: Int) -> Bool { deltas[e * k..<(e + 1) * k].allSatisfy { $0 == 0 } }
        // Usually nothing cancels: keep the arrays as they are.
        guard (0..<lo.count).contains(where: { isCancelled($0) }) else { return }
        var keptLo: [Int] = [], keptHi: [Int] = [], keptDeltas: [Int32] = []
        for e in 0..<lo.count {
            guard !isCancelled(e) else { continue }
            let range = e * operandCount..<(e + 1) * operandCount
            keptLo.append(lo[e]); keptHi.append(hi[e]); keptDeltas.append(contentsOf: deltas[range])
        }
        lo = keptLo; hi = keptHi; self.deltas = keptDeltas
    }
}

private extension Double {
    /// The bit pattern with −0 read as +0, so that equal coordinates have equal keys.
    var canonicalBits: UInt64 { (self + 0).bitPattern }
}
