extension BezierPath {
    /// Whether `point` lies within `width / 2` of the drawn path: a hit test for the area a
    /// stroke of that width covers (as with round caps and joins; miters and square caps are
    /// not modelled). Open subpaths are not closed; lone `move`s cover nothing.
    ///
    /// Curves are measured against a polyline within 1/1000 of the half-width of them (and
    /// never coarser than 1e-6 of the curve's extent), so distances are exact to that.
    public func strokeContains(_ point: Point, width: Double) -> Bool {
        let radius = width / 2
        guard radius >= 0, radius.isFinite, point.x.isFinite, point.y.isFinite else { return false }
        let radiusSquared = radius * radius
        for step in segments {
            let segment = step.segment
            let box = segment.controlPointBounds
            if point.x < box.minX - radius || point.x > box.maxX + radius
                || point.y < box.minY - radius || point.y > box.maxY + radius { continue }
            if case .line(let a, let b) = segment {
                if point.squaredDistance(toSegmentFrom: a, to: b) <= radiusSquared { return true }
                continue
            }
            let tolerance = Swift.max(radius * 1e-3, segment.controlPointSpan * 1e-6, .leastNormalMagnitude)
            var from = segment.start
            var hit = false
            segment.forEachChordEnd(tolerance: tolerance) { to in
                if !hit, point.squaredDistance(toSegmentFrom: from, to: to) <= radiusSquared { hit = true }
                from = to
            }
            if hit { return true }
        }
        return false
    }
}

extension Point {
    /// The squared distance to the closest point of the segment from `a` to `b`.
    @inlinable func squaredDistance(toSegmentFrom a: Point, to b: Point) -> Double {
        let ab = b - a, ap = self - a
        let lengthSquared = ab.dot(ab)
        let t = lengthSquared > 0 ? Swift.min(1, Swift.max(0, ap.dot(ab) / lengthSquared)) : 0
        let d = ap - ab * t
        return d.dot(d)
    }
}
