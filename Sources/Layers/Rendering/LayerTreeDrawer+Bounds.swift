import Graphics

extension LayerTreeDrawer {
    /// A rectangle in the layer's own space containing everything `drawMasked` draws for it
    /// (content, sublayers, through its clips and mask); nil when that is unknown (a
    /// transition, a perspective sublayer, a filter, a blur or shadow).
    func paintedBounds(of layer: Layer, values: Layer, content: LayerContent,
                       sublayers: [(layer: Layer, values: Layer)]) -> Rect? {
        // Filters (blurs, shadows) reach beyond what is painted by a distance in device pixels.
        guard values.animationStorage.transition == nil, layer.filters.isEmpty,
              var clipped = content.drawing.bounds else { return nil }
        if let contents = content.contents {
            let image = contents.image
            var covered = contents.transform.apply(to: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
            if let clip = contents.clip { covered = covered.intersection(clip) }
            clipped = clipped.union(covered)
        }
        let sublayerSpace = values.sublayerSpaceTransform
        for sublayer in sublayers {
            guard let placement = placement(of: sublayer.values, parentSpace: sublayerSpace) else { continue }
            guard case .affine(let transform) = placement,
                  let inner = paintedBounds(of: sublayer.layer, values: sublayer.values) else { return nil }
            clipped = clipped.union(transform.apply(to: inner))
        }
        for clip in content.clips { clipped = clipped.intersection(clip.path.controlPointBounds) }
        // The background is drawn before the clips and the border after them.
        var bounds = clipped
        if let background = content.background { bounds = bounds.union(background.path.controlPointBounds) }
        if let border = content.border { bounds = bounds.union(border.path.controlPointBounds) }
        guard let mask = layer.mask else { return bounds }
        let maskValues = mask.renderedValues(at: time)
        let maskBounds: Rect?
        switch placement(of: maskValues, parentSpace: .identity) {
        case nil: maskBounds = .null
        case .affine(let transform)?: maskBounds = paintedBounds(of: mask, values: maskValues).map { transform.apply(to: $0) }
        case .projective?: maskBounds = nil
        }
        return DisplayList.maskedBounds(mode: layer.maskMode, mask: maskBounds, content: bounds)
    }

    /// The bounds of what a layer draws in its own space, working out its content and
    /// sublayers; `Rect.null` when it is hidden.
    private func paintedBounds(of layer: Layer, values: Layer) -> Rect? {
        guard !values.isHidden, values.clampedOpacity > 0 else { return .null }
        return paintedBounds(of: layer, values: values, content: LayerContent(of: values),
                             sublayers: visibleSublayers(of: layer))
    }
}
