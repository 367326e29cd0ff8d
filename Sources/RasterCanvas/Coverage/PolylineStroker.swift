import CFreeType
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Graphics

/// One side of a stroke being built, in 26.6 points with FreeType tags, as FreeType's
/// stroker keeps a border (`FT_StrokeBorder` in ftstroke.c).
private struct Border {
    var points: [FT_Vector] = []
    var tags: [CChar] = []
    /// Whether the last point ends a line and is moved, rather than followed, by the next
    /// point (the inner corner's intersection, or a miter's tip).
    var movable = false

    mutating func start(at p: FT_Vector) {
        points.removeAll(keepingCapacity: true)
        tags.removeAll(keepingCapacity: true)
        points.append(p)
        tags.append(onCurve)
        movable = false
    }

    /// Adds a line to `p`; a point within 2/64 pixel of the last is not added (FreeType's
    /// `FT_IS_SMALL`), unless the last is movable.
    mutating func line(to p: FT_Vector, movable nextMovable: Bool) {
        if movable {
            points[points.count - 1] = p
        } else {
            if let last = points.last, abs(last.x - p.x) < 2, abs(last.y - p.y) < 2 { return }
            points.append(p)
            tags.append(onCurve)
        }
        movable = nextMovable
    }

    /// The (absolute) area the border's points enclose, as a polygon.
    var enclosedArea: Double { abs(points.withUnsafeBufferPointer(twiceSignedArea)) }

    mutating func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ p: FT_Vector) {
        points.append(c1); points.append(c2); points.append(p)
        tags.append(cubicControl); tags.append(cubicControl); tags.append(onCurve)
        movable = false
    }
}

private let onCurve = CChar(truncatingIfNeeded: FT_CURVE_TAG_ON)
private let cubicControl = CChar(truncatingIfNeeded: FT_CURVE_TAG_CUBIC)

/// Stroke outlines of subpaths made of lines only, built as FreeType's stroker builds them
/// (ftstroke.c: `FT_Stroker_LineTo`, `ft_stroker_inside`, `ft_stroker_outside`,
/// `ft_stroker_cap`, `FT_Stroker_EndSubPath`), in floating point, with the outer corners
/// decided by a `CornerRule`.
///
/// Wide strokes reach the stroker flattened into many short lines, and FreeType's stroker
/// spends most of its time in fixed-point trigonometry for each of them (an angle and a
/// polar vector per line, more per corner); here a line costs a square root and a division.
/// The outline is the same up to 1/64-pixel rounding:
/// - each line is offset by the radius to its left (border 0) and right (border 1);
/// - at a corner, the inner border goes to the intersection of the two offset lines where
///   both lines are long enough to reach it (and the turn is under 179.5°), else straight
///   to the next offset line's start; the outer border gets the rule's bevel, miter, arc or
///   fan;
/// - an open subpath is one contour: border 0, the end cap, border 1 reversed, the start cap;
///   a closed one is two, border 0 and border 1 reversed (only the outer one when the stroke
///   covers the subpath's inside: see `Stroker`).
struct PolylineStroker {
    private var left = Border()
    private var right = Border()

    /// Strokes `segments` (consecutive lines of non-zero length, `isCubic` false; a closed
    /// subpath's closing line among them) with `cap` at the ends of an open subpath, appending
    /// the outline to `store`, wound like FreeType's stroke outlines.
    mutating func stroke(_ segments: ArraySlice<FixedSegment>, closed: Bool, cap: LineCap, rule: CornerRule,
                         outerBorderOnly: Bool, into store: OutlineStore) {
        guard let first = segments.first, let last = segments.last else { return }
        let r = rule.radius
        var firstDirection = Point.zero, firstLength = 0.0
        var direction = Point.zero, length = 0.0
        for (index, segment) in zip(segments.indices, segments) {
            let from = point(segment.from), to = point(segment.to)
            let (u, l) = unitAndLength(to - from)
            let n = Point(x: -u.y * r, y: u.x * r)
            if index == segments.startIndex {
                left.start(at: FT_Vector(rounding: from + n))
                right.start(at: FT_Vector(rounding: from - n))
                firstDirection = u; firstLength = l
            } else {
                corner(at: from, in: direction, out: u, lengthIn: length, lengthOut: l, smooth: segment.isSmooth, rule: rule)
            }
            left.line(to: FT_Vector(rounding: to + n), movable: true)
            right.line(to: FT_Vector(rounding: to - n), movable: true)
            direction = u; length = l
        }
        if closed {
            let start = point(first.from)
            corner(at: start, in: direction, out: firstDirection, lengthIn: length, lengthOut: firstLength, smooth: false, rule: rule)
            exportClosed(outerBorderOnly: outerBorderOnly, into: store)
        } else {
            addCap(cap, at: point(last.to), direction: direction, radius: r)
            for i in right.points.indices.reversed() {
                left.points.append(right.points[i])
                left.tags.append(right.tags[i])
            }
            left.movable = false
            addCap(cap, at: point(first.from), direction: -firstDirection, radius: r)
            export(left, reversed: false, into: store)
        }
    }

    /// Joins the line arriving in the unit direction `tin` to the one leaving in `tout` at
    /// `c` (`ft_stroker_process_corner`).
    private mutating func corner(at c: Point, in tin: Point, out tout: Point, lengthIn: Double, lengthOut: Double,
                                 smooth: Bool, rule: CornerRule) {
        let cross = tin.cross(tout), dot = tin.dot(tout)
        if cross == 0, dot > 0 { return }
        let r = rule.radius
        // A left turn (or straight back) has border 0 inside.
        let leftTurn = cross >= 0
        // The offsets of the inner and outer borders before and after the corner.
        let leftIn = Point(x: -tin.y * r, y: tin.x * r), leftOut = Point(x: -tout.y * r, y: tout.x * r)
        let innerIn = leftTurn ? leftIn : -leftIn, innerOut = leftTurn ? leftOut : -leftOut

        // Inner side: the offset lines' intersection lies r·tan(θ) along each line from the
        // corner (θ half the turn); FreeType takes it when both lines are that long, that
        // length rounds to at least a unit (1/64 pixel), and the turn is under 179.5°
        // (`ft_stroker_inside`).
        let cosHalf = ((1 + dot) / 2).squareRoot()
        let minLength = r * ((1 - dot) / (1 + dot)).squareRoot()
        let intersects = cosHalf >= Self.cosineOfHalfLargestTurn && minLength >= 0.5
            && lengthIn >= minLength && lengthOut >= minLength
        if intersects {
            let meet = FT_Vector(rounding: c + (innerIn + innerOut) * (1 / (1 + dot)))
            if leftTurn { left.line(to: meet, movable: false) } else { right.line(to: meet, movable: false) }
        } else {
            let next = FT_Vector(rounding: c + innerOut)
            if leftTurn { left.movable = false; left.line(to: next, movable: false) } else { right.movable = false; right.line(to: next, movable: false) }
        }

        // Outer side.
        let outerIn = -innerIn, outerOut = -innerOut
        let kind = rule.outerCorner(in: tin, out: tout, smooth: smooth)
        if leftTurn { Self.addOuterCorner(kind, to: &right, at: c, outerIn, outerOut, cross: cross, dot: dot, rule: rule) }
        else { Self.addOuterCorner(kind, to: &left, at: c, outerIn, outerOut, cross: cross, dot: dot, rule: rule) }
    }

    /// FreeType intersects inner borders only for turns under 179.5° (`0x59C000` as half
    /// the turn in `ft_stroker_inside`): the cosine of 89.75°.
    private static let cosineOfHalfLargestTurn = cos(89.75 * Double.pi / 180)

    /// Adds the outer side of a corner at `c` from the offset `n1` to `n2` (static, so that the
    /// border is the only reference to its storage while it grows).
    private static func addOuterCorner(_ kind: OuterCorner, to border: inout Border, at c: Point, _ n1: Point, _ n2: Point,
                                       cross: Double, dot: Double, rule: CornerRule) {
        switch kind {
        case .miter:
            if let tip = rule.miterTip(at: c, n1, n2) {
                border.line(to: FT_Vector(rounding: tip), movable: false)
                return
            }
            fallthrough
        case .bevel:
            border.movable = false
            border.line(to: FT_Vector(rounding: c + n2), movable: false)
        case .fan:
            border.movable = false
            rule.forEachFanPoint(at: c, from: n1, to: n2) { border.line(to: FT_Vector(rounding: $0), movable: false) }
        case .round:
            // The turn, signed; straight back it turns away from the outer side.
            let turn = cross == 0 ? Double.pi : atan2(cross, dot)
            border.movable = false
            Self.addArc(&border, center: c, from: n1, sweep: turn)
        }
    }

    /// A circular arc about `center` from `center + start` sweeping `sweep` radians, in cubic
    /// arcs of at most a quarter turn (`ft_stroke_border_arcto`).
    private static func addArc(_ border: inout Border, center: Point, from start: Point, sweep: Double) {
        let arcs = abs(sweep) > Double.pi / 2 ? 2 : 1
        let step = sweep / Double(arcs)
        let coefficient = tan(step / 4) * 4 / 3
        let (c, s) = (cos(step), sin(step))
        var radial = start
        var control1 = center + radial + Point(x: -radial.y, y: radial.x) * coefficient
        for _ in 0..<arcs {
            radial = Point(x: radial.x * c - radial.y * s, y: radial.x * s + radial.y * c)
            let end = center + radial
            let control2 = end + Point(x: radial.y, y: -radial.x) * coefficient
            border.cubic(FT_Vector(rounding: control1), FT_Vector(rounding: control2), FT_Vector(rounding: end))
            control1 = end * 2 - control2
        }
    }

    /// Adds the cap at `c` for a stroke leaving in the unit direction `u` to border 0, from
    /// its offset to the left to its offset to the right (`ft_stroker_cap`).
    private mutating func addCap(_ cap: LineCap, at c: Point, direction u: Point, radius r: Double) {
        let n = Point(x: -u.y * r, y: u.x * r)
        switch cap {
        case .round:
            left.movable = false
            Self.addArc(&left, center: c, from: n, sweep: -Double.pi)
        case .butt, .square:
            let middle = cap == .square ? c + u * r : c
            left.line(to: FT_Vector(rounding: middle + n), movable: false)
            left.line(to: FT_Vector(rounding: middle - n), movable: false)
        }
    }

    /// Ends a closed subpath's borders (`ft_stroke_border_close`): each is one contour, border
    /// 1 reversed; where only the outer one is wanted, the one enclosing the larger area.
    private func exportClosed(outerBorderOnly: Bool, into store: OutlineStore) {
        if outerBorderOnly {
            let leftIsOuter = left.enclosedArea >= right.enclosedArea
            if leftIsOuter { export(left, reversed: false, into: store) }
            else { export(right, reversed: true, into: store) }
            return
        }
        export(left, reversed: false, into: store)
        export(right, reversed: true, into: store)
    }

    /// Appends a border as one contour. Its first point is left out: the last stands for it,
    /// moved where the final corner or cap put it.
    private func export(_ border: Border, reversed: Bool, into store: OutlineStore) {
        let n = border.points.count
        guard n > 2 else { return }
        store.reserve(n - 1)
        if reversed {
            store.move(toFixed: border.points[n - 1])
            for i in stride(from: n - 2, through: 1, by: -1) { store.add(fixed: border.points[i], tag: Int32(border.tags[i])) }
        } else {
            store.move(toFixed: border.points[n - 1])
            for i in 1..<(n - 1) { store.add(fixed: border.points[i], tag: Int32(border.tags[i])) }
        }
        store.closeContour()
    }
}

@inline(__always) private func point(_ v: FT_Vector) -> Point { Point(x: Double(v.x), y: Double(v.y)) }

@inline(__always) private func unitAndLength(_ d: Point) -> (Point, Double) {
    let length = (d.x * d.x + d.y * d.y).squareRoot()
    return (d * (1 / length), length)
}
