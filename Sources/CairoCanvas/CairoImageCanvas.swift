import CCairo
import Graphics

/// A raster canvas: a cairo ARGB32 image surface, antialiased by default.
///
/// Made to be reused frame after frame: `clear` resets the state and the pixels without
/// reallocating, and `makeBitmap` refills the same storage when the previous frame's bitmap
/// has been released.
public final class CairoImageCanvas: CairoSurfaceCanvas, RetainedRasterCanvas {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The storage `makeBitmap` fills.
    private var frame: Bitmap

    /// A transparent canvas of the given size in pixels. Returns nil for the sizes `Bitmap`
    /// refuses (not positive, or more than `Bitmap.maxPixelCount` pixels) and when cairo
    /// cannot allocate the surface.
    public init?(width: Int, height: Int, antialiased: Bool = true) {
        // Bitmap's limits keep both sides far below Int32.max; cairo refuses sides over 32767.
        guard let frame = Bitmap(width: width, height: height),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let context = Self.makeContext(for: surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.width = width
        self.height = height
        self.frame = frame
        super.init(surface: surface, context: context, size: Size(width: Double(width), height: Double(height)),
                   antialiased: antialiased, isVector: false)
        coverageCache = CoverageCache()
    }

    /// Starts a new frame: undoes every open `save`, resets the transform to identity and the
    /// clip to the whole surface, and sets every pixel to `color`. Shapes drawn the same way
    /// as in the frame before are then drawn from their cached coverage.
    public func clear(_ color: Color = .clear) {
        resetState()
        let c = color.clamped
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Starts a new frame that keeps the pixels outside `rects` and gives those they touch the
    /// values `draw` gives them on a new canvas: `draw` runs into a transparent group the
    /// size of the surface, which is then copied into the rectangles.
    ///
    /// From the first call on, the canvas draws every shape directly rather than from cached
    /// coverage: cached coverage is the same as direct drawing only up to rounding, and a
    /// frame repainted in part must be identical to the frame drawn whole on a new canvas.
    public func redraw(pixelsIn rects: [Rect], _ draw: () -> Void) {
        coverageCache = nil
        resetState()
        let boxes = rects.filter { !$0.isNull && $0.minX.isFinite && $0.minY.isFinite && $0.maxX.isFinite && $0.maxY.isFinite }
        guard !boxes.isEmpty else { return }
        cairo_push_group(cr)
        runNested(draw)
        cairo_pop_group_to_source(cr)
        for rect in boxes {
            let x0 = rect.minX.rounded(.down), y0 = rect.minY.rounded(.down)
            cairo_rectangle(cr, x0, y0, rect.maxX.rounded(.up) - x0, rect.maxY.rounded(.up) - y0)
        }
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_reset_clip(cr)
        // Drop the reference the context holds to the group's pixels.
        cairo_set_source_rgb(cr, 0, 0, 0)
    }

    /// Begins a frame: undoes every open `save`, resets the transform to identity and the
    /// clip to the whole surface.
    private func resetState() {
        coverageCache?.beginFrame()
        while state.pop() { cairo_restore(cr) }
        state.singularTransform = nil
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
    }

    /// Completes pending drawing, so that the surface's pixels are final.
    public func flush() {
        cairo_surface_flush(surface)
    }

    /// The pixels drawn so far, as premultiplied RGBA.
    ///
    /// The canvas keeps the returned bitmap's storage and refills it on the next call, so a
    /// caller that lets each frame's bitmap go before asking for the next one causes no
    /// allocation; one that keeps it gets an independent copy (copy-on-write).
    public func makeBitmap() -> Bitmap {
        flush()
        frame.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            copyARGB32ToRGBA(surface, into: base)
        }
        return frame
    }
}
