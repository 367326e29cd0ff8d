import CFreeType
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Graphics

/// One segment of a subpath in fixed point, buffered until the subpath ends.
struct FixedSegment {
    var from: FT_Vector
    var control1: FT_Vector
    var control2: FT_Vector
    var to: FT_Vector
    var isCubic: Bool
    /// Whether the corner at the segment's start lies inside a flattened curve.
    var isSmooth = false
}

/// Stroke outlines into an `OutlineStore` that the rasterizer fills with the non-zero rule:
/// subpaths made of lines only from `PolylineStroker`, the others from FreeType's stroker
/// (`FT_Stroker`, see FreeType's "Glyph Stroker" documentation).
///
/// Works on the geometry of one stroke at a time, fed as a `GeometrySink` in a pixel-like space
/// (device pixels, or user space scaled to about device size when the transform is not uniform),
/// and works around what FreeType's stroker does not do:
/// - zero-length segments are left out (they would make spurious corners) and subpaths with
///   nothing else are drawn as dots (a disc under round caps, a square under square caps),
///   as cairo draws them;
/// - very long subpaths are stroked in overlapping pieces (as CairoCanvas' `PieceStroking`),
///   since one subpath's outline must fit one `FT_Outline` (`short` point counts): pieces
///   overlap by two segments so every join is drawn by some piece, and are cut with butt caps,
///   the real caps drawn on the real ends.
final class Stroker {
    /// Strokes with the style's caps, and with butt caps for the cut ends of pieces.
    private var stroker: FT_Stroker?
    private var buttStroker: FT_Stroker?
    /// Strokes subpaths made of lines only.
    private var polyline = PolylineStroker()
    /// Where outlines go.
    let store = OutlineStore()
    // The subpath being buffered (here and under "Subpaths") is written for every segment
    // stroked, so it skips the run-time exclusivity checks: no access to it spans a call that
    // could reach it again.
    @exclusivity(unchecked) private var segments: [FixedSegment] = []
    /// Whether a buffered segment is a cubic (the subpath goes to FreeType's stroker).
    @exclusivity(unchecked) private var hasCubic = false
    /// Scratch for a wedge's points.
    private var wedge: [Point] = []
    /// Scratch for one export (at most one `FT_Outline`).
    private let exportPoints: UnsafeMutablePointer<FT_Vector>
    private let exportTags: UnsafeMutablePointer<CChar>
    private let exportContours: UnsafeMutablePointer<Int16>

    /// The segments per piece of a long subpath (the stroke of one segment is at most a few
    /// dozen points, so a piece's outline stays well within one `FT_Outline`).
    static let pieceLength = 256
    /// The segments per piece of a long subpath of lines (the stroke of a line is at most
    /// ten points, and a contour must fit one `FT_Outline`).
    static let polylinePieceLength = 2048

    /// The sign of the area FreeType's stroke outlines enclose (their winding direction), so
    /// that dots wind the same way and add to the stroke instead of cancelling it.
    private var strokeOrientation = 1

    // The current style.
    private var radius: FT_Fixed = 0
    private var rule = CornerRule(radius: 0, join: .miter, deviceMap: nil, miterLimit: 10, cuspCosine: 1)
    private var cap = LineCap.butt
    /// The directions of the user space's axes in the stroking space, for square dots.
    private var axisX = Point(x: 1, y: 0), axisY = Point(x: 0, y: 1)

    /// The owner of the FreeType library the strokers were made with: it must outlive them.
    private let rasterizer: Rasterizer

    init?(rasterizer: Rasterizer) {
        self.rasterizer = rasterizer
        var main: FT_Stroker?, butt: FT_Stroker?
        guard FT_Stroker_New(rasterizer.library, &main) == 0, let main else { return nil }
        guard FT_Stroker_New(rasterizer.library, &butt) == 0, let butt else {
            FT_Stroker_Done(main)
            return nil
        }
        stroker = main
        buttStroker = butt
        let limit = OutlineStore.maxOutlinePoints
        exportPoints = .allocate(capacity: limit)
        exportTags = .allocate(capacity: limit)
        exportContours = .allocate(capacity: limit)
        segments.reserveCapacity(Self.pieceLength + 8)
        calibrateOrientation()
    }

    deinit {
        FT_Stroker_Done(stroker)
        FT_Stroker_Done(buttStroker)
        exportPoints.deallocate()
        exportTags.deallocate()
        exportContours.deallocate()
    }

    /// Sets the style for the strokes that follow; `radius` (half the width) is in pixels of
    /// the stroking space, `axisX` and `axisY` are the unit directions of the user space's axes
    /// there. Returns false when the radius is too small to draw anything.
    ///
    /// Corners are drawn as cairo draws them (cairo-path-stroke-polygon.c):
    /// - under round joins, FreeType's stroker rounds every corner;
    /// - under bevel joins it bevels them, and under miter joins it miters them within the
    ///   limit, unless `deviceMap` is given (the map from the stroking space to device space,
    ///   when the two are not alike): cairo then decides on miters by the corner's angle in
    ///   device space;
    /// - inside flattened curves, where cairo joins the pieces with its pen only when the
    ///   turn is large enough for the arc to stand more than `tolerance` (stroking-space
    ///   pixels) off the chord, such turns get a round fan.
    ///
    /// `PolylineStroker` draws these corners in its outline (see `CornerRule`). FreeType's
    /// stroker bevels where it cannot, and the miters and fans are added as wedges, separate
    /// contours. They never lie along the outline's edge: where FreeType's coverage adds up
    /// the edges of two contours in one pixel, a wedge running along the outline would double
    /// the edge's coverage.
    func configure(radius r: Double, cap: LineCap, join: LineJoin, miterLimit: Double, axisX: Point, axisY: Point,
                   deviceMap: AffineTransform?, tolerance: Double) -> Bool {
        let fixedRadius = FT_Fixed((r * 64).rounded())
        guard fixedRadius > 0 else { return false }
        radius = fixedRadius
        self.cap = cap
        self.axisX = axisX
        self.axisY = axisY
        // The limit is a 16.16 ratio (FT_Stroker_Set clamps it to at least 1); cairo's default
        // stands in for a non-finite one, and huge ones are kept within 16.16.
        let limit = miterLimit.isFinite ? min(max(miterLimit, 1), 30_000) : 10
        // cairo's `spline_cusp_tolerance`: pieces of a curve get a fan when the cosine of their
        // turn is below it, that is when r·(1 − cos(φ/2)) exceeds the tolerance.
        let c = max(0, 1 - tolerance / r)
        rule = CornerRule(radius: Double(fixedRadius), join: join, deviceMap: deviceMap, miterLimit: limit,
                          cuspCosine: 2 * c * c - 1)
        let ftJoin: FT_Stroker_LineJoin
        switch join {
        case .round: ftJoin = FT_STROKER_LINEJOIN_ROUND
        case .bevel: ftJoin = FT_STROKER_LINEJOIN_BEVEL
        // PostScript's (and cairo's) bevel beyond the limit, not XPS's clipped miter.
        case .miter: ftJoin = deviceMap == nil ? FT_STROKER_LINEJOIN_MITER_FIXED : FT_STROKER_LINEJOIN_BEVEL
        }
        let fixedLimit = FT_Fixed((limit * 65536).rounded())
        FT_Stroker_Set(stroker, radius, cap.freeType, ftJoin, fixedLimit)
        FT_Stroker_Set(buttStroker, radius, FT_STROKER_LINECAP_BUTT, ftJoin, fixedLimit)
        store.removeAll()
        return true
    }

    // MARK: Subpaths

    @exclusivity(unchecked) private var start = FT_Vector(), current = FT_Vector()
    @exclusivity(unchecked) private var closed = false
    /// Whether the subpath had segments of zero length (a dot where nothing else is drawn).
    @exclusivity(unchecked) private var sawSegment = false

    fileprivate func beginSubpath(at p: FT_Vector, closed: Bool) {
        segments.removeAll(keepingCapacity: true)
        hasCubic = false
        start = p; current = p
        self.closed = closed
        sawSegment = false
    }

    fileprivate func line(to p: FT_Vector, smooth: Bool = false) {
        sawSegment = true
        guard p.x != current.x || p.y != current.y else { return }
        segments.append(FixedSegment(from: current, control1: p, control2: p, to: p, isCubic: false, isSmooth: smooth))
        current = p
    }

    fileprivate func cubic(to p: FT_Vector, control1 c1: FT_Vector, control2 c2: FT_Vector) {
        // The stroker takes a cubic whose points all lie within 2/64 px of its start for a
        // no-op but still moves its current point (FT_IS_SMALL in ftstroke.c), and a cubic only
        // a little larger can leave a border without points, which FT_Stroker_EndSubPath then
        // reads before its start (a 2/64 px cubic in Issues/issue_1683.json; valgrind shows
        // it): a cubic within a quarter pixel of its start is drawn as the short line it
        // practically is (or dropped when it has no length).
        func small(_ v: FT_Vector) -> Bool { abs(v.x - current.x) < 16 && abs(v.y - current.y) < 16 }
        if small(c1) && small(c2) && small(p) { return line(to: p) }
        sawSegment = true
        hasCubic = true
        segments.append(FixedSegment(from: current, control1: c1, control2: c2, to: p, isCubic: true))
        current = p
    }

    fileprivate func endSubpath() {
        // A closed subpath's closing line, as FT_Stroker_EndSubPath would draw it (there, a
        // line shorter than 2/64 pixel is left out): explicit, so that pieces and wedges see it.
        if closed, !segments.isEmpty, abs(current.x - start.x) >= 2 || abs(current.y - start.y) >= 2 { line(to: start) }
        let n = segments.count
        if n == 0 {
            if sawSegment || closed { addDot(at: start) }
            return
        }
        // Where the path turns straight back on itself, FreeType's stroker can write outside
        // its buffers (seen in FT_Stroker_EndSubPath with a line that goes down and back up):
        // such a subpath is stroked in runs between the turns, with the turns and ends drawn here.
        if hasCubic {
            let turns = (1..<max(1, n)).filter { Self.turnsBack(from: segments[$0 - 1], to: segments[$0]) }
            if !turns.isEmpty { return strokeAroundTurns(turns) }
        }
        if n <= pieceLength {
            stroke(0..<n, open: !closed, caps: true)
            return
        }
        strokeInPieces(0..<n)
        if closed {
            // The join where the subpath closes: its last two segments and its first.
            segments.append(segments[0])
            stroke((n - 2)..<(n + 1), open: true, caps: false)
        } else if cap != .butt {
            stroke(0..<1, open: true, caps: true)
            stroke((n - 1)..<n, open: true, caps: true)
        }
    }

    /// The segments per piece of the buffered subpath.
    private var pieceLength: Int { hasCubic ? Self.pieceLength : Self.polylinePieceLength }

    /// Strokes `range` in overlapping pieces of at most `pieceLength` segments, without caps.
    private func strokeInPieces(_ range: Range<Int>) {
        var lower = range.lowerBound
        while lower < range.upperBound {
            let upper = min(range.upperBound, lower + pieceLength)
            stroke(max(range.lowerBound, lower - 2)..<upper, open: true, caps: false)
            lower = upper
        }
    }

    /// Whether `b` leaves in exactly the direction `a` arrived from.
    private static func turnsBack(from a: FixedSegment, to b: FixedSegment) -> Bool {
        let tin = tangents(a).end, tout = tangents(b).start
        return tin.cross(tout) == 0 && tin.dot(tout) < 0
    }

    /// Strokes a subpath that turns straight back at the segments `turns` begin: the runs
    /// between turns without caps, then what cairo draws at each turn (a round join is a
    /// disc; a miter beyond any limit is a bevel, which at a straight turn adds nothing) and
    /// at the ends of an open subpath (its caps).
    private func strokeAroundTurns(_ turns: [Int]) {
        let n = segments.count
        let bounds = [0] + turns + [n]
        for (lower, upper) in zip(bounds, bounds.dropFirst()) { strokeInPieces(lower..<upper) }
        if rule.join == .round { for t in turns { addDisc(at: segments[t].from) } }
        if closed {
            if Self.turnsBack(from: segments[n - 1], to: segments[0]) {
                if rule.join == .round { addDisc(at: segments[0].from) }
            } else {
                // The join where the subpath closes: its last segment and its first.
                segments.append(segments[0])
                stroke((n - 1)..<(n + 1), open: true, caps: false)
            }
            return
        }
        switch cap {
        case .butt: break
        case .round:
            addDisc(at: segments[0].from)
            addDisc(at: segments[n - 1].to)
        case .square:
            addSquareCap(at: segments[0].from, outward: -Self.tangents(segments[0]).start)
            addSquareCap(at: segments[n - 1].to, outward: Self.tangents(segments[n - 1]).end)
        }
    }

    /// The half of a square cap outside the stroke's body: a rectangle from the end `p` out by
    /// the radius along `outward`, as wide as the stroke, wound like the stroke outlines.
    private func addSquareCap(at p: FT_Vector, outward direction: Point) {
        let t = direction.normalized
        guard t.x.isFinite, t.y.isFinite else { return }
        let r = Double(radius)
        let n = Point(x: -t.y, y: t.x) * r
        let end = Point(x: Double(p.x), y: Double(p.y))
        var corners = [end + n, end + n + t * r, end - n + t * r, end - n]
        var area = 0.0
        for i in 0..<4 { area += corners[i].cross(corners[(i + 1) % 4]) }
        if (area >= 0) != (strokeOrientation > 0) { corners.reverse() }
        store.move(toFixed: FT_Vector(rounding: corners[0]))
        for corner in corners.dropFirst() { store.add(fixed: FT_Vector(rounding: corner), tag: FT_CURVE_TAG_ON) }
        store.closeContour()
    }

    /// Strokes consecutive buffered segments as one subpath and exports the outline.
    private func stroke(_ range: Range<Int>, open: Bool, caps: Bool) {
        guard hasCubic else {
            return polyline.stroke(segments[range], closed: !open, cap: caps ? cap : .butt, rule: rule,
                                   outerBorderOnly: !open && radiusCoversInterior(range), into: store)
        }
        let s = caps ? stroker : buttStroker
        FT_Stroker_Rewind(s)
        var first = segments[range.lowerBound].from
        guard FT_Stroker_BeginSubPath(s, &first, open ? 1 : 0) == 0 else { return }
        for i in range {
            var segment = segments[i]
            let error = segment.isCubic
                ? FT_Stroker_CubicTo(s, &segment.control1, &segment.control2, &segment.to)
                : FT_Stroker_LineTo(s, &segment.to)
            if error != 0 { return }
        }
        guard FT_Stroker_EndSubPath(s) == 0 else { return }
        if !open && radiusCoversInterior(range) {
            exportOuterBorder(of: s)
        } else {
            var pointCount: FT_UInt = 0, contourCount: FT_UInt = 0
            guard FT_Stroker_GetCounts(s, &pointCount, &contourCount) == 0, fitsOneOutline(pointCount, contourCount) else { return }
            var outline = emptyExportOutline()
            FT_Stroker_Export(s, &outline)
            appendExport(outline)
        }
        if rule.join != .round {
            for i in range.dropLast() { addJoinWedge(from: segments[i], to: segments[i + 1], smooth: segments[i + 1].isSmooth) }
            if !open, let last = range.last { addJoinWedge(from: segments[last], to: segments[range.lowerBound], smooth: false) }
        }
    }

    /// Whether an outline of these counts fits one `FT_Outline`; a piece whose outline would
    /// not is left out rather than overflow the outline's counts.
    private func fitsOneOutline(_ points: FT_UInt, _ contours: FT_UInt) -> Bool {
        points > 0 && Int(points) <= OutlineStore.maxOutlinePoints && Int(contours) <= OutlineStore.maxOutlinePoints
    }

    /// An outline over the export scratch, holding nothing yet.
    private func emptyExportOutline() -> FT_Outline {
        var outline = FT_Outline()
        outline.points = exportPoints
        outline.tags = exportTags
        outline.contours = exportContours
        return outline
    }

    private func appendExport(_ outline: FT_Outline) {
        store.appendExported(points: exportPoints, tags: exportTags, pointCount: Int(outline.n_points),
                             contourEnds: exportContours, contourCount: Int(outline.n_contours))
    }

    /// Whether the stroke of the closed subpath `range` covers everything inside it: true when
    /// the radius reaches half the smaller side of the subpath's bounding box (control points
    /// included). A horizontal (vertical) line through a point inside meets the path on both
    /// sides within the box's width (height), so the point lies within half of it of the path.
    private func radiusCoversInterior(_ range: Range<Int>) -> Bool {
        var minX = FT_Pos.max, minY = FT_Pos.max, maxX = FT_Pos.min, maxY = FT_Pos.min
        func include(_ p: FT_Vector) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        // Each segment starts where the one before ends: its start is that segment's end.
        include(segments[range.lowerBound].from)
        for s in segments[range] {
            include(s.control1); include(s.control2); include(s.to)
        }
        return 2 * radius >= min(maxX - minX, maxY - minY)
    }

    /// Exports only the outer of a closed subpath's two borders: used when the stroke covers
    /// the subpath's inside, where the inner border has turned inside out. FreeType offsets it
    /// past the opposite side, and the non-zero fill of both borders then leaves holes the
    /// stroke covers (a 116-unit square stroked 400 wide kept a diamond-shaped hole; cairo,
    /// which fills the union of each segment's stroke, covers it). The outer border is the
    /// one enclosing the larger area.
    private func exportOuterBorder(of s: FT_Stroker?) {
        /// Exports one border into the scratch outline, with the area it encloses.
        func export(_ border: FT_StrokerBorder) -> (outline: FT_Outline, area: Double)? {
            var pointCount: FT_UInt = 0, contourCount: FT_UInt = 0
            guard FT_Stroker_GetBorderCounts(s, border, &pointCount, &contourCount) == 0,
                  fitsOneOutline(pointCount, contourCount) else { return nil }
            var outline = emptyExportOutline()
            FT_Stroker_ExportBorder(s, border, &outline)
            return (outline, abs(twiceSignedArea(UnsafeBufferPointer(start: exportPoints, count: Int(outline.n_points)))))
        }
        let leftArea = export(FT_STROKER_BORDER_LEFT)?.area
        // The scratch now holds the right border; the left one is exported again if it wins.
        let right = export(FT_STROKER_BORDER_RIGHT)
        if let right, right.area >= leftArea ?? 0 { return appendExport(right.outline) }
        if leftArea != nil, let left = export(FT_STROKER_BORDER_LEFT) { appendExport(left.outline) }
    }

    /// The direction a segment leaves its start in, and arrives at its end in.
    private static func tangents(_ s: FixedSegment) -> (start: Point, end: Point) {
        func vector(_ a: FT_Vector, _ b: FT_Vector) -> Point { Point(x: Double(b.x - a.x), y: Double(b.y - a.y)) }
        guard s.isCubic else {
            let d = vector(s.from, s.to)
            return (d, d)
        }
        var start = vector(s.from, s.control1)
        if start == .zero { start = vector(s.from, s.control2) }
        if start == .zero { start = vector(s.from, s.to) }
        var end = vector(s.control2, s.to)
        if end == .zero { end = vector(s.control1, s.to) }
        if end == .zero { end = vector(s.from, s.to) }
        return (start, end)
    }

    /// Adds what FreeType's bevel at the corner between two segments lacks (see
    /// `configure`): a round fan inside a curve that turns sharply enough, or a miter decided
    /// in device space. Wedges wind like the stroke outlines, so the non-zero fill adds them.
    private func addJoinWedge(from a: FixedSegment, to b: FixedSegment, smooth: Bool) {
        let tin = Self.tangents(a).end.normalized, tout = Self.tangents(b).start.normalized
        let turn = tin.cross(tout)
        guard turn != 0, tin.x.isFinite, tout.x.isFinite else { return }
        // Outer normals: on the right of the path when it turns left, and the reverse.
        let r = Double(radius)
        func outer(_ t: Point) -> Point { (turn > 0 ? Point(x: t.y, y: -t.x) : Point(x: -t.y, y: t.x)) * r }
        let n1 = outer(tin), n2 = outer(tout)
        let corner = Point(x: Double(a.to.x), y: Double(a.to.y))
        wedge.removeAll(keepingCapacity: true)
        wedge.append(corner + n1)
        switch rule.outerCorner(in: tin, out: tout, smooth: smooth) {
        case .round, .bevel:
            return
        case .miter:
            // FreeType's stroker drew it, unless the stroking space is not device space.
            guard rule.deviceMap != nil, let tip = rule.miterTip(at: corner, n1, n2) else { return }
            wedge.append(tip)
            wedge.append(corner + n2)
        case .fan:
            rule.forEachFanPoint(at: corner, from: n1, to: n2) { wedge.append($0) }
        }
        // Corner → points → back, as a contour wound like the outlines.
        var area = 0.0
        for i in 0..<(wedge.count - 1) { area += (wedge[i] - corner).cross(wedge[i + 1] - corner) }
        if (area >= 0) != (strokeOrientation > 0) { wedge.reverse() }
        store.move(toFixed: FT_Vector(rounding: corner))
        for p in wedge { store.add(fixed: FT_Vector(rounding: p), tag: FT_CURVE_TAG_ON) }
        store.closeContour()
    }

    /// What a subpath without length draws: a disc of the stroke's width under round caps and
    /// nothing under the others, as cairo draws it (its stroker gives degenerate subpaths
    /// caps only when they are round: `_cairo_stroker_add_caps`).
    private func addDot(at c: FT_Vector) {
        if cap == .round { addDisc(at: c) }
    }

    /// A disc of the stroke's width around `c`, wound like the stroke outlines.
    private func addDisc(at c: FT_Vector) {
        let r = Double(radius)
        let center = Point(x: Double(c.x), y: Double(c.y))
        // Corners (or arc ends) in a turn of the given sign: counterclockwise in the stroking
        // space's coordinates when the sign is positive.
        let u = axisX * r
        let v = axisY * r * (axisX.cross(axisY) >= 0 ? 1 : -1) * Double(strokeOrientation)
        // Four quarter circles, each a cubic with tangents of 4/3·(√2 − 1) of the radius.
        let k = 0.5522847498307936
        func axis(_ q: Int) -> Point {
            switch q % 4 {
            case 0: return u
            case 1: return v
            case 2: return -u
            default: return -v
            }
        }
        store.move(toFixed: FT_Vector(rounding: center + u))
        for q in 0..<4 {
            let a = axis(q), b = axis(q + 1)
            store.add(fixed: FT_Vector(rounding: center + a + b * k), tag: FT_CURVE_TAG_CUBIC)
            store.add(fixed: FT_Vector(rounding: center + b + a * k), tag: FT_CURVE_TAG_CUBIC)
            store.add(fixed: FT_Vector(rounding: center + b), tag: FT_CURVE_TAG_ON)
        }
        store.closeContour()
    }

    /// Strokes a short horizontal line and measures the winding of the outline FreeType makes.
    private func calibrateOrientation() {
        FT_Stroker_Set(stroker, 64, FT_STROKER_LINECAP_BUTT, FT_STROKER_LINEJOIN_BEVEL, 0x10000)
        store.removeAll()
        beginSubpath(at: FT_Vector(x: 0, y: 0), closed: false)
        line(to: FT_Vector(x: 640, y: 0))
        endSubpath()
        let area = twiceSignedArea(UnsafeBufferPointer(start: store.points, count: store.pointCount))
        strokeOrientation = area >= 0 ? 1 : -1
        store.removeAll()
    }
}

extension LineCap {
    fileprivate var freeType: FT_Stroker_LineCap {
        switch self {
        case .butt: return FT_STROKER_LINECAP_BUTT
        case .round: return FT_STROKER_LINECAP_ROUND
        case .square: return FT_STROKER_LINECAP_SQUARE
        }
    }
}

/// Feeds a `Stroker` with geometry in its stroking space (pixel coordinates, converted to
/// 26.6 fixed point here).
struct StrokerSink: GeometrySink {
    let stroker: Stroker

    @inline(__always) private func fixed(_ p: Point) -> FT_Vector {
        FT_Vector(x: OutlineStore.fixed(p.x), y: OutlineStore.fixed(p.y))
    }

    func beginSubpath(at p: Point, closed: Bool) { stroker.beginSubpath(at: fixed(p), closed: closed) }
    func line(to p: Point) { stroker.line(to: fixed(p)) }
    func curvePiece(to p: Point) { stroker.line(to: fixed(p), smooth: true) }
    func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        stroker.cubic(to: fixed(p), control1: fixed(c1), control2: fixed(c2))
    }
    func endSubpath() { stroker.endSubpath() }
}
