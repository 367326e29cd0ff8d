extension BezierPath {
    /// The same outline traversed the other way: subpaths in reverse order, each one backwards.
    ///
    /// An open subpath starts from its old end. A closed subpath keeps its start point (so a
    /// trim of the reversed path still begins there) and stays closed: its old closing line,
    /// if it had length, becomes an explicit first line, and a last straight line back to the
    /// start is left to the `close`.
    public func reversed() -> BezierPath {
        let gathered = PathContours(self)
        let segments = gathered.segments
        var out: [PathElement] = []
        out.reserveCapacity(segments.count + 2 * gathered.contours.count)
        for contour in gathered.contours.reversed() {
            let range = contour.segments
            guard let first = range.first, let last = range.last else { continue }
            if contour.isClosed {
                let closing = segments[last]
                out.append(.move(to: segments[first].start))
                if closing.start != closing.end { out.append(.line(to: closing.start)) }
                for k in range.dropLast().reversed() { out.append(segments[k].reversed.element) }
                // A final straight line back to the start is what `close` draws anyway.
                if out.last == .line(to: segments[first].start), range.count > 1 { out.removeLast() }
                out.append(.close)
            } else {
                out.append(.move(to: segments[last].end))
                for k in range.reversed() { out.append(segments[k].reversed.element) }
            }
        }
        return BezierPath(elements: out)
    }
}
