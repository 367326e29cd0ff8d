import CCairo
import Graphics

extension CairoSurfaceCanvas {
    /// Draws `content` into an offscreen group, blurs it with a Gaussian of standard
    /// deviation `radius` device pixels (as CSS `blur()` and SVG `stdDeviation`), then
    /// composites it like `drawGroup`.
    ///
    /// The group is rendered at device resolution with room around the clip for content
    /// that blurs into view; on vector surfaces it is embedded as an image.
    public func drawBlurred(radius: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        guard let blur = BoxBlur(sigma: radius) else {
            drawGroup(opacity: opacity, blendMode: blendMode, content)
            return
        }
        let alpha = unitClamped(opacity)
        guard canDraw, alpha > 0,
              let image = renderOffscreen(padding: Double(blur.reach), content) else { return }
        defer { image.destroy() }
        if let data = image.data {
            blur.apply(to: data, width: image.width, height: image.height, stride: image.stride, channels: 4)
            image.markDirty()
        }
        paint(image, opacity: alpha, blendMode: blendMode)
    }

    /// Like `drawBlurred(radius:…)` with separate standard deviations along the device x and
    /// y axes (0 leaves that axis sharp).
    public func drawBlurred(radiusX: Double, radiusY: Double, opacity: Double, blendMode: BlendMode,
                            _ content: () -> Void) {
        if radiusX == radiusY { return drawBlurred(radius: radiusX, opacity: opacity, blendMode: blendMode, content) }
        let blurX = BoxBlur(sigma: radiusX), blurY = BoxBlur(sigma: radiusY)
        let alpha = unitClamped(opacity)
        guard canDraw, alpha > 0,
              let image = renderOffscreen(padding: Double(max(blurX?.reach ?? 0, blurY?.reach ?? 0)), content) else { return }
        defer { image.destroy() }
        if let data = image.data {
            blurX?.apply(to: data, width: image.width, height: image.height, stride: image.stride, channels: 4, vertically: false)
            blurY?.apply(to: data, width: image.width, height: image.height, stride: image.stride, channels: 4, horizontally: false)
            image.markDirty()
        }
        paint(image, opacity: alpha, blendMode: blendMode)
    }

    /// Draws `content` with a shadow behind it: the content's alpha, blurred with standard
    /// deviation `radius` and moved by `offset` (both in device pixels), painted in `color`.
    ///
    /// The content is rendered once at device resolution and used for both the shadow and
    /// itself; on vector surfaces both are embedded as images.
    public func drawWithDropShadow(color: Color, offset: Point, radius: Double, _ content: () -> Void) {
        let shadowColor = color.clamped
        guard canDraw, offset.x.isFinite, offset.y.isFinite else { return }
        let blur = BoxBlur(sigma: radius)
        let reach = Double(blur?.reach ?? 0) + max(abs(offset.x), abs(offset.y))
        guard let image = renderOffscreen(padding: reach, content) else { return }
        defer { image.destroy() }
        if shadowColor.alpha > 0, let shadow = makeAlphaSurface(of: image) {
            if let blur, let data = cairo_image_surface_get_data(shadow) {
                blur.apply(to: data, width: image.width, height: image.height,
                           stride: Int(cairo_image_surface_get_stride(shadow)), channels: 1)
                cairo_surface_mark_dirty(shadow)
            }
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, shadowColor.red, shadowColor.green, shadowColor.blue, shadowColor.alpha)
            cairo_mask_surface(cr, shadow, Double(image.x) + offset.x, Double(image.y) + offset.y)
            cairo_restore(cr)
            cairo_surface_destroy(shadow)
        }
        paint(image, opacity: 1, blendMode: .normal)
    }

    /// A new A8 surface holding the alpha channel of an offscreen image (the caller owns
    /// it), or nil when it cannot be allocated.
    private func makeAlphaSurface(of image: OffscreenImage) -> OpaquePointer? {
        guard let source = image.data,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<image.height {
            let words = UnsafeRawPointer(source + y * image.stride).assumingMemoryBound(to: UInt32.self)
            let out = data + y * stride
            for x in 0..<image.width { out[x] = UInt8(truncatingIfNeeded: words[x] >> 24) }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
