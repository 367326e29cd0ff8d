import CCairo
import Graphics

// Mappings between the Graphics value types and cairo's C types.

extension cairo_matrix_t {
    /// Cairo's matrix for an affine transform; both use `x' = xx·x + xy·y + x0`, so
    /// (a, b, c, d) map to (xx, yx, xy, yy).
    init(_ t: AffineTransform) {
        self.init(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }
}

extension AffineTransform {
    /// The transform of a cairo matrix.
    init(_ m: cairo_matrix_t) {
        self.init(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Whether every coefficient is finite and the linear part can be inverted, which is what
    /// cairo demands of a matrix before it accepts it (otherwise the context enters a
    /// permanent error state).
    var isAcceptedByCairo: Bool {
        let det = determinant
        return det != 0 && det.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether a current transform is usable for drawing: accepted by cairo and not so
    /// degenerate that it collapses user space below any visible size.
    var isDrawable: Bool { isAcceptedByCairo && abs(determinant) >= 1e-12 }
}

extension FillRule {
    var cairo: cairo_fill_rule_t {
        switch self {
        case .nonZero: return CAIRO_FILL_RULE_WINDING
        case .evenOdd: return CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}

extension LineCap {
    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension LineJoin {
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}

extension BlendMode {
    /// The cairo operator that composites with this W3C blend mode (source over, blended).
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        }
    }
}

extension BlendMode {
    /// Whether the mode is one of the four non-separable (HSL) modes.
    var isNonSeparable: Bool {
        switch self {
        case .hue, .saturation, .color, .luminosity: return true
        default: return false
        }
    }
}

/// A unit-interval value with NaN treated as 0, for opacities and gradient locations.
@inline(__always) func unitClamped(_ v: Double) -> Double { v >= 0 ? (v <= 1 ? v : 1) : 0 }

/// Cairo's message for a status code.
func cairoMessage(_ status: cairo_status_t) -> String {
    guard let message = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
    return String(cString: message)
}
