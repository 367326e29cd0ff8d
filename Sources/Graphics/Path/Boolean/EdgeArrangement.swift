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
        var vertexIndex: [GridPoint: Int] = [:]
        var edgeIndex: [EdgeKey: Int] = [:]
        func index(of p: GridPoint) -> Int {
            if let i = vertexIndex[p] { return i }
            vertices.append(p)
            vertexIndex[p] = vertices.count - 1
            return vertices.count - 1
        }
        for s in segments where s.a != s.b {
            let forward = GridPoint.precedes(s.a, s.b)
            let key = EdgeKey(lo: index(of: forward ? s.a : s.b), hi: index(of: forward ? s.b : s.a))
            let edge: Int
            if let e = edgeIndex[key] {
                edge = e
            } else {
                edge = lo.count
                edgeIndex[key] = edge
                lo.append(key.lo); hi.append(key.hi)
                deltas.append(contentsOf: repeatElement(0, count: operandCount))
            }
            deltas[edge * operandCount + s.operand] += forward ? 1 : -1
        }
        removeCancelledEdges()
    }

    /// The number of edges.
    var edgeCount: Int { lo.count }

    private mutating func removeCancelledEdges() {
        var keptLo: [Int] = [], keptHi: [Int] = [], keptDeltas: [Int32] = []
        for e in 0..<lo.count {
            let range = e * operandCount..<(e + 1) * operandCount
            guard deltas[range].contains(where: { $0 != 0 }) else { continue }
            keptLo.append(lo[e]); keptHi.append(hi[e]); keptDeltas.append(contentsOf: deltas[range])
        }
        lo = keptLo; hi = keptHi; deltas = keptDeltas
    }

    private struct EdgeKey: Hashable {
        var lo: Int
        var hi: Int
    }
}
