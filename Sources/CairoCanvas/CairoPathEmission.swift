import CCairo
import Graphics

/// Replaces the current path of `cr` with `path`, element by element, without building any
/// intermediate array. Quadratic segments are raised to the equivalent cubics; cubics that are
/// straight lines become lines.
///
/// Returns false (and leaves an empty path) when a coordinate is not finite, which cairo
/// would otherwise turn into garbage or an error state.
func setCairoPath(_ cr: OpaquePointer, _ path: BezierPath) -> Bool {
    cairo_new_path(cr)
    // `x * 0` is NaN exactly when x is NaN or infinite, so one accumulator checks them all.
    var poison = 0.0
    var current = Point.zero, subpathStart = Point.zero
    for element in path.elements {
        switch element {
        case .move(let p):
            poison += p.x * 0 + p.y * 0
            cairo_move_to(cr, p.x, p.y)
            current = p; subpathStart = p
        case .line(let p):
            poison += p.x * 0 + p.y * 0
            cairo_line_to(cr, p.x, p.y)
            current = p
        case .quadCurve(let p, let c):
            poison += p.x * 0 + p.y * 0 + c.x * 0 + c.y * 0
            let c1 = current + (c - current) * (2.0 / 3.0)
            let c2 = p + (c - p) * (2.0 / 3.0)
            cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            current = p
        case .curve(let p, let c1, let c2):
            poison += p.x * 0 + p.y * 0 + c1.x * 0 + c1.y * 0 + c2.x * 0 + c2.y * 0
            if (c1 == current || c1 == p) && (c2 == current || c2 == p) {
                // A cubic whose control points sit on its end points runs straight from one
                // to the other: as a line, cairo sees rectangles and fills them as boxes.
                cairo_line_to(cr, p.x, p.y)
            } else {
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            }
            current = p
        case .close:
            cairo_close_path(cr)
            current = subpathStart
        }
    }
    if poison.isNaN {
        cairo_new_path(cr)
        return false
    }
    return true
}
