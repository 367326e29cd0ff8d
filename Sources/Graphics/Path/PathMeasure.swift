/// A path's length table: its segments with their arc lengths and running totals, built once so
/// that many length queries (points, tangents, trims) on the same path are cheap.
///
/// Distances run along the drawn path, subpath after subpath, closing lines included; the jump
/// from one subpath to the next adds nothing.
public struct PathMeasure: Sendable {
    /// A subpath: its segments, whether it was closed, and where it lies along the path.
    struct Contour: Sendable {
        var segments: Range<Int>
        var isClosed: Bool
        var startDistance: Double
        var endDistance: Double
    }

    /// The measured path.
    public let path: BezierPath
    /// The tables, in one object: a measure is copied wherever it is kept and handed out
    /// (trims keep one per path), and copying it then takes one retain, not one per table.
    private let tables: Tables

    /// The tables of a measure.
    private final class Tables: Sendable {
        let segments: [PathSegment]
        let lengths: [Double]
        let ends: [Double]
        let contourOfSegment: [Int]
        let contours: [Contour]
        /// The knots of every curved segment, segment after segment (see
        /// `PathSegment.measureKnots(into:)`): segment `i`'s are
        /// `knots[firstKnot[i]..<firstKnot[i + 1]]`.
        let knots: [ArcLengthKnot]
        let firstKnot: [Int]

        init(segments: [PathSegment], lengths: [Double], ends: [Double], contourOfSegment: [Int], contours: [Contour],
             knots: [ArcLengthKnot], firstKnot: [Int]) {
            self.segments = segments
            self.lengths = lengths
            self.ends = ends
            self.contourOfSegment = contourOfSegment
            self.contours = contours
            self.knots = knots
            self.firstKnot = firstKnot
        }
    }

    /// The drawn segments in path order, closing lines included.
    public var segments: [PathSegment] { tables.segments }
    /// The arc length of each segment.
    var lengths: [Double] { tables.lengths }
    /// The distance from the path's start to the end of each segment.
    var ends: [Double] { tables.ends }
    /// The index into `contours` of each segment.
    var contourOfSegment: [Int] { tables.contourOfSegment }
    var contours: [Contour] { tables.contours }

    /// The total arc length of all subpaths.
    public let length: Double

    /// Measures a path (arc lengths typically within 1e-10 relative; see `PathSegment.arcLength`).
    public init(_ path: BezierPath) {
        let gathered = PathContours(path)
        var lengths: [Double] = [], ends: [Double] = [], contourOfSegment: [Int] = []
        var contours: [Contour] = []
        var knots: [ArcLengthKnot] = [], firstKnot: [Int] = []
        lengths.reserveCapacity(gathered.segments.count)
        ends.reserveCapacity(gathered.segments.count)
        contourOfSegment.reserveCapacity(gathered.segments.count)
        firstKnot.reserveCapacity(gathered.segments.count + 1)
        contours.reserveCapacity(gathered.contours.count)
        var total = 0.0
        for (index, contour) in gathered.contours.enumerated() {
            let start = total
            for i in contour.segments {
                firstKnot.append(knots.count)
                let l = gathered.segments[i].measureKnots(into: &knots)
                total += l
                lengths.append(l); ends.append(total); contourOfSegment.append(index)
            }
            contours.append(Contour(segments: contour.segments, isClosed: contour.isClosed,
                                    startDistance: start, endDistance: total))
        }
        firstKnot.append(knots.count)
        self.path = path
        tables = Tables(segments: gathered.segments, lengths: lengths, ends: ends, contourOfSegment: contourOfSegment,
                        contours: contours, knots: knots, firstKnot: firstKnot)
        length = total
    }

    /// The parameter of segment `i` at `distance` along it (see
    /// `PathSegment.parameter(atLength:length:knots:)`).
    func parameter(ofSegment i: Int, atLength distance: Double) -> Double {
        tables.segments[i].parameter(atLength: distance, length: tables.lengths[i],
                                     knots: tables.knots[tables.firstKnot[i]..<tables.firstKnot[i + 1]])
    }

    /// The distance from the path's start to the start of segment `i`.
    @inline(__always) func startDistance(ofSegment i: Int) -> Double { ends[i] - lengths[i] }

    /// The segment holding distance `d` and the parameter there. At a boundary between two
    /// segments of the same subpath the later one is used; at the end of a subpath, its last
    /// segment (not the next subpath's first). Zero-length segments are passed over when a
    /// segment of positive length meets the same point.
    func location(atDistance d: Double) -> (segment: Int, t: Double)? {
        guard !segments.isEmpty else { return nil }
        let d = Swift.min(Swift.max(d, 0), length)
        // The first segment whose end lies beyond d, or the last one.
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] > d { hi = mid } else { lo = mid + 1 }
        }
        var i = lo
        // Distance d sits exactly at the end of a drawn subpath: stay on that subpath.
        if i > 0, startDistance(ofSegment: i) == d, contourOfSegment[i] != contourOfSegment[i - 1],
           lengths[i - 1] > 0 { i -= 1 }
        // Prefer a neighbour of positive length in the same subpath.
        if lengths[i] == 0 {
            var j = i
            while j > 0, lengths[j] == 0, contourOfSegment[j - 1] == contourOfSegment[i] { j -= 1 }
            if lengths[j] == 0 {
                j = i
                while j < segments.count - 1, lengths[j] == 0, contourOfSegment[j + 1] == contourOfSegment[i] { j += 1 }
            }
            i = j
        }
        return (i, parameter(ofSegment: i, atLength: d - startDistance(ofSegment: i)))
    }

    /// The point at `distance` along the path (clamped to `0...length`), or `nil` for a path
    /// with no segments.
    public func point(atLength distance: Double) -> Point? {
        guard let (i, t) = location(atDistance: distance) else { return nil }
        return segments[i].point(at: t)
    }

    /// The unit direction of travel at `distance` along the path (clamped to `0...length`), or
    /// `nil` for a path with no segments (`.zero` when the subpath there is a single point).
    public func tangent(atLength distance: Double) -> Point? {
        guard let (i, t) = location(atDistance: distance) else { return nil }
        return segments[i].tangent(at: t)
    }
}
