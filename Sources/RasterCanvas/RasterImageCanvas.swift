import Graphics

/// A raster canvas drawn by this package's own rasterizer and compositor: a scan converter
/// and strokers (our own for lines, FreeType's for curves) turn shapes into coverage spans, and
/// Swift code composites them onto premultiplied RGBA pixels. It draws what `CairoImageCanvas` draws (the
/// two are compared pixel by pixel in the tests) without cairo or pixman.
///
/// Made to be reused frame after frame: `clear(_:)` resets the state and the pixels without
/// reallocating, `makeBitmap()` refills the same storage when the previous frame's bitmap has
/// been released, and the memory drawing needs (spans, outlines, offscreen layers, masks,
/// gradient tables, scratch rows) is kept for the next frame.
///
/// Input never makes it fail: singular transforms hide what is drawn until the matching
/// `restore()`, unmatched restores are ignored, and non-finite or huge coordinates draw
/// nothing or what is inside the canvas. A canvas is used from one task at a time.
public final class RasterImageCanvas: RetainedRasterCanvas {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The size of the surface in pixels.
    public let size: Size

    /// The storage `makeBitmap` fills.
    private var frame: Bitmap

    // The drawing state below is read and written by every draw, so it skips the run-time
    // exclusivity checks: no access to it spans a call that could reach it again.
    /// The canvas's own pixels.
    @exclusivity(unchecked) private(set) var base: Layer
    /// Where drawing goes: `base`, or the offscreen layer of the innermost group.
    @exclusivity(unchecked) var target: Layer
    /// Pixels of `base` that `clear()` left holding an earlier frame's values: they read as
    /// transparent, and are cleared when drawing first reaches the canvas's own pixels, except
    /// those that first paint covers with an opaque colour (`include(_:overwriting:)`). A frame
    /// that begins with an opaque background writes those pixels once instead of clearing them
    /// first.
    @exclusivity(unchecked) var pendingClear = PixelRect.empty

    /// The transform and clip, and those pushed by `save()`.
    @exclusivity(unchecked) var state: GraphicsState
    @exclusivity(unchecked) var savedStates: [GraphicsState] = []
    /// The depth below which `restore()` does nothing: where the innermost group began.
    @exclusivity(unchecked) var floor = 0

    let rasterizer: Rasterizer
    let stroker: Stroker
    let outline = OutlineStore()
    let spanCache = SpanCache()
    let strokeOutlines = StrokeOutlineCache()
    /// A stroke outline flattened in its stroking space (see `sharedStrokeOutline`).
    let flattenedStroke = OutlineStore()
    /// Cached spans cut to the clip of the shape being drawn.
    let clippedSpans = SpanBuffer()
    let clipMasks = ClipMaskCache()
    let sampleRow = SampleRow()
    let gradients = GradientTable()
    let images = ImageCache()
    let imageSamples = ImageSampleCache()
    let layerPool = BufferPool<UInt32>(keepLimit: 64 << 20)
    let maskPool = BufferPool<UInt8>(keepLimit: 32 << 20)
    let bytePool = BufferPool<UInt8>(keepLimit: 32 << 20)
    let sumPool = BufferPool<Int>(keepLimit: 1 << 20)
    /// The pixels of the offscreen layers alive now (see `layerBudget`).
    var liveLayerPixels = 0
    /// A row of shader colours or layer pixels, as long as the widest layer so far.
    var scratch: UnsafeMutablePointer<UInt32>
    var scratchCapacity: Int

    /// The largest side a canvas or offscreen layer may have (cairo's, whose pictures this
    /// canvas matches).
    static let maxSide = Int(Int16.max)

    /// A transparent canvas of the given size in pixels. Returns nil for the sizes `Bitmap`
    /// refuses (not positive, or more than `Bitmap.maxPixelCount` pixels), for sides over
    /// 32767 pixels (as cairo) and when FreeType cannot be initialised.
    public init?(width: Int, height: Int) {
        guard width <= Self.maxSide, height <= Self.maxSide, let frame = Bitmap(width: width, height: height),
              let rasterizer = Rasterizer(width: width, height: height), let stroker = Stroker(rasterizer: rasterizer) else { return nil }
        self.width = width
        self.height = height
        self.size = Size(width: Double(width), height: Double(height))
        self.frame = frame
        self.rasterizer = rasterizer
        self.stroker = stroker
        let rect = PixelRect(x: 0, y: 0, width: width, height: height)
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: rect.area)
        pixels.initialize(repeating: 0, count: rect.area)
        base = Layer(transparentPixels: pixels, rect: rect)
        target = base
        state = GraphicsState(transform: .identity, isSingular: false, clip: Clip(rect: rect, mask: nil))
        scratchCapacity = width
        scratch = .allocate(capacity: width)
    }

    deinit {
        base.pixels.deallocate()
        scratch.deallocate()
    }

    // MARK: Frames

    /// Starts a new frame: undoes every open `save`, resets the transform to identity and the
    /// clip to the whole surface, and sets every pixel to `color`. Shapes drawn the same way
    /// as in the frame before are then drawn from their cached coverage.
    public func clear(_ color: Color = .clear) {
        beginFrame()
        resetState(clip: base.rect)
        let word = color.premultipliedPixel
        if word == 0 {
            pendingClear = pendingClear.union(base.drawn)
            base.forgetDrawn()
        } else {
            pendingClear = .empty
            base.fill(word)
        }
        target = base
    }

    /// Makes the canvas's pixels in `box` transparent, between frames (only what earlier
    /// frames drew there needs clearing; what `clear()` left is cleared already, see
    /// `redraw(pixelsIn:_:)`).
    func clearPixels(in box: PixelRect) {
        base.clear(box)
        target = base
    }

    /// Makes `rect` of the target ready to be drawn over (`Layer.include(_:)`), first clearing
    /// what `clear()` left when the target is the canvas's own pixels: all of it but
    /// `overwritten`, pixels the caller is about to paint with an opaque colour.
    func include(_ rect: PixelRect, overwriting overwritten: PixelRect = .empty) {
        if target.pixels == base.pixels { settlePendingClear(keeping: overwritten) }
        target.include(rect)
    }

    /// Clears the pixels `clear()` left, but those of `kept`.
    func settlePendingClear(keeping kept: PixelRect = .empty) {
        guard !pendingClear.isEmpty else { return }
        let stale = pendingClear
        pendingClear = .empty
        stale.forEachPart(outside: kept) { part in
            for y in part.y..<part.maxY { (base.row(y) + part.x).update(repeating: 0, count: part.width) }
        }
    }

    /// Starts a frame for the caches kept from frame to frame.
    func beginFrame() {
        spanCache.beginFrame()
        strokeOutlines.beginFrame()
        clipMasks.beginFrame()
        imageSamples.beginFrame()
    }

    /// No saved states, the identity transform and a clip to `clip` (device pixels), drawing
    /// into the canvas's own pixels: the state a frame begins in.
    func resetState(clip: PixelRect) {
        takeBackBase()
        savedStates.removeAll(keepingCapacity: true)
        floor = 0
        target = base
        state = GraphicsState(transform: .identity, isSingular: false, clip: Clip(rect: clip, mask: nil))
    }

    /// Brings `base` up to date with what drawing into it recorded: drawing goes to `target`, a
    /// copy of `base` whose `drawn` grows. Called in the middle of a group (where the copy is
    /// out of reach), it takes every pixel as drawn, which is always safe.
    private func takeBackBase() {
        if target.pixels == base.pixels {
            base = target
        } else {
            base.include(base.rect)
        }
    }

    /// Completes pending drawing. Drawing is never deferred, so this does nothing; it is here
    /// so that code written for `CairoImageCanvas` works unchanged.
    public func flush() {}

    /// The pixels drawn so far, as premultiplied RGBA.
    ///
    /// The canvas keeps the returned bitmap's storage and refills it on the next call, so a
    /// caller that lets each frame's bitmap go before asking for the next one causes no
    /// allocation; one that keeps it gets an independent copy (copy-on-write).
    public func makeBitmap() -> Bitmap {
        settlePendingClear()
        let count = base.rect.area
        frame.pixels.withUnsafeMutableBytes { bytes in
            guard let destination = bytes.baseAddress else { return }
            destination.copyMemory(from: UnsafeRawPointer(base.pixels), byteCount: min(bytes.count, count * 4))
        }
        return frame
    }

    // MARK: State

    /// Pushes the transform and clip.
    public func save() {
        savedStates.append(state)
    }

    /// Pops the transform and clip pushed by the matching `save`. Ignored when there is no
    /// matching save (or it belongs outside the group being drawn).
    public func restore() {
        guard savedStates.count > floor, let saved = savedStates.popLast() else { return }
        state = saved
    }

    /// The current user-space → device transform.
    public var currentTransform: AffineTransform { state.transform }

    /// Applies `transform` before the current transform. A transform that makes user space
    /// collapse (scale 0, or coefficients that are not finite) hides everything drawn until
    /// the matching `restore`, as on `CairoImageCanvas`.
    public func concatenate(_ transform: AffineTransform) {
        if state.isSingular {
            state.transform = transform.concatenating(state.transform)
            return
        }
        if transform.isIdentity { return }
        let combined = transform.concatenating(state.transform)
        state.transform = combined
        if !(transform.isInvertibleAndFinite && combined.isDrawable) { state.isSingular = true }
    }

    /// Whether drawing can have any visible effect in the current state.
    var canDraw: Bool { !state.isSingular && !state.clip.rect.isEmpty }

    /// A scratch row of at least `count` pixels.
    func scratchRow(_ count: Int) -> UnsafeMutablePointer<UInt32> {
        if count > scratchCapacity {
            scratch.deallocate()
            scratchCapacity = count
            scratch = .allocate(capacity: count)
        }
        return scratch
    }

    // MARK: Shapes

    /// Fills the inside of a path.
    public func fill(_ path: BezierPath, with paint: Paint, rule: FillRule) {
        guard canDraw, let shader = makeShader(for: paint) else { return }
        paintShape(path, as: .fill(rule), with: shader, overwriting: opaqueInterior(of: path, shader: shader)) {
            fillOutline(path, transform: state.transform)
        }
    }

    /// The pixels a fill of `path` with `shader` sets to an opaque colour whatever they held,
    /// when that matters (`clear()` left pixels to clear) and is simple to know: an opaque
    /// solid rectangle along the device axes drawn normally (a blend reads what is below) on
    /// the canvas's own pixels, where the clip lets everything through.
    private func opaqueInterior(of path: BezierPath, shader: Shader) -> PixelRect {
        guard !pendingClear.isEmpty, target.pixels == base.pixels, state.blendMode == .normal,
              case .solid(let color) = shader, color >> 24 == 255,
              let rectangle = path.deviceRectangle(under: state.transform),
              let inside = PixelRect(inside: rectangle) else { return .empty }
        return inside.intersection(state.clip.mask?.opaque ?? state.clip.rect)
    }

    /// Puts the outline of `path` under `transform` into `outline`, every subpath closed; false
    /// when a coordinate is not finite.
    func fillOutline(_ path: BezierPath, transform: AffineTransform) -> Bool {
        outline.removeAll()
        var sink = ClampingSink(FlatteningSink(OutlineSink(store: outline)), box: geometryBox(margin: 256),
                                closesEverySubpath: true)
        return feed(path, transform: transform, into: &sink)
    }

    /// Strokes a path. Widths that are not positive and finite draw nothing; a dash pattern
    /// with negative or non-finite lengths, or with nothing but zeros, strokes solid. Strokes
    /// thinner than a pixel are drawn one pixel wide and faded by their width
    /// (`StrokeStyle.hairline(under:)`).
    public func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle) {
        let (paint, style) = style.drawnOnBitmap(with: paint, under: state.transform)
        guard canDraw, style.width > 0, style.width.isFinite, let shader = makeShader(for: paint) else { return }
        paintShape(path, as: .stroke(style), with: shader) { strokeOutline(path, style: style) }
    }

    /// Paints `path` turned into `shape` under the current transform with `shader`, as
    /// `coverage(of:shape:transform:outline:)` finds its coverage.
    ///
    /// A shape the cache is not about to keep (one not drawn in an earlier frame: most shapes
    /// of an animation move) in a solid colour, drawn normally, is painted as the scan
    /// converter sweeps it: its spans would only be written to be read back once. Each pixel
    /// gets the same arithmetic either way (`SolidSpanPainter`).
    private func paintShape(_ path: BezierPath, as shape: SpanCache.Shape, with shader: Shader,
                            overwriting overwritten: PixelRect = .empty, outline makeOutline: () -> Bool) {
        let (key, whole) = cacheKey(for: path, shape: shape, transform: state.transform)
        let clip = state.clip.rect
        if let cached = spanCache.spans(for: key, cutTo: clip, scratch: clippedSpans) {
            return paintSpans(cached, with: shader, opacity: 255, overwriting: overwritten)
        }
        guard makeOutline() else { return }
        if case .solid(let color) = shader, state.blendMode == .normal, !spanCache.willKeep(key) {
            // What the spans will cover is within the outline's pixels: the pixels kept from
            // the last frame are settled there first, as `paintSpans` does for the spans' own.
            include(ScanConverter.region(of: outline, clip: clip), overwriting: overwritten)
            var painter = SolidSpanPainter(compositor: SpanCompositor(target: target, clip: state.clip, scratch: scratch),
                                           color: color)
            rasterizer.paint(outline, rule: shape.rule, clip: clip, with: &painter)
            spanCache.noteDrawn(key)
            return
        }
        paintSpans(rasterize(key, rule: shape.rule, whole: whole), with: shader, opacity: 255, overwriting: overwritten)
    }

    /// The coverage of `path` turned into `shape` under `transform`, within the clip's
    /// rectangle, with the key it is cached under: from the span cache, or rasterized from the
    /// outline `makeOutline` puts into `outline` (false: nothing to draw).
    private func coverage(of path: BezierPath, shape: SpanCache.Shape, transform: AffineTransform,
                          outline makeOutline: () -> Bool) -> (spans: SpanBuffer, key: SpanCache.Key)? {
        let (key, whole) = cacheKey(for: path, shape: shape, transform: transform)
        if let cached = spanCache.spans(for: key, cutTo: state.clip.rect, scratch: clippedSpans) { return (cached, key) }
        guard makeOutline() else { return nil }
        return (rasterize(key, rule: shape.rule, whole: whole), key)
    }

    /// The key a shape's spans are cached under, and the rectangle they are rendered within
    /// when the cache keeps them.
    ///
    /// Within the canvas, the cache keeps a shape's spans over the whole canvas and cuts them
    /// to each clip, so that a still shape drawn through a different clip every frame (the
    /// damage rectangles of `redraw(pixelsIn:_:)`, a group's bounds) is scan-converted once.
    private func cacheKey(for path: BezierPath, shape: SpanCache.Shape,
                          transform: AffineTransform) -> (key: SpanCache.Key, whole: PixelRect) {
        let clip = state.clip.rect
        let whole = base.rect.contains(clip) ? base.rect : clip
        return (SpanCache.Key(path: path, transform: transform, shape: shape, clip: whole), whole)
    }

    /// The spans of `outline` filled with `rule` within the clip's rectangle, offered to the
    /// cache under `key`. A shape is rendered over `whole` only when the cache is about to keep
    /// it (drawn in an earlier frame too); otherwise only within the clip. Both give a pixel the
    /// same coverage (`ScanConverter` keeps the winding of what lies left of the clip, in whole
    /// units).
    private func rasterize(_ key: SpanCache.Key, rule: FillRule, whole: PixelRect) -> SpanBuffer {
        let clip = state.clip.rect
        let renderedWhole = spanCache.willKeep(key)
        rasterizer.render(outline, rule: rule, clip: renderedWhole ? whole : clip)
        spanCache.offer(rasterizer.spans, for: key)
        return renderedWhole ? rasterizer.spans.cut(to: clip, into: clippedSpans) : rasterizer.spans
    }

    /// Composites spans onto the target through the clip, with the current blend mode.
    func paintSpans(_ spans: SpanBuffer, with shader: Shader, opacity: UInt32, overwriting overwritten: PixelRect = .empty) {
        include(spans.bounds, overwriting: opacity == 255 ? overwritten : .empty)
        let width = state.clip.rect.width
        let compositor = SpanCompositor(target: target, clip: state.clip, scratch: scratchRow(width))
        if state.blendMode == .normal {
            compositor.paint(spans, with: shader, opacity: opacity)
        } else {
            let (coverageRow, capacity) = bytePool.take(width)
            defer { bytePool.give(coverageRow, capacity: capacity) }
            compositor.paint(spans, with: shader, opacity: opacity, blendMode: state.blendMode, coverageRow: coverageRow)
        }
    }

    /// Draws `content` with every paint blended onto the pixels below by `blendMode` as it
    /// is painted (see `Canvas.drawBlended(_:_:)`): no offscreen layer.
    public func drawBlended(_ blendMode: BlendMode, _ content: () -> Void) {
        let outer = state.blendMode
        state.blendMode = blendMode
        content()
        state.blendMode = outer
    }

    /// The box geometry is clamped to (device pixels): every pixel any layer of this canvas
    /// can cover (the canvas and the room effects may add around it, see `renderOffscreen`),
    /// grown by `margin`.
    ///
    /// It depends on the canvas alone, never on the clip, so that a shape's coverage of a
    /// pixel is the same whatever else is clipped away: what lets `redraw(pixelsIn:_:)` repaint
    /// a few rectangles with exactly the pixels a whole frame has there.
    func geometryBox(margin: Double) -> Rect {
        let room = Double(effectRoom) + margin
        return Rect(x: -room, y: -room, width: Double(width) + 2 * room, height: Double(height) + 2 * room)
    }

    /// The most pixels an effect's layer reaches beyond the canvas on each side: its larger
    /// side (beyond that, a blur only brings in far tails).
    var effectRoom: Int { max(width, height) }

    // MARK: Clipping

    /// Intersects the clip with the inside of a path. A path with non-finite coordinates
    /// clips everything away.
    public func clip(to path: BezierPath, rule: FillRule) {
        guard canDraw else { return }
        if let exact = state.clip.exact, let rectangle = path.deviceRectangle(under: state.transform) {
            // Rectangles intersect exactly: the intersection's coverage replaces the mask.
            let exact = exact.intersection(rectangle)
            guard !exact.isEmpty, exact.minX.isFinite, exact.minY.isFinite, exact.maxX.isFinite, exact.maxY.isFinite else {
                state.clip = Clip(rect: .empty, mask: nil)
                return
            }
            return clip(toRectangle: exact)
        }
        guard let coverage = clipCoverage(path, transform: state.transform, rule: rule) else {
            state.clip = Clip(rect: .empty, mask: nil)
            return
        }
        narrowClip(to: coverage)
    }

    /// Makes the clip the exact rectangle `exact` (within the clip's rectangle): no mask where
    /// its edges are whole pixels, otherwise a mask of its coverage (`RectangleCoverage`, the
    /// scan converter's coverage without converting it), from the clip mask cache when the
    /// same clip was made before.
    private func clip(toRectangle exact: Rect) {
        let coverage = RectangleCoverage(exact, within: state.clip.rect)
        let rect = coverage.bounds
        guard !rect.isEmpty else {
            state.clip = Clip(rect: .empty, mask: nil)
            return
        }
        if coverage.coversWholePixels {
            state.clip = Clip(rect: rect, mask: nil, exact: exact)
            return
        }
        let key = ClipMaskCache.Key(source: .rectangle(exact), rect: rect, below: nil)
        if let mask = clipMasks.mask(for: key) {
            state.clip = Clip(rect: rect, mask: mask, exact: exact)
            return
        }
        let mask = coverage.mask(over: rect, pool: maskPool)
        // The whole pixels inside the rectangle are all let through.
        if let inside = PixelRect(inside: exact) { mask.opaque = inside.intersection(rect) }
        state.clip = Clip(rect: rect, mask: mask, exact: exact)
        clipMasks.offer(mask, below: nil, for: key)
    }

    /// The coverage of `path` filled with `rule` under `transform` within the clip's
    /// rectangle (a clip's coverage is a fill's: the same cache serves both, and a still clip
    /// path met through a different clip rectangle every frame is scan-converted once), with
    /// the key it is cached under; nil when a coordinate is not finite.
    private func clipCoverage(_ path: BezierPath, transform: AffineTransform,
                              rule: FillRule) -> (spans: SpanBuffer, key: SpanCache.Key)? {
        coverage(of: path, shape: .fill(rule), transform: transform) { fillOutline(path, transform: transform) }
    }

    /// Makes the clip the coverage `spans` (within the clip's rectangle) multiplied by the
    /// clip's mask, with a mask from the clip mask cache when the same clip was made before.
    private func narrowClip(to coverage: (spans: SpanBuffer, key: SpanCache.Key)) {
        let spans = coverage.spans
        let old = state.clip.mask
        let rect = state.clip.rect.intersection(spans.bounds)
        guard !rect.isEmpty else {
            state.clip = Clip(rect: .empty, mask: nil)
            return
        }
        let key = ClipMaskCache.Key(source: .shape(coverage.key), rect: rect, below: old)
        if let mask = clipMasks.mask(for: key) {
            state.clip = Clip(rect: rect, mask: mask)
            return
        }
        // A path covering whole pixels of a rectangle (a pixel-aligned box) narrows the
        // rectangle and keeps the mask: no new mask is needed.
        var fullPixels = 0
        for s in 0..<spans.count where spans.spans[s].coverage == 255 { fullPixels += Int(spans.spans[s].length) }
        if fullPixels == rect.area {
            state.clip = Clip(rect: rect, mask: old, exact: nil)
            return
        }
        let mask = ClipMask(rect: rect, pool: maskPool)
        mask.pixels.initialize(repeating: 0, count: rect.area)
        for s in 0..<spans.count {
            let span = spans.spans[s]
            let y = Int(span.y), x = Int(span.x), n = Int(span.length)
            let out = mask.row(y) + x
            let coverage = UInt32(span.coverage)
            if let old {
                let m = old.row(y) + x
                for i in 0..<n { out[i] = UInt8(truncatingIfNeeded: mul255(coverage, UInt32(m[i]))) }
            } else {
                out.update(repeating: span.coverage, count: n)
            }
        }
        state.clip = Clip(rect: rect, mask: mask)
        clipMasks.offer(mask, below: old, for: key)
    }

    /// Intersects the clip with the device pixels `rect` touches, plus one on every side for
    /// antialiasing: a whole-pixel box, which needs no mask.
    public func clipToPixels(covering rect: Rect) {
        guard canDraw else { return }
        let device = state.transform.apply(to: rect)
        guard device.isNull || (device.minX.isFinite && device.minY.isFinite && device.maxX.isFinite && device.maxY.isFinite) else { return }
        var box = PixelRect.empty
        if !device.isNull {
            // Within the clip, the box stays in range whatever the rectangle.
            let clipRect = state.clip.rect.rect
            let x0 = max(clipRect.minX, device.minX.rounded(.down) - 1), y0 = max(clipRect.minY, device.minY.rounded(.down) - 1)
            let x1 = min(clipRect.maxX, device.maxX.rounded(.up) + 1), y1 = min(clipRect.maxY, device.maxY.rounded(.up) + 1)
            if x1 > x0, y1 > y0 { box = PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0)) }
        }
        state.clip.rect = state.clip.rect.intersection(box)
        state.clip.exact = state.clip.exact?.intersection(box.rect)
    }

    // MARK: Images

    /// Draws an image whose pixel (i, j) covers the unit square at (i, j) in user space.
    ///
    /// Scaled images are filtered bilinearly; an image shrunk below 3/4 is drawn from a cached
    /// copy reduced by averaging areas to at most 2^(1/3) times the drawn size (as
    /// `CairoImageCanvas` does). The image's edges are the antialiased edges of the
    /// rectangle it covers, and filtering near them sees the border pixels continued. An image
    /// drawn the same way in two frames running is filtered once (`ImageSampleCache`).
    public func draw(_ image: Bitmap, transform: AffineTransform, opacity: Double) {
        let alpha = coverageByte(opacity)
        let toDevice = transform.concatenating(state.transform)
        guard canDraw, alpha > 0, transform.isInvertibleAndFinite, toDevice.isDrawable,
              let fromDevice = toDevice.inverted else { return }
        let rect = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        guard fillOutline(BezierPath(rect: rect), transform: toDevice) else { return }
        rasterizer.render(outline, rule: .nonZero, clip: state.clip.rect)
        paintSpans(rasterizer.spans, with: imageShader(image, fromDevice: fromDevice, covering: toDevice.apply(to: rect)),
                   opacity: alpha)
    }

    /// The shader of `image` drawn with its border pixels continued, device space mapping to
    /// its pixels by `fromDevice` and the image covering `deviceBounds`: its samples kept from
    /// an earlier frame when it was drawn the same way then, else the bilinear filter.
    private func imageShader(_ image: Bitmap, fromDevice: AffineTransform, covering deviceBounds: Rect) -> Shader {
        // Every pixel the image's coverage can reach in the target (a margin for rounding),
        // which holds every pixel it reaches within the clip.
        var key: ImageSampleCache.Key?
        if let enclosing = PixelRect(enclosing: deviceBounds) {
            let box = enclosing.insetBy(-1).intersection(target.rect)
            if !box.isEmpty, box.contains(enclosing.intersection(state.clip.rect)) {
                key = ImageSampleCache.key(for: image, fromDevice: fromDevice, box: box)
            }
        }
        if let key, let samples = imageSamples.samples(for: key) { return .samples(samples) }
        let source = imageSource(image, fromDevice: fromDevice)
        let shader = Shader.image(source.image, fromDevice: fromDevice.concatenating(
            AffineTransform(scaleX: source.scaleX, y: source.scaleY)), pad: true, row: sampleRow)
        guard let key, let samples = imageSamples.offer(key, image: image, shader: shader) else { return shader }
        return .samples(samples)
    }

    /// The pixels to draw `image` from when device space maps to its pixels by `fromDevice`.
    func imageSource(_ image: Bitmap, fromDevice: AffineTransform) -> ImageCache.Source {
        // Device pixels per image pixel along the image's axes, from the rows of the
        // device → image map (as cairo measures them to choose its filter).
        let scaleX = 1 / (fromDevice.a * fromDevice.a + fromDevice.c * fromDevice.c).squareRoot()
        let scaleY = 1 / (fromDevice.b * fromDevice.b + fromDevice.d * fromDevice.d).squareRoot()
        return images.source(for: image, scaleX: scaleX, scaleY: scaleY)
    }
}

/// The transform, clip and blend mode that `save()` pushes.
struct GraphicsState {
    /// The user space → device transform.
    var transform: AffineTransform
    /// Whether the transform collapses user space (nothing draws until the matching restore).
    var isSingular: Bool
    var clip: Clip
    /// How paint combines with the pixels below it (`drawBlended(_:_:)`); normal inside groups.
    var blendMode: BlendMode = .normal
}

extension AffineTransform {
    /// Whether every coefficient is finite and the linear part can be inverted.
    var isInvertibleAndFinite: Bool {
        let det = determinant
        return det != 0 && det.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether a current transform is usable for drawing: invertible, finite and not so
    /// degenerate that it collapses user space below any visible size (the limits
    /// `CairoImageCanvas` applies).
    var isDrawable: Bool { isInvertibleAndFinite && abs(determinant) >= 1e-12 }
}
