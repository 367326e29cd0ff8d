import CFreeType
import Graphics

extension OutlineStore {
    /// Feeds every contour to `sink` as a closed subpath, its points (26.6 fixed point) mapped
    /// by `transform`.
    /// FreeType's tags are read as `FT_Outline_Decompose` reads them: on-curve points, pairs of
    /// cubic controls, and conic controls with the on-curve point between two of them implied
    /// (conics are raised to cubics).
    func replay<Sink: GeometrySink>(transform: AffineTransform, into sink: inout Sink) {
        let scale = 1.0 / 64
        @inline(__always) func point(_ i: Int) -> Point {
            transform.apply(to: Point(x: Double(points[i].x) * scale, y: Double(points[i].y) * scale))
        }
        @inline(__always) func tag(_ i: Int) -> Int32 { Int32(tags[i]) & 3 }
        var first = 0
        for last in contourEnds {
            defer { first = last + 1 }
            guard last > first, tag(first) == FT_CURVE_TAG_ON else { continue }
            let start = point(first)
            var current = start
            sink.beginSubpath(at: start, closed: true)
            var i = first + 1
            // Index `last + 1` stands for the contour's first point again.
            @inline(__always) func at(_ j: Int) -> Point { j > last ? start : point(j) }
            @inline(__always) func tagAt(_ j: Int) -> Int32 { j > last ? FT_CURVE_TAG_ON : tag(j) }
            while i <= last {
                switch tag(i) {
                case FT_CURVE_TAG_CUBIC:
                    let c1 = at(i), c2 = at(i + 1), p = at(i + 2)
                    sink.cubic(to: p, control1: c1, control2: c2)
                    current = p
                    i += 3
                case FT_CURVE_TAG_CONIC:
                    let control = at(i)
                    let next = tagAt(i + 1)
                    let p = next == FT_CURVE_TAG_CONIC ? (control + at(i + 1)) * 0.5 : at(i + 1)
                    sink.cubic(to: p, control1: current + (control - current) * (2.0 / 3.0),
                               control2: p + (control - p) * (2.0 / 3.0))
                    current = p
                    i += next == FT_CURVE_TAG_CONIC ? 1 : 2
                default:
                    current = at(i)
                    sink.line(to: current)
                    i += 1
                }
            }
            sink.endSubpath()
        }
    }
}
