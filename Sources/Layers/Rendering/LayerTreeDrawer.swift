import Graphics

/// Draws a layer subtree into a canvas: the recursion behind `Renderer`.
///
/// Per layer: the transform into the superlayer's plane (through a `ProjectedCanvas` when it has
/// perspective), then background, contents, `draw(in:)` output, sublayers in
/// `zPosition` order and border, clipped by `masksToBounds`, masked by `mask`, and composited
/// with `opacity` and `blendMode`. An offscreen group is made only when the result would
/// otherwise differ: for an opacity or a blend mode over more than one piece of paint (a
/// single piece simply takes the opacity, and is blended as it is painted).
struct LayerTreeDrawer {
    let canvas: any Canvas
    /// The media time whose presentation values are drawn.
    let time: Double
    /// Whether a layer of the tree can paint pixels that are being drawn (nil: all can):
    /// `IncrementalRenderer` leaves out layers entirely outside the area it repaints.
    var isDrawn: ((Layer) -> Bool)?

    init(canvas: any Canvas, time: Double, isDrawn: ((Layer) -> Bool)? = nil) {
        self.canvas = canvas
        self.time = time
        self.isDrawn = isDrawn
    }

    /// Draws a layer given the values to draw it with, in its superlayer's space whose
    /// `sublayerTransform` (about the anchor point) is `parentSpace`, faded by
    /// `inheritedOpacity` and blended by `inheritedBlendMode` (an ancestor's, passed down
    /// because this layer is all that ancestor paints).
    func draw(_ layer: Layer, values: Layer, parentSpace: Transform3D, inheritedOpacity: Double,
              inheritedBlendMode: BlendMode = .normal) {
        let opacity = values.clampedOpacity * inheritedOpacity
        guard !values.isHidden, opacity > 0, isDrawn.map({ $0(layer) }) ?? true,
              let placement = placement(of: values, parentSpace: parentSpace),
              values.isDoubleSided || placement.facesViewer else { return }
        // The placement is the only state this level changes (everything below restores its
        // own), and most layers of a Lottie tree (composition layers, fills, strokes) sit at
        // the identity: those skip the save and restore.
        switch placement {
        case .affine(let transform):
            let movesCanvas = !transform.isIdentity
            if movesCanvas {
                canvas.save()
                canvas.concatenate(transform)
            }
            // This drawer itself is passed on (a parameter, not a copy: no retain of its
            // canvas and closure for every layer).
            drawPlaced(layer, values: values, opacity: opacity, inheritedBlendMode: inheritedBlendMode, inside: self)
            if movesCanvas { canvas.restore() }
        case .projective(let projection, let center):
            let inside = LayerTreeDrawer(canvas: ProjectedCanvas(base: canvas, projection: projection, referencePoint: center),
                                         time: time)
            drawPlaced(layer, values: values, opacity: opacity, inheritedBlendMode: inheritedBlendMode, inside: inside)
        }
    }

    /// Draws a layer placed on the canvas, through `inside` (this drawer, or one drawing
    /// through a perspective): `draw(_:values:parentSpace:inheritedOpacity:inheritedBlendMode:)`
    /// from the placement on.
    private func drawPlaced(_ layer: Layer, values: Layer, opacity: Double, inheritedBlendMode: BlendMode,
                            inside: LayerTreeDrawer) {
        withVisibleSublayers(of: layer) { sublayers in
            drawPlaced(layer, values: values, sublayers: sublayers, opacity: opacity, inheritedBlendMode: inheritedBlendMode,
                       inside: inside)
        }
    }

    /// `drawPlaced(_:values:opacity:inheritedBlendMode:inside:)` with the sublayers listed.
    private func drawPlaced(_ layer: Layer, values: Layer, sublayers: [VisibleSublayer], opacity: Double,
                            inheritedBlendMode: BlendMode, inside: LayerTreeDrawer) {
        let content = LayerContent(of: values)
        let transition = values.animationStorage.transition
        let filters = values.filters[...]
        let paintCount = content.paintCount + sublayers.count
        guard paintCount > 0 || transition != nil || !filters.isEmpty else { return }
        let maskUse = self.maskUse(of: layer)
        if case .hidesEverything = maskUse, transition == nil { return }
        let paintsOnce = paintCount == 1 && transition == nil && filters.isEmpty
        let takesOpacity = opacity == 1
            || (paintsOnce && (sublayers.first.map { $0.withLayer { $1.blendMode == .normal } } ?? content.acceptsOpacity))
        // An ancestor's mode applies to everything this layer paints; the layer's own mode
        // would blend it onto the ancestor's transparent group, where every mode gives the
        // source, so the ancestor's wins. Paint that happens once (the content, or the one
        // sublayer, which passes it on) is blended as it is painted, with no group.
        let blendMode = inheritedBlendMode != .normal ? inheritedBlendMode : values.blendMode
        let blendsDirectly = blendMode != .normal && paintsOnce && takesOpacity && !maskUse.isMask
            && (!sublayers.isEmpty || content.acceptsBlendMode)
        let needsGroup = (blendMode != .normal && !blendsDirectly) || !takesOpacity
        // Offscreen groups and masks cover only the pixels of what they hold.
        let bounds = (needsGroup || maskUse.isMask) && inside.knowsDeviceSpace
            ? paintedBounds(of: layer, values: values, content: content, sublayers: sublayers) : nil
        if needsGroup {
            canvas.withPixelsCovering(bounds) {
                canvas.drawGroup(opacity: opacity, blendMode: blendMode) {
                    inside.drawFiltered(filters) {
                        inside.drawMasked(layer, values: values, content: content, sublayers: sublayers,
                                          maskUse: maskUse, bounds: bounds, opacity: 1)
                    }
                }
            }
        } else {
            inside.drawFiltered(filters) {
                inside.drawMasked(layer, values: values, content: content, sublayers: sublayers,
                                  maskUse: maskUse, bounds: bounds, opacity: opacity,
                                  blendMode: blendsDirectly ? blendMode : .normal)
            }
        }
    }

    /// Draws `body` through `filters`, the first innermost.
    func drawFiltered(_ filters: ArraySlice<any LayerFilter>, _ body: () -> Void) {
        guard let outermost = filters.last else { return body() }
        outermost.draw(in: canvas) { drawFiltered(filters.dropLast(), body) }
    }

    /// Whether the canvas's user space maps affinely to its device space, so that bounds in
    /// user space bound what reaches the device (not so through a perspective projection).
    var knowsDeviceSpace: Bool { !(canvas is ProjectedCanvas) }

    /// Everything a layer shows in its own space, at full opacity: content, sublayers and mask
    /// (no placement, layer opacity or blend mode). Transitions record this as the old
    /// appearance.
    func drawAppearance(of layer: Layer, values: Layer) {
        withVisibleSublayers(of: layer) { sublayers in
            drawMasked(layer, values: values, content: LayerContent(of: values), sublayers: sublayers,
                       maskUse: maskUse(of: layer), bounds: nil, opacity: 1)
        }
    }

    /// Calls `body` with the sublayers that can show, with the values to draw them with, in
    /// drawing order. The layers are not retained one by one (see `VisibleSublayer`): `layer`'s
    /// sublayer array is held while `body` runs, whatever drawing does to the tree. The list is
    /// made in the layer's `visibleSublayerScratch`, taken from it (so that it is the only
    /// reference to its memory, which appending then reuses), and given back emptied (so that
    /// it holds no layer between draws) with its memory kept.
    func withVisibleSublayers<Result>(of layer: Layer, _ body: ([VisibleSublayer]) -> Result) -> Result {
        let sublayers = layer.sublayerStorage
        var visible = visibleSublayers(in: sublayers, of: layer)
        defer {
            if visible.capacity > 0 {
                visible.removeAll(keepingCapacity: true)
                swap(&visible, &layer.visibleSublayerScratch)
            }
            withExtendedLifetime(sublayers) {}
        }
        return body(visible)
    }

    /// The list `withVisibleSublayers(of:_:)` hands out, of `sublayers`, `layer`'s.
    private func visibleSublayers(in sublayers: [Layer], of layer: Layer) -> [VisibleSublayer] {
        // One pass and no new array: this runs for every layer drawn, every frame.
        guard !sublayers.isEmpty else { return [] }
        var visible: [VisibleSublayer] = []
        swap(&visible, &layer.visibleSublayerScratch)
        visible.reserveCapacity(sublayers.count)
        var z: Double?, ordered = true
        sublayers.forEachUnretained { sublayer in
            sublayer.withRenderedValues(at: time) { values in
                guard values.canShow else { return }
                visible.append(VisibleSublayer(sublayer, values: values))
                // Whether all share one z (the usual case), found here rather than by a
                // second pass over the list.
                if let z, z != values.zPosition { ordered = false } else { z = values.zPosition }
            }
        }
        return ordered ? visible : zOrdered(visible) { $0.withLayer { $1.zPosition } }
    }

    /// How a layer's mask takes part in drawing it.
    enum MaskUse {
        /// No mask, or one that lets everything through.
        case none
        /// A mask that lets nothing through.
        case hidesEverything
        /// A mask to draw the layer through.
        case mask(Layer)

        var isMask: Bool {
            if case .mask = self { return true }
            return false
        }
    }

    /// How the layer's mask takes part: a mask that paints nothing (typically a matte source
    /// outside its time range) lets everything through when inverted and nothing otherwise,
    /// with no offscreen passes and no bounds to find.
    func maskUse(of layer: Layer) -> MaskUse {
        guard let mask = layer.mask else { return .none }
        guard mask.withRenderedValues(at: time, { paintsNothing(mask, values: $0) }) else { return .mask(mask) }
        return layer.maskMode.showsContentWhereMaskIsEmpty ? .none : .hidesEverything
    }

    /// Draws the layer in its own space through its mask as `maskUse` says, faded by
    /// `opacity`; during a transition, together with the old appearance. `bounds` contains
    /// what it draws (nil: unknown).
    private func drawMasked(_ layer: Layer, values: Layer, content: LayerContent, sublayers: [VisibleSublayer],
                            maskUse: MaskUse, bounds: Rect?, opacity: Double, blendMode: BlendMode = .normal) {
        guard let transition = values.animationStorage.transition else {
            // Called directly, not through a closure kept in a constant: such a closure holds
            // a copy of the content (a retain and a release of each of its references, for
            // every layer drawn).
            return drawCurrent(layer, values: values, content: content, sublayers: sublayers, maskUse: maskUse,
                               bounds: bounds, opacity: opacity, blendMode: blendMode)
        }
        transition.draw(into: canvas, bounds: values.bounds, opacity: opacity) { opacity in
            drawCurrent(layer, values: values, content: content, sublayers: sublayers, maskUse: maskUse, bounds: bounds,
                        opacity: opacity, blendMode: blendMode)
        }
    }

    /// Draws the layer as it is now through its mask as `maskUse` says (see `drawMasked`).
    private func drawCurrent(_ layer: Layer, values: Layer, content: LayerContent, sublayers: [VisibleSublayer],
                             maskUse: MaskUse, bounds: Rect?, opacity: Double, blendMode: BlendMode) {
        switch maskUse {
        case .none:
            draw(content, of: values, sublayers: sublayers, opacity: opacity, blendMode: blendMode)
        case .hidesEverything:
            break
        case .mask(let mask):
            canvas.withPixelsCovering(bounds) {
                canvas.drawMasked(mode: layer.maskMode, mask: {
                    draw(mask, values: mask.renderedValues(at: time), parentSpace: .identity, inheritedOpacity: 1)
                }, content: {
                    draw(content, of: values, sublayers: sublayers, opacity: opacity)
                })
            }
        }
    }

    /// Draws a layer's own content and its sublayers in the layer's space, every piece of
    /// paint faded by `opacity` and blended by `blendMode` (for content that paints once:
    /// its own paint, or its one sublayer).
    private func draw(_ content: LayerContent, of values: Layer, sublayers: [VisibleSublayer], opacity: Double,
                      blendMode: BlendMode = .normal) {
        guard blendMode == .normal || !sublayers.isEmpty else {
            return canvas.drawBlended(blendMode) { draw(content, of: values, sublayers: [], opacity: opacity) }
        }
        if let background = content.background {
            canvas.fill(background.path, color: background.color.withAlpha(background.color.alpha * opacity))
        }
        if !content.clips.isEmpty {
            canvas.save()
            for clip in content.clips { canvas.clip(to: clip.path, rule: clip.rule) }
        }
        if let contents = content.contents {
            canvas.save()
            if let rect = contents.clip { canvas.clip(to: BezierPath(rect: rect)) }
            canvas.draw(contents.image, transform: contents.transform, opacity: opacity)
            canvas.restore()
        }
        content.drawing.replay(into: canvas, opacity: opacity)
        let sublayerSpace = values.sublayerSpaceTransform
        let plainSpace = sublayerSpace.isIdentity
        // Read once: every read of the stored closure is a retain and a release.
        let isDrawn = self.isDrawn
        for sublayer in sublayers {
            sublayer.withLayer { layer, values in
                guard isDrawn.map({ $0(layer) }) ?? true else { return }
                if plainSpace, blendMode == .normal,
                   let drawing = plainDrawing(of: layer, values: values, inheritedOpacity: opacity) {
                    drawing.replay(into: canvas, opacity: opacity)
                } else {
                    draw(layer, values: values, parentSpace: sublayerSpace, inheritedOpacity: opacity,
                         inheritedBlendMode: blendMode)
                }
            }
        }
        if !content.clips.isEmpty { canvas.restore() }
        if let border = content.border {
            canvas.fill(border.path, with: .solid(border.color.withAlpha(border.color.alpha * opacity)), rule: .evenOdd)
        }
    }

    /// The drawing of a layer that is nothing but its `draw(in:)` output in its superlayer's
    /// space: at the identity placement, fully opaque, with no sublayers, mask, filters,
    /// transition, blend mode, background, border, contents or clips, and painting at most
    /// once when faded by `inheritedOpacity`. Drawing it is replaying that drawing, which is
    /// what `draw(_:values:parentSpace:inheritedOpacity:)` would end up doing at much greater
    /// cost; most layers of a Lottie tree (every fill and stroke) are such leaves. Nil for
    /// any other layer.
    private func plainDrawing(of layer: Layer, values: Layer, inheritedOpacity: Double) -> DisplayList? {
        guard values.clampedOpacity == 1, values.blendMode == .normal, layer.sublayerStorage.isEmpty, layer.mask == nil,
              values.filters.isEmpty, values.animationStorage.transition == nil, values.contents == nil,
              !values.masksToBounds, values.clipPaths.isEmpty, values.zPosition == 0, values.transform.isIdentity,
              values.position == values.anchorPointInBounds,
              LayerContent.visibleBackgroundColor(of: values) == nil, LayerContent.visibleBorderColor(of: values) == nil
        else { return nil }
        let drawing = values.recordedDrawing()
        guard inheritedOpacity == 1 || (drawing.paintingOperationCount <= 1 && drawing.acceptsOpacity) else { return nil }
        return drawing
    }

    /// Whether drawing the layer certainly puts no paint on the canvas: it is hidden or fully
    /// transparent, or neither it nor any of its sublayers paints anything (filters and
    /// transitions count as painting). A walk that stops at the first paint, so asking costs
    /// little whatever the answer.
    private func paintsNothing(_ layer: Layer, values: Layer) -> Bool {
        if !values.canShow { return true }
        guard values.filters.isEmpty, values.animationStorage.transition == nil, values.contents == nil,
              LayerContent.visibleBackgroundColor(of: values) == nil, LayerContent.visibleBorderColor(of: values) == nil,
              values.recordedDrawing().paintingOperationCount == 0 else { return false }
        var nothing = true
        layer.sublayerStorage.forEachUnretained { sublayer in
            if nothing { nothing = sublayer.withRenderedValues(at: time) { paintsNothing(sublayer, values: $0) } }
        }
        return nothing
    }

    /// How a layer's space maps into its superlayer's on a 2-D canvas.
    enum Placement {
        /// An affine map, concatenated onto the canvas.
        case affine(AffineTransform)
        /// A perspective map, drawn through a `ProjectedCanvas`; `center` is the middle of the
        /// layer's bounds.
        case projective(PlaneProjection, center: Point)

        /// Whether the layer's front faces the viewer (the map keeps its orientation).
        var facesViewer: Bool {
            switch self {
            case .affine(let transform): return transform.determinant > 0
            case .projective(let projection, let center): return (projection.linearized(at: center)?.determinant ?? 0) > 0
            }
        }
    }

    /// Where the layer goes in its superlayer's space, or nil when it cannot be seen (a
    /// singular transform, or perspective putting a corner of its bounds behind the eye).
    func placement(of values: Layer, parentSpace: Transform3D) -> Placement? {
        let local = values.localTransform
        let projection = PlaneProjection(parentSpace.isIdentity ? local : local.concatenating(parentSpace))
        if projection.isAffine {
            let affine = projection.affine
            let determinant = affine.determinant
            guard determinant != 0, determinant.isFinite, affine.tx.isFinite, affine.ty.isFinite else { return nil }
            return .affine(affine)
        }
        let bounds = values.bounds.standardized
        let anchor = values.anchorPointInBounds
        let area = bounds.isEmpty ? Rect(x: anchor.x - 0.5, y: anchor.y - 0.5, width: 1, height: 1) : bounds
        guard area.corners.allSatisfy({ projection.apply(to: $0) != nil }),
              let tangent = projection.linearized(at: area.center), tangent.determinant != 0 else { return nil }
        return .projective(projection, center: area.center)
    }
}

private extension MaskMode {
    /// Whether content shows where the mask paints nothing (the inverted modes).
    var showsContentWhereMaskIsEmpty: Bool { self == .alphaInverted || self == .luminanceInverted }
}
