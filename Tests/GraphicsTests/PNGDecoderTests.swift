import Foundation
import Testing
@testable import Graphics

/// The fast PNG decoder against libpng: the same pixels where it decodes, libpng's answer
/// (decoded or an error) where it declines.
@Suite struct PNGDecoderTests {
    /// A bitmap with every kind of pixel: opaque, transparent and partly transparent, smooth
    /// areas (Sub/Up/Average/Paeth filters) and noise, long flat runs (overlapping matches).
    private static func sample(width: Int, height: Int, seed: UInt64) throws -> Bitmap {
        var bitmap = try #require(Bitmap(width: width, height: height))
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let noise = Double(state >> 56) / 255
                let alpha: Double = x < width / 3 ? 0 : x < 2 * width / 3 ? 1 : Double(y % 17) / 16
                let flat = y < height / 2
                bitmap.setColor(Color(red: flat ? 0.2 : Double(x) / Double(width), green: flat ? 0.7 : noise,
                                      blue: Double(y) / Double(height), alpha: alpha), x: x, y: y)
            }
        }
        return bitmap
    }

    @Test(arguments: [(1, 1), (37, 23), (300, 64)])
    func decodesWhatLibpngWritesExactlyAsLibpng(size: (Int, Int)) throws {
        let data = try Self.sample(width: size.0, height: size.1, seed: UInt64(size.0)).pngData()
        let fast = try #require(PNGDecoder.decode(data, maxPixels: Bitmap.maxPixelCount))
        let reference = try Bitmap(libpngData: data, maxPixels: Bitmap.maxPixelCount)
        #expect(fast.width == size.0 && fast.height == size.1)
        #expect(fast.pixels == reference.pixels)
    }

    @Test(arguments: ["quadrants-rgb.png", "quadrants-rgb-stored.png", "quadrants-palette-alpha.png", "quadrants-palette-web.png"])
    func decodesRGBPaletteAndStoredBlocks(name: String) throws {
        let data = try Fixtures.data(name)
        let fast = try #require(PNGDecoder.decode(data, maxPixels: Bitmap.maxPixelCount))
        #expect(fast.pixels == (try Bitmap(libpngData: data, maxPixels: Bitmap.maxPixelCount)).pixels)
        if name.contains("alpha") {
            // Half-transparent red, premultiplied: (230, 30, 40) × 128/255, rounded; the rest
            // opaque.
            #expect(Fixtures.pixel(fast, 4, 4) == [115, 15, 20, 128])
            for (colour, (x, y)) in zip(Fixtures.quadrantColours, Fixtures.quadrantCentres).dropFirst() {
                #expect(Fixtures.pixel(fast, x, y) == colour + [255])
            }
        } else if !name.contains("web") {  // (web colours are dithered: libpng's pixels are the reference)
            Fixtures.expectQuadrants(fast, Fixtures.quadrantColours, tolerance: 0)
        }
    }

    @Test func decodesGrey() throws {
        let data = try Fixtures.data("quadrants-grey.png")
        let fast = try #require(PNGDecoder.decode(data, maxPixels: Bitmap.maxPixelCount))
        #expect(fast.pixels == (try Bitmap(libpngData: data, maxPixels: Bitmap.maxPixelCount)).pixels)
        for (level, (x, y)) in zip(Fixtures.greyLevels, Fixtures.quadrantCentres) {
            #expect(Fixtures.pixel(fast, x, y) == [level, level, level, 255])
        }
    }

    @Test func leaves16BitImagesToLibpng() throws {
        let data = try Fixtures.data("quadrants-grey16.png")
        #expect(PNGDecoder.decode(data, maxPixels: Bitmap.maxPixelCount) == nil)
        let bitmap = try Bitmap(pngData: data)
        // libpng reads 16-bit samples as linear light and encodes them as sRGB: black and
        // white stay, 85 and 170 (of 255) get lighter.
        #expect(Fixtures.pixel(bitmap, 4, 4) == [0, 0, 0, 255])
        #expect(Fixtures.pixel(bitmap, 12, 12) == [255, 255, 255, 255])
        #expect(Fixtures.pixel(bitmap, 12, 4)[0] > 85 && Fixtures.pixel(bitmap, 4, 12)[0] > 170)
    }

    @Test func damagedImageDataIsLibpngsError() throws {
        var data = try Self.sample(width: 40, height: 40, seed: 7).pngData()
        // A byte in the middle of the (single) IDAT chunk: its CRC no longer matches.
        let idat = try #require(data.range(of: Data("IDAT".utf8)))
        data[idat.upperBound + 20] ^= 0x55
        #expect(PNGDecoder.decode(data, maxPixels: Bitmap.maxPixelCount) == nil)
        #expect(throws: BitmapError.self) { try Bitmap(pngData: data) }
    }

    @Test func truncatedDataIsRejected() throws {
        let data = try Self.sample(width: 40, height: 40, seed: 9).pngData()
        for cut in [9, 40, data.count / 2, data.count - 13] {
            #expect(PNGDecoder.decode(data.prefix(cut), maxPixels: Bitmap.maxPixelCount) == nil)
            #expect(throws: BitmapError.self) { try Bitmap(pngData: data.prefix(cut)) }
        }
    }

    @Test func respectsTheCallersPixelLimit() throws {
        let data = try Self.sample(width: 64, height: 64, seed: 3).pngData()
        #expect(throws: BitmapError.tooLarge(width: 64, height: 64)) { try Bitmap(pngData: data, maxPixels: 1000) }
    }

    @Test func huffmanTablesRejectOverSubscribedCodes() {
        // Three codes of length 1 cannot exist.
        #expect(throws: ZlibInflater.Malformed.self) { try HuffmanTable(lengths: [1, 1, 1]) }
        #expect(throws: Never.self) { try HuffmanTable(lengths: [1, 2, 2]) }
    }
}
