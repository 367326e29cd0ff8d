import CJPEGDecode
import Foundation

extension Bitmap {
    /// Decodes a baseline or progressive JPEG (grey, YCbCr/RGB or CMYK/YCCK) into an opaque
    /// bitmap. A truncated file decodes as far as its data goes, as browsers show it.
    ///
    /// - Parameters:
    ///   - data: the bytes of a JPEG file.
    ///   - maxPixels: refuse images with more pixels than this before allocating.
    /// - Throws: `BitmapError.malformed` when libjpeg rejects the data or the colour space has
    ///   no RGB conversion, `BitmapError.tooLarge` above `maxPixels`.
    public init(jpegData data: Data, maxPixels: Int = Bitmap.maxPixelCount) throws {
        try self.init(jpegData: data, maxPixels: maxPixels, scaleDenominator: 1)
    }

    /// Decodes a JPEG scaled by 1/`scaleDenominator` (1, 2, 4 or 8) in libjpeg's inverse DCT,
    /// so the full-size image is never allocated; each side is divided and rounded up.
    /// `maxPixels` bounds the size the header declares.
    init(jpegData data: Data, maxPixels: Int, scaleDenominator: Int) throws {
        guard !data.isEmpty else { throw BitmapError.malformed(format: "JPEG", reason: "no data") }
        var message = [CChar](repeating: 0, count: Int(SL_JPEG_MESSAGE_CAPACITY))
        var info = sl_jpeg_info()
        let headerStatus = data.withUnsafeBytes { raw in
            sl_jpeg_read_info(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &info, &message)
        }
        try Self.check(headerStatus, message: message)
        let width = Int(info.width), height = Int(info.height)
        guard width > 0, height > 0, width <= min(maxPixels, Bitmap.maxPixelCount) / height else {
            throw BitmapError.tooLarge(width: width, height: height)
        }
        let scaled = ImageHeader(format: .jpeg, width: width, height: height).size(reducedBy: scaleDenominator)
        var rgba = [UInt8](repeating: 0, count: scaled.width * scaled.height * 4)
        let status = data.withUnsafeBytes { raw in
            rgba.withUnsafeMutableBufferPointer { out in
                sl_jpeg_decode_rgba_scaled(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt32(clamping: scaleDenominator),
                                           out.baseAddress, out.count, &message)
            }
        }
        try Self.check(status, message: message)
        // JPEG has no alpha: every pixel is opaque, so straight and premultiplied agree.
        guard let decoded = Bitmap(width: scaled.width, height: scaled.height, premultipliedRGBA: rgba) else {
            throw BitmapError.tooLarge(width: width, height: height)
        }
        self = decoded
    }

    private static func check(_ status: sl_jpeg_status, message: [CChar]) throws {
        guard status != SL_JPEG_OK else { return }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        throw BitmapError.malformed(format: "JPEG", reason: reason.isEmpty ? "unreadable" : reason)
    }
}
