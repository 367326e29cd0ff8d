extension BezierPath {
    /// The path moved `amount` sideways, the way After Effects' Offset Paths operator and
    /// lottie-web build it: each segment (split at its inflections, and halved further where
    /// lottie-web's single piece would bow away from the true offset) is offset through its
    /// control polygon, neighbouring offset pieces that cross are cut at the crossing, and the
    /// gaps between pieces are closed with `join`.
    ///
    /// Positive amounts move to the left of the direction of travel in a y-down space (outwards
    /// for a clockwise shape such as a Lottie rectangle or ellipse drawn in its default
    /// direction). An open subpath is outlined on both sides, out along one and back along the
    /// other. A miter join is drawn when its tip lies closer than `miterLimit` to the end of the
    /// offset segment (lottie-web compares the distance itself, not a ratio); otherwise the
    /// corner is bevelled.
    public func offset(by amount: Double, join: LineJoin = .miter, miterLimit: Double = 4) -> BezierPath {
        guard amount != 0, amount.isFinite else { return self }
        let offsetter = PathOffsetter(amount: amount, join: join, miterLimit: miterLimit)
        return BezierPath(vertexPaths: vertexPaths.map(offsetter.offset))
    }
}

/// The offset construction for one amount, join and miter limit.
private struct PathOffsetter {
    let amount: Double
    let join: LineJoin
    let miterLimit: Double

    /// The offset of one subpath.
    func offset(_ path: VertexPath) -> VertexPath {
        let count = path.segmentCount
        var pieces: [[CubicBezier]] = (0..<count).map { offsetPieces(of: path.segment($0).linearized) }
        if !path.isClosed {
            pieces += (0..<count).reversed().map { offsetPieces(of: path.segment($0).reversed.linearized) }
        }
        pruneCrossings(&pieces)

        var out: [VertexPath.Vertex] = []
        var lastPoint: Point?
        var lastPiece: CubicBezier?
        for run in pieces {
            guard let first = run.first, let last = run.last else { continue }
            if let lastPiece { lastPoint = addJoin(&out, from: lastPiece, to: first) }
            lastPiece = last
            for piece in run {
                if let lastPoint, !out.isEmpty, piece.p0.isNearlyEqual(to: lastPoint) {
                    out[out.count - 1].outControl = piece.p1
                } else {
                    out.append(VertexPath.Vertex(piece.p0, in: piece.p0, out: piece.p1))
                }
                out.append(VertexPath.Vertex(piece.p3, in: piece.p2, out: piece.p3))
                lastPoint = piece.p3
            }
        }
        if let lastPiece, let first = pieces.first?.first { _ = addJoin(&out, from: lastPiece, to: first) }
        return VertexPath(vertices: out, isClosed: path.isClosed)
    }

    /// One segment offset piecewise, split at its inflections.
    private func offsetPieces(of segment: CubicBezier) -> [CubicBezier] {
        let cuts = segment.inflectionParameters
        guard let firstCut = cuts.first else { return refinedOffset(of: segment) }
        let (head, rest) = segment.split(at: firstCut)
        guard cuts.count > 1, !cuts[1].isNearlyEqual(to: 1) else {
            return refinedOffset(of: head.linearized) + refinedOffset(of: rest.linearized)
        }
        let (middle, tail) = rest.split(at: (cuts[1] - firstCut) / (1 - firstCut))
        return refinedOffset(of: head.linearized) + refinedOffset(of: middle.linearized) + refinedOffset(of: tail.linearized)
    }

    /// How far an offset piece may stray from the true offset curve before the piece is
    /// halved: lottie-web offsets each inflection-free piece in one go, which bows visibly on
    /// tight curves (1.2 % of the radius on a quarter circle offset by a fifth of its radius);
    /// halving until within this keeps its construction and follows the true outline.
    private var refinementTolerance: Double { Swift.max(abs(amount) * 0.002, 1e-3) }

    /// The offset of an inflection-free piece, halved (up to 64 pieces) until the offset
    /// of each is within `refinementTolerance` of the true offset at its quarter points.
    private func refinedOffset(of piece: CubicBezier, depth: Int = 0) -> [CubicBezier] {
        let offset = offsetPiece(piece)
        guard depth < 6, !isAccurate(offset, of: piece) else { return [offset] }
        let (head, tail) = piece.split(at: 0.5)
        return refinedOffset(of: head.linearized, depth: depth + 1) + refinedOffset(of: tail.linearized, depth: depth + 1)
    }

    private func isAccurate(_ offset: CubicBezier, of piece: CubicBezier) -> Bool {
        for t in [0.25, 0.5, 0.75] {
            let d = piece.derivative(at: t)
            guard d.length > 0 else { continue }
            let target = piece.point(at: t) + Point(d.y, -d.x) / d.length * amount
            if offset.point(at: t).distance(to: target) > refinementTolerance { return false }
        }
        return true
    }

    /// A piece offset through its control polygon: each edge of the polygon moves `amount`
    /// along its normal, and the inner control points are where the moved edges meet.
    private func offsetPiece(_ c: CubicBezier) -> CubicBezier {
        let (p0, p1a) = offsetLine(c.p0, c.p1)
        let (p1b, p2b) = offsetLine(c.p1, c.p2)
        let (p2a, p3) = offsetLine(c.p2, c.p3)
        let p1 = lineIntersection(p0, p1a, p1b, p2b) ?? p1a
        let p2 = lineIntersection(p2a, p3, p1b, p2b) ?? p2a
        return CubicBezier(p0, p1, p2, p3)
    }

    /// The line from `a` to `b` moved `amount` along its normal `(dy, −dx)`; a line of no length
    /// moves along +x, as lottie-web's angle of `atan2(0, 0)` does.
    private func offsetLine(_ a: Point, _ b: Point) -> (Point, Point) {
        let d = b - a
        let length = d.length
        let shift = length > 0 ? Point(d.y / length, -d.x / length) * amount : Point(amount, 0)
        return (a + shift, b + shift)
    }

    /// Cuts neighbouring runs of pieces where they cross (inner corners), as lottie-web does:
    /// the last piece of each run against the first of the next (and the first of a run
    /// against the last of the next when both have several pieces).
    private func pruneCrossings(_ runs: inout [[CubicBezier]]) {
        guard runs.count > 1 else { return }
        for k in 1..<runs.count { (runs[k - 1], runs[k]) = pruned(runs[k - 1], runs[k]) }
        (runs[runs.count - 1], runs[0]) = pruned(runs[runs.count - 1], runs[0])
    }

    private func pruned(_ a: [CubicBezier], _ b: [CubicBezier]) -> ([CubicBezier], [CubicBezier]) {
        guard let aLast = a.last, let bFirst = b.first, let bLast = b.last else { return (a, b) }
        var outA = a, outB = b
        if let (ta, tb) = aLast.firstIntersection(with: bFirst, ignoringJoint: true) {
            outA[outA.count - 1] = aLast.piece(before: ta)
            outB[0] = bFirst.piece(after: tb)
        }
        if a.count > 1, b.count > 1, let (ta, tb) = a[0].firstIntersection(with: bLast, ignoringJoint: true) {
            return ([a[0].piece(before: ta)], [bLast.piece(after: tb)])
        }
        return (outA, outB)
    }

    /// Closes the gap between two consecutive offset pieces with the join; returns the point
    /// the next piece should continue from.
    private func addJoin(_ out: inout [VertexPath.Vertex], from a: CubicBezier, to b: CubicBezier) -> Point {
        let p0 = a.p3, p1 = b.p0
        if join == .bevel || p0.isNearlyEqual(to: p1) { return p0 }
        if join == .round {
            // lottie-web's round join: a curve whose handles are 0.5519 of the gap long, along
            // the two pieces' directions.
            let handle = p0.distance(to: p1) * 0.5519
            if !out.isEmpty { out[out.count - 1].outControl = p0 + a.direction(at: 1) * handle }
            out.append(VertexPath.Vertex(p1, in: p1 - b.direction(at: 0) * handle, out: p1))
            return p1
        }
        let t0 = p0.isNearlyEqual(to: a.p2) ? a.p0 : a.p2
        let t1 = p1.isNearlyEqual(to: b.p1) ? b.p3 : b.p1
        if let tip = lineIntersection(t0, p0, p1, t1), tip.distance(to: p0) < miterLimit {
            out.append(VertexPath.Vertex(corner: tip))
            return tip
        }
        return p0
    }
}

extension CubicBezier {
    /// The part before `t`, linearized (a single point at its start when `t <= 0`).
    fileprivate func piece(before t: Double) -> CubicBezier {
        if t <= 0 { return CubicBezier(p0, p0, p0, p0) }
        if t >= 1 { return self }
        return split(at: t).0.linearized
    }

    /// The part after `t`, linearized (a single point at its end when `t >= 1`).
    fileprivate func piece(after t: Double) -> CubicBezier {
        if t >= 1 { return CubicBezier(p3, p3, p3, p3) }
        if t <= 0 { return self }
        return split(at: t).1.linearized
    }
}
