import Graphics

extension RasterImageCanvas {
    // MARK: Offscreen layers

    /// A transparent offscreen layer over `rect` (device pixels), or nil when it is empty,
    /// larger than a canvas may be, or would take the layers alive at once beyond
    /// `layerBudget` pixels (groups nested hundreds deep). Nothing is cleared until drawing
    /// reaches it (see `Layer`).
    func makeLayer(_ rect: PixelRect) -> Layer? {
        guard !rect.isEmpty, rect.width <= Self.maxSide, rect.height <= Self.maxSide,
              rect.area <= Bitmap.maxPixelCount, liveLayerPixels + rect.area <= layerBudget else { return nil }
        let (pixels, capacity) = layerPool.take(rect.area)
        liveLayerPixels += rect.area
        return Layer(pixels: pixels, capacity: capacity, rect: rect, drawn: .empty)
    }

    /// Gives a layer's memory back to the pool.
    func releaseLayer(_ layer: Layer) {
        liveLayerPixels -= layer.rect.area
        layerPool.give(layer.pixels, capacity: layer.capacity)
    }

    /// The most pixels of offscreen layers alive at once: 64 layers the size of the canvas,
    /// and at least 16 million pixels (64 MB). Deeper than that, groups draw their content
    /// straight into the layer below, without their opacity and blend mode, and masks and
    /// effects draw nothing: the memory stays bounded whatever the input nests.
    var layerBudget: Int { max(64 * base.rect.area, 1 << 24) }

    /// Runs group content drawing into `layer` with `clip` and the current transform, and
    /// returns the layer as drawn (its `drawn` grown to what the content reached). Like
    /// cairo's groups, the content's saves and restores stay inside (restores below the
    /// group's start are ignored, saves it leaves open are undone) and the state is the
    /// group's starting state again afterwards.
    @discardableResult
    func drawContent(into layer: Layer, clip: Clip, _ content: () -> Void) -> Layer {
        let outerTarget = target, outerState = state, outerFloor = floor, outerDepth = savedStates.count
        target = layer
        state.clip = clip
        // Paint inside a group blends normally within it; the group's own mode applies when
        // it is composited.
        state.blendMode = .normal
        floor = outerDepth
        content()
        let drawnLayer = target
        if savedStates.count > outerDepth { savedStates.removeSubrange(outerDepth...) }
        floor = outerFloor
        state = outerState
        // Content drawn straight into the layer below (over the layer budget) keeps what it drew.
        target = drawnLayer.pixels == outerTarget.pixels ? drawnLayer : outerTarget
        return drawnLayer
    }

    /// Draws `body` into a new layer covering the clip's rectangle grown by `padding` pixels
    /// on every side (at most `effectRoom`: beyond that an effect only brings in far tails),
    /// with no clip of its own: the source of effects that pull content from outside the clip
    /// into it (blur, shadow) or work on whole pixels (computed masks, colour filters). With
    /// `cleared`, every pixel of the layer holds a value afterwards (effects read them all);
    /// otherwise only its `drawn` ones. Nil, without running `body`, when the clip is empty or
    /// the layer too large.
    func renderOffscreen(padding: Double, cleared: Bool = true, _ body: () -> Void) -> Layer? {
        let clipRect = state.clip.rect
        guard !clipRect.isEmpty else { return nil }
        let pad = padding > 0 ? Int(min(padding.rounded(.up), Double(effectRoom))) : 0
        guard let layer = makeLayer(clipRect.insetBy(-pad)) else { return nil }
        var drawn = drawContent(into: layer, clip: Clip(rect: layer.rect, mask: nil), body)
        if cleared { drawn.include(drawn.rect) }
        return drawn
    }

    /// Composites the drawn pixels of `layer` onto the target through the current clip, with
    /// `opacity` (0...255) and `blendMode`, each pixel also scaled by `mask` when given
    /// (coverage over `mask.rect`, rows of its width, which must contain the pixels
    /// composited). Pixels the layer never drew are transparent and change nothing under any
    /// blend mode, so they are skipped.
    func composite(_ layer: Layer, opacity: UInt32, blendMode: BlendMode,
                   mask: (coverage: UnsafePointer<UInt8>, rect: PixelRect)? = nil) {
        let clip = state.clip
        let rect = clip.rect.intersection(layer.drawn)
        guard opacity > 0, !rect.isEmpty else { return }
        if let mask, !mask.rect.contains(rect) { return }
        include(rect)
        let n = rect.width
        var coverageRow: (pointer: UnsafeMutablePointer<UInt8>, capacity: Int)?
        if clip.mask != nil && mask != nil { coverageRow = bytePool.take(n) }
        defer { if let coverageRow { bytePool.give(coverageRow.pointer, capacity: coverageRow.capacity) } }
        for y in rect.y..<rect.maxY {
            let maskRow = mask.map { $0.coverage + (y - $0.rect.y) * $0.rect.width - $0.rect.x }
            /// Blends columns `x0..<x1` of the row, through the clip's mask when `masked`.
            func blend(_ x0: Int, _ x1: Int, masked: Bool) {
                guard x1 > x0 else { return }
                let count = x1 - x0
                var coverage = maskRow.map { UnsafePointer($0 + x0) }
                if masked, let clipMask = clip.mask {
                    let clipRow = clipMask.row(y) + x0
                    if let maskRow, let row = coverageRow?.pointer {
                        for i in 0..<count { row[i] = UInt8(truncatingIfNeeded: mul255(UInt32(clipRow[i]), UInt32(maskRow[x0 + i]))) }
                        coverage = UnsafePointer(row)
                    } else {
                        coverage = UnsafePointer(clipRow)
                    }
                }
                blendRow(blendMode, source: layer.row(y) + x0, destination: target.row(y) + x0, count: count,
                         coverage: coverage, constant: opacity)
            }
            // Where the clip's mask lets everything through, it need not be read.
            if let opaque = clip.mask?.opaque, y >= opaque.y, y < opaque.maxY {
                let inside0 = min(max(rect.x, opaque.x), rect.maxX), inside1 = max(min(rect.maxX, opaque.maxX), inside0)
                blend(rect.x, inside0, masked: true)
                blend(inside0, inside1, masked: false)
                blend(inside1, rect.maxX, masked: true)
            } else {
                blend(rect.x, rect.maxX, masked: true)
            }
        }
    }

    // MARK: Groups and masks

    /// Draws `content` into an offscreen group the size of the clip's rectangle, then
    /// composites the group with `opacity` and `blendMode` through the current clip. Shapes
    /// inside the group blend with each other normally and only the finished group is made
    /// translucent, so overlaps are not doubled.
    public func drawGroup(opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        let alpha = coverageByte(opacity)
        guard canDraw, alpha > 0 else { return }
        guard let layer = makeLayer(state.clip.rect) else {
            // Over the layer budget: the content without the group.
            drawContent(into: target, clip: state.clip, content)
            return
        }
        defer { releaseLayer(layer) }
        composite(drawContent(into: layer, clip: state.clip, content), opacity: alpha, blendMode: blendMode)
    }

    /// Draws `content` into an offscreen group, `mask` into another, and composites the
    /// content with its coverage multiplied by the mask's coverage under `mode`.
    ///
    /// As on `CairoImageCanvas`, an alpha mask is drawn through the clip like the content,
    /// while the other modes' masks are drawn without it (their arithmetic needs whole pixels)
    /// and converted as the W3C masking spec says: luminance with Rec. 709 weights, on
    /// premultiplied colours so that transparent areas hide the content.
    public func drawMasked(mode: MaskMode, mask: () -> Void, content: () -> Void) {
        guard canDraw else { return }
        let rect = state.clip.rect
        let maskLayer: Layer
        if mode == .alpha {
            guard let layer = makeLayer(rect) else { return }
            maskLayer = drawContent(into: layer, clip: state.clip, mask)
        } else {
            guard let layer = renderOffscreen(padding: 0, cleared: false, mask) else { return }
            maskLayer = layer
        }
        defer { releaseLayer(maskLayer) }
        guard let contentLayer = makeLayer(rect) else { return }
        defer { releaseLayer(contentLayer) }
        let drawnContent = drawContent(into: contentLayer, clip: state.clip, content)
        // Only where the content drew can the mask show anything.
        let area = rect.intersection(drawnContent.drawn)
        guard !area.isEmpty else { return }
        let (coverage, capacity) = bytePool.take(area.area)
        defer { bytePool.give(coverage, capacity: capacity) }
        maskCoverage(of: maskLayer, over: area, mode: mode, into: coverage)
        composite(drawnContent, opacity: 255, blendMode: .normal, mask: (UnsafePointer(coverage), area))
    }
}

/// Writes the coverage `mode` derives from each pixel of `layer` within `rect` into `out`
/// (rows of `rect.width`); pixels the layer never drew are transparent.
func maskCoverage(of layer: Layer, over rect: PixelRect, mode: MaskMode, into out: UnsafeMutablePointer<UInt8>) {
    let transparent = UInt8(truncatingIfNeeded: mode.coverage(red: 0, green: 0, blue: 0, alpha: 0))
    let drawn = layer.drawn
    let x0 = max(rect.x, drawn.x), x1 = min(rect.maxX, drawn.maxX)
    for y in rect.y..<rect.maxY {
        let o = out + (y - rect.y) * rect.width - rect.x
        guard y >= drawn.y, y < drawn.maxY, x1 > x0 else {
            (o + rect.x).update(repeating: transparent, count: rect.width)
            continue
        }
        (o + rect.x).update(repeating: transparent, count: x0 - rect.x)
        let row = layer.row(y)
        for x in x0..<x1 {
            let v = row[x]
            // Our words hold red in the lowest byte, then green, blue and alpha.
            let coverage = mode.coverage(red: v & 0xFF, green: (v >> 8) & 0xFF, blue: (v >> 16) & 0xFF, alpha: v >> 24)
            o[x] = UInt8(truncatingIfNeeded: coverage)
        }
        (o + x1).update(repeating: transparent, count: rect.maxX - x1)
    }
}
