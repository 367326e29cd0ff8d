/// The only way anything draws: a stateful 2-D drawing surface in the style of Core Graphics.
///
/// The state stack (`save`/`restore`) holds the current transform and clip. Groups and masks
/// take closures so that every begin has its end: drawing inside the closures goes to an
/// offscreen group that is composited when the closure returns.
///
/// A canvas is a reference type used from one task at a time.
public protocol Canvas: AnyObject {
    /// The size of the surface in device units (pixels for raster surfaces, points for
    /// vector ones).
    var size: Size { get }

    /// Pushes the transform and clip.
    func save()
    /// Pops the transform and clip pushed by the matching `save`.
    func restore()

    /// The current user-space → device transform.
    var currentTransform: AffineTransform { get }
    /// Applies `transform` before the current transform (user space is transformed).
    func concatenate(_ transform: AffineTransform)

    /// Fills the inside of a path.
    func fill(_ path: BezierPath, with paint: Paint, rule: FillRule)
    /// Strokes a path.
    func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle)
    /// Intersects the clip with the inside of a path.
    func clip(to path: BezierPath, rule: FillRule)
    /// A hint that nothing outside `rect` (in user space) will be drawn until the matching
    /// `restore`: a raster canvas intersects its clip with the device pixels the rectangle
    /// touches, which sizes offscreen groups begun inside to that box; other canvases ignore
    /// it. Drawing looks the same either way.
    func clipToPixels(covering rect: Rect)

    /// Draws an image whose pixel (i, j) covers the unit square at (i, j) in user space,
    /// so `transform` maps image pixels to user space.
    func draw(_ image: Bitmap, transform: AffineTransform, opacity: Double)

    /// Draws `content` into an offscreen group, then composites the group with `opacity` and
    /// `blendMode` using the current clip.
    func drawGroup(opacity: Double, blendMode: BlendMode, _ content: () -> Void)

    /// Draws `content` with each piece of paint blended onto what lies below by `blendMode`
    /// as it is painted, without an offscreen group. For content that paints once this looks
    /// exactly like `drawGroup(opacity: 1, blendMode:)`, which is what canvases without direct
    /// blending draw; groups begun inside blend normally within themselves.
    func drawBlended(_ blendMode: BlendMode, _ content: () -> Void)

    /// Draws `content` into an offscreen group, `mask` into another, and composites the content
    /// with its coverage multiplied by the mask's coverage under `mode`.
    func drawMasked(mode: MaskMode, mask: () -> Void, content: () -> Void)

    /// Like `drawGroup`, with the group blurred by a Gaussian of standard deviation `radius`
    /// device pixels. Canvases that cannot blur draw the group unblurred.
    func drawBlurred(radius: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void)

    /// Like `drawBlurred(radius:…)`, with separate standard deviations along the device x and
    /// y axes (0 keeps that axis sharp).
    func drawBlurred(radiusX: Double, radiusY: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void)

    /// Draws `content` with a shadow behind it: the content's alpha blurred with standard
    /// deviation `radius` and moved by `offset` (both in device pixels), painted in `color`.
    /// Canvases that cannot draw shadows draw the content alone.
    func drawWithDropShadow(color: Color, offset: Point, radius: Double, _ content: () -> Void)

    /// Draws `content` into an offscreen group and composites it with the colour of every
    /// pixel (straight alpha) mapped by `filter`, within the current clip. Canvases that
    /// cannot filter colours draw the content unchanged.
    func drawColorFiltered(_ filter: ColorFilter, _ content: () -> Void)
}

extension Canvas {
    /// Ignores the hint.
    public func clipToPixels(covering rect: Rect) {}

    /// Draws the content in a group composited with `blendMode`.
    public func drawBlended(_ blendMode: BlendMode, _ content: () -> Void) {
        drawGroup(opacity: 1, blendMode: blendMode, content)
    }

    /// Draws the group unblurred.
    public func drawBlurred(radius: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        drawGroup(opacity: opacity, blendMode: blendMode, content)
    }

    /// Blurs by the larger deviation along both axes (canvases that blur only evenly).
    public func drawBlurred(radiusX: Double, radiusY: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        drawBlurred(radius: max(radiusX, radiusY), opacity: opacity, blendMode: blendMode, content)
    }

    /// Draws the content without a shadow.
    public func drawWithDropShadow(color: Color, offset: Point, radius: Double, _ content: () -> Void) {
        content()
    }

    /// Draws the content unchanged.
    public func drawColorFiltered(_ filter: ColorFilter, _ content: () -> Void) {
        content()
    }

    /// Fills with the non-zero rule.
    public func fill(_ path: BezierPath, with paint: Paint) { fill(path, with: paint, rule: .nonZero) }
    /// Fills with a solid colour and the non-zero rule.
    public func fill(_ path: BezierPath, color: Color) { fill(path, with: .solid(color), rule: .nonZero) }
    /// Clips with the non-zero rule.
    public func clip(to path: BezierPath) { clip(to: path, rule: .nonZero) }
    /// Runs `body` between `save()` and `restore()`.
    public func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        save(); defer { restore() }
        return try body()
    }
}
