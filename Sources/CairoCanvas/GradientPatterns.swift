import CCairo
import Foundation
import Graphics

// Cairo gradient patterns for the Paint gradients. Every function returns a new pattern
// owned by the caller, or nil when the gradient has no stops or the geometry is not finite.

/// The largest focal offset as a fraction of the radius: a focal point on the circle
/// itself makes the two-circle gradient degenerate into a cone with a hard edge.
private let maxFocalFraction = 0.999

/// The widest sector of a conic mesh, in radians. Colours are interpolated linearly
/// across each patch, so narrow sectors keep the sweep close to uniform in angle.
private let maxConicSector = Double.pi / 16

/// A linear gradient padded beyond its ends. When start and end coincide the gradient has
/// no direction, and (as in SVG) the area is painted with the last stop's colour.
func makeLinearGradientPattern(_ gradient: Gradient, start: Point, end: Point) -> OpaquePointer? {
    guard let last = gradient.stops.last,
          start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return nil }
    if start == end { return makeSolidPattern(last.color) }
    guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return nil }
    addStops(gradient, to: pattern)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    return pattern
}

/// A radial gradient from a focal point (location 0) to the circle around `center`
/// (location 1), padded beyond. The focal point is pulled strictly inside the circle; a
/// zero radius paints the last stop's colour, as in SVG.
func makeRadialGradientPattern(_ gradient: Gradient, center: Point, radius: Double, focal: Point) -> OpaquePointer? {
    guard let last = gradient.stops.last, radius.isFinite,
          center.x.isFinite, center.y.isFinite, focal.x.isFinite, focal.y.isFinite else { return nil }
    if radius <= 0 { return makeSolidPattern(last.color) }
    var focus = focal
    let offset = focal - center, distance = offset.length
    if distance > radius * maxFocalFraction {
        focus = center + offset * (radius * maxFocalFraction / distance)
    }
    guard let pattern = cairo_pattern_create_radial(focus.x, focus.y, 0, center.x, center.y, radius) else { return nil }
    addStops(gradient, to: pattern)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    return pattern
}

/// A conic (sweep) gradient as a mesh of thin sectors around `center` reaching out to
/// `radius`, which must cover everything that will be painted (outside the mesh cairo
/// paints nothing). Sector edges fall on every stop so hard stops stay hard.
func makeConicGradientPattern(_ gradient: Gradient, center: Point, startAngle: Double, radius: Double) -> OpaquePointer? {
    guard let first = gradient.stops.first, let last = gradient.stops.last,
          center.x.isFinite, center.y.isFinite, startAngle.isFinite,
          radius.isFinite, radius > 0 else { return nil }
    guard let pattern = cairo_pattern_create_mesh() else { return nil }
    // The stops, then the last colour once more at 1 to pad the end of the sweep.
    var previous = GradientStop(location: 0, color: first.color)
    for index in 0...gradient.stops.count {
        let stop = index < gradient.stops.count ? gradient.stops[index] : GradientStop(location: 1, color: last.color)
        let location = max(previous.location, unitClamped(stop.location))
        let span = location - previous.location
        if span > 0 {
            let pieces = Int((span * 2 * Double.pi / maxConicSector).rounded(.up))
            for k in 0..<pieces {
                let t0 = Double(k) / Double(pieces), t1 = Double(k + 1) / Double(pieces)
                addConicSector(
                    to: pattern, center: center, radius: radius,
                    from: startAngle + (previous.location + span * t0) * 2 * Double.pi,
                    to: startAngle + (previous.location + span * t1) * 2 * Double.pi,
                    colors: previous.color.interpolated(to: stop.color, fraction: t0),
                    previous.color.interpolated(to: stop.color, fraction: t1))
            }
        }
        previous = GradientStop(location: location, color: stop.color)
    }
    return pattern
}

/// One patch: centre → arc start → (arc) → arc end → centre, coloured `c0` along the start
/// edge and `c1` along the end edge.
private func addConicSector(to pattern: OpaquePointer, center: Point, radius: Double,
                            from a0: Double, to a1: Double, colors c0: Color, _ c1: Color) {
    // Cubic control points of a circular arc: tangent length 4/3·tan(sweep/4)·r.
    let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
    let p0 = Point(x: cos(a0), y: sin(a0)), p1 = Point(x: cos(a1), y: sin(a1))
    let q0 = center + Point(x: p0.x - k * p0.y, y: p0.y + k * p0.x) * radius
    let q1 = center + Point(x: p1.x + k * p1.y, y: p1.y - k * p1.x) * radius
    let e0 = center + p0 * radius, e1 = center + p1 * radius
    cairo_mesh_pattern_begin_patch(pattern)
    cairo_mesh_pattern_move_to(pattern, center.x, center.y)
    cairo_mesh_pattern_line_to(pattern, e0.x, e0.y)
    cairo_mesh_pattern_curve_to(pattern, q0.x, q0.y, q1.x, q1.y, e1.x, e1.y)
    cairo_mesh_pattern_line_to(pattern, center.x, center.y)
    let s = c0.clamped, e = c1.clamped
    cairo_mesh_pattern_set_corner_color_rgba(pattern, 0, s.red, s.green, s.blue, s.alpha)
    cairo_mesh_pattern_set_corner_color_rgba(pattern, 1, s.red, s.green, s.blue, s.alpha)
    cairo_mesh_pattern_set_corner_color_rgba(pattern, 2, e.red, e.green, e.blue, e.alpha)
    cairo_mesh_pattern_set_corner_color_rgba(pattern, 3, e.red, e.green, e.blue, e.alpha)
    cairo_mesh_pattern_end_patch(pattern)
}

private func makeSolidPattern(_ color: Color) -> OpaquePointer? {
    let c = color.clamped
    return cairo_pattern_create_rgba(c.red, c.green, c.blue, c.alpha)
}

private func addStops(_ gradient: Gradient, to pattern: OpaquePointer) {
    for stop in gradient.stops {
        let c = stop.color.clamped
        cairo_pattern_add_color_stop_rgba(pattern, unitClamped(stop.location), c.red, c.green, c.blue, c.alpha)
    }
}
