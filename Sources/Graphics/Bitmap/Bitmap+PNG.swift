import CPNG
import Foundation

extension Bitmap {
    /// Decodes a PNG file (any bit depth, palette, grey, interlaced) into a bitmap.
    ///
    /// - Parameters:
    ///   - data: the bytes of a PNG file.
    ///   - maxPixels: refuse images with more pixels than this before allocating.
    /// - Throws: `BitmapError` when the data is not a valid PNG or is too large.
    public init(pngData data: Data, maxPixels: Int = Bitmap.maxPixelCount) throws {
        // The common 8-bit images take the fast path; libpng decodes the rest (and reports
        // what is wrong with damaged files).
        if let decoded = PNGDecoder.decode(data, maxPixels: maxPixels) {
            self = decoded
            return
        }
        try self.init(libpngData: data, maxPixels: maxPixels)
    }

    /// Decodes a PNG file with libpng's simplified API (any format `init(pngData:)` accepts),
    /// given only the chunks that decide its pixels (see `PNGChunkFilter`).
    init(libpngData file: Data, maxPixels: Int) throws {
        let data = try PNGChunkFilter.pixelChunks(of: file)
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return 0 }
            return png_image_begin_read_from_memory(&image, base, raw.count)
        }
        guard begun != 0 else { throw BitmapError.malformed(format: "PNG", reason: Self.message(of: &image)) }
        defer { png_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= min(maxPixels, Bitmap.maxPixelCount) / height else {
            throw BitmapError.tooLarge(width: width, height: height)
        }
        image.format = pngFormatRGBA
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let finished = data.withUnsafeBytes { _ in
            bytes.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, png_int_32(width * 4), nil)
            }
        }
        guard finished != 0 else { throw BitmapError.malformed(format: "PNG", reason: Self.message(of: &image)) }
        guard let decoded = Bitmap(width: width, height: height, straightRGBA: bytes) else {
            throw BitmapError.tooLarge(width: width, height: height)
        }
        self = decoded
    }

    /// Encodes the bitmap as an 8-bit RGBA PNG with straight alpha.
    public func pngData() throws -> Data {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = pngFormatRGBA
        let rgba = straightRGBA()
        var size: png_alloc_size_t = 0
        // First call measures, second call writes.
        let measured = rgba.withUnsafeBytes { src in
            png_image_write_to_memory(&image, nil, &size, 0, src.baseAddress, png_int_32(width * 4), nil)
        }
        guard measured != 0, size > 0 else {
            throw BitmapError.encodingFailed(format: "PNG", reason: Self.message(of: &image))
        }
        var out = Data(count: Int(size))
        let written = out.withUnsafeMutableBytes { dst in
            rgba.withUnsafeBytes { src in
                png_image_write_to_memory(&image, dst.baseAddress, &size, 0, src.baseAddress, png_int_32(width * 4), nil)
            }
        }
        guard written != 0 else { throw BitmapError.encodingFailed(format: "PNG", reason: Self.message(of: &image)) }
        out.count = Int(size)
        return out
    }

    /// Writes the bitmap to a PNG file.
    public func writePNG(to url: URL) throws {
        try pngData().write(to: url)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// libpng's `PNG_FORMAT_RGBA` (a compound macro Swift does not import): colour plus alpha.
private let pngFormatRGBA = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
