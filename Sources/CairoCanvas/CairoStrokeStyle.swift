import CCairo
import Graphics

/// Sets the line width, cap, join, miter limit and dashes of `cr` for stroking with `style`
/// (a positive, finite width). A dash pattern with negative or non-finite lengths, or with
/// nothing but zeros, strokes solid.
func applyStrokeStyle(_ style: StrokeStyle, to cr: OpaquePointer) {
    cairo_set_line_width(cr, style.width)
    cairo_set_line_cap(cr, style.cap.cairo)
    cairo_set_line_join(cr, style.join.cairo)
    cairo_set_miter_limit(cr, style.miterLimit.isFinite ? style.miterLimit : 10)
    var total = 0.0, valid = style.dashPhase.isFinite
    for length in style.dashPattern {
        if !(length >= 0) || !length.isFinite { valid = false }
        total += length
    }
    guard valid, total > 0 else {
        cairo_set_dash(cr, nil, 0, 0)
        return
    }
    style.dashPattern.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
}
