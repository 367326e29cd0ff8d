import CCairo
import Graphics

/// An ARGB32 image surface covering the device-space pixel rectangle at (`x`, `y`): the
/// result of rendering content offscreen for a raster effect (blur, computed mask).
///
/// Owns its surface; call `destroy()` once done.
struct OffscreenImage {
    let surface: OpaquePointer
    let x: Int, y: Int, width: Int, height: Int

    /// The pixel words (premultiplied ARGB, native order), rows `stride` bytes apart.
    var data: UnsafeMutablePointer<UInt8>? { cairo_image_surface_get_data(surface) }
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Multiplies every pixel (all four premultiplied channels) by `factor` in 0...1.
    func scale(by factor: Double) {
        guard let data else { return }
        let f = UInt32((factor * 256).rounded())
        for row in 0..<height {
            let bytes = data + row * stride
            for i in 0..<(width * 4) { bytes[i] = UInt8(truncatingIfNeeded: (UInt32(bytes[i]) * f + 128) >> 8) }
        }
        markDirty()
    }

    /// Tells cairo the pixels were changed behind its back.
    func markDirty() { cairo_surface_mark_dirty(surface) }

    func destroy() { cairo_surface_destroy(surface) }
}

/// The largest side cairo's image surfaces accept.
private let maxSurfaceSide = 32767

extension CairoSurfaceCanvas {
    /// Renders `body` through this canvas into a new image surface covering the current
    /// clip's device bounds grown by `padding` pixels on every side (so content outside the
    /// clip that an effect pulls inside is there), at device resolution with the current
    /// transform. The offscreen context has no clip of its own.
    ///
    /// Returns nil when the clip is empty or no surface can be allocated; `body` does not
    /// run then.
    func renderOffscreen(padding: Double, _ body: () -> Void) -> OffscreenImage? {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        let clipWidth = x1.rounded(.up) - x0.rounded(.down), clipHeight = y1.rounded(.up) - y0.rounded(.down)
        // Beyond the clip's own size, more padding brings in only far tails of an effect.
        let pad = padding > 0 ? min(padding.rounded(.up), max(clipWidth, clipHeight)) : 0
        let left = x0.rounded(.down) - pad, top = y0.rounded(.down) - pad
        let width = clipWidth + 2 * pad, height = clipHeight + 2 * pad
        guard width <= Double(maxSurfaceSide), height <= Double(maxSurfaceSide),
              width * height <= Double(Bitmap.maxPixelCount),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let context = Self.makeContext(for: surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_offset(surface, -left, -top)
        cairo_set_antialias(context, cairo_get_antialias(cr))
        var m = cairo_matrix_t(cairoTransform)
        cairo_set_matrix(context, &m)

        let outerContext = cr, outerState = state
        cr = context
        state = GraphicsStateStack()
        body()
        cr = outerContext
        state = outerState
        cairo_destroy(context)

        cairo_surface_flush(surface)
        // From here on the image is placed explicitly by `paint(_:…)`.
        cairo_surface_set_device_offset(surface, 0, 0)
        return OffscreenImage(surface: surface, x: Int(left), y: Int(top), width: Int(width), height: Int(height))
    }

    /// Composites an offscreen image at its device position with the current clip.
    func paint(_ image: OffscreenImage, opacity: Double, blendMode: BlendMode) {
        var alpha = opacity
        if alpha < 1 && needsOpacityFolded(for: blendMode) {
            image.scale(by: alpha)
            alpha = 1
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, Double(image.x), Double(image.y))
        cairo_set_operator(cr, blendMode.cairoOperator)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}
