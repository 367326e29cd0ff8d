#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Graphics

/// What the outer side of a corner between two stroked segments gets.
enum OuterCorner: Equatable {
    /// A straight line between the two segments' offset ends.
    case bevel
    /// The point where the two offset lines meet.
    case miter
    /// A circular arc about the corner (FreeType's cubic arcs).
    case round
    /// A polygonal arc about the corner, its vertices as far apart as cairo's pen vertices.
    case fan
}

/// How the corners of one stroke are drawn, decided as cairo decides them
/// (cairo-path-stroke-polygon.c): the join's style, a miter within the limit by the corner's
/// angle in device space, and inside flattened curves a fan where the turn is large enough for
/// the arc to stand more than the tolerance off the chord.
///
/// Works in the stroking space (see `Stroker`), in its 26.6 units.
struct CornerRule {
    /// Half the stroke's width.
    var radius: Double
    var join: LineJoin
    /// The stroking space → device map, when the two are not alike (the miter test is made in
    /// device space); nil when the stroking space is device space up to a uniform scale.
    var deviceMap: AffineTransform?
    /// The miter limit (the largest ratio of the miter's length to the stroke's width).
    var miterLimit: Double
    /// The cosine of the smallest turn inside a curve that gets a fan.
    var cuspCosine: Double
    /// The largest distance of a fan's sides from the true arc (0.1 pixel, in 26.6 units).
    static let fanTolerance = 0.1 * 64

    /// What the corner from the unit direction `tin` to `tout` gets on its outer side;
    /// `smooth` when the corner lies inside a flattened curve.
    ///
    /// Inside curves, a miter is kept only where the stroking space is device space (as
    /// FreeType's stroker, which strokes those corners, draws it there); elsewhere the pieces
    /// are joined by a fan or a bevel, as cairo joins them.
    func outerCorner(in tin: Point, out tout: Point, smooth: Bool) -> OuterCorner {
        if join == .round { return .round }
        if join == .miter, !smooth || deviceMap == nil, miterFits(in: tin, out: tout) { return .miter }
        if smooth, tin.dot(tout) < cuspCosine { return .fan }
        return .bevel
    }

    /// cairo's miter test: 1 / sin(ψ/2) ≤ limit for the inner angle ψ, that is
    /// 2 ≤ limit² · (1 + in · out) with device-space unit directions.
    private func miterFits(in tin: Point, out tout: Point) -> Bool {
        var din = tin, dout = tout
        if let deviceMap {
            din = deviceMap.applyToVector(tin).normalized
            dout = deviceMap.applyToVector(tout).normalized
        }
        return 2 <= miterLimit * miterLimit * (1 + din.dot(dout))
    }

    /// The miter's tip at `corner` between the outer offsets `n1` and `n2` (vectors of the
    /// radius' length), or nil when the corner turns straight back.
    func miterTip(at corner: Point, _ n1: Point, _ n2: Point) -> Point? {
        let denominator = 1 + n1.dot(n2) / (radius * radius)
        guard denominator > 1e-9 else { return nil }
        return corner + (n1 + n2) * (1 / denominator)
    }

    /// Calls `body` with the vertices of a fan about `corner` from the outer offset `n1` to
    /// `n2` (vectors of the radius' length), after `corner + n1`, ending with `corner + n2`.
    func forEachFanPoint(at corner: Point, from n1: Point, to n2: Point, _ body: (Point) -> Void) {
        let r = radius
        let angle = acos(max(-1, min(1, n1.dot(n2) / (r * r))))
        let step = r > Self.fanTolerance ? acos(1 - Self.fanTolerance / r) : Double.pi / 2
        let pieces = max(2, min(64, Int((angle / step).rounded(.up))))
        let sign: Double = n1.cross(n2) >= 0 ? 1 : -1
        for i in 1...pieces {
            let t = angle * Double(i) / Double(pieces) * sign
            let (c, s) = (cos(t), sin(t))
            body(corner + Point(x: n1.x * c - n1.y * s, y: n1.x * s + n1.y * c))
        }
    }
}
