import CCairo
import Graphics

/// Long strokes drawn piece by piece.
///
/// Cairo turns a stroke into one polygon and scan-converts it keeping its active edges sorted
/// along each sample row; when the path's segments cross each other a lot (a scribble of
/// random points), the re-sorting grows with the square of the crossings: 20 000 random
/// segments took 9 s at 256 px and 100 000 over 30 s. Stroked a few hundred segments at a time,
/// each piece only meets its own crossings, and the coverage of the pieces together is the
/// stroke's: pieces overlap by two segments so that every join is drawn by some piece, run with
/// butt caps so that their cut ends add nothing, and the real caps are drawn on the real ends.
/// Where pieces overlap only the antialiased edge pixels can differ from one stroke (coverage
/// accumulates rather than unites), so only paths far longer than drawings have are split.
enum PieceStroking {
    /// Undashed paths with more elements than this are stroked in pieces.
    static let threshold = 4_096
    /// The segments per piece.
    static let pieceLength = 256

    /// Whether `path` is stroked in pieces: long, and undashed (a dash pattern runs on along
    /// the whole subpath, which pieces would restart).
    static func applies(to path: BezierPath, style: StrokeStyle) -> Bool {
        guard path.elements.count > threshold else { return false }
        return !style.dashPattern.contains { $0 > 0 }
    }

    /// Strokes `path` onto `cr` with its current source and `style`, in pieces. Each piece is
    /// drawn over the previous ones, so the source should be opaque coverage (an A8 mask, or a
    /// group painted through afterwards).
    static func stroke(_ path: BezierPath, style: StrokeStyle, on cr: OpaquePointer) {
        applyStrokeStyle(style, to: cr)
        let split = pieces(of: path)
        for piece in split.whole where setCairoPath(cr, piece) { cairo_stroke(cr) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        for piece in split.cut where setCairoPath(cr, piece) { cairo_stroke(cr) }
        guard style.cap != .butt else { return }
        cairo_set_line_cap(cr, style.cap.cairo)
        for end in split.ends where setCairoPath(cr, end) { cairo_stroke(cr) }
    }

    /// The path cut up: `whole` holds short subpaths as they are (batched, stroked with the
    /// real caps), `cut` the overlapping pieces of long subpaths (stroked with butt caps), and
    /// `ends` the first and last segments of long open subpaths (stroked again with the real caps).
    static func pieces(of path: BezierPath) -> (whole: [BezierPath], cut: [BezierPath], ends: [BezierPath]) {
        var whole: [BezierPath] = [], cut: [BezierPath] = [], ends: [BezierPath] = []
        var batch: [PathElement] = []
        var subpath: [PathSegment] = []
        var closed = false

        func piece(_ segments: ArraySlice<PathSegment>) -> BezierPath {
            var elements: [PathElement] = []
            elements.reserveCapacity(segments.count + 1)
            if let first = segments.first { elements.append(.move(to: first.start)) }
            for s in segments { elements.append(s.element) }
            return BezierPath(elements: elements)
        }

        func finishSubpath() {
            defer { subpath.removeAll(keepingCapacity: true); closed = false }
            guard let first = subpath.first else { return }
            if subpath.count <= pieceLength {
                if batch.count + subpath.count + 2 > pieceLength, !batch.isEmpty {
                    whole.append(BezierPath(elements: batch))
                    batch.removeAll(keepingCapacity: true)
                }
                batch.append(.move(to: first.start))
                // A closed subpath's closing segment is its `close`.
                for s in closed ? subpath.dropLast() : subpath[...] { batch.append(s.element) }
                if closed { batch.append(.close) }
                return
            }
            let n = subpath.count
            var lower = 0
            while lower < n {
                let upper = min(n, lower + pieceLength)
                cut.append(piece(subpath[max(0, lower - 2)..<upper]))
                lower = upper
            }
            if closed {
                // The join where the subpath closes: its last two segments and its first.
                cut.append(piece(subpath[(n - 2)...] + subpath[..<1]))
            } else {
                ends.append(piece(subpath[..<1]))
                ends.append(piece(subpath[(n - 1)...]))
            }
        }

        var iterator = PathSegmentIterator(elements: path.elements, closesOpenSubpaths: false)
        while let step = iterator.next() {
            if step.startsSubpath { finishSubpath() }
            subpath.append(step.segment)
            if step.role == .closing { closed = true }
        }
        finishSubpath()
        if !batch.isEmpty { whole.append(BezierPath(elements: batch)) }
        return (whole, cut, ends)
    }
}
