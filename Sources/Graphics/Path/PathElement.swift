/// One drawing instruction of a `BezierPath`.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight segment from the current point.
    case line(to: Point)
    /// A quadratic bezier segment from the current point.
    case quadCurve(to: Point, control: Point)
    /// A cubic bezier segment from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a straight segment back to its start.
    case close
}
