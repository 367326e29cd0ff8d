import Foundation
import Testing
@testable import Graphics

/// Headers read without decoding: the sizes that bound what a decoder allocates, so that
/// images claiming huge sizes are refused before any pixel exists.
@Suite struct ImageHeaderTests {
    // MARK: Hostile headers, made here

    /// A PNG whose IHDR claims `width × height` RGBA over an empty zlib stream.
    static func pngBomb(width: Int, height: Int) -> Data {
        let ihdr = be32(width) + be32(height) + [8, 6, 0, 0, 0]
        let zlib: [UInt8] = [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    /// A lossless WebP (VP8L) whose header claims `width × height` over three bytes of data.
    static func webPBomb(width: Int, height: Int) -> Data {
        let bits = UInt32(width - 1) | UInt32(height - 1) << 14 | 1 << 28
        let payload: [UInt8] = [0x2F] + (0..<4).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) } + [0, 0, 0]
        let chunk = Array("VP8L".utf8) + le32(payload.count) + payload
        return Data(Array("RIFF".utf8) + le32(4 + chunk.count) + Array("WEBP".utf8) + chunk)
    }

    /// A fixture JPEG with its frame header (SOF0) claiming another size.
    static func jpeg(claiming width: Int, _ height: Int) throws -> Data {
        var bytes = [UInt8](try Fixtures.data("quadrants-rgb.jpg"))
        let sof = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[sof + 5] = UInt8(height >> 8); bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8); bytes[sof + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return be32(body.count) + typed + be32(Int(~crc))
    }

    private static func be32(_ v: Int) -> [UInt8] { (0..<4).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
    private static func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }

    // MARK: Sizes

    @Test(arguments: ["quadrants-rgb.png", "quadrants-palette-alpha.png", "quadrants-rgb.jpg", "quadrants-cmyk.jpg",
                      "quadrants-rgb-progressive.jpg", "quadrants-interlaced.gif", "quadrants-animated.gif",
                      "quadrants-lossless.webp", "quadrants-animated.webp"])
    func readsTheSizeOfEveryFixture(name: String) throws {
        let data = try Fixtures.data(name)
        let header = try ImageHeader(data: data)
        #expect(header.width == 16 && header.height == 16)
        #expect(header.format == ImageFormat(sniffing: data))
    }

    @Test func aPNGClaiming16384SquaredIsRefusedBeforeDecoding() throws {
        let bomb = Self.pngBomb(width: 16384, height: 16384)
        #expect(try ImageHeader(data: bomb) == ImageHeader(format: .png, width: 16384, height: 16384))
        #expect(throws: BitmapError.tooLarge(width: 16384, height: 16384)) {
            try Bitmap(imageData: bomb, maxPixels: 1 << 20, minimumWidth: 0, minimumHeight: 0)
        }
    }

    @Test func aWebPClaiming16383SquaredIsRefusedBeforeDecoding() throws {
        let bomb = Self.webPBomb(width: 16383, height: 16383)
        #expect(try ImageHeader(data: bomb) == ImageHeader(format: .webP, width: 16383, height: 16383))
        #expect(throws: BitmapError.tooLarge(width: 16383, height: 16383)) { try Bitmap(webPData: bomb, maxPixels: 1 << 20) }
        // Within the absolute limit it is decoded, and fails on its missing data.
        #expect(throws: BitmapError.self) { try Bitmap(webPData: bomb) }
    }

    @Test func aJPEGClaimingAHugeFrameIsRefusedBeforeDecoding() throws {
        let bomb = try Self.jpeg(claiming: 60000, 60000)
        #expect(try ImageHeader(data: bomb) == ImageHeader(format: .jpeg, width: 60000, height: 60000))
        #expect(throws: BitmapError.tooLarge(width: 60000, height: 60000)) {
            try Bitmap(imageData: bomb, minimumWidth: 16, minimumHeight: 16)
        }
    }

    @Test func aGIFClaimingAHugeScreenIsRefusedBeforeDecoding() throws {
        var bytes = [UInt8](try Fixtures.data("quadrants-interlaced.gif"))
        bytes.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(try ImageHeader(data: Data(bytes)) == ImageHeader(format: .gif, width: 65535, height: 65535))
        #expect(throws: BitmapError.tooLarge(width: 65535, height: 65535)) {
            try Bitmap(imageData: Data(bytes), minimumWidth: 0, minimumHeight: 0)
        }
    }

    @Test func damagedHeadersThrow() throws {
        #expect(throws: BitmapError.self) { try ImageHeader(data: Data()) }
        #expect(throws: BitmapError.self) { try ImageHeader(data: Data("not an image".utf8)) }
        #expect(throws: BitmapError.self) { try ImageHeader(data: Self.pngBomb(width: 4, height: 4).prefix(20)) }
        #expect(throws: BitmapError.self) { try ImageHeader(data: Self.pngBomb(width: 0, height: 4)) }
        #expect(throws: BitmapError.self) { try ImageHeader(data: try Fixtures.data("quadrants-rgb.jpg").prefix(40)) }
    }

    // MARK: Reduction

    @Test func reductionKeepsAtLeastTheMinimumSize() {
        let png = ImageHeader(format: .png, width: 1000, height: 600)
        #expect(png.reduction(minimumWidth: 100, minimumHeight: 100) == 6)
        #expect(png.size(reducedBy: 6).width == 167 && png.size(reducedBy: 6).height == 100)
        #expect(png.reduction(minimumWidth: 600, minimumHeight: 400) == 1)
        #expect(png.reduction(minimumWidth: 0, minimumHeight: 0) == 1)
        // JPEG scales by 1/2, 1/4 or 1/8 only.
        let jpeg = ImageHeader(format: .jpeg, width: 1000, height: 600)
        #expect(jpeg.reduction(minimumWidth: 100, minimumHeight: 100) == 4)
        #expect(jpeg.reduction(minimumWidth: 10, minimumHeight: 10) == 8)
    }

    @Test func aJPEGIsDecodedScaledByItsDCT() throws {
        let data = try Fixtures.data("quadrants-rgb.jpg")
        let quarter = try Bitmap(imageData: data, minimumWidth: 4, minimumHeight: 4)
        #expect(quarter.width == 4 && quarter.height == 4)
        let eighth = try Bitmap(imageData: data, minimumWidth: 1, minimumHeight: 1)
        #expect(eighth.width == 2 && eighth.height == 2)
        // Each pixel of the 1/8 image is one 8 × 8 block: one flat quadrant.
        for (i, (x, y)) in [(0, 0), (1, 0), (0, 1), (1, 1)].enumerated() {
            let pixel = Fixtures.pixel(eighth, x, y)
            let worst = zip(pixel, Fixtures.quadrantColours[i] + [255]).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 8, "block \(i) is \(pixel)")
        }
    }

    @Test func aStillWebPIsDecodedScaledByLibwebp() throws {
        let bitmap = try Bitmap(imageData: Fixtures.data("quadrants-lossless.webp"), minimumWidth: 8, minimumHeight: 8)
        #expect(bitmap.width == 8 && bitmap.height == 8)
        for ((x, y), colour) in zip([(2, 2), (6, 2), (2, 6), (6, 6)], Fixtures.quadrantsWithTransparentTopLeft) {
            let wanted = colour.map { $0 + [255] } ?? [0, 0, 0, 0]
            let worst = zip(Fixtures.pixel(bitmap, x, y), wanted).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 8, "pixel (\(x), \(y)) is \(Fixtures.pixel(bitmap, x, y)), expected \(wanted)")
        }
        // An animation's first frame is decoded whole, then reduced.
        let frame = try Bitmap(imageData: Fixtures.data("quadrants-animated.webp"), minimumWidth: 8, minimumHeight: 8)
        #expect(frame.width == 8 && frame.height == 8)
    }

    @Test func otherFormatsAreReducedAfterDecoding() throws {
        let bitmap = try Bitmap(imageData: Fixtures.data("quadrants-rgb.png"), minimumWidth: 2, minimumHeight: 2)
        #expect(bitmap.width == 2 && bitmap.height == 2)
        for (i, (x, y)) in [(0, 0), (1, 0), (0, 1), (1, 1)].enumerated() {
            #expect(Fixtures.pixel(bitmap, x, y) == Fixtures.quadrantColours[i] + [255])
        }
    }

    @Test func reducingAveragesPremultipliedBlocksWithShorterEdges() throws {
        // 3 × 1: opaque white, transparent, opaque black. By 2: (white + clear) / 2, black.
        let source = try #require(Bitmap(width: 3, height: 1, premultipliedRGBA: [255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 255]))
        let reduced = source.reduced(by: 2)
        #expect(reduced.width == 2 && reduced.height == 1)
        #expect(reduced.pixels == [128, 128, 128, 128, 0, 0, 0, 255])
        #expect(source.reduced(by: 1) == source)
    }
}
