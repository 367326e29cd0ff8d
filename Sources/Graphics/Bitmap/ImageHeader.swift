import CJPEGDecode
import CWebP
import Foundation

/// What an image file's header declares — its format and pixel size — read without decoding
/// or allocating the pixels, so that a caller can refuse an image before it costs memory.
///
/// The sizes are the ones each decoder allocates: the PNG `IHDR` chunk, the JPEG frame header
/// (`SOF`, found by libjpeg's `jpeg_read_header`), the WebP canvas (`WebPGetFeatures`; of an
/// animation, the canvas every frame is composited on) and the GIF logical screen.
public struct ImageHeader: Hashable, Sendable {
    /// The file format.
    public let format: ImageFormat
    /// The declared width in pixels.
    public let width: Int
    /// The declared height in pixels.
    public let height: Int

    /// A header with these values (for tests and callers that know the size already).
    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format; self.width = width; self.height = height
    }

    /// Reads the header of a PNG, JPEG, GIF or WebP file.
    ///
    /// - Throws: `BitmapError.malformed` when the data is none of these formats or its header
    ///   is damaged or declares an empty image.
    public init(data: Data) throws {
        guard let format = ImageFormat(sniffing: data) else {
            throw BitmapError.malformed(format: "image", reason: "not a PNG, JPEG, GIF or WebP file")
        }
        let size: (width: Int, height: Int)
        switch format {
        case .png: size = try Self.pngSize(data)
        case .jpeg: size = try Self.jpegSize(data)
        case .gif: size = try Self.gifSize(data)
        case .webP: size = try Self.webPSize(data)
        }
        guard size.width > 0, size.height > 0 else {
            throw BitmapError.malformed(format: format.rawValue, reason: "the header declares an empty image")
        }
        self.init(format: format, width: size.width, height: size.height)
    }

    /// `width × height`, saturating instead of overflowing.
    public var pixelCount: Int { width.multipliedReportingOverflow(by: height).overflow ? .max : width * height }

    /// Whether decoding the whole image stays within `maxPixels` (and `Bitmap.maxPixelCount`).
    public func fits(maxPixels: Int) -> Bool {
        width <= min(maxPixels, Bitmap.maxPixelCount) / max(height, 1)
    }

    /// The largest factor the image can be reduced by while both sides stay at least
    /// `minimumWidth × minimumHeight`: any whole number, except for JPEG, whose decoder scales
    /// by 1/2, 1/4 or 1/8 only (libjpeg's DCT scaling). 1 when the image is not at least
    /// twice as large as asked for, or the minimum is not positive.
    public func reduction(minimumWidth: Int, minimumHeight: Int) -> Int {
        guard minimumWidth > 0, minimumHeight > 0 else { return 1 }
        let largest = max(1, min(width / minimumWidth, height / minimumHeight))
        guard format == .jpeg else { return largest }
        return [8, 4, 2, 1].first { $0 <= largest } ?? 1
    }

    /// The size of the image reduced by `factor` (each side divided, rounded up), as both
    /// libjpeg's scaled decoding and `Bitmap.reduced(by:)` produce it.
    public func size(reducedBy factor: Int) -> (width: Int, height: Int) {
        let f = max(1, factor)
        return ((width + f - 1) / f, (height + f - 1) / f)
    }

    // MARK: Formats

    /// PNG: the first chunk must be `IHDR` (PNG specification, 5.6), width and height first.
    private static func pngSize(_ data: Data) throws -> (width: Int, height: Int) {
        let head = [UInt8](data.prefix(24))
        guard head.count == 24, Array(head[12..<16]) == Array("IHDR".utf8) else {
            throw BitmapError.malformed(format: "PNG", reason: "no IHDR chunk at the start")
        }
        func word(_ offset: Int) -> Int {
            Int(head[offset]) << 24 | Int(head[offset + 1]) << 16 | Int(head[offset + 2]) << 8 | Int(head[offset + 3])
        }
        return (word(16), word(20))
    }

    /// JPEG: libjpeg reads the markers up to the first scan, which gives the frame size.
    private static func jpegSize(_ data: Data) throws -> (width: Int, height: Int) {
        var message = [CChar](repeating: 0, count: Int(SL_JPEG_MESSAGE_CAPACITY))
        var info = sl_jpeg_info()
        let status = data.withUnsafeBytes { raw in
            sl_jpeg_read_info(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &info, &message)
        }
        guard status == SL_JPEG_OK else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw BitmapError.malformed(format: "JPEG", reason: reason.isEmpty ? "unreadable header" : reason)
        }
        return (Int(info.width), Int(info.height))
    }

    /// GIF: the logical screen descriptor follows the six signature bytes, little-endian.
    private static func gifSize(_ data: Data) throws -> (width: Int, height: Int) {
        let head = [UInt8](data.prefix(10))
        guard head.count == 10 else { throw BitmapError.malformed(format: "GIF", reason: "no logical screen descriptor") }
        return (Int(head[6]) | Int(head[7]) << 8, Int(head[8]) | Int(head[9]) << 8)
    }

    /// WebP: the canvas size libwebp reads from the RIFF chunks.
    private static func webPSize(_ data: Data) throws -> (width: Int, height: Int) {
        let features = try data.withUnsafeBytes { try Bitmap.webPFeatures($0).1 }
        return (Int(features.width), Int(features.height))
    }
}

extension Bitmap {
    /// Decodes an image no larger than needed to show it at `minimumWidth × minimumHeight`
    /// pixels or more: an image at least twice that size is reduced by
    /// `ImageHeader.reduction(minimumWidth:minimumHeight:)` — a JPEG while decoding (libjpeg's
    /// DCT scaling, which also saves most of the decoding work), a still WebP through
    /// libwebp's scaler, other formats by averaging blocks of pixels right after decoding, so
    /// only the reduced bitmap is kept.
    ///
    /// - Parameters:
    ///   - data: the bytes of an image file in any format `Bitmap` decodes.
    ///   - minimumWidth: the width, in pixels, the image will be shown at.
    ///   - minimumHeight: the height, in pixels, the image will be shown at.
    ///   - maxPixels: refuse images whose header declares more pixels than this, before
    ///     anything is allocated.
    /// - Throws: `BitmapError.malformed` for damaged data, `BitmapError.tooLarge` above
    ///   `maxPixels`.
    public init(imageData data: Data, maxPixels: Int = Bitmap.maxPixelCount, minimumWidth: Int, minimumHeight: Int) throws {
        let header = try ImageHeader(data: data)
        guard header.fits(maxPixels: maxPixels) else { throw BitmapError.tooLarge(width: header.width, height: header.height) }
        let factor = header.reduction(minimumWidth: minimumWidth, minimumHeight: minimumHeight)
        if factor == 1 {
            try self.init(imageData: data, maxPixels: maxPixels)
        } else if header.format == .jpeg {
            try self.init(jpegData: data, maxPixels: maxPixels, scaleDenominator: factor)
        } else if header.format == .webP {
            try self.init(webPData: data, maxPixels: maxPixels, reducedBy: factor)
        } else {
            self = try Bitmap(imageData: data, maxPixels: maxPixels).reduced(by: factor)
        }
    }

    /// The bitmap shrunk by a whole factor: each pixel the average of a `factor × factor`
    /// block (of fewer pixels along the right and bottom edges when the size is not a
    /// multiple). Averaging premultiplied values is what keeps transparent pixels from
    /// darkening their neighbours.
    public func reduced(by factor: Int) -> Bitmap {
        guard factor > 1 else { return self }
        let outWidth = (width + factor - 1) / factor, outHeight = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        var sums = [Int](repeating: 0, count: outWidth * 4)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for outY in 0..<outHeight {
                    let top = outY * factor, bottom = min(top + factor, height)
                    for i in sums.indices { sums[i] = 0 }
                    for y in top..<bottom {
                        let row = y * width * 4
                        for x in 0..<width {
                            let s = row + x * 4, d = (x / factor) * 4
                            sums[d] += Int(source[s]); sums[d + 1] += Int(source[s + 1])
                            sums[d + 2] += Int(source[s + 2]); sums[d + 3] += Int(source[s + 3])
                        }
                    }
                    let rows = bottom - top
                    for outX in 0..<outWidth {
                        let count = rows * (min(outX * factor + factor, width) - outX * factor)
                        let d = (outY * outWidth + outX) * 4
                        for c in 0..<4 { target[d + c] = UInt8((sums[outX * 4 + c] + count / 2) / count) }
                    }
                }
            }
        }
        return Bitmap(width: outWidth, height: outHeight, premultipliedRGBA: out) ?? self
    }
}
