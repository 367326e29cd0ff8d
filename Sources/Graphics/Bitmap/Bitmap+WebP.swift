import CWebP
import Foundation

extension Bitmap {
    /// Decodes a WebP image (lossy or lossless, with or without alpha); of an animated WebP,
    /// the first frame composited on its canvas.
    ///
    /// - Parameters:
    ///   - data: the bytes of a WebP file.
    ///   - maxPixels: refuse images with more pixels than this before allocating.
    /// - Throws: `BitmapError.malformed` for data libwebp rejects, `BitmapError.tooLarge`
    ///   above `maxPixels`.
    public init(webPData data: Data, maxPixels: Int = Bitmap.maxPixelCount) throws {
        try self.init(webPData: data, maxPixels: maxPixels, reducedBy: 1)
    }

    /// Decodes a WebP reduced by `factor` (each side divided, rounded up): a still image
    /// through libwebp's own scaler while decoding, so the full-size output never exists; the
    /// first frame of an animation at full size, then reduced. `maxPixels` bounds the size
    /// the header declares.
    init(webPData data: Data, maxPixels: Int, reducedBy factor: Int) throws {
        self = try data.withUnsafeBytes { raw in
            let (base, features) = try Self.webPFeatures(raw)
            // For an animation these are the canvas size, which is what the decoder allocates.
            let width = Int(features.width), height = Int(features.height)
            guard width > 0, height > 0, width <= min(maxPixels, Bitmap.maxPixelCount) / height else {
                throw BitmapError.tooLarge(width: width, height: height)
            }
            if features.has_animation != 0 {
                return try Self.firstAnimationFrame(base, count: raw.count, width: width, height: height).reduced(by: factor)
            }
            if factor > 1 {
                let size = ImageHeader(format: .webP, width: width, height: height).size(reducedBy: factor)
                return try Self.scaled(base, count: raw.count, width: size.width, height: size.height)
            }
            // Not zero-filled first: libwebp writes every pixel of an image it decodes, and a
            // header that claims a huge canvas over a few bytes of data then fails having
            // touched (and so committed) only the rows it reached, not the whole allocation.
            let count = width * height * 4
            let rgba = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                guard WebPDecodeRGBAInto(base, raw.count, buffer.baseAddress, count, Int32(width * 4)) != nil else {
                    throw BitmapError.malformed(format: "WebP", reason: "could not decode the image data")
                }
                initialized = count
            }
            guard let bitmap = Bitmap(width: width, height: height, straightRGBA: rgba) else {
                throw BitmapError.malformed(format: "WebP", reason: "could not decode the image data")
            }
            return bitmap
        }
    }

    /// The bytes and what their header says (canvas size, alpha, animation), read by libwebp
    /// from the RIFF chunks (`VP8 `, `VP8L` or `VP8X`) without decoding.
    static func webPFeatures(_ raw: UnsafeRawBufferPointer) throws -> (UnsafePointer<UInt8>, WebPBitstreamFeatures) {
        guard let base = raw.bindMemory(to: UInt8.self).baseAddress else {
            throw BitmapError.malformed(format: "WebP", reason: "no data")
        }
        var features = WebPBitstreamFeatures()
        let status = WebPGetFeatures(base, raw.count, &features)
        guard status == VP8_STATUS_OK else {
            throw BitmapError.malformed(format: "WebP", reason: "libwebp status \(status.rawValue)")
        }
        return (base, features)
    }

    /// A still image decoded straight to `width × height` by libwebp's scaler.
    private static func scaled(_ base: UnsafePointer<UInt8>, count: Int, width: Int, height: Int) throws -> Bitmap {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else {
            throw BitmapError.malformed(format: "WebP", reason: "libwebp version mismatch")
        }
        config.options.use_scaling = 1
        config.options.scaled_width = Int32(width)
        config.options.scaled_height = Int32(height)
        config.output.colorspace = MODE_RGBA
        config.output.is_external_memory = 1
        let byteCount = width * height * 4
        // Not zero-filled first, as in `init(webPData:maxPixels:reducedBy:)`.
        let rgba = try [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            config.output.u.RGBA.rgba = buffer.baseAddress
            config.output.u.RGBA.stride = Int32(width * 4)
            config.output.u.RGBA.size = byteCount
            let status = WebPDecode(base, count, &config)
            WebPFreeDecBuffer(&config.output)
            guard status == VP8_STATUS_OK else {
                throw BitmapError.malformed(format: "WebP", reason: "libwebp status \(status.rawValue)")
            }
            initialized = byteCount
        }
        guard let bitmap = Bitmap(width: width, height: height, straightRGBA: rgba) else {
            throw BitmapError.malformed(format: "WebP", reason: "could not decode the image data")
        }
        return bitmap
    }

    private static func firstAnimationFrame(_ base: UnsafePointer<UInt8>, count: Int, width: Int,
                                            height: Int) throws -> Bitmap {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            throw BitmapError.malformed(format: "WebP", reason: "libwebp version mismatch")
        }
        options.color_mode = MODE_rgbA  // premultiplied, as Bitmap stores pixels
        var webPData = WebPData(bytes: base, size: count)
        guard let decoder = WebPAnimDecoderNew(&webPData, &options) else {
            throw BitmapError.malformed(format: "WebP", reason: "invalid animation")
        }
        defer { WebPAnimDecoderDelete(decoder) }
        var frame: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0, let frame else {
            throw BitmapError.malformed(format: "WebP", reason: "could not decode the first frame")
        }
        let pixels = Array(UnsafeBufferPointer(start: frame, count: width * height * 4))
        guard let bitmap = Bitmap(width: width, height: height, premultipliedRGBA: pixels) else {
            throw BitmapError.tooLarge(width: width, height: height)
        }
        return bitmap
    }
}
