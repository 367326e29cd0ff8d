import CCairo
import Graphics

/// A `Canvas` drawing through a cairo context: the shared machinery of `CairoImageCanvas`
/// (raster) and `CairoVectorCanvas` (SVG, PDF).
///
/// Input never puts the cairo context into its permanent error state: singular transforms,
/// unmatched restores, non-finite coordinates and invalid dash patterns are absorbed here
/// (see `GraphicsStateStack`).
///
/// Owns its cairo objects; use it from one task at a time.
public class CairoSurfaceCanvas: Canvas {
    /// The size of the surface in device units (pixels for raster surfaces, points for
    /// vector ones).
    public let size: Size
    /// Whether shapes are antialiased.
    public let isAntialiased: Bool

    /// The surface the canvas draws on.
    let surface: OpaquePointer
    /// The context drawing calls go to: the surface's own, or an offscreen one while a
    /// raster effect renders its content (see `renderOffscreen`).
    var cr: OpaquePointer
    /// Our side of the graphics state of `cr`.
    var state = GraphicsStateStack()
    /// Whether the surface is a vector surface (images keep their edges sharp there by
    /// themselves, and pad extension would force cairo into raster fallbacks).
    let isVector: Bool
    let images = ImageSurfaceCache()
    /// The coverage of shapes drawn again in later frames; only canvases that mark frames
    /// have one.
    var coverageCache: CoverageCache?

    /// Takes ownership of a surface in good status and a context for it.
    init(surface: OpaquePointer, context: OpaquePointer, size: Size, antialiased: Bool, isVector: Bool) {
        self.surface = surface
        self.cr = context
        self.size = size
        self.isAntialiased = antialiased
        self.isVector = isVector
        cairo_set_antialias(context, antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// A context for `surface`, or nil when cairo could not make one (out of memory).
    static func makeContext(for surface: OpaquePointer) -> OpaquePointer? {
        guard let context = cairo_create(surface) else { return nil }
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            return nil
        }
        return context
    }

    // MARK: State

    /// Pushes the transform and clip.
    public func save() {
        cairo_save(cr)
        state.push()
    }

    /// Pops the transform and clip pushed by the matching `save`. Ignored when there is no
    /// matching save (or it belongs outside the group being drawn).
    public func restore() {
        if state.pop() { cairo_restore(cr) }
    }

    /// The current user-space → device transform.
    public var currentTransform: AffineTransform {
        if let singular = state.singularTransform { return singular }
        return cairoTransform
    }

    /// Cairo's own current transform.
    var cairoTransform: AffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return AffineTransform(m)
    }

    /// Applies `transform` before the current transform. A transform that makes user space
    /// collapse (scale 0) hides everything drawn until the matching `restore`.
    public func concatenate(_ transform: AffineTransform) {
        if let singular = state.singularTransform {
            state.singularTransform = transform.concatenating(singular)
            return
        }
        if transform.isIdentity { return }
        let combined = transform.concatenating(cairoTransform)
        if transform.isAcceptedByCairo && combined.isDrawable {
            var m = cairo_matrix_t(transform)
            cairo_transform(cr, &m)
        } else {
            state.singularTransform = combined
        }
    }

    /// Whether drawing can have any visible effect in the current state.
    var canDraw: Bool { state.singularTransform == nil }

    // MARK: Shapes

    /// Fills the inside of a path.
    public func fill(_ path: BezierPath, with paint: Paint, rule: FillRule) {
        guard canDraw, !drawCached(path, as: .fill(rule), with: paint), setCairoPath(cr, path) else { return }
        cairo_set_fill_rule(cr, rule.cairo)
        if setSource(paint, for: .fill) {
            cairo_fill(cr)
        } else {
            cairo_new_path(cr)
        }
    }

    /// Strokes a path. Widths that are not positive and finite draw nothing; a dash pattern
    /// with negative or non-finite lengths, or with nothing but zeros, strokes solid.
    public func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle) {
        // On bitmaps, strokes thinner than a pixel are drawn one pixel wide and faded by their
        // width, as `RasterImageCanvas` draws them; vector output keeps the true width.
        let (paint, style) = isVector ? (paint, style) : style.drawnOnBitmap(with: paint, under: currentTransform)
        guard canDraw, style.width > 0, style.width.isFinite,
              !drawCached(path, as: .stroke(style), with: paint), setCairoPath(cr, path) else { return }
        if PieceStroking.applies(to: path, style: style) {
            strokeInPieces(path, with: paint, style: style)
            return
        }
        applyStrokeStyle(style, to: cr)
        if setSource(paint, for: .stroke) {
            cairo_stroke(cr)
        } else {
            cairo_new_path(cr)
        }
    }

    /// Strokes a very long path piece by piece (see `PieceStroking`) into an alpha group, then
    /// paints through the group's coverage, so that overlapping pieces do not paint twice.
    /// The whole path is the current path (the paint's extents may depend on it).
    private func strokeInPieces(_ path: BezierPath, with paint: Paint, style: StrokeStyle) {
        applyStrokeStyle(style, to: cr)
        guard setSource(paint, for: .stroke) else {
            cairo_new_path(cr)
            return
        }
        let source = cairo_pattern_reference(cairo_get_source(cr))
        defer { cairo_pattern_destroy(source) }
        cairo_new_path(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        PieceStroking.stroke(path, style: style, on: cr)
        let coverage = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(coverage) }
        cairo_set_source(cr, source)
        cairo_mask(cr, coverage)
    }

    /// Draws the shape through the coverage cache when it has the shape's mask; false when
    /// the shape must be drawn directly.
    private func drawCached(_ path: BezierPath, as shape: CoverageCache.Shape, with paint: Paint) -> Bool {
        // A conic gradient's pattern depends on the current path.
        if case .conicGradient = paint { return false }
        guard let coverageCache,
              let mask = coverageCache.mask(for: path, as: shape, transform: cairoTransform,
                                            deviceClip: { deviceClipRect }, antialias: cairo_get_antialias(cr)) else { return false }
        if setSource(paint, for: .fill) {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask.surface, Double(mask.rect.x), Double(mask.rect.y))
            cairo_restore(cr)
        }
        return true
    }

    /// The device pixels the current clip lets through.
    private var deviceClipRect: PixelRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        return PixelRect(enclosing: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), margin: 0)
            ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Intersects the clip with the inside of a path. A path with non-finite coordinates
    /// clips everything away.
    public func clip(to path: BezierPath, rule: FillRule) {
        guard canDraw else { return }
        _ = setCairoPath(cr, path)
        cairo_set_fill_rule(cr, rule.cairo)
        cairo_clip(cr)
    }

    // MARK: Images

    /// Draws an image whose pixel (i, j) covers the unit square at (i, j) in user space.
    ///
    /// Scaled images are filtered (cairo's `GOOD` filter: bilinear up, box-filtered down) and
    /// their edges are the antialiased edges of the rectangle they cover. On raster surfaces
    /// an image shrunk below 3/4 is drawn from a cached reduced copy, box-filtered once, that
    /// the draw shrinks by less than that (so cairo's bilinear filter applies); the result
    /// differs from box-filtering the full image each time only by the copy's resampling.
    public func draw(_ image: Bitmap, transform: AffineTransform, opacity: Double) {
        let alpha = unitClamped(opacity)
        let toDevice = transform.concatenating(cairoTransform)
        guard canDraw, alpha > 0, transform.isAcceptedByCairo, toDevice.isDrawable,
              let source = imageSource(for: image, toDevice: toDevice) else { return }
        cairo_save(cr)
        var m = cairo_matrix_t(transform.scaledBy(x: 1 / source.scaleX, y: 1 / source.scaleY))
        cairo_transform(cr, &m)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(image.width) * source.scaleX, Double(image.height) * source.scaleY)
        cairo_set_source_surface(cr, source.surface, 0, 0)
        if let pattern = cairo_get_source(cr) {
            // Padding lets filtering near the border see border pixels instead of
            // transparency; the rectangle then cuts the edge exactly.
            cairo_pattern_set_extend(pattern, isVector ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        }
        if alpha >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// The surface to draw `image` from when its pixels map to device space by `toDevice`.
    private func imageSource(for image: Bitmap, toDevice: AffineTransform) -> ImageSurfaceCache.Source? {
        guard !isVector, let fromDevice = toDevice.inverted else {
            return images.surface(for: image).map { ImageSurfaceCache.Source(surface: $0, scaleX: 1, scaleY: 1) }
        }
        // Device pixels per image pixel along the image's axes, measured as cairo measures
        // them to choose its filter: from the rows of the device → image map.
        let scaleX = 1 / (fromDevice.a * fromDevice.a + fromDevice.c * fromDevice.c).squareRoot()
        let scaleY = 1 / (fromDevice.b * fromDevice.b + fromDevice.d * fromDevice.d).squareRoot()
        return images.source(for: image, scaleX: scaleX, scaleY: scaleY)
    }

    /// Intersects the clip with the device pixels `rect` touches (plus one for
    /// antialiasing), a whole-pixel box that cairo clips to without a mask. Vector surfaces
    /// ignore the hint.
    public func clipToPixels(covering rect: Rect) {
        guard canDraw, !isVector else { return }
        let device = cairoTransform.apply(to: rect)
        guard device.isNull || (device.minX.isFinite && device.minY.isFinite && device.maxX.isFinite && device.maxY.isFinite) else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        if !device.isNull {
            // Within the current clip, the box stays far inside cairo's fixed-point range.
            var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
            cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
            let x0 = max(cx0.rounded(.down), device.minX.rounded(.down) - 1)
            let y0 = max(cy0.rounded(.down), device.minY.rounded(.down) - 1)
            let x1 = min(cx1.rounded(.up), device.maxX.rounded(.up) + 1)
            let y1 = min(cy1.rounded(.up), device.maxY.rounded(.up) + 1)
            if x1 > x0, y1 > y0 { cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0) }
        }
        // An empty path clips everything away: nothing is drawn inside an empty rectangle.
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
    }
}
