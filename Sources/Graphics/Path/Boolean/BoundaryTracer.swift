import Foundation

/// Links directed boundary edges (result on their left) into closed loops.
///
/// At a vertex where several loops touch, the walk takes the outgoing edge that turns most to
/// the left, so touching regions come out as separate loops instead of one figure-of-eight.
/// Every loop has the result on its left, so outer boundaries and holes wind oppositely and the
/// loops fill correctly with either fill rule.
enum BoundaryTracer {
    static func loops(edges: [(Int, Int)], vertices: [GridPoint]) -> [[GridPoint]] {
        let outgoing = OutgoingEdges(edges, vertexCount: vertices.count)
        var used = [Bool](repeating: false, count: edges.count)
        var loops: [[GridPoint]] = []
        // The loop being traced, kept for the next one (only its simplified copy is kept): no
        // array grows from empty for every loop.
        var loop: [GridPoint] = []
        for start in edges.indices where !used[start] {
            used[start] = true
            loop.removeAll(keepingCapacity: true)
            loop.append(vertices[edges[start].0])
            var current = start
            while edges[current].1 != edges[start].0 {
                let (from, at) = edges[current]
                guard let next = leftmostTurn(after: vertices[from], at: at, among: outgoing.edges(from: at), edges, vertices, used) else { break }
                used[next] = true
                loop.append(vertices[at])
                current = next
            }
            if edges[current].1 != edges[start].0 { loop.append(vertices[edges[current].1]) }
            let simplified = removingCollinearPoints(loop)
            if simplified.count >= 3 { loops.append(simplified) }
        }
        return loops
    }

    /// The unused edge leaving `at` that turns most to the left coming from `from`.
    private static func leftmostTurn(after from: GridPoint, at: Int, among candidates: ArraySlice<Int>, _ edges: [(Int, Int)],
                                     _ vertices: [GridPoint], _ used: [Bool]) -> Int? {
        // Most vertices leave one way only: no angles to compare.
        var first: Int?
        for c in candidates where !used[c] {
            guard first == nil else { return leftmostOfSeveral(after: from, at: at, among: candidates, edges, vertices, used) }
            first = c
        }
        return first
    }

    /// `leftmostTurn` when more than one unused edge leaves `at`.
    private static func leftmostOfSeveral(after from: GridPoint, at: Int, among candidates: ArraySlice<Int>, _ edges: [(Int, Int)],
                                          _ vertices: [GridPoint], _ used: [Bool]) -> Int? {
        let here = vertices[at]
        let inX = here.x - from.x, inY = here.y - from.y
        var best: Int?
        var bestTurn = -Double.infinity
        for c in candidates where !used[c] {
            let to = vertices[edges[c].1]
            let outX = to.x - here.x, outY = to.y - here.y
            let turn = atan2Turn(cross: inX * outY - inY * outX, dot: inX * outX + inY * outY)
            if turn > bestTurn { bestTurn = turn; best = c }
        }
        return best
    }

    /// The signed turning angle for a turn with the given cross and dot products.
    private static func atan2Turn(cross: Double, dot: Double) -> Double {
        // A full reversal counts as the sharpest left turn.
        cross == 0 && dot < 0 ? Double.pi : atan2(cross, dot)
    }

    /// The loop without vertices that lie on the straight line between their neighbours.
    private static func removingCollinearPoints(_ loop: [GridPoint]) -> [GridPoint] {
        guard loop.count > 3 else { return loop }
        var result: [GridPoint] = []
        result.reserveCapacity(loop.count)
        for (i, p) in loop.enumerated() {
            let prev = result.last ?? loop[loop.count - 1]
            let next = loop[(i + 1) % loop.count]
            let o = orientation(prev, p, next)
            // Keep turns, and reversals (the point is a spike's tip).
            let reverses = (p.x - prev.x) * (next.x - p.x) + (p.y - prev.y) * (next.y - p.y) < 0
            if o != 0 || reverses { result.append(p) }
        }
        return result
    }
}

/// The edges leaving each vertex, in edge order, in one flat array (one array per vertex
/// would be an allocation per vertex).
private struct OutgoingEdges {
    private let starts: [Int]
    private let list: [Int]

    init(_ edges: [(Int, Int)], vertexCount: Int) {
        var starts = [Int](repeating: 0, count: vertexCount + 1)
        for edge in edges { starts[edge.0 + 1] += 1 }
        for v in 0..<vertexCount { starts[v + 1] += starts[v] }
        var next = starts, list = [Int](repeating: 0, count: edges.count)
        for (i, edge) in edges.enumerated() {
            list[next[edge.0]] = i
            next[edge.0] += 1
        }
        self.starts = starts
        self.list = list
    }

    func edges(from v: Int) -> ArraySlice<Int> { list[starts[v]..<starts[v + 1]] }
}
