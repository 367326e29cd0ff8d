import Graphics

/// Receives a path's geometry in the rasterizer's pixel space, one subpath at a time.
protocol GeometrySink {
    /// Starts a subpath; `closed` tells whether a `close` element will end it.
    mutating func beginSubpath(at p: Point, closed: Bool)
    mutating func line(to p: Point)
    mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point)
    /// A line that continues a flattened curve: the corner at its start lies inside the curve
    /// (strokes join such pieces smoothly). Other sinks take it for a line.
    mutating func curvePiece(to p: Point)
    /// Ends the subpath begun last.
    mutating func endSubpath()
}

extension GeometrySink {
    mutating func curvePiece(to p: Point) { line(to: p) }
}

/// Streams the elements of a path, mapped by a transform, into a sink: quadratic segments are
/// raised to cubics, cubics whose control points sit on their ends become lines (as
/// CairoCanvas emits them, so both canvases see the same segments).
///
/// Elements are read as `PathSegmentIterator` documents (and cairo does): a drawing element
/// without a current point only sets it, after `close` the next drawing element starts a new
/// subpath at the closed one's start, a `close` with nothing open is ignored.
///
/// Returns false at the first point that is not finite after the transform; the sink has then
/// been fed a prefix of the path and its result must be discarded.
func feed<Sink: GeometrySink>(_ path: BezierPath, transform t: AffineTransform, into sink: inout Sink) -> Bool {
    let elements = path.elements
    let n = elements.count
    var current: Point?         // user space
    var start = Point.zero      // user space
    var inSubpath = false

    /// Whether the subpath whose elements begin at `index` ends with a `close`.
    func closes(from index: Int) -> Bool {
        var j = index
        while j < n {
            switch elements[j] {
            case .move: return false
            case .close: return true
            default: j += 1
            }
        }
        return false
    }
    @inline(__always) func device(_ p: Point) -> Point? {
        let q = t.apply(to: p)
        return q.x.isFinite && q.y.isFinite ? q : nil
    }

    var i = 0
    while i < n {
        let element = elements[i]
        i += 1
        switch element {
        case .move(let p):
            if inSubpath { sink.endSubpath() }
            guard let q = device(p) else { return false }
            start = p; current = p; inSubpath = true
            sink.beginSubpath(at: q, closed: closes(from: i))
        case .close:
            guard inSubpath else { continue }
            sink.endSubpath()
            inSubpath = false
            current = start
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            guard let from = current else {
                // Nothing to draw from: the element only sets the current point.
                guard let q = device(p) else { return false }
                start = p; current = p; inSubpath = true
                sink.beginSubpath(at: q, closed: closes(from: i))
                continue
            }
            if !inSubpath {
                guard let q = device(from) else { return false }
                start = from; inSubpath = true
                sink.beginSubpath(at: q, closed: closes(from: i - 1))
            }
            guard let end = device(p) else { return false }
            switch element {
            case .quadCurve(_, let c):
                guard let control = device(c), let q0 = device(from) else { return false }
                // The cubic with the same curve: controls 2/3 of the way to the quadratic's.
                sink.cubic(to: end, control1: q0 + (control - q0) * (2.0 / 3.0),
                           control2: end + (control - end) * (2.0 / 3.0))
            case .curve(_, let c1, let c2):
                if (c1 == from || c1 == p) && (c2 == from || c2 == p) {
                    sink.line(to: end)
                } else {
                    guard let d1 = device(c1), let d2 = device(c2) else { return false }
                    sink.cubic(to: end, control1: d1, control2: d2)
                }
            default:
                sink.line(to: end)
            }
            current = p
        }
    }
    if inSubpath { sink.endSubpath() }
    return true
}

/// Keeps geometry inside a box before it reaches a sink, without changing which points
/// inside the box the path winds around: segments inside pass unchanged, and the parts of
/// segments outside are moved onto the box's edges.
///
/// This is what keeps FreeType's 26.6 fixed-point coordinates in range whatever the input
/// (a shape scaled to 1e30, a point at 1e20): for a half-plane, replacing the part of a
/// closed path outside it by its projection onto the boundary line changes winding numbers
/// only outside, and clamping to the box is that projection for its four sides at once once
/// every segment is cut where it crosses a side. Curves reaching outside are cut in halves
/// until each piece is inside or wholly beyond one side (then a straight line is as good),
/// up to a depth that bounds the work.
struct ClampingSink<Base: GeometrySink>: GeometrySink {
    var base: Base
    private let x0: Double, y0: Double, x1: Double, y1: Double
    /// Whether every subpath ends with an explicit (clamped) line to its start, as filling
    /// needs; otherwise only closed ones do (stroking).
    private let closesEverySubpath: Bool
    private var current = Point.zero, start = Point.zero
    private var closed = false

    /// The deepest halving of a curve that leaves the box.
    private static var maxDepth: Int { 16 }

    init(_ base: Base, box: Rect, closesEverySubpath: Bool) {
        self.base = base
        x0 = box.minX; y0 = box.minY; x1 = box.maxX; y1 = box.maxY
        self.closesEverySubpath = closesEverySubpath
    }

    @inline(__always) private func clamp(_ p: Point) -> Point {
        Point(x: Swift.min(Swift.max(p.x, x0), x1), y: Swift.min(Swift.max(p.y, y0), y1))
    }

    @inline(__always) private func inside(_ p: Point) -> Bool {
        p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1
    }

    mutating func beginSubpath(at p: Point, closed: Bool) {
        start = p; current = p
        self.closed = closed
        base.beginSubpath(at: clamp(p), closed: closed)
    }

    mutating func line(to p: Point) {
        clampedLine(from: current, to: p)
        current = p
    }

    mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        clampedCubic(current, c1, c2, p, depth: 0)
        current = p
    }

    mutating func curvePiece(to p: Point) {
        if inside(current) && inside(p) { base.curvePiece(to: p) } else { clampedLine(from: current, to: p) }
        current = p
    }

    mutating func endSubpath() {
        if (closed || closesEverySubpath) && current != start {
            // Closing lines are clamped like any other: FreeType's (or the stroker's) own
            // closing line between two clamped points could cut across the box.
            clampedLine(from: current, to: start)
            current = start
        }
        base.endSubpath()
    }

    private mutating func clampedLine(from a: Point, to b: Point) {
        if inside(a) && inside(b) {
            base.line(to: b)
            return
        }
        // Where the segment crosses the four side lines, in order along it.
        var cuts = (0.0, 0.0, 0.0, 0.0), count = 0
        func cut(_ t: Double) {
            guard t > 0, t < 1 else { return }
            switch count {
            case 0: cuts.0 = t
            case 1: cuts.1 = t
            case 2: cuts.2 = t
            default: cuts.3 = t
            }
            count += 1
        }
        let dx = b.x - a.x, dy = b.y - a.y
        if dx != 0 {
            if (a.x < x0) != (b.x < x0) { cut((x0 - a.x) / dx) }
            if (a.x > x1) != (b.x > x1) { cut((x1 - a.x) / dx) }
        }
        if dy != 0 {
            if (a.y < y0) != (b.y < y0) { cut((y0 - a.y) / dy) }
            if (a.y > y1) != (b.y > y1) { cut((y1 - a.y) / dy) }
        }
        // At most four cuts, sorted by a fixed network of swaps (no array, no allocation).
        var s0 = cuts.0, s1 = cuts.1, s2 = cuts.2, s3 = cuts.3
        @inline(__always) func order(_ u: inout Double, _ v: inout Double) { if u > v { swap(&u, &v) } }
        if count == 2 { order(&s0, &s1) }
        if count == 3 { order(&s0, &s1); order(&s1, &s2); order(&s0, &s1) }
        if count == 4 { order(&s0, &s1); order(&s2, &s3); order(&s0, &s2); order(&s1, &s3); order(&s1, &s2) }
        for k in 0..<count {
            let t = k == 0 ? s0 : k == 1 ? s1 : k == 2 ? s2 : s3
            base.line(to: clamp(Point(x: a.x + dx * t, y: a.y + dy * t)))
        }
        base.line(to: clamp(b))
    }

    private mutating func clampedCubic(_ a: Point, _ c1: Point, _ c2: Point, _ b: Point, depth: Int) {
        if inside(a) && inside(c1) && inside(c2) && inside(b) {
            base.cubic(to: b, control1: c1, control2: c2)
            return
        }
        let beyondOneSide = (a.x < x0 && c1.x < x0 && c2.x < x0 && b.x < x0)
            || (a.x > x1 && c1.x > x1 && c2.x > x1 && b.x > x1)
            || (a.y < y0 && c1.y < y0 && c2.y < y0 && b.y < y0)
            || (a.y > y1 && c1.y > y1 && c2.y > y1 && b.y > y1)
        if beyondOneSide || depth >= Self.maxDepth {
            // The curve and the chord both lie beyond that side (the convex hull does), so
            // swapping one for the other changes nothing inside.
            clampedLine(from: a, to: b)
            return
        }
        // de Casteljau halves.
        let ab = (a + c1) * 0.5, bc = (c1 + c2) * 0.5, cd = (c2 + b) * 0.5
        let abc = (ab + bc) * 0.5, bcd = (bc + cd) * 0.5, mid = (abc + bcd) * 0.5
        clampedCubic(a, ab, abc, mid, depth: depth + 1)
        clampedCubic(mid, bcd, cd, b, depth: depth + 1)
    }
}
