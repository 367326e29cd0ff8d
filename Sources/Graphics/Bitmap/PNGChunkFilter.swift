import Foundation

/// The chunks of a PNG file that decide its pixels, for libpng: text, ICC profiles and
/// every other chunk that does not change what libpng's simplified API decodes are left out.
///
/// libpng reads every chunk before the image data, and allocates a chunk's whole declared
/// length (up to 2 GB, whatever the file's size) before it finds the file too short, and the
/// whole decompressed size of a compressed text or profile chunk (`zTXt`, `iTXt`, `iCCP`: a
/// few kilobytes can claim gigabytes). What is left needs neither: the image data is bounded
/// by the pixel count checked before decoding.
enum PNGChunkFilter {
    /// Chunks the simplified API reads to decode pixels into 8-bit sRGB RGBA: the header,
    /// palette, transparency, the image data and its end, and what says how to convert
    /// colours (gamma, chromaticities, sRGB intent, significant bits, background).
    private static let kept: Set<UInt32> = [
        0x4948_4452,  // IHDR
        0x504C_5445,  // PLTE
        0x7452_4E53,  // tRNS
        0x6741_4D41,  // gAMA
        0x6348_524D,  // cHRM
        0x7352_4742,  // sRGB
        0x7342_4954,  // sBIT
        0x624B_4744,  // bKGD
        0x4944_4154,  // IDAT
        0x4945_4E44,  // IEND
    ]

    /// `data` (a PNG file: the signature, then chunks) with only the chunks above, in their
    /// order, up to `IEND`; anything after the last whole chunk is dropped.
    /// - Throws: `BitmapError.malformed` when a chunk's declared length runs past the end of
    ///   the data.
    static func pixelChunks(of data: Data) throws -> Data {
        try data.withUnsafeBytes { raw -> Data in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= 8 else { return data }  // libpng reports what is wrong
            var out = Data(bytes[0..<8])
            out.reserveCapacity(bytes.count)
            var offset = 8
            while offset + 12 <= bytes.count {
                let length = Int(PNGDecoder.readUInt32(bytes, offset)), type = PNGDecoder.readUInt32(bytes, offset + 4)
                guard length <= bytes.count - 12 - offset else {
                    throw BitmapError.malformed(format: "PNG", reason: "a chunk's length (\(length) bytes) runs past the end of the file")
                }
                let end = offset + 12 + length
                if kept.contains(type) { out.append(contentsOf: bytes[offset..<end]) }
                offset = end
                if type == 0x4945_4E44 { break }  // IEND
            }
            return out
        }
    }
}
