import Graphics

/// What one layer draws of its own (everything but its sublayers), worked out from its values
/// in its own coordinate space.
///
/// Made for every layer drawn, every frame, and passed down the drawer's calls: most layers of a
/// Lottie tree draw only their recorded drawing, so the rest (background, contents, border and
/// clips) sits in one box that such layers do not have, and copying the content retains and
/// releases one or two references rather than six.
struct LayerContent {
    /// The recorded output of `draw(in:)`.
    var drawing: DisplayList
    /// The background, contents, border and clips, or nil when the layer has none of them.
    private let frame: Frame?

    /// The bounds (rounded by the corner radius) and the colour filling them.
    var background: (path: BezierPath, color: Color)? { frame?.background }
    /// The contents bitmap, the map from its pixels to the layer, and the rectangle it is
    /// clipped to when only part of it is shown.
    var contents: (image: Bitmap, transform: AffineTransform, clip: Rect?)? { frame?.contents }
    /// The border ring (filled with the even-odd rule) and its colour.
    var border: (path: BezierPath, color: Color)? { frame?.border }
    /// The clips of `masksToBounds` and `clipPaths`, applied to contents, drawing and
    /// sublayers.
    var clips: Clips { frame?.clips ?? Clips(bounds: nil, paths: []) }

    /// What a layer shows around its recorded drawing.
    private final class Frame {
        let background: (path: BezierPath, color: Color)?
        let contents: (image: Bitmap, transform: AffineTransform, clip: Rect?)?
        let border: (path: BezierPath, color: Color)?
        let clips: Clips

        init(background: (path: BezierPath, color: Color)?, contents: (image: Bitmap, transform: AffineTransform, clip: Rect?)?,
             border: (path: BezierPath, color: Color)?, clips: Clips) {
            self.background = background
            self.contents = contents
            self.border = border
            self.clips = clips
        }
    }

    /// The clip of the bounds, if any, then the layer's clip paths: its own array, not a copy
    /// joined to the first (no list is made per layer and frame).
    struct Clips: Sequence {
        var bounds: ClipPath?
        var paths: [ClipPath]

        var isEmpty: Bool { bounds == nil && paths.isEmpty }

        func makeIterator() -> Iterator { Iterator(first: bounds, rest: paths.makeIterator()) }

        struct Iterator: IteratorProtocol {
            var first: ClipPath?
            var rest: IndexingIterator<[ClipPath]>

            mutating func next() -> ClipPath? {
                if let clip = first {
                    first = nil
                    return clip
                }
                return rest.next()
            }
        }
    }

    init(of layer: Layer) {
        drawing = layer.recordedDrawing()
        let backgroundColor = LayerContent.visibleBackgroundColor(of: layer)
        let borderColor = LayerContent.visibleBorderColor(of: layer)
        guard backgroundColor != nil || borderColor != nil || layer.masksToBounds || layer.contents != nil
                || !layer.clipPaths.isEmpty else {
            frame = nil
            return
        }
        let bounds = layer.bounds.isFinite ? layer.bounds.standardized : .zero
        let cornerRadius = layer.cornerRadius.isFinite ? max(0, layer.cornerRadius) : 0
        let needsOutline = !bounds.isEmpty && (backgroundColor != nil || borderColor != nil || layer.masksToBounds)
        let outline = needsOutline ? LayerContent.outline(of: layer, bounds: bounds, cornerRadius: cornerRadius) : nil
        let background = outline.flatMap { outline in backgroundColor.map { (outline, $0) } }
        let border = outline.flatMap { outline in
            borderColor.map {
                (LayerContent.borderRing(outline: outline, bounds: bounds, width: layer.borderWidth, cornerRadius: cornerRadius), $0)
            }
        }
        frame = Frame(background: background, contents: layer.contents.flatMap { LayerContent.placement(of: $0, in: layer) },
                      border: border,
                      clips: Clips(bounds: layer.masksToBounds ? ClipPath(outline ?? BezierPath(rect: .zero)) : nil,
                                   paths: layer.clipPaths))
    }

    /// The bounds rounded by the corner radius: the layer's outline of the last draw when they
    /// are the same (made once for a layer whose bounds stay still, not every frame).
    private static func outline(of layer: Layer, bounds: Rect, cornerRadius: Double) -> BezierPath {
        if let cached = layer.outlineCache, cached.bounds == bounds, cached.cornerRadius == cornerRadius { return cached.path }
        let path = BezierPath(roundedRect: bounds, cornerRadius: cornerRadius)
        layer.outlineCache = (bounds, cornerRadius, path)
        return path
    }

    /// The background colour, when it shows.
    static func visibleBackgroundColor(of layer: Layer) -> Color? {
        layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
    }

    /// The border colour, when the border shows.
    static func visibleBorderColor(of layer: Layer) -> Color? {
        layer.borderColor.flatMap { $0.alpha > 0 && layer.borderWidth > 0 && layer.borderWidth.isFinite ? $0 : nil }
    }

    /// How many times the content puts paint on the canvas.
    var paintCount: Int {
        (background == nil ? 0 : 1) + (contents == nil ? 0 : 1) + drawing.paintingOperationCount + (border == nil ? 0 : 1)
    }

    /// Whether, when the content paints once, that paint can take an opacity directly
    /// (colours and bitmaps can; some recorded drawing cannot).
    var acceptsOpacity: Bool { drawing.acceptsOpacity }

    /// Whether, when the content paints once, that paint can be blended as it is painted
    /// (colours and bitmaps can; recorded groups and effects composite themselves).
    var acceptsBlendMode: Bool { drawing.acceptsBlendMode }

    /// The transform placing `image` by the layer's gravity, scale and contents rectangle, or
    /// nil when nothing of it would show.
    static func placement(of image: Bitmap, in layer: Layer) -> (image: Bitmap, transform: AffineTransform, clip: Rect?)? {
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        let shown = layer.contentsRect.standardized
        let source = Rect(x: shown.minX * Double(image.width), y: shown.minY * Double(image.height),
                          width: shown.width * Double(image.width), height: shown.height * Double(image.height))
        let scale = layer.contentsScale
        guard source.width > 0, source.height > 0, scale > 0, scale.isFinite else { return nil }
        let natural = Size(width: source.width / scale, height: source.height / scale)
        let target = layer.contentsGravity.placement(of: natural, in: layer.bounds)
        guard target.isFinite, target.width > 0, target.height > 0 else { return nil }
        let sx = target.width / source.width, sy = target.height / source.height
        let transform = AffineTransform(a: sx, b: 0, c: 0, d: sy,
                                        tx: target.minX - source.minX * sx, ty: target.minY - source.minY * sy)
        return (image, transform, shown == unit ? nil : target)
    }

    /// The part of the bounds covered by the border: the outline minus the outline inset by
    /// the border width (whose corners are rounded by what is left of the radius).
    private static func borderRing(outline: BezierPath, bounds: Rect, width: Double, cornerRadius: Double) -> BezierPath {
        let inner = bounds.insetBy(dx: width, dy: width)
        guard inner.size.width > 0, inner.size.height > 0 else { return outline }
        var ring = outline
        ring.append(BezierPath(roundedRect: inner, cornerRadius: max(0, cornerRadius - width)))
        return ring
    }
}
