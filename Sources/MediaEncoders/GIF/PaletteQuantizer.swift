import CImageQuant

/// Reduces a frame to a palette of its own through libimagequant, drawn over what the viewer
/// already shows.
///
/// Measured on a 24-frame 128x128 animation (an anti-aliased disc moving over a gradient, so
/// dithering matters), decoded by Pillow:
///
/// | palettes                          | mean error | static pixels changing > 8 levels | size   |
/// |-----------------------------------|------------|-----------------------------------|--------|
/// | one from all frames' histogram    | 2.8        | 19 %                              | 254 KB |
/// | one per frame, whole frames       | 2.3        | 24 % (visible shimmer)            | 248 KB |
/// | one per frame, over the canvas    | 1.1        | 1.4 %                             | 120 KB |
///
/// So each frame gets its own palette, and the pixels that did not change since the frame
/// before are not redrawn: they become the transparent entry and the viewer keeps showing
/// them as they were drawn. That also lets frames stream without keeping them all.
///
/// Which pixels are kept changed when frames became independent of each other (below).
/// Measured through `lottie render` on a disc moving over two crossed gradients (128x128,
/// 24 frames, 9344 colours a frame), decoded by Pillow:
///
/// | kept pixels                             | mean error (first frame) | static > 8 levels | size   |
/// |-----------------------------------------|--------------------------|-------------------|--------|
/// | those the canvas shows well enough      | 0.48 (1.22)              | 0.01 %            | 103 KB |
/// | those unchanged in the source (now)     | 1.23 (1.22)              | 0 %               | 39 KB  |
///
/// Each frame's palette is as good as before (the first frame's error is the same); matching
/// the canvas also redrew still pixels whenever a later palette happened to fit them better,
/// which refined a still gradient over time at 2.6 times the size. At 512x512: 0.53 against
/// 1.32, 857 KB against 165 KB. On the flat artwork of most animations both errors are under
/// 0.05 and the sizes within 2 % (LottieLogo1, 9squares, dog_car_ride, MotionCorpse).
///
/// What counts as unchanged is decided on the source frames, exactly, not on the colours the
/// viewer shows (which depend on every palette before): so each frame is quantized from its
/// own pixels and those of the frame before alone, and frames can be quantized in any order,
/// on several threads, with the same result. Exact equality cannot drift: a pixel kept is
/// showing the colour it had when last drawn, which is its colour now. libimagequant is given
/// the unchanged pixels as its background image, so that its dithering counts them as shown
/// and spreads no error into them.
struct PaletteQuantizer: Sendable {
    /// libimagequant's target quality, 0...100.
    let quality: Int
    /// Floyd–Steinberg dithering on (smooth gradients) or off (flat colours, smaller files).
    let dithering: Bool

    /// Quantizes `pixels`, which will be drawn over what the viewer shows of `previous`, the
    /// source frame before (nil: over a cleared canvas). The caller checks
    /// `pixels.canBeDrawn(over: previous)`.
    func quantize(_ pixels: GIFPixels, over previous: GIFPixels?) throws -> IndexedFrame {
        guard pixels.rgba.count == pixels.width * pixels.height * 4,
              previous.map({ $0.width == pixels.width && $0.height == pixels.height
                  && $0.rgba.count == pixels.rgba.count }) ?? true else {
            throw failure("the frame and the one before differ in size")
        }
        let unchanged = previous.map { pixels.unchangedPixels(since: $0) }
        // See `ImageQuantThreads`: the speed is set while two threads are asked for, the work
        // done on one.
        ImageQuantThreads.use(2)
        guard let attributes = liq_attr_create() else {
            ImageQuantThreads.use(1)
            throw failure("cannot allocate")
        }
        defer { liq_attr_destroy(attributes) }
        liq_set_quality(attributes, 0, Int32(quality))
        // Speed 7 of 1...10: on the animation measured above it gives the same error as the
        // default 4 in less than half the time (32 against 73 ms a frame); from 8 up
        // libimagequant posterizes, and even flat colours stop coming out exact.
        liq_set_speed(attributes, 7)
        ImageQuantThreads.use(1)
        var indices = [UInt8](repeating: 0, count: pixels.width * pixels.height)
        var palette: [liq_color] = []
        // The background libimagequant matches against: the unchanged pixels as they are,
        // every other one transparent (which no opaque pixel matches). Without a frame before
        // the bytes are an empty array, whose buffer still has a base address (Swift's shared
        // empty storage): whether there is a background is decided by `unchanged`, never by
        // that address. Taking it for a frame-sized picture made libimagequant read megabytes
        // past the empty storage and crash at large sizes.
        let background = unchanged.map { pixels.keeping($0) } ?? []
        try pixels.rgba.withUnsafeBufferPointer { frameBytes in
            try background.withUnsafeBufferPointer { backgroundBytes in
                guard let frameBase = frameBytes.baseAddress,
                      let image = liq_image_create_rgba(attributes, frameBase, Int32(pixels.width),
                                                        Int32(pixels.height), 0) else {
                    throw failure("cannot read the frame")
                }
                defer { liq_image_destroy(image) }
                // Every frame gets a transparent entry, even an opaque one: a frame disposed
                // to the background is cleared to its transparent colour by decoders that do
                // not simply clear to transparent (Pillow and others use the background colour
                // otherwise).
                liq_image_add_fixed_color(image, liq_color(r: 0, g: 0, b: 0, a: 0))
                if unchanged != nil {
                    guard let backgroundBase = backgroundBytes.baseAddress,
                          let backgroundImage = liq_image_create_rgba(attributes, backgroundBase,
                                                                      Int32(pixels.width), Int32(pixels.height), 0)
                    else { throw failure("cannot read the frame before") }
                    // On success the image owns the background image (not its bytes).
                    guard liq_image_set_background(image, backgroundImage) == LIQ_OK else {
                        liq_image_destroy(backgroundImage)
                        throw failure("cannot use the frame before as background")
                    }
                }
                var result: OpaquePointer?
                let status = liq_image_quantize(image, attributes, &result)
                guard status == LIQ_OK, let result else { throw failure("quantization failed (\(status.rawValue))") }
                defer { liq_result_destroy(result) }
                liq_set_dithering_level(result, dithering ? 1 : 0)
                let remapped = indices.withUnsafeMutableBytes { out in
                    out.baseAddress.map { liq_write_remapped_image(result, image, $0, out.count) } ?? LIQ_OUT_OF_MEMORY
                }
                guard remapped == LIQ_OK else { throw failure("remapping failed (\(remapped.rawValue))") }
                // The palette is final only after remapping.
                guard let entries = liq_get_palette(result) else { throw failure("no palette") }
                let count = Int(entries.pointee.count)
                withUnsafeBytes(of: entries.pointee.entries) { raw in
                    palette = Array(raw.bindMemory(to: liq_color.self).prefix(count))
                }
            }
        }
        guard let transparentIndex = palette.firstIndex(where: { $0.a < 128 }) else {
            throw failure("no transparent palette entry")
        }
        enforceTransparency(&indices, pixels: pixels, unchanged: unchanged, palette: palette,
                            transparentIndex: transparentIndex)
        return IndexedFrame(width: pixels.width, height: pixels.height,
                            palette: palette.map { IndexedFrame.Entry(red: $0.r, green: $0.g, blue: $0.b) },
                            indices: indices, transparentIndex: transparentIndex)
    }

    /// Makes the transparent entry mean exactly "show what is beneath": every transparent
    /// pixel and every unchanged one gets it (libimagequant's dithering may have picked a
    /// colour for a few unchanged ones; keeping them as shown means static areas never
    /// shimmer), and a changed opaque pixel never does — dithering can push one onto it and
    /// punch a hole in a shape.
    private func enforceTransparency(_ indices: inout [UInt8], pixels: GIFPixels, unchanged: [Bool]?,
                                     palette: [liq_color], transparentIndex: Int) {
        for pixel in indices.indices {
            if pixels.isTransparent(pixel) || unchanged?[pixel] == true {
                indices[pixel] = UInt8(transparentIndex)
            } else if palette[Int(indices[pixel])].a < 128 {
                let i = pixel * 4
                indices[pixel] = nearestOpaqueEntry(to: pixels.rgba[i..<i + 3], in: palette)
            }
        }
    }

    private func nearestOpaqueEntry(to color: ArraySlice<UInt8>, in palette: [liq_color]) -> UInt8 {
        let (r, g, b) = (Int(color[color.startIndex]), Int(color[color.startIndex + 1]), Int(color[color.startIndex + 2]))
        var best = 0, bestDistance = Int.max
        for (index, entry) in palette.enumerated() where entry.a >= 128 {
            let dr = Int(entry.r) - r, dg = Int(entry.g) - g, db = Int(entry.b) - b
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return UInt8(best)
    }

    private func failure(_ reason: String) -> MediaEncoderError {
        .encodingFailed(format: "GIF", reason: "libimagequant: \(reason)")
    }
}
