/// A path's segments gathered into an array, with the range and closedness of each subpath:
/// the random-access form of `BezierPath.segments` that measuring and reversing need.
struct PathContours {
    /// A subpath: its run of segments and whether it ends with a `close` (whose closing line
    /// is then its last segment).
    struct Contour {
        var segments: Range<Int>
        var isClosed: Bool
    }

    var segments: [PathSegment] = []
    var contours: [Contour] = []

    init(_ path: BezierPath) {
        segments.reserveCapacity(path.elements.count)
        for step in path.segments {
            if step.startsSubpath {
                contours.append(Contour(segments: segments.count..<segments.count, isClosed: false))
            }
            segments.append(step.segment)
            let last = contours.count - 1
            contours[last].segments = contours[last].segments.lowerBound..<segments.count
            if step.role == .closing { contours[last].isClosed = true }
        }
    }
}
