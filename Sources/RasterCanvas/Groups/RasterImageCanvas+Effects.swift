import Graphics

extension RasterImageCanvas {
    /// Draws `content` into an offscreen group, blurs it with a Gaussian of standard
    /// deviation `radius` device pixels (as CSS `blur()` and SVG `stdDeviation`; the
    /// three-box approximation of `BoxBlur`), then composites it like `drawGroup`. The group
    /// has room around the clip for content that blurs into view.
    public func drawBlurred(radius: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        drawBlurred(radiusX: radius, radiusY: radius, opacity: opacity, blendMode: blendMode, content)
    }

    /// Like `drawBlurred(radius:opacity:blendMode:_:)` with separate standard deviations along
    /// the device x and y axes (0 leaves that axis sharp).
    public func drawBlurred(radiusX: Double, radiusY: Double, opacity: Double, blendMode: BlendMode,
                            _ content: () -> Void) {
        let blurX = BoxBlur(sigma: radiusX), blurY = radiusX == radiusY ? blurX : BoxBlur(sigma: radiusY)
        guard blurX != nil || blurY != nil else {
            drawGroup(opacity: opacity, blendMode: blendMode, content)
            return
        }
        let alpha = coverageByte(opacity)
        guard canDraw, alpha > 0,
              let image = renderOffscreen(padding: Double(max(blurX?.reach ?? 0, blurY?.reach ?? 0)), content) else { return }
        defer { releaseLayer(image) }
        let bytes = UnsafeMutableRawPointer(image.pixels).assumingMemoryBound(to: UInt8.self)
        if radiusX == radiusY, let blur = blurX {
            applyBlur(blur, to: bytes, width: image.rect.width, height: image.rect.height, channels: 4,
                      horizontally: true, vertically: true)
        } else {
            if let blurX {
                applyBlur(blurX, to: bytes, width: image.rect.width, height: image.rect.height, channels: 4,
                          horizontally: true, vertically: false)
            }
            if let blurY {
                applyBlur(blurY, to: bytes, width: image.rect.width, height: image.rect.height, channels: 4,
                          horizontally: false, vertically: true)
            }
        }
        composite(image, opacity: alpha, blendMode: blendMode)
    }

    /// Runs a blur over rows of `width` pixels of `channels` bytes, with pooled scratch memory.
    private func applyBlur(_ blur: BoxBlur, to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int,
                           horizontally: Bool, vertically: Bool) {
        let (scratch, capacity) = bytePool.take(width * height * channels)
        defer { bytePool.give(scratch, capacity: capacity) }
        let (sums, sumsCapacity) = sumPool.take(width * channels)
        defer { sumPool.give(sums, capacity: sumsCapacity) }
        blur.apply(to: pixels, width: width, height: height, stride: width * channels, channels: channels,
                   horizontally: horizontally, vertically: vertically, scratch: scratch, sums: sums)
    }

    /// Draws `content` with a shadow behind it: the content's alpha, blurred with standard
    /// deviation `radius` and moved by `offset` (both in device pixels), painted in `color`.
    /// The content is rendered once and used for both; a fractional offset places the shadow
    /// with bilinear filtering (as cairo places a mask).
    public func drawWithDropShadow(color: Color, offset: Point, radius: Double, _ content: () -> Void) {
        let shadowColor = color.premultipliedPixel
        guard canDraw, offset.x.isFinite, offset.y.isFinite else { return }
        let blur = BoxBlur(sigma: radius)
        let reach = Double(blur?.reach ?? 0) + max(abs(offset.x), abs(offset.y))
        guard let image = renderOffscreen(padding: reach, content) else { return }
        defer { releaseLayer(image) }
        if shadowColor >> 24 > 0 {
            let rect = image.rect
            let (shadow, capacity) = bytePool.take(rect.area)
            defer { bytePool.give(shadow, capacity: capacity) }
            for i in 0..<rect.area { shadow[i] = UInt8(truncatingIfNeeded: image.pixels[i] >> 24) }
            if let blur {
                applyBlur(blur, to: shadow, width: rect.width, height: rect.height, channels: 1,
                          horizontally: true, vertically: true)
            }
            paintShadow(shadow, over: rect, offset: offset, color: shadowColor)
        }
        composite(image, opacity: 255, blendMode: .normal)
    }

    /// Paints `color` through an 8-bit mask covering `rect` moved by `offset`, within the clip.
    private func paintShadow(_ mask: UnsafeMutablePointer<UInt8>, over rect: PixelRect, offset: Point, color: UInt32) {
        let clip = state.clip
        let fx = offset.x.rounded(.down), fy = offset.y.rounded(.down)
        // Bilinear weights (of 256) of the mask pixel up-left and down-right of each sample.
        let wx = UInt32(((offset.x - fx) * 256).rounded()), wy = UInt32(((offset.y - fy) * 256).rounded())
        let shiftX = Int(fx), shiftY = Int(fy)
        let w = rect.width, h = rect.height
        @inline(__always) func value(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && x < w && y >= 0 && y < h ? UInt32(mask[y * w + x]) : 0
        }
        // The pixels whose samples can touch the mask.
        let reached = clip.rect.intersection(PixelRect(x: rect.x + shiftX, y: rect.y + shiftY, width: w + 1, height: h + 1))
        guard !reached.isEmpty else { return }
        include(reached)
        for y in reached.y..<reached.maxY {
            // Mask row of the sample above (device y − offset lies between it and the next).
            let my = y - rect.y - shiftY - 1
            let destination = target.row(y)
            let clipRow = clip.mask?.row(y)
            for x in reached.x..<reached.maxX {
                let mx = x - rect.x - shiftX - 1
                let top = value(mx, my) * wx + value(mx + 1, my) * (256 - wx)
                let bottom = value(mx, my + 1) * wx + value(mx + 1, my + 1) * (256 - wx)
                var c = (top * wy + bottom * (256 - wy) + 32768) >> 16
                if let clipRow { c = mul255(c, UInt32(clipRow[x])) }
                if c == 0 { continue }
                destination[x] = sourceOver(scalePixel(color, c), destination[x])
            }
        }
    }

    /// Draws `content` offscreen (covering the current clip), maps every pixel's
    /// straight-alpha colour through `filter`, and composites the result normally.
    public func drawColorFiltered(_ filter: ColorFilter, _ content: () -> Void) {
        guard canDraw, let image = renderOffscreen(padding: 0, content) else { return }
        defer { releaseLayer(image) }
        PixelColorFilter(filter).apply(to: image.pixels, count: image.rect.area)
        composite(image, opacity: 255, blendMode: .normal)
    }
}

/// Runs a `ColorFilter` over premultiplied RGBA words.
///
/// Flat artwork repeats the same few colours, so the last input word and its result are
/// remembered; transparent pixels stay transparent when the filter maps "clear" to clear
/// (every Lottie colour effect does), without evaluating the filter.
private struct PixelColorFilter {
    let filter: ColorFilter
    let clearResult: UInt32

    init(_ filter: ColorFilter) {
        self.filter = filter
        clearResult = filter.apply(to: .clear).premultipliedPixel
    }

    func apply(to pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        var lastInput: UInt32 = 0, lastOutput = clearResult
        for i in 0..<count {
            let input = pixels[i]
            if input != lastInput {
                lastInput = input
                lastOutput = input >> 24 == 0 ? clearResult : filter.apply(to: Self.color(input)).premultipliedPixel
            }
            pixels[i] = lastOutput
        }
    }

    /// The straight-alpha colour of a premultiplied word.
    private static func color(_ w: UInt32) -> Color {
        let a = Double(w >> 24)
        guard a > 0 else { return .clear }
        return Color(red: Double(w & 0xFF) / a, green: Double((w >> 8) & 0xFF) / a,
                     blue: Double((w >> 16) & 0xFF) / a, alpha: a / 255)
    }
}
