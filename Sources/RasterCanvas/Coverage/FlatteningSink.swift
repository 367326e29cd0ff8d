import Graphics

/// Replaces cubic segments by lines before they reach a sink, each line within `tolerance` of
/// its curve (0.1 device pixel, cairo's default tolerance, unless told otherwise).
///
/// `ScanConverter` takes lines only. (FreeType's rasterizer, which takes curves itself, draws a
/// cubic as a single line once its control points are within about 1/6 pixel of the chord's
/// trisection points, ftgrays.c `gray_render_cubic`: good for glyphs, yet it visibly thins
/// every curved edge, a 9-pixel disc losing about 5 % of its edge coverage.) Flattened here,
/// curved edges get the coverage `CairoImageCanvas` gives them.
struct FlatteningSink<Base: GeometrySink>: GeometrySink {
    /// How a curve is cut into lines.
    enum Method {
        /// Equal parameter steps, as many as Wang's bound asks for half the tolerance, walked
        /// by forward differences (three additions a line): the cheapest way to a polygon, for
        /// outlines on their way to the rasterizer, where a few more lines cost little.
        case equalSteps
        /// Halves of halves until the control points lie within the tolerance of the chord:
        /// the criterion (and so the polygon) of cairo's `_cairo_spline_decompose`. Fewer
        /// lines where a curve is flat for most of its length, for paths on their way to the
        /// stroker, where every line costs a join.
        case halving
    }

    var base: Base
    private let method: Method
    private let tolerance: Double
    private var current = Point.zero
    /// Whether the next line is the first piece of its curve (halving).
    private var firstPiece = true
    /// The most lines one curve becomes, whatever its size.
    private static var maxSteps: Int { 1 << 16 }

    init(_ base: Base, tolerance: Double = 0.1, method: Method = .equalSteps) {
        self.base = base
        self.tolerance = tolerance
        self.method = method
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
        let a = current
        current = p
        switch method {
        case .equalSteps:
            walk(a, c1, c2, p)
        case .halving:
            firstPiece = true
            halve(a, c1, c2, p, depth: 0)
        }
    }

    mutating func curvePiece(to p: Point) {
        current = p
        base.curvePiece(to: p)
    }

    mutating func endSubpath() { base.endSubpath() }

    private mutating func walk(_ a: Point, _ c1: Point, _ c2: Point, _ d: Point) {
        // Wang's bound, ⌈√(3·2/8 · max‖Δ²p‖ / tolerance)⌉ steps (see
        // `CubicBezier.flatteningSteps`), for half the tolerance: equal steps meet the bound
        // with chords all on the inner side of a bend and most of them near it, where halving
        // stops well inside it, and a whole tolerance thins every curved edge by about
        // 0.07 pixel on average (enough to fail eight cases of the lottie-ios corpus).
        let dd1 = a - c1 * 2 + c2, dd2 = c1 - c2 * 2 + d
        let secondDifference = 0.75 * max(dd1.dot(dd1), dd2.dot(dd2)).squareRoot()
        let n = (2 * secondDifference / tolerance).squareRoot().rounded(.up)
        // (Also a NaN bound: one line.)
        guard n > 1 else { base.line(to: d); return }
        let steps = n < Double(Self.maxSteps) ? Int(n) : Self.maxSteps
        // The cubic a + 3(c1 − a)t + 3(a − 2c1 + c2)t² + (d − a + 3(c1 − c2))t³ at t = k/steps,
        // by its first, second and third differences.
        let h = 1 / Double(steps), h2 = h * h, h3 = h2 * h
        let cubic = d - a + (c1 - c2) * 3, square = (a - c1 * 2 + c2) * 3, linear = (c1 - a) * 3
        var d1 = cubic * h3 + square * h2 + linear * h
        var d2 = cubic * (6 * h3) + square * (2 * h2)
        let d3 = cubic * (6 * h3)
        var point = a + d1
        base.line(to: point)
        for _ in 2..<steps {
            d1 = d1 + d2
            d2 = d2 + d3
            point = point + d1
            base.curvePiece(to: point)
        }
        // The end exactly where the curve ends, not where the sums drifted.
        base.curvePiece(to: d)
    }

    private mutating func halve(_ a: Point, _ b: Point, _ c: Point, _ d: Point, depth: Int) {
        // 2^16 pieces at most, like the equal steps.
        if depth >= 16 || Self.isFlat(a, b, c, d, toleranceSquared: tolerance * tolerance) {
            if firstPiece { base.line(to: d) } else { base.curvePiece(to: d) }
            firstPiece = false
            return
        }
        let ab = (a + b) * 0.5, bc = (b + c) * 0.5, cd = (c + d) * 0.5
        let abc = (ab + bc) * 0.5, bcd = (bc + cd) * 0.5, mid = (abc + bcd) * 0.5
        halve(a, ab, abc, mid, depth: depth + 1)
        halve(mid, bcd, cd, d, depth: depth + 1)
    }

    /// Whether both control points lie within the tolerance of the chord (as a segment).
    /// Where a point's nearest point of the chord is inside it, its squared distance
    /// `|e|² − u²/v` is compared as `|e|²·v − u² < tolerance²·v`: no division (which stalled
    /// this test, the most frequent arithmetic of thin strokes).
    @inline(__always) private static func isFlat(_ a: Point, _ b: Point, _ c: Point, _ d: Point,
                                                 toleranceSquared t2: Double) -> Bool {
        let chord = d - a
        let v = chord.dot(chord)
        @inline(__always) func near(_ p: Point) -> Bool {
            let e = p - a
            let u = e.dot(chord)
            if u <= 0 || v == 0 { return e.dot(e) < t2 }
            if u >= v {
                let f = e - chord
                return f.dot(f) < t2
            }
            return e.dot(e) * v - u * u < t2 * v
        }
        return near(b) && near(c)
    }
}
