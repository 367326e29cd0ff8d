import CCairo
import Graphics

/// Which operation a source is set for; conic gradients need to know how far the painted
/// area reaches.
enum PaintedArea {
    case fill, stroke
}

extension CairoSurfaceCanvas {
    /// Sets the source of `cr` to `paint`, in the current user space. Returns false when the
    /// paint would draw nothing (fully transparent colour, gradient without stops, image
    /// with a singular placement).
    func setSource(_ paint: Paint, for area: PaintedArea) -> Bool {
        let pattern: OpaquePointer?
        switch paint {
        case .solid(let color):
            let c = color.clamped
            guard c.alpha > 0 else { return false }
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            return true
        case .linearGradient(let gradient, let start, let end):
            pattern = makeLinearGradientPattern(gradient, start: start, end: end)
        case .radialGradient(let gradient, let center, let radius, let focal):
            pattern = makeRadialGradientPattern(gradient, center: center, radius: radius, focal: focal)
        case .conicGradient(let gradient, let center, let startAngle):
            pattern = makeConicGradientPattern(gradient, center: center, startAngle: startAngle,
                                               radius: reach(of: area, from: center))
        case .image(let bitmap, let transform):
            pattern = makeImagePattern(bitmap, transform: transform)
        }
        guard let pattern else { return false }
        defer { cairo_pattern_destroy(pattern) }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
        cairo_set_source(cr, pattern)
        return true
    }

    /// The distance from `center` to the farthest corner of what the current path paints,
    /// in user space, with a margin for the flattening of curves.
    private func reach(of area: PaintedArea, from center: Point) -> Double {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        switch area {
        case .fill: cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
        case .stroke: cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
        }
        let dx = max(abs(x0 - center.x), abs(x1 - center.x))
        let dy = max(abs(y0 - center.y), abs(y1 - center.y))
        return (dx * dx + dy * dy).squareRoot() * 1.01 + 1
    }

    /// A pattern showing the bitmap placed by `transform` (image pixels → user space), not
    /// repeated beyond its edges.
    private func makeImagePattern(_ bitmap: Bitmap, transform: AffineTransform) -> OpaquePointer? {
        guard let inverse = transform.inverted, inverse.isAcceptedByCairo,
              let imageSurface = images.surface(for: bitmap),
              let pattern = cairo_pattern_create_for_surface(imageSurface) else { return nil }
        var m = cairo_matrix_t(inverse)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        return pattern
    }
}
