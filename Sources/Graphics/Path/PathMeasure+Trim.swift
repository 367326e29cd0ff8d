extension PathMeasure {
    /// The part of the path between two distances along it (clamped to `0...length`), as
    /// pieces that keep each segment's kind: a cubic cut by arc length stays one cubic.
    ///
    /// Each subpath touched gives one open piece; a closed subpath lying wholly inside the
    /// window is kept closed. Empty when `to <= from`.
    public func path(fromLength from: Double, toLength to: Double) -> BezierPath {
        var elements: [PathElement] = []
        appendPieces(from: from, to: to, into: &elements, continuing: false)
        return BezierPath(elements: elements)
    }

    /// The trimmed path: the fractions `start...end` of the total length of all subpaths,
    /// shifted by `offset` (fractions of the total; wraps around), read with lottie-web's rules
    /// (see `TrimSpan`). A window wrapping past the end of a path that is one closed subpath
    /// continues through its start as one open piece; otherwise the wrapped part starts anew at
    /// the path's start.
    public func trimmed(from start: Double, to end: Double, offset: Double = 0) -> BezierPath {
        trimmed(TrimSpan(start: start, end: end, offset: offset))
    }

    /// The part of the path a resolved trim span keeps.
    public func trimmed(_ span: TrimSpan) -> BezierPath {
        var elements: [PathElement] = []
        switch span {
        case .empty:
            return BezierPath()
        case .whole:
            return path
        case .window(let from, let to):
            appendPieces(from: from * length, to: to * length, into: &elements, continuing: false)
        case .wrapping(let from, let through):
            appendPieces(from: from * length, to: length, into: &elements, continuing: false)
            let continuing = !elements.isEmpty && isOneClosedContour
            appendPieces(from: 0, to: through * length, into: &elements, continuing: continuing)
        }
        return BezierPath(elements: elements)
    }

    /// Whether exactly one subpath has length, and it is closed: the only case where the end of
    /// the path runs on into its start.
    private var isOneClosedContour: Bool {
        var drawn = 0, closed = false
        for c in contours where c.endDistance > c.startDistance {
            drawn += 1
            closed = c.isClosed
        }
        return drawn == 1 && closed
    }

    /// Appends the pieces between distances `from` and `to`. With `continuing`, the first piece
    /// carries on from the current point instead of starting with a `move`.
    func appendPieces(from: Double, to: Double, into out: inout [PathElement], continuing: Bool) {
        let a = Swift.max(from, 0), b = Swift.min(to, length)
        guard b > a, !segments.isEmpty else { return }
        // The first segment whose end lies beyond `a`.
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] > a { hi = mid } else { lo = mid + 1 }
        }
        var i = lo
        var penDown = continuing
        var contourIndex = contourOfSegment[i]
        while i < segments.count {
            let segmentStart = startDistance(ofSegment: i)
            if segmentStart >= b { break }
            if contourOfSegment[i] != contourIndex { contourIndex = contourOfSegment[i]; penDown = false }
            let contour = contours[contourIndex]
            if !penDown, i == contour.segments.lowerBound, contour.isClosed,
               a <= contour.startDistance, b >= contour.endDistance {
                appendWholeClosedContour(contour, into: &out)
                i = contour.segments.upperBound
                continue
            }
            let segmentEnd = ends[i]
            let pieceStart = Swift.max(a, segmentStart), pieceEnd = Swift.min(b, segmentEnd)
            if pieceEnd > pieceStart {
                let piece: PathSegment
                if pieceStart == segmentStart && pieceEnd == segmentEnd {
                    piece = segments[i]
                } else {
                    let from = pieceStart - segmentStart, to = pieceEnd - segmentStart
                    piece = segments[i].subsegment(from: parameter(ofSegment: i, atLength: from),
                                                   to: parameter(ofSegment: i, atLength: to))
                }
                if !penDown { out.append(.move(to: piece.start)); penDown = true }
                out.append(piece.element)
            }
            i += 1
        }
    }

    /// A closed subpath as it was: its drawn segments and a `close` (its closing line is the
    /// `close`).
    private func appendWholeClosedContour(_ contour: Contour, into out: inout [PathElement]) {
        let range = contour.segments
        out.append(.move(to: segments[range.lowerBound].start))
        for k in range.dropLast() { out.append(segments[k].element) }
        out.append(.close)
    }
}

extension BezierPath {
    /// The trimmed path: the fractions `start...end` (0...1) of the total length of all
    /// subpaths, shifted by `offset` (fractions of the total, wrapping around), read like
    /// lottie-web's trim paths (After Effects' "simultaneously" mode for one shape): ends are
    /// clamped to 0...1, swapped if reversed, `0...1` keeps the path as it is, and a window
    /// crossing the end continues from the start — as one continuous piece when the path is a
    /// single closed subpath. Curves stay curves (cut by arc length).
    ///
    /// To trim the same path many times, build a `PathMeasure` once and trim that.
    public func trimmed(from start: Double, to end: Double, offset: Double = 0) -> BezierPath {
        let span = TrimSpan(start: start, end: end, offset: offset)
        switch span {
        case .empty: return BezierPath()
        case .whole: return self
        case .window, .wrapping: return PathMeasure(self).trimmed(span)
        }
    }
}
