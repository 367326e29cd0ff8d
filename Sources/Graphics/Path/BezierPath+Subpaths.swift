extension BezierPath {
    /// Each subpath that draws something, as a path of its own starting with a `move` (lone
    /// `move`s are dropped; a drawing element with no current point becomes the `move` it
    /// implies).
    public var subpaths: [BezierPath] {
        var result: [BezierPath] = []
        var current: [PathElement] = []
        for step in segments {
            if step.startsSubpath {
                if !current.isEmpty { result.append(BezierPath(elements: current)) }
                current = [.move(to: step.segment.start)]
            }
            current.append(step.role == .closing ? .close : step.segment.element)
        }
        if !current.isEmpty { result.append(BezierPath(elements: current)) }
        return result
    }
}
