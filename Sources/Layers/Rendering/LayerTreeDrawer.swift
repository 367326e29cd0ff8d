import Graphics

/// Draws a layer subtree into a canvas: the recursion behind `Renderer`.
///
/// Per layer: the transform into the superlayer's plane (flattened to an affine transform when
/// it has perspective), then background, contents, `draw(in:)` output, sublayers in
/// `zPosition` order and border, clipped by `masksToBounds`, masked by `mask`, and composited
/// with `opacity` and `blendMode`. An offscreen group is made only when the result would
/// otherwise differ: for a blend mode, or for an opacity below 1 over more than one piece of
/// paint (a single piece simply takes the opacity).
struct LayerTreeDrawer {
    let canvas: any Canvas

    /// Draws a layer given the values to draw it with, in its superlayer's space whose
    /// `sublayerTransform` (about the anchor point) is `parentSpace`, faded by
    /// `inheritedOpacity`.
    func draw(_ layer: Layer, values: Layer, parentSpace: Transform3D, inheritedOpacity: Double) {
        let opacity = values.clampedOpacity * inheritedOpacity
        guard !values.isHidden, opacity > 0,
              let placement = placement(of: values, parentSpace: parentSpace),
              values.isDoubleSided || placement.determinant > 0 else { return }

        let sublayers = zOrdered(layer.sublayers.map { (layer: $0, values: $0.renderedValues()) }
            .filter { !$0.values.isHidden && $0.values.clampedOpacity > 0 }) { $0.values.zPosition }
        let content = LayerContent(of: values)
        let paintCount = content.paintCount + sublayers.count
        guard paintCount > 0 else { return }

        let takesOpacity = opacity == 1 || (paintCount == 1 && (sublayers.first.map { $0.values.blendMode == .normal } ?? content.acceptsOpacity))
        let body = { (opacity: Double) in
            guard let mask = layer.mask else {
                draw(content, of: values, sublayers: sublayers, opacity: opacity)
                return
            }
            canvas.drawMasked(mode: layer.maskMode, mask: {
                draw(mask, values: mask.renderedValues(), parentSpace: .identity, inheritedOpacity: 1)
            }, content: {
                draw(content, of: values, sublayers: sublayers, opacity: opacity)
            })
        }

        canvas.save()
        canvas.concatenate(placement)
        if values.blendMode != .normal || !takesOpacity {
            canvas.drawGroup(opacity: opacity, blendMode: values.blendMode) { body(1) }
        } else {
            body(opacity)
        }
        canvas.restore()
    }

    /// Draws a layer's own content and its sublayers in the layer's space, every piece of
    /// paint faded by `opacity`.
    private func draw(_ content: LayerContent, of values: Layer, sublayers: [(layer: Layer, values: Layer)], opacity: Double) {
        if let background = content.background {
            canvas.fill(background.path, color: background.color.withAlpha(background.color.alpha * opacity))
        }
        if let clip = content.clip {
            canvas.save()
            canvas.clip(to: clip)
        }
        if let contents = content.contents {
            canvas.save()
            if let rect = contents.clip { canvas.clip(to: BezierPath(rect: rect)) }
            canvas.draw(contents.image, transform: contents.transform, opacity: opacity)
            canvas.restore()
        }
        content.drawing.replay(into: canvas, opacity: opacity)
        let sublayerSpace = values.sublayerSpaceTransform
        for sublayer in sublayers {
            draw(sublayer.layer, values: sublayer.values, parentSpace: sublayerSpace, inheritedOpacity: opacity)
        }
        if content.clip != nil { canvas.restore() }
        if let border = content.border {
            canvas.fill(border.path, with: .solid(border.color.withAlpha(border.color.alpha * opacity)), rule: .evenOdd)
        }
    }

    /// The affine transform from the layer's space into its superlayer's, or nil when the
    /// layer cannot be seen (a singular transform, or perspective putting a corner behind the
    /// eye). Perspective is flattened over the bounds (see `Transform3D.flattenedAffine`).
    private func placement(of values: Layer, parentSpace: Transform3D) -> AffineTransform? {
        let local = values.localTransform
        let full = parentSpace.isIdentity ? local : local.concatenating(parentSpace)
        let projection = PlaneProjection(full)
        let affine: AffineTransform
        if projection.isAffine {
            affine = projection.affine
        } else {
            let bounds = values.bounds.standardized
            let anchor = values.anchorPointInBounds
            let area = bounds.isEmpty ? Rect(x: anchor.x - 0.5, y: anchor.y - 0.5, width: 1, height: 1) : bounds
            guard area.corners.allSatisfy({ projection.apply(to: $0) != nil }) else { return nil }
            affine = full.flattenedAffine(for: area)
        }
        let determinant = affine.determinant
        guard determinant != 0, determinant.isFinite, affine.tx.isFinite, affine.ty.isFinite else { return nil }
        return affine
    }
}
