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
    /// The drawn segments in path order, closing lines included.
    public let segments: [PathSegment]
    /// The arc length of each segment.
    let lengths: [Double]
    /// The distance from the path's start to the end of each segment.
    let ends: [Double]
    /// The index into `contours` of each segment.
    let contourOfSegment: [Int]
    let contours: [Contour]

    /// The total arc length of all subpaths.
    public let length: Double

    /// Measures a path (arc lengths typically within 1e-10 relative; see `PathSegment.arcLength`).
    public init(_ path: BezierPath) {
        let gathered = PathContours(path)
        var lengths: [Double] = [], ends: [Double] = [], contourOfSegment: [Int] = []
        var contours: [Contour] = []
        lengths.reserveCapacity(gathered.segments.count)
        ends.reserveCapacity(gathered.segments.count)
        contourOfSegment.reserveCapacity(gathered.segments.count)
        contours.reserveCapacity(gathered.contours.count)
        var total = 0.0
        for (index, contour) in gathered.contours.enumerated() {
            let start = total
            for i in contour.segments {
                let l = gathered.segments[i].length
                total += l
                lengths.append(l); ends.append(total); contourOfSegment.append(index)
            }
            contours.append(Contour(segments: contour.segments, isClosed: contour.isClosed,
                                    startDistance: start, endDistance: total))
        }
        self.path = path
        segments = gathered.segments
        self.lengths = lengths; self.ends = ends
        self.contourOfSegment = contourOfSegment; self.contours = contours
        length = total
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
        let local = d - startDistance(ofSegment: i)
        return (i, segments[i].parameter(atLength: local, length: lengths[i]))
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
