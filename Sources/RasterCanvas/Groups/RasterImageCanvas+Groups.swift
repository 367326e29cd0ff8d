import Graphics

extension RasterImageCanvas {
    // MARK: Offscreen layers

    /// A transparent offscreen layer over `rect` (device pixels), or nil when it is empty,
    /// larger than a canvas may be, or would take the layers alive at once beyond
    /// `layerBudget` pixels (groups nested hundreds deep).
    func makeLayer(_ rect: PixelRect) -> Layer? {
        guard !rect.isEmpty, rect.width <= Self.maxSide, rect.height <= Self.maxSide,
              rect.area <= Bitmap.maxPixelCount, liveLayerPixels + rect.area <= layerBudget else { return nil }
        let (pixels, capacity) = layerPool.take(rect.area)
        pixels.initialize(repeating: 0, count: rect.area)
        liveLayerPixels += rect.area
        return Layer(pixels: pixels, capacity: capacity, rect: rect)
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

    /// Runs group content drawing into `layer` with `clip` and the current transform. Like
    /// cairo's groups, the content's saves and restores stay inside (restores below the
    /// group's start are ignored, saves it leaves open are undone) and the state is the
    /// group's starting state again afterwards.
    func drawContent(into layer: Layer, clip: Clip, _ content: () -> Void) {
        let outerTarget = target, outerState = state, outerFloor = floor, outerDepth = savedStates.count
        target = layer
        state.clip = clip
        floor = outerDepth
        content()
        if savedStates.count > outerDepth { savedStates.removeSubrange(outerDepth...) }
        floor = outerFloor
        state = outerState
        target = outerTarget
    }

    /// Draws `body` into a new layer covering the clip's rectangle grown by `padding` pixels
    /// on every side (at most the clip's larger side: beyond that an effect only brings in far
    /// tails), with no clip of its own: the source of effects that pull content from outside
    /// the clip into it (blur, shadow) or work on whole pixels (computed masks, colour
    /// filters). Nil, without running `body`, when the clip is empty or the layer too large.
    func renderOffscreen(padding: Double, _ body: () -> Void) -> Layer? {
        let clipRect = state.clip.rect
        guard !clipRect.isEmpty else { return nil }
        let pad = padding > 0 ? Int(min(padding.rounded(.up), Double(max(clipRect.width, clipRect.height)))) : 0
        guard let layer = makeLayer(clipRect.insetBy(-pad)) else { return nil }
        drawContent(into: layer, clip: Clip(rect: layer.rect, mask: nil), body)
        return layer
    }

    /// Composites `layer` (which covers the clip's rectangle) onto the target through the
    /// current clip, with `opacity` (0...255) and `blendMode`, each pixel also scaled by
    /// `mask` (coverage over the clip's rectangle, rows of its width) when given.
    func composite(_ layer: Layer, opacity: UInt32, blendMode: BlendMode, mask: UnsafePointer<UInt8>? = nil) {
        let clip = state.clip, rect = clip.rect
        guard opacity > 0, !rect.isEmpty, layer.rect.contains(rect) else { return }
        let n = rect.width
        var coverageRow: (pointer: UnsafeMutablePointer<UInt8>, capacity: Int)?
        if clip.mask != nil && mask != nil { coverageRow = bytePool.take(n) }
        defer { if let coverageRow { bytePool.give(coverageRow.pointer, capacity: coverageRow.capacity) } }
        for y in rect.y..<rect.maxY {
            let source = layer.row(y) + rect.x, destination = target.row(y) + rect.x
            var coverage: UnsafePointer<UInt8>?
            let maskRow = mask.map { $0 + (y - rect.y) * n }
            if let clipMask = clip.mask {
                let clipRow = clipMask.row(y) + rect.x
                if let maskRow, let row = coverageRow?.pointer {
                    for i in 0..<n { row[i] = UInt8(truncatingIfNeeded: mul255(UInt32(clipRow[i]), UInt32(maskRow[i]))) }
                    coverage = UnsafePointer(row)
                } else {
                    coverage = UnsafePointer(clipRow)
                }
            } else {
                coverage = maskRow
            }
            blendRow(blendMode, source: source, destination: destination, count: n, coverage: coverage, constant: opacity)
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
        drawContent(into: layer, clip: state.clip, content)
        composite(layer, opacity: alpha, blendMode: blendMode)
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
            drawContent(into: layer, clip: state.clip, mask)
            maskLayer = layer
        } else {
            guard let layer = renderOffscreen(padding: 0, mask) else { return }
            maskLayer = layer
        }
        defer { releaseLayer(maskLayer) }
        let (coverage, capacity) = bytePool.take(rect.area)
        defer { bytePool.give(coverage, capacity: capacity) }
        maskCoverage(of: maskLayer, over: rect, mode: mode, into: coverage)
        guard let contentLayer = makeLayer(rect) else { return }
        defer { releaseLayer(contentLayer) }
        drawContent(into: contentLayer, clip: state.clip, content)
        composite(contentLayer, opacity: 255, blendMode: .normal, mask: UnsafePointer(coverage))
    }
}

/// Writes the coverage `mode` derives from each pixel of `layer` within `rect` into `out`
/// (rows of `rect.width`).
func maskCoverage(of layer: Layer, over rect: PixelRect, mode: MaskMode, into out: UnsafeMutablePointer<UInt8>) {
    for y in rect.y..<rect.maxY {
        let row = layer.row(y) + rect.x, o = out + (y - rect.y) * rect.width
        for i in 0..<rect.width {
            let v = row[i]
            // Our words hold red in the lowest byte, then green, blue and alpha.
            let coverage = mode.coverage(red: v & 0xFF, green: (v >> 8) & 0xFF, blue: (v >> 16) & 0xFF, alpha: v >> 24)
            o[i] = UInt8(truncatingIfNeeded: coverage)
        }
    }
}
