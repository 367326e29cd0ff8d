/// What fills or strokes a shape. Geometry of gradients and images is in the user space of the
/// canvas at the time of drawing.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(Color)
    /// A gradient along the line from `start` to `end`, padded beyond them.
    case linearGradient(Gradient, start: Point, end: Point)
    /// A gradient from `focal` (location 0) out to the circle of `radius` around `center`
    /// (location 1). With `focal == center` it is an ordinary centred radial gradient; an
    /// off-centre focal point gives After Effects' "highlight" look.
    case radialGradient(Gradient, center: Point, radius: Double, focal: Point)
    /// A sweep around `center`, location 0 at `startAngle` (radians from +x towards +y) going
    /// once around in the direction of increasing angle.
    case conicGradient(Gradient, center: Point, startAngle: Double)
    /// A bitmap, placed by `transform` (mapping image pixel coordinates to user space), not
    /// repeated beyond its edges.
    case image(Bitmap, transform: AffineTransform)
}
