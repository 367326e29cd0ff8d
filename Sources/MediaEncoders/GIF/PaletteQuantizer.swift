import CImageQuant
import Graphics

/// Reduces a frame to a palette of its own through libimagequant, with GIF's one-bit
/// transparency: pixels under 50 % alpha become the transparent entry, the others opaque.
///
/// Each frame gets its own best palette rather than one shared by the whole animation: Lottie
/// frames often change their colours over time (fades, gradients), a shared 256-colour
/// palette would spread thin over all of them, and the encoder can stream frames without
/// keeping them all in memory.
struct PaletteQuantizer {
    /// libimagequant's target quality, 0...100.
    let quality: Int
    /// Floyd–Steinberg dithering on (smooth gradients) or off (flat colours, smaller files).
    let dithering: Bool

    func quantize(_ frame: Bitmap) throws -> IndexedFrame {
        let pixelCount = frame.width * frame.height
        var rgba = frame.straightRGBA()
        var hasTransparency = false
        for i in stride(from: 0, to: rgba.count, by: 4) {
            if rgba[i + 3] < 128 {
                rgba[i] = 0; rgba[i + 1] = 0; rgba[i + 2] = 0; rgba[i + 3] = 0
                hasTransparency = true
            } else {
                rgba[i + 3] = 255
            }
        }
        guard let attributes = liq_attr_create() else { throw failure("cannot allocate") }
        defer { liq_attr_destroy(attributes) }
        liq_set_quality(attributes, 0, Int32(quality))
        // Keep a palette slot free for the transparent entry in case libimagequant does not
        // make one itself.
        liq_set_max_colors(attributes, hasTransparency ? 255 : 256)
        var frameIndices = [UInt8](repeating: 0, count: pixelCount)
        var palette: [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)] = []
        try rgba.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress,
                  let image = liq_image_create_rgba(attributes, base, Int32(frame.width), Int32(frame.height), 0) else {
                throw failure("cannot read the frame")
            }
            defer { liq_image_destroy(image) }
            var result: OpaquePointer?
            let status = liq_image_quantize(image, attributes, &result)
            guard status == LIQ_OK, let result else { throw failure("quantization failed (\(status.rawValue))") }
            defer { liq_result_destroy(result) }
            liq_set_dithering_level(result, dithering ? 1 : 0)
            let remapped = frameIndices.withUnsafeMutableBytes { out in
                out.baseAddress.map { liq_write_remapped_image(result, image, $0, out.count) } ?? LIQ_OUT_OF_MEMORY
            }
            guard remapped == LIQ_OK else { throw failure("remapping failed (\(remapped.rawValue))") }
            // The palette is final only after remapping.
            guard let entries = liq_get_palette(result) else { throw failure("no palette") }
            let count = Int(entries.pointee.count)
            withUnsafeBytes(of: entries.pointee.entries) { raw in
                for color in raw.bindMemory(to: liq_color.self).prefix(count) {
                    palette.append((color.r, color.g, color.b, color.a))
                }
            }
        }
        var transparentIndex = palette.firstIndex { $0.alpha < 128 }
        if hasTransparency, transparentIndex == nil {
            transparentIndex = palette.count
            palette.append((0, 0, 0, 0))
        }
        enforceTransparency(&frameIndices, rgba: rgba, palette: palette, transparentIndex: transparentIndex)
        return IndexedFrame(palette: palette.map { ($0.red, $0.green, $0.blue) }, indices: frameIndices,
                            transparentIndex: transparentIndex)
    }

    /// Makes the transparent entry mean exactly "alpha under 50 %": dithering may have pushed
    /// an opaque pixel onto it (or the other way round), which would punch holes in shapes.
    private func enforceTransparency(_ indices: inout [UInt8], rgba: [UInt8],
                                     palette: [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)],
                                     transparentIndex: Int?) {
        guard let transparentIndex else { return }
        for pixel in indices.indices {
            let i = pixel * 4
            if rgba[i + 3] == 0 {
                indices[pixel] = UInt8(transparentIndex)
            } else if palette[Int(indices[pixel])].alpha < 128 {
                indices[pixel] = nearestOpaqueEntry(to: (rgba[i], rgba[i + 1], rgba[i + 2]), in: palette)
            }
        }
    }

    private func nearestOpaqueEntry(to color: (UInt8, UInt8, UInt8),
                                    in palette: [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)]) -> UInt8 {
        var best = 0, bestDistance = Int.max
        for (index, entry) in palette.enumerated() where entry.alpha >= 128 {
            let dr = Int(entry.red) - Int(color.0), dg = Int(entry.green) - Int(color.1)
            let db = Int(entry.blue) - Int(color.2)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return UInt8(best)
    }

    private func failure(_ reason: String) -> MediaEncoderError {
        .encodingFailed(format: "GIF", reason: "libimagequant: \(reason)")
    }
}
