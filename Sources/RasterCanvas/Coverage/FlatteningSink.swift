import Graphics

/// Replaces cubic segments by lines before they reach a sink, cutting each curve in halves
/// until the control points lie within `tolerance` of the chord: the criterion (and so the
/// polygon) of cairo's `_cairo_spline_decompose`, with cairo's default tolerance of 0.1 device
/// pixel.
///
/// FreeType's rasterizer takes curves itself, but it draws a cubic as a single line once its
/// control points are within about 1/6 pixel of the chord's trisection points (ftgrays.c,
/// `gray_render_cubic`): good for glyphs, yet it visibly thins every curved edge (a 9-pixel
/// disc loses about 5 % of its edge coverage). Flattened here, curved edges get the coverage
/// `CairoImageCanvas` gives them.
struct FlatteningSink<Base: GeometrySink>: GeometrySink {
    var base: Base
    private let toleranceSquared: Double
    private var current = Point.zero
    /// Whether the next line is the first piece of its curve.
    private var firstPiece = true
    /// Halvings beyond this draw the piece as a line (2^16 pieces per curve at most).
    private static var maxDepth: Int { 16 }

    init(_ base: Base, tolerance: Double = 0.1) {
        self.base = base
        toleranceSquared = tolerance * tolerance
    }

    mutating func beginSubpath(at p: Point, closed: Bool) {
        current = p
        base.beginSubpath(at: p, closed: closed)
    }

    mutating func line(to p: Point) {
        current = p
        base.line(to: p)
    }

    mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        firstPiece = true
        decompose(current, c1, c2, p, depth: 0)
        current = p
    }

    mutating func curvePiece(to p: Point) {
        current = p
        base.curvePiece(to: p)
    }

    mutating func endSubpath() { base.endSubpath() }

    private mutating func decompose(_ a: Point, _ b: Point, _ c: Point, _ d: Point, depth: Int) {
        if depth >= Self.maxDepth || Self.errorSquared(a, b, c, d) < toleranceSquared {
            if firstPiece { base.line(to: d) } else { base.curvePiece(to: d) }
            firstPiece = false
            return
        }
        let ab = (a + b) * 0.5, bc = (b + c) * 0.5, cd = (c + d) * 0.5
        let abc = (ab + bc) * 0.5, bcd = (bc + cd) * 0.5, mid = (abc + bcd) * 0.5
        decompose(a, ab, abc, mid, depth: depth + 1)
        decompose(mid, bcd, cd, d, depth: depth + 1)
    }

    /// The larger squared distance of the two control points from the chord (as a segment).
    @inline(__always) private static func errorSquared(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
        var bd = b - a, cd = c - a
        if a != d {
            let chord = d - a
            let v = chord.dot(chord)
            func offset(_ e: inout Point) {
                let u = e.dot(chord)
                if u >= v {
                    e = e - chord
                } else if u > 0 {
                    e = e - chord * (u / v)
                }
            }
            offset(&bd)
            offset(&cd)
        }
        return max(bd.dot(bd), cd.dot(cd))
    }
}
