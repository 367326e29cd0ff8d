extension BezierPath {
    /// The total arc length of all subpaths, closing lines included (adaptive Gauss–Legendre
    /// integration, typically within 1e-10 relative).
    public var length: Double {
        var total = 0.0
        for step in segments { total += step.segment.length }
        return total
    }

    /// The point `distance` along the path (clamped to `0...length`; subpath after subpath),
    /// or `nil` when the path draws nothing. For many queries, use one `PathMeasure`.
    public func point(atLength distance: Double) -> Point? {
        PathMeasure(self).point(atLength: distance)
    }

    /// The unit direction of travel `distance` along the path (clamped to `0...length`), or
    /// `nil` when the path draws nothing. For many queries, use one `PathMeasure`.
    public func tangent(atLength distance: Double) -> Point? {
        PathMeasure(self).tangent(atLength: distance)
    }
}
