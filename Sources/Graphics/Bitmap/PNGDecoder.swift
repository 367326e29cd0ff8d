import Foundation

/// Decodes the PNG images animations embed — 8-bit RGBA, RGB, grey or palette, not interlaced, no
/// gamma to correct — into exactly the pixels libpng's simplified API gives, in less than half
/// the time (see `ZlibInflater`; unfiltering and premultiplying happen in one pass per row).
///
/// Anything else, and anything this decoder finds wrong, gives nil: `Bitmap(pngData:)` then
/// asks libpng, so other formats and every error and warning stay libpng's.
enum PNGDecoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// What the chunks before the image data said.
    private struct Header {
        var width = 0, height = 0
        /// 0 (grey), 2 (RGB), 3 (palette), 4 (grey and alpha) or 6 (RGBA).
        var colorType = 0
        /// Bits per sample: 8, or 1, 2 or 4 for palette indices.
        var bitDepth = 8
        /// Palette entries as premultiplied RGBA.
        var palette: [UInt32] = []
    }

    /// The bitmap, or nil when libpng should decode the data.
    static func decode(_ data: Data, maxPixels: Int) -> Bitmap? {
        #if _endian(big)
        return nil  // the pixel words below are little-endian
        #else
        data.withUnsafeBytes { raw -> Bitmap? in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            return decode(UnsafeBufferPointer(start: base, count: raw.count), maxPixels: maxPixels)
        }
        #endif
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, maxPixels: Int) -> Bitmap? {
        guard bytes.count > 8, bytes.prefix(8).elementsEqual(signature) else { return nil }
        var header = Header()
        var sawHeader = false
        var transparency: [UInt8] = []
        var palette: [UInt8] = []
        var imageData: [UInt8] = []
        var offset = 8
        while true {
            guard offset + 12 <= bytes.count else { return nil }
            let length = Int(readUInt32(bytes, offset))
            let type = readUInt32(bytes, offset + 4)
            let start = offset + 8
            guard length <= bytes.count - 12 - offset else { return nil }
            let body = UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])
            offset = start + length + 4
            switch type {
            case 0x4948_4452:  // IHDR
                guard !sawHeader, length == 13, checksumMatches(bytes, chunkAt: start - 4, length: length) else { return nil }
                header.width = Int(readUInt32(body, 0))
                header.height = Int(readUInt32(body, 4))
                header.bitDepth = Int(body[8])
                header.colorType = Int(body[9])
                // 8-bit grey, RGB, grey and alpha or RGBA, or a palette; deflate, adaptive
                // filtering, not interlaced.
                guard body[10] == 0, body[11] == 0, body[12] == 0,
                      header.bitDepth == 8 && [0, 2, 4, 6].contains(header.colorType)
                      || header.colorType == 3 && [1, 2, 4, 8].contains(header.bitDepth)
                else { return nil }
                sawHeader = true
            case 0x504C_5445:  // PLTE
                guard sawHeader, checksumMatches(bytes, chunkAt: start - 4, length: length) else { return nil }
                palette = Array(body)
            case 0x7452_4E53:  // tRNS: only palette alpha is handled here
                guard sawHeader, header.colorType == 3, checksumMatches(bytes, chunkAt: start - 4, length: length) else { return nil }
                transparency = Array(body)
            case 0x6741_4D41:  // gAMA: libpng converts any gamma but sRGB's to sRGB
                guard length == 4, readUInt32(body, 0) == 45455 else { return nil }
            case 0x4944_4154:  // IDAT
                guard sawHeader, checksumMatches(bytes, chunkAt: start - 4, length: length) else { return nil }
                imageData.append(contentsOf: body)
            case 0x4945_4E44:  // IEND
                guard sawHeader, !imageData.isEmpty else { return nil }
                if header.colorType == 3 {
                    guard let entries = paletteEntries(palette, alpha: transparency) else { return nil }
                    header.palette = entries
                }
                return decodeImage(header, compressed: &imageData, maxPixels: maxPixels)
            default:
                // Critical chunks this decoder does not know go to libpng; ancillary ones
                // (lower-case first letter: text, physical size, colour profiles...) do not
                // change the pixels libpng gives.
                guard type & 0x2000_0000 != 0 else { return nil }
            }
        }
    }

    private static func decodeImage(_ header: Header, compressed: inout [UInt8], maxPixels: Int) -> Bitmap? {
        let width = header.width, height = header.height
        guard width > 0, height > 0, width <= min(maxPixels, Bitmap.maxPixelCount) / height else { return nil }
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][header.colorType] ?? 1
        let rowBytes = (width * channels * header.bitDepth + 7) / 8
        let filteredCount = height * (rowBytes + 1)
        let pixelCount = width * height * 4
        let streamCount = compressed.count
        compressed.append(contentsOf: repeatElement(0, count: 8))  // the inflater's padding
        // RGBA rows are one filter byte longer than the bitmap's: the image inflates into the
        // bitmap's own array and each row moves back into place once unfiltered (row y starts
        // y bytes before its filtered data, so no row overwrites data still to be read). Not
        // touching a second image-sized buffer saves as much time as the unfiltering takes.
        let inPlace = header.colorType == 6
        let separate = inPlace ? nil : UnsafeMutablePointer<UInt8>.allocate(capacity: filteredCount + ZlibInflater.slack)
        defer { separate?.deallocate() }
        // The unfiltered current and previous rows (the filters predict from unfiltered bytes).
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
        defer { rows.deallocate() }
        do {
            let capacity = inPlace ? filteredCount + ZlibInflater.slack : pixelCount
            let pixels = try [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                guard let out = buffer.baseAddress else { throw ZlibInflater.Malformed() }
                let filtered = separate ?? out
                try compressed.withUnsafeBufferPointer {
                    try ZlibInflater.inflate(zlib: $0, streamCount: streamCount, into: filtered, size: filteredCount)
                }
                var current = rows, previous = rows + rowBytes
                previous.initialize(repeating: 0, count: rowBytes)  // above the first row: zeros
                for y in 0..<height {
                    let source = filtered + y * (rowBytes + 1)
                    try unfilter(source + 1, filter: source[0], previous: previous, into: current,
                                 count: rowBytes, bytesPerPixel: channels)
                    let target = UnsafeMutableRawPointer(out + y * width * 4)
                    switch header.colorType {
                    case 6: premultiplyRGBA(current, into: target, pixels: width)
                    case 2: expandRGB(current, into: target, pixels: width)
                    case 0: expandGrey(current, into: target, pixels: width)
                    case 4: premultiplyGreyAlpha(current, into: target, pixels: width)
                    default: try expandPalette(current, header.palette, bitDepth: header.bitDepth, into: target, pixels: width)
                    }
                    swap(&current, &previous)
                }
                count = pixelCount
            }
            return Bitmap(width: width, height: height, premultipliedRGBA: pixels)
        } catch {
            return nil
        }
    }

    // MARK: Rows

    /// Undoes a row's filter (PNG specification, 9.2) from `source` into `row`, given the
    /// unfiltered row above (zeros for the first row).
    private static func unfilter(_ source: UnsafeMutablePointer<UInt8>, filter: UInt8, previous: UnsafeMutablePointer<UInt8>,
                                 into row: UnsafeMutablePointer<UInt8>, count: Int, bytesPerPixel bpp: Int) throws {
        switch filter {
        case 0:
            row.update(from: source, count: count)
        case 1 where bpp == 4:
            // Four bytes at a time: each pixel adds the one to its left.
            var left: UInt32 = 0
            for offset in stride(from: 0, to: count, by: 4) {
                left = addBytes(UnsafeRawPointer(source).loadUnaligned(fromByteOffset: offset, as: UInt32.self), left)
                UnsafeMutableRawPointer(row).storeBytes(of: left, toByteOffset: offset, as: UInt32.self)
            }
        case 1:
            for i in 0..<count { row[i] = source[i] &+ (i >= bpp ? row[i - bpp] : 0) }
        case 2:
            // Eight bytes at a time.
            var i = 0
            while i + 8 <= count {
                let sum = addBytes(UnsafeRawPointer(source).loadUnaligned(fromByteOffset: i, as: UInt64.self),
                                   UnsafeRawPointer(previous).loadUnaligned(fromByteOffset: i, as: UInt64.self))
                UnsafeMutableRawPointer(row).storeBytes(of: sum, toByteOffset: i, as: UInt64.self)
                i += 8
            }
            while i < count { row[i] = source[i] &+ previous[i]; i += 1 }
        case 3:
            for i in 0..<count {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                row[i] = source[i] &+ UInt8(truncatingIfNeeded: (left + Int(previous[i])) >> 1)
            }
        case 4:
            for i in 0..<count {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
                let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                row[i] = source[i] &+ UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            }
        default:
            throw ZlibInflater.Malformed()
        }
    }

    /// Adds the bytes of two words lane by lane, modulo 256 (no carry between bytes).
    @inline(__always) private static func addBytes<Word: FixedWidthInteger & UnsignedInteger>(_ a: Word, _ b: Word) -> Word {
        let low = Word(truncatingIfNeeded: 0x7F7F_7F7F_7F7F_7F7F as UInt64)
        let high = Word(truncatingIfNeeded: 0x8080_8080_8080_8080 as UInt64)
        return ((a & low) &+ (b & low)) ^ ((a ^ b) & high)
    }

    /// Straight RGBA to premultiplied, with `Bitmap(straightRGBA:)`'s rounding: four pixels
    /// at a time, copied as they are when all four are opaque; the others in 16-bit lanes
    /// (each colour byte times its alpha, the alpha byte times 255, all divided by 255 and
    /// rounded as `(x + 127) / 255` rounds: a quotient's remainder is never exactly half).
    private static func premultiplyRGBA(_ row: UnsafeMutablePointer<UInt8>, into out: UnsafeMutableRawPointer, pixels: Int) {
        let source = UnsafeRawPointer(row)
        var x = 0
        while x + 4 <= pixels {
            let words = source.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
            let alpha = words &>> 24
            if alpha == SIMD4(repeating: 255) {
                out.storeBytes(of: words, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
            } else if alpha == .zero {
                out.storeBytes(of: SIMD4<UInt32>.zero, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
            } else {
                // Each pixel's alpha in its three colour bytes, 255 in its alpha byte.
                let alphas = unsafeBitCast(alpha &* 0x0001_0101 | 0xFF00_0000, to: SIMD16<UInt8>.self)
                let four = unsafeBitCast(words, to: SIMD16<UInt8>.self)
                let t = SIMD16<UInt16>(truncatingIfNeeded: four) &* SIMD16<UInt16>(truncatingIfNeeded: alphas) &+ 128
                let rounded = (t &+ (t &>> 8)) &>> 8
                out.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: rounded), toByteOffset: x * 4, as: SIMD16<UInt8>.self)
            }
            x += 4
        }
        while x < pixels {
            out.storeBytes(of: premultiplied(source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)),
                           toByteOffset: x * 4, as: UInt32.self)
            x += 1
        }
    }

    @inline(__always) private static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 255 { return pixel }
        let r = ((pixel & 0xFF) * alpha + 127) / 255
        let g = ((pixel >> 8 & 0xFF) * alpha + 127) / 255
        let b = ((pixel >> 16 & 0xFF) * alpha + 127) / 255
        return r | g << 8 | b << 16 | alpha << 24
    }

    private static func expandGrey(_ row: UnsafeMutablePointer<UInt8>, into out: UnsafeMutableRawPointer, pixels: Int) {
        for x in 0..<pixels {
            out.storeBytes(of: UInt32(row[x]) * 0x01_0101 | 0xFF00_0000, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    private static func premultiplyGreyAlpha(_ row: UnsafeMutablePointer<UInt8>, into out: UnsafeMutableRawPointer, pixels: Int) {
        for x in 0..<pixels {
            let alpha = UInt32(row[2 * x + 1])
            let grey = alpha == 255 ? UInt32(row[2 * x]) : (UInt32(row[2 * x]) * alpha + 127) / 255
            out.storeBytes(of: grey * 0x01_0101 | alpha << 24, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    private static func expandRGB(_ row: UnsafeMutablePointer<UInt8>, into out: UnsafeMutableRawPointer, pixels: Int) {
        for x in 0..<pixels {
            let pixel = UInt32(row[3 * x]) | UInt32(row[3 * x + 1]) << 8 | UInt32(row[3 * x + 2]) << 16 | 0xFF00_0000
            out.storeBytes(of: pixel, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// Palette indices (packed most significant bits first below 8 bits) to their colours.
    private static func expandPalette(_ row: UnsafeMutablePointer<UInt8>, _ palette: [UInt32], bitDepth: Int,
                                      into out: UnsafeMutableRawPointer, pixels: Int) throws {
        let perByte = 8 / bitDepth, mask = (1 << bitDepth) - 1
        for x in 0..<pixels {
            let index = bitDepth == 8 ? Int(row[x])
                : Int(row[x / perByte]) >> (8 - bitDepth * (x % perByte + 1)) & mask
            guard index < palette.count else { throw ZlibInflater.Malformed() }
            out.storeBytes(of: palette[index], toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// The palette as premultiplied RGBA words (entries without an alpha are opaque).
    private static func paletteEntries(_ palette: [UInt8], alpha: [UInt8]) -> [UInt32]? {
        guard !palette.isEmpty, palette.count % 3 == 0, palette.count <= 768, alpha.count <= palette.count / 3 else { return nil }
        return (0..<(palette.count / 3)).map { i in
            let a = i < alpha.count ? UInt32(alpha[i]) : 255
            func channel(_ c: UInt8) -> UInt32 { a == 255 ? UInt32(c) : (UInt32(c) * a + 127) / 255 }
            return channel(palette[3 * i]) | channel(palette[3 * i + 1]) << 8 | channel(palette[3 * i + 2]) << 16 | a << 24
        }
    }

    // MARK: Chunks

    /// The big-endian number at `offset` (a chunk's length or type; `PNGChunkFilter` reads them too).
    static func readUInt32(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// Whether the CRC after a chunk matches its type and data.
    private static func checksumMatches(_ bytes: UnsafeBufferPointer<UInt8>, chunkAt typeOffset: Int, length: Int) -> Bool {
        var crc: UInt32 = 0xFFFF_FFFF
        for i in typeOffset..<(typeOffset + 4 + length) {
            crc = crcTable[Int((crc ^ UInt32(bytes[i])) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF == readUInt32(bytes, typeOffset + 4 + length)
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
