/// Shows from the curves alone that the subpaths of a boolean's operands neither cross nor
/// touch one another or themselves, where `SegmentNoding` and the shared-vertex check would
/// find it out from every flattened segment.
///
/// What it tests holds for the flattened rings as well as for the curves: flattening puts its
/// points on a curve, so a curve's chords lie within the convex hull of its control points.
/// - Two pieces (curves or lines) that are not consecutive in one subpath: their control
///   points' hulls are more than the flattening tolerance apart, shown by an axis their
///   projections do not share (the separating axis theorem: the normals of the lines between
///   the points include the hulls' edges), or else the same of the halves of the larger piece,
///   halved again as far as needed up to a bound.
/// - Two consecutive pieces, the first ending where the second starts: a line through the
///   joint has the first behind it and the second beyond it, each touching it at the joint
///   alone. Where no such line exists (a spike: both leave the joint the same way), their
///   flattened chords, snapped to a grid as noding snaps them, are tested against each other
///   exactly: the two curves may cross in a loop smaller than the flattening, which the rings
///   do not have.
/// - Each piece on its own: strictly monotone in some direction, so that it cannot cross
///   itself.
///
/// It proves or gives up (too many pieces, a subpath of fewer than three, any other pair):
/// giving up only means the merge finds out by noding.
enum SubpathSeparation {
    /// The most pieces tested pair by pair (a few thousand bounding box tests).
    static let maxPieces = 64

    /// A segment as a cubic curve (a line with its ends doubled, a quadratic raised), with
    /// its control points' bounding box.
    private struct Piece {
        let curve: CubicBezier
        let box: Rect

        init(_ curve: CubicBezier) {
            self.curve = curve
            box = curve.controlPointBounds
        }

        var isFinite: Bool { box.minX.isFinite && box.minY.isFinite && box.maxX.isFinite && box.maxY.isFinite }
        var isPoint: Bool { box.width == 0 && box.height == 0 }

        /// The two halves (at t = 1/2).
        var halves: (Piece, Piece) {
            let (first, second) = curve.split(at: 0.5)
            return (Piece(first), Piece(second))
        }

        /// The square of its bounding box's diagonal.
        var extent: Double { box.width * box.width + box.height * box.height }

        /// The smallest and largest of the control points projected on `axis`.
        func projection(on axis: Point) -> (low: Double, high: Double) {
            let t0 = axis.dot(curve.p0), t1 = axis.dot(curve.p1), t2 = axis.dot(curve.p2), t3 = axis.dot(curve.p3)
            return (Swift.min(t0, t1, t2, t3), Swift.max(t0, t1, t2, t3))
        }
    }

    /// The most hull tests halving pieces may take in all.
    static let maxHullTests = 1024

    /// Whether the subpaths of `operands`, filled (each closed), are shown to neither cross nor
    /// touch: no two pieces meet except consecutive pieces of a subpath at their joint, and
    /// pieces that are not consecutive stay more than `tolerance` apart (a chord of the
    /// flattening strays at most that far from its curve, the one bound that holds for a chord
    /// across the middle of a piece halved here).
    ///
    /// Spikes' chords are tested on `grid`, one spanning the operands as noding's spans their
    /// rings.
    static func apart(_ operands: [BezierPath], tolerance: Double, grid: SnapGrid) -> Bool {
        var budget = maxHullTests
        var pieces: [Piece] = []
        // Each piece's segment as the path has it, flattened as the rings are.
        var segments: [PathSegment] = []
        // Where each subpath's pieces start in `pieces`, and where the last ends.
        var starts: [Int] = []
        for path in operands {
            for step in path.fillSegments {
                if step.startsSubpath { starts.append(pieces.count) }
                let piece: Piece
                switch step.segment {
                case .line(let a, let b): piece = Piece(CubicBezier(a, a, b, b))
                case .quadratic(let q): piece = Piece(q.cubic)
                case .cubic(let c): piece = Piece(c)
                }
                guard piece.isFinite else { return false }
                // A piece of no length (a closing line back to where the subpath ended) joins
                // its neighbours to each other.
                if !piece.isPoint {
                    pieces.append(piece)
                    segments.append(step.segment)
                }
                guard pieces.count <= maxPieces else { return false }
            }
        }
        starts.append(pieces.count)
        for ring in 0..<(starts.count - 1) {
            let range = starts[ring]..<starts[ring + 1]
            // Fewer than three pieces: a subpath whose first piece is also its last's
            // neighbour on both sides.
            guard range.count >= 3 else { return false }
            for i in range {
                let next = i + 1 == range.upperBound ? range.lowerBound : i + 1
                guard isMonotone(pieces[i]) else { return false }
                guard meetOnlyAtJoint(pieces[i], pieces[next])
                        || chordsMeetOnlyAtJoint(segments[i], segments[next], tolerance: tolerance, grid: grid) else {
                    return false
                }
                // Every later piece but the next one (and, for the first, the last).
                for j in (i + 1)..<pieces.count where j != next && !(i == range.lowerBound && j == range.upperBound - 1) {
                    guard areApart(pieces[i], pieces[j], margin: tolerance, depth: 6, budget: &budget) else { return false }
                }
            }
        }
        return true
    }

    /// Whether `piece` is strictly monotone in some direction, which keeps it from crossing
    /// itself: the steps between its control points (its derivative's Bernstein
    /// coefficients) all point into one open half-plane.
    private static func isMonotone(_ piece: Piece) -> Bool {
        let c = piece.curve
        return fitInHalfTurn(c.p1 - c.p0, c.p2 - c.p1, c.p3 - c.p2, .zero, .zero, .zero)
    }

    /// Whether `a`, ending where `b` starts, and `b` meet only there: a line through the joint
    /// has every other control point of `a` strictly behind it and of `b` strictly beyond it
    /// (the vectors from those of `a` to the joint and from the joint to those of `b` point
    /// into one open half-plane). A curve point other than the joint weighs the far end
    /// point, so `a` lies behind the line and `b` beyond it but at the joint.
    private static func meetOnlyAtJoint(_ a: Piece, _ b: Piece) -> Bool {
        let (a, b) = (a.curve, b.curve), joint = a.p3
        guard joint == b.p0 else { return false }
        return fitInHalfTurn(joint - a.p0, joint - a.p1, joint - a.p2, b.p1 - joint, b.p2 - joint, b.p3 - joint)
    }

    /// Whether the chords of `a` and of `b` (which starts where `a` ends), flattened within
    /// `tolerance` as `BezierPath.fillRings` flattens them and snapped to `grid`, meet
    /// only at that joint: no chord of one meets a chord of the other, but for the two at the
    /// joint, which do not fold onto each other. Exact: grid coordinates are whole numbers.
    static func chordsMeetOnlyAtJoint(_ a: PathSegment, _ b: PathSegment, tolerance: Double, grid: SnapGrid) -> Bool {
        func chordEnds(_ segment: PathSegment) -> [GridPoint] {
            var ends = [grid.snap(segment.start)]
            segment.forEachChordEnd(tolerance: tolerance) { point in
                let end = grid.snap(point)
                if end != ends[ends.count - 1] { ends.append(end) }
            }
            return ends
        }
        let first = chordEnds(a), second = chordEnds(b)
        // A piece that snaps to one point leaves its neighbours to meet (not shown here).
        guard first.count >= 2, second.count >= 2, let joint = first.last, joint == second[0] else { return false }
        // At the joint: the two chords must not run along each other.
        let before = first[first.count - 2], after = second[1]
        let turn = orientation(before, joint, after)
        guard turn != 0 || (before.x - joint.x) * (after.x - joint.x) + (before.y - joint.y) * (after.y - joint.y) < 0 else {
            return false
        }
        for i in 0..<(first.count - 1) {
            let (p, q) = (first[i], first[i + 1])
            // The last chord of `a` and the first of `b` share the joint, tested above.
            for j in (i == first.count - 2 ? 1 : 0)..<(second.count - 1) where segmentsMeet(p, q, second[j], second[j + 1]) {
                return false
            }
        }
        return true
    }

    /// Whether the closed segments `p q` and `r s` (on the grid) have a point in common.
    private static func segmentsMeet(_ p: GridPoint, _ q: GridPoint, _ r: GridPoint, _ s: GridPoint) -> Bool {
        guard Swift.max(p.x, q.x) >= Swift.min(r.x, s.x), Swift.max(r.x, s.x) >= Swift.min(p.x, q.x),
              Swift.max(p.y, q.y) >= Swift.min(r.y, s.y), Swift.max(r.y, s.y) >= Swift.min(p.y, q.y) else { return false }
        let d1 = orientation(p, q, r), d2 = orientation(p, q, s)
        let d3 = orientation(r, s, p), d4 = orientation(r, s, q)
        // Within each other's boxes, collinear segments overlap.
        if d1 == 0 && d2 == 0 { return true }
        return (d1 <= 0 || d2 <= 0) && (d1 >= 0 || d2 >= 0) && (d3 <= 0 || d4 <= 0) && (d3 >= 0 || d4 >= 0)
    }

    /// Whether the vectors that are not zero point into one open half-plane (some of them
    /// do not): whether one of them has every other within less than half a turn
    /// counterclockwise of it (the clockwise end of the arc they span, when they span less
    /// than half a turn).
    private static func fitInHalfTurn(_ v0: Point, _ v1: Point, _ v2: Point, _ v3: Point, _ v4: Point,
                                      _ v5: Point) -> Bool {
        withUnsafeTemporaryAllocation(of: Point.self, capacity: 6) { v in
            (v[0], v[1], v[2], v[3], v[4], v[5]) = (v0, v1, v2, v3, v4, v5)
            for i in 0..<6 where v[i].x != 0 || v[i].y != 0 {
                var isClockwiseEnd = true
                for j in 0..<6 where j != i && (v[j].x != 0 || v[j].y != 0) {
                    let cross = v[i].cross(v[j])
                    guard cross > 0 || (cross == 0 && v[i].dot(v[j]) > 0) else {
                        isClockwiseEnd = false
                        break
                    }
                }
                if isClockwiseEnd { return true }
            }
            return false
        }
    }

    /// Whether `a` and `b` are shown more than `margin` apart: their control points' hulls
    /// are, or, halving the larger of the two up to `depth` times, each half is from the other.
    private static func areApart(_ a: Piece, _ b: Piece, margin: Double, depth: Int, budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        if hullsAreApart(a, b, margin: margin) { return true }
        guard depth > 0 else { return false }
        if a.extent >= b.extent {
            let (first, second) = a.halves
            return areApart(first, b, margin: margin, depth: depth - 1, budget: &budget)
                && areApart(second, b, margin: margin, depth: depth - 1, budget: &budget)
        }
        let (first, second) = b.halves
        return areApart(a, first, margin: margin, depth: depth - 1, budget: &budget)
            && areApart(a, second, margin: margin, depth: depth - 1, budget: &budget)
    }

    /// Whether the convex hulls of the control points of `a` and `b` are shown more than
    /// `margin` apart: by their bounding boxes, or along the normal of a line through two
    /// control points of either.
    private static func hullsAreApart(_ a: Piece, _ b: Piece, margin: Double) -> Bool {
        let (p, q) = (a.box, b.box)
        if p.maxX + margin < q.minX || q.maxX + margin < p.minX || p.maxY + margin < q.minY || q.maxY + margin < p.minY {
            return true
        }
        return separatedByAnEdgeNormal(of: a, a, b, margin: margin) || separatedByAnEdgeNormal(of: b, a, b, margin: margin)
    }

    /// Whether the normal of a line through two control points of `source` separates the
    /// projections of `a` and `b` by more than `margin`.
    private static func separatedByAnEdgeNormal(of source: Piece, _ a: Piece, _ b: Piece, margin: Double) -> Bool {
        func separates(_ from: Point, _ to: Point) -> Bool {
            let axis = Point(x: from.y - to.y, y: to.x - from.x)
            guard axis.x != 0 || axis.y != 0 else { return false }
            let gap = margin * axis.length
            let pa = a.projection(on: axis), pb = b.projection(on: axis)
            return pa.high + gap < pb.low || pb.high + gap < pa.low
        }
        let (q0, q1, q2, q3) = (source.curve.p0, source.curve.p1, source.curve.p2, source.curve.p3)
        return separates(q0, q1) || separates(q1, q2) || separates(q2, q3) || separates(q3, q0)
            || separates(q0, q2) || separates(q1, q3)
    }
}
