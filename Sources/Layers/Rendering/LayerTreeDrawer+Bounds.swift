import Graphics

extension LayerTreeDrawer {
    /// A rectangle in the layer's own space containing everything `drawMasked` draws for it
    /// (content, sublayers, through its clips and mask); nil when that is unknown (a
    /// transition, a perspective sublayer, a filter, a blur or shadow).
    func paintedBounds(of layer: Layer, values: Layer, content: LayerContent,
                       sublayers: [VisibleSublayer]) -> Rect? {
        // Filters (blurs, shadows) reach beyond what is painted by a distance in device pixels.
        guard values.animationStorage.transition == nil, layer.filters.isEmpty,
              var clipped = content.drawing.bounds else { return nil }
        if let contents = content.contents {
            clipped = clipped.union(Self.area(of: contents.image, placedBy: contents.transform, clip: contents.clip))
        }
        let sublayerSpace = values.sublayerSpaceTransform
        for sublayer in sublayers {
            guard let inner = sublayer.withLayer({ paintedBounds(of: $0, values: $1, in: sublayerSpace) }) else { return nil }
            clipped = clipped.union(inner)
        }
        for clip in content.clips { clipped = clipped.intersection(clip.path.controlPointBounds) }
        // The background is drawn before the clips and the border after them.
        var bounds = clipped
        if let background = content.background { bounds = bounds.union(background.path.controlPointBounds) }
        if let border = content.border { bounds = bounds.union(border.path.controlPointBounds) }
        return masked(bounds, by: layer)
    }

    /// The bounds of what a sublayer draws, in its superlayer's space whose sublayer
    /// transform is `parentSpace`; `Rect.null` when nothing of it shows.
    ///
    /// Works from the layer's values directly rather than through `LayerContent`, so that the
    /// walk over a subtree allocates nothing; it decides what shows the way `LayerContent`
    /// and `draw(_:values:parentSpace:inheritedOpacity:)` do.
    private func paintedBounds(of layer: Layer, values: Layer, in parentSpace: Transform3D) -> Rect? {
        guard values.canShow, let placement = placement(of: values, parentSpace: parentSpace) else { return .null }
        guard case .affine(let transform) = placement, values.animationStorage.transition == nil,
              values.filters.isEmpty, var content = Self.ownContentBounds(of: values) else { return nil }
        let sublayerSpace = values.sublayerSpaceTransform
        var known = true
        layer.sublayerStorage.forEachUnretained { sublayer in
            guard known else { return }
            if let inner = sublayer.withRenderedValues(at: time, { paintedBounds(of: sublayer, values: $0, in: sublayerSpace) }) {
                content = content.union(inner)
            } else {
                known = false
            }
        }
        guard known else { return nil }
        return masked(Self.framed(Self.clipped(content, by: values), by: values), by: layer).map { transform.apply(to: $0) }
    }

    /// The bounds of what the layer paints of its own (background, contents, drawing and
    /// border, through its clips; no sublayers, mask or filters), in its own space; nil when
    /// the drawing's extent is unknown.
    static func ownPaintedBounds(of values: Layer) -> Rect? {
        ownContentBounds(of: values).map { framed(clipped($0, by: values), by: values) }
    }

    /// The bounds of the contents bitmap and the drawing, before clipping.
    private static func ownContentBounds(of values: Layer) -> Rect? {
        guard var content = values.recordedDrawing().bounds else { return nil }
        if let image = values.contents, let placed = LayerContent.placement(of: image, in: values) {
            content = content.union(area(of: image, placedBy: placed.transform, clip: placed.clip))
        }
        return content
    }

    /// `bounds` limited by the clips of `masksToBounds` and `clipPaths`.
    static func clipped(_ bounds: Rect, by values: Layer) -> Rect {
        var clipped = bounds
        if values.masksToBounds { clipped = clipped.intersection(frame(of: values)) }
        for clip in values.clipPaths { clipped = clipped.intersection(clip.path.controlPointBounds) }
        return clipped
    }

    /// `bounds` with the frame added when a background or border shows (the background is
    /// drawn before the clips and the border after them).
    private static func framed(_ bounds: Rect, by values: Layer) -> Rect {
        let frame = frame(of: values)
        guard !frame.isEmpty, LayerContent.visibleBackgroundColor(of: values) != nil
                || LayerContent.visibleBorderColor(of: values) != nil else { return bounds }
        return bounds.union(frame)
    }

    /// The layer's bounds, standardised (zero when not finite).
    private static func frame(of values: Layer) -> Rect {
        values.bounds.isFinite ? values.bounds.standardized : .zero
    }

    /// `bounds` limited to where the layer's mask lets content through.
    private func masked(_ bounds: Rect, by layer: Layer) -> Rect? {
        guard let mask = layer.mask else { return bounds }
        let maskBounds = mask.withRenderedValues(at: time) { paintedBounds(of: mask, values: $0, in: .identity) }
        return DisplayList.maskedBounds(mode: layer.maskMode, mask: maskBounds, content: bounds)
    }

    /// The area an image covers, within its clip.
    private static func area(of image: Bitmap, placedBy transform: AffineTransform, clip: Rect?) -> Rect {
        let covered = transform.apply(to: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        return clip.map { covered.intersection($0) } ?? covered
    }
}
