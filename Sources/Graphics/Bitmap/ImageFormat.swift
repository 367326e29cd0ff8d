import Foundation

/// The raster file formats `Bitmap` can decode, recognised by their first bytes.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// PNG, signature `89 50 4E 47 0D 0A 1A 0A`.
    case png
    /// JPEG/JFIF/Exif, signature `FF D8 FF`.
    case jpeg
    /// GIF87a or GIF89a.
    case gif
    /// WebP: a RIFF container of type `WEBP`.
    case webP

    /// The format whose signature starts `data`, or nil when none does.
    public init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(12))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webP
        } else {
            return nil
        }
    }
}

extension Bitmap {
    /// Decodes a PNG, JPEG, GIF (first frame) or WebP (first frame), chosen by the data's
    /// signature rather than a file name.
    ///
    /// - Throws: `BitmapError.malformed` when the signature is none of these or the image is
    ///   damaged, `BitmapError.tooLarge` above `maxPixels`.
    public init(imageData data: Data, maxPixels: Int = Bitmap.maxPixelCount) throws {
        switch ImageFormat(sniffing: data) {
        case .png: try self.init(pngData: data, maxPixels: maxPixels)
        case .jpeg: try self.init(jpegData: data, maxPixels: maxPixels)
        case .gif: try self.init(gifData: data, maxPixels: maxPixels)
        case .webP: try self.init(webPData: data, maxPixels: maxPixels)
        case nil: throw BitmapError.malformed(format: "image", reason: "not a PNG, JPEG, GIF or WebP file")
        }
    }
}
