import Graphics

/// Paints spans of coverage onto a layer: each pixel gets the shader's colour scaled by the
/// span's coverage, the draw's opacity and the clip's mask, composited source-over (what
/// cairo does for fills and strokes with the OVER operator).
///
/// The spans must lie inside the clip's rectangle (the rasterizer clips them to it), which
/// lies inside the layer.
struct SpanCompositor {
    let target: Layer
    let clip: Clip
    /// A row of shader colours, at least as long as the longest span.
    let scratch: UnsafeMutablePointer<UInt32>

    func paint(_ spans: SpanBuffer, with shader: Shader, opacity: UInt32) {
        guard opacity > 0 else { return }
        if case .solid(let color) = shader {
            paintSolid(spans, color: color, opacity: opacity)
            return
        }
        if paintColorRuns(spans, with: shader, opacity: opacity) { return }
        let mask = clip.mask?.view
        for s in 0..<spans.count {
            let span = spans.spans[s]
            let y = Int(span.y), x = Int(span.x), n = Int(span.length)
            let coverage = mul255(UInt32(span.coverage), opacity)
            shader.shade(x: x, y: y, count: n, into: scratch)
            let dst = target.row(y) + x
            if let mask, !mask.letsThrough(y: y, x: x, count: n) {
                let m = mask.row(y) + x
                let c = PixelLanes(repeating: UInt16(coverage))
                var i = 0
                while i + 4 <= n {
                    let four = UnsafeRawPointer(m + i).loadUnaligned(as: UInt32.self)
                    if four != 0 {
                        let coverages = mul255(perPixel(UInt32(m[i]), UInt32(m[i + 1]), UInt32(m[i + 2]), UInt32(m[i + 3])), c)
                        storePixels(sourceOver(mul255(loadPixels(scratch + i), coverages), loadPixels(dst + i)), dst + i)
                    }
                    i += 4
                }
                while i < n {
                    let c = mul255(coverage, UInt32(m[i]))
                    if c != 0 { dst[i] = sourceOver(scalePixel(scratch[i], c), dst[i]) }
                    i += 1
                }
            } else {
                compositeRow(source: scratch, destination: dst, count: n, coverage: coverage)
            }
        }
    }

    /// Paints the spans blended onto the target by `blendMode` (W3C compositing and blending,
    /// as groups are composited), each pixel's source scaled by its coverage first.
    ///
    /// Spans that follow one another along a row (a shape's anti-aliased edge pixels, most of
    /// them one pixel long, and the run between them) are blended as one row with a coverage
    /// per pixel, written into `coverageRow` (at least as long as the clip is wide): one pass
    /// of the blend over the row instead of one per span. Each pixel gets the same arithmetic
    /// either way (see `blendRow`).
    func paint(_ spans: SpanBuffer, with shader: Shader, opacity: UInt32, blendMode: BlendMode,
               coverageRow: UnsafeMutablePointer<UInt8>) {
        guard opacity > 0 else { return }
        let mask = clip.mask?.view
        var solidColor: UInt32?
        if case .solid(let color) = shader { solidColor = color }
        var s = 0
        while s < spans.count {
            let first = spans.spans[s]
            let y = Int(first.y), x = Int(first.x)
            var end = s + 1, x1 = x + Int(first.length)
            while end < spans.count, spans.spans[end].y == first.y, Int(spans.spans[end].x) == x1 {
                x1 += Int(spans.spans[end].length)
                end += 1
            }
            defer { s = end }
            let n = x1 - x
            let maskRow = mask.flatMap { $0.letsThrough(y: y, x: x, count: n) ? nil : UnsafePointer($0.row(y) + x) }
            let coverage: UnsafePointer<UInt8>?, constant: UInt32
            if end == s + 1 {
                constant = mul255(UInt32(first.coverage), opacity)
                guard constant > 0 else { continue }
                coverage = maskRow
            } else {
                var o = 0
                for k in s..<end {
                    let span = spans.spans[k]
                    let c = UInt8(truncatingIfNeeded: mul255(UInt32(span.coverage), opacity))
                    (coverageRow + o).update(repeating: c, count: Int(span.length))
                    o += Int(span.length)
                }
                if let maskRow {
                    for i in 0..<n { coverageRow[i] = UInt8(truncatingIfNeeded: mul255(UInt32(coverageRow[i]), UInt32(maskRow[i]))) }
                }
                coverage = UnsafePointer(coverageRow)
                constant = 255
            }
            let destination = target.row(y) + x
            if let color = solidColor,
               blendSolidRow(blendMode, color: color, destination: destination, count: n, coverage: coverage, constant: constant) {
                continue
            }
            shader.shade(x: x, y: y, count: n, into: scratch)
            blendRow(blendMode, source: scratch, destination: destination, count: n, coverage: coverage, constant: constant)
        }
    }

    private func paintSolid(_ spans: SpanBuffer, color: UInt32, opacity: UInt32) {
        let opaque = color >> 24 == 255
        let all = spans.spans, count = spans.count
        guard let mask = clip.mask?.view else {
            return paintSolidUnmasked(all, count: count, color: color, opaque: opaque, opacity: opacity)
        }
        for s in 0..<count {
            let span = all[s]
            let y = Int(span.y), x = Int(span.x), n = Int(span.length)
            let coverage = mul255(UInt32(span.coverage), opacity)
            paintSolid(y: y, x: x, count: n, color: color, opaque: opaque, coverage: coverage,
                       mask: mask.letsThrough(y: y, x: x, count: n) ? nil : mask)
        }
    }

    /// `paintSolid` without a clip mask, the common case, where most spans are single pixels
    /// along a shape's edges: those are blended right here, and a row's address is worked out
    /// once for all its spans.
    private func paintSolidUnmasked(_ spans: UnsafePointer<CoverageSpan>, count: Int, color: UInt32, opaque: Bool,
                                    opacity: UInt32) {
        var rowY = Int32.min
        var row = target.pixels
        for s in 0..<count {
            let span = spans[s]
            if span.y != rowY {
                rowY = span.y
                row = target.row(Int(rowY))
            }
            let coverage = opacity == 255 ? UInt32(span.coverage) : mul255(UInt32(span.coverage), opacity)
            paintSolid(row: row, y: Int(span.y), x: Int(span.x), count: Int(span.length), color: color, opaque: opaque,
                       coverage: coverage)
        }
    }

    /// Paints `count` pixels of `row` (row `y` of the target) from column `x` with `color`
    /// (opaque when `opaque`) at `coverage`, with no mask: most spans are single pixels along
    /// a shape's edges, blended right here.
    @inline(__always) func paintSolid(row: UnsafeMutablePointer<UInt32>, y: Int, x: Int, count: Int, color: UInt32,
                                      opaque: Bool, coverage: UInt32) {
        guard count == 1 else {
            return paintSolid(y: y, x: x, count: count, color: color, opaque: opaque, coverage: coverage, mask: nil)
        }
        let dst = row + x
        if coverage == 255 && opaque {
            dst.pointee = color
        } else {
            let source = scalePixel(color, coverage)
            dst.pointee = source &+ scalePixel(dst.pointee, 255 &- (source >> 24))
        }
    }

    /// Paints the spans of a linear gradient whose colour changes along rows no more often
    /// than every few pixels as runs of one colour (as `paintSolid` paints them: the same
    /// pixels as shading them first, without the row of colours); false, painting nothing,
    /// for other shaders.
    private func paintColorRuns(_ spans: SpanBuffer, with shader: Shader, opacity: UInt32) -> Bool {
        guard shader.hasLongColorRuns else { return false }
        let mask = clip.mask?.view
        for s in 0..<spans.count {
            let span = spans.spans[s]
            let y = Int(span.y), x = Int(span.x), n = Int(span.length)
            let coverage = mul255(UInt32(span.coverage), opacity)
            let spanMask = mask.flatMap { $0.letsThrough(y: y, x: x, count: n) ? nil : $0 }
            shader.forEachColorRun(x: x, y: y, count: n) { start, count, color in
                paintSolid(y: y, x: start, count: count, color: color, opaque: color >> 24 == 255, coverage: coverage, mask: spanMask)
            }
        }
        return true
    }

    /// Paints `count` pixels from (`x`, `y`) with `color` (opaque when `opaque`) at `coverage`,
    /// through `mask` when given.
    @inline(__always) func paintSolid(y: Int, x: Int, count n: Int, color: UInt32, opaque: Bool, coverage: UInt32,
                                              mask: ClipMaskView?) {
        let dst = target.row(y) + x
        if n < 4 {
            // Most spans are the one-pixel steps along a shape's edges: no lanes to set up.
            if let mask {
                let m = mask.row(y) + x
                for i in 0..<n { dst[i] = blendSolid(color, opaque, mul255(coverage, UInt32(m[i])), over: dst[i]) }
            } else {
                // One source for the span, and no tests per pixel: at full coverage of an
                // opaque colour the blend gives the colour itself.
                let source = scalePixel(color, coverage), keep = 255 &- (source >> 24)
                for i in 0..<n { dst[i] = source &+ scalePixel(dst[i], keep) }
            }
        } else if let mask {
            let m = mask.row(y) + x
            let colorLanes = pixelLanes(color, color, color, color), c = PixelLanes(repeating: UInt16(coverage))
            var i = 0
            while i + 4 <= n {
                // Masks are mostly empty or full: four pixels at a time skip or fill outright.
                let four = UnsafeRawPointer(m + i).loadUnaligned(as: UInt32.self)
                if four == 0 {
                } else if four == 0xFFFF_FFFF && coverage == 255 && opaque {
                    (dst + i).update(repeating: color, count: 4)
                } else {
                    let coverages = mul255(perPixel(UInt32(m[i]), UInt32(m[i + 1]), UInt32(m[i + 2]), UInt32(m[i + 3])), c)
                    storePixels(sourceOver(mul255(colorLanes, coverages), loadPixels(dst + i)), dst + i)
                }
                i += 4
            }
            while i < n { dst[i] = blendSolid(color, opaque, mul255(coverage, UInt32(m[i])), over: dst[i]); i += 1 }
        } else if coverage == 255 && opaque {
            dst.update(repeating: color, count: n)
        } else {
            let source = scalePixel(color, coverage)
            let keep = 255 &- (source >> 24)
            let sourceLanes = pixelLanes(source, source, source, source), keepLanes = PixelLanes(repeating: UInt16(keep))
            var i = 0
            while i + 4 <= n {
                // Over transparent pixels (a layer's or a cleared frame's first paint) the
                // blend gives the source itself.
                if combinedWords(dst + i).or == 0 {
                    (dst + i).update(repeating: source, count: 4)
                } else {
                    storePixels(sourceLanes &+ mul255(loadPixels(dst + i), keepLanes), dst + i)
                }
                i += 4
            }
            while i < n { dst[i] = source &+ scalePixel(dst[i], keep); i += 1 }
        }
    }
}

/// `color` (opaque when `opaque`) at `coverage` (0...255) over `pixel`.
@inline(__always) private func blendSolid(_ color: UInt32, _ opaque: Bool, _ coverage: UInt32, over pixel: UInt32) -> UInt32 {
    if coverage == 255 && opaque { return color }
    return coverage == 0 ? pixel : sourceOver(scalePixel(color, coverage), pixel)
}

/// Composites `count` source pixels, each scaled by `coverage` (0...255), over the destination:
/// four at a time; four transparent source pixels are skipped, and at full coverage four
/// opaque ones copied (images, gradients and groups are mostly one or the other).
@inline(__always) func compositeRow(source: UnsafePointer<UInt32>, destination: UnsafeMutablePointer<UInt32>, count n: Int,
                                   coverage: UInt32) {
    var i = 0
    if coverage == 255 {
        while i + 4 <= n {
            let words = combinedWords(source + i)
            if words.and >= 0xFF00_0000 {
                UnsafeMutableRawPointer(destination + i).copyMemory(from: source + i, byteCount: 16)
            } else if words.or >= 0x0100_0000 {
                storePixels(sourceOver(loadPixels(source + i), loadPixels(destination + i)), destination + i)
            }
            i += 4
        }
        while i < n { destination[i] = sourceOver(source[i], destination[i]); i += 1 }
    } else {
        let c = PixelLanes(repeating: UInt16(coverage))
        while i + 4 <= n {
            // Transparent source pixels leave the destination as it is.
            if combinedWords(source + i).or != 0 {
                let s = mul255(loadPixels(source + i), c)
                storePixels(sourceOver(s, loadPixels(destination + i)), destination + i)
            }
            i += 4
        }
        while i < n { destination[i] = sourceOver(scalePixel(source[i], coverage), destination[i]); i += 1 }
    }
}

