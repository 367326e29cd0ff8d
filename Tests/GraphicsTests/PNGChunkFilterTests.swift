import Foundation
import Testing
@testable import Graphics

/// What libpng is given: only the chunks that decide the pixels, and nothing whose declared
/// length runs past the end of the file.
@Suite struct PNGChunkFilterTests {
    /// A 16-bit grey image: libpng decodes it (the fast decoder declines), so the filter is
    /// on its path.
    private static func libpngImage() throws -> Data {
        let data = try Fixtures.data("quadrants-grey16.png")
        try #require(PNGDecoder.decode(data, maxPixels: Bitmap.maxPixelCount) == nil)
        return data
    }

    /// `chunk` (type and body, with a CRC of zeros) inserted into `png` before its first chunk
    /// of type `before`.
    private static func inserting(_ type: String, body: [UInt8], declaredLength: UInt32? = nil, into png: Data,
                                  before: String) throws -> Data {
        let at = try #require(png.range(of: Data(before.utf8))).lowerBound - 4
        let length = declaredLength ?? UInt32(body.count)
        let bigEndian = (0..<4).map { UInt8(truncatingIfNeeded: length >> (24 - 8 * $0)) }
        var out = Data(png[..<at])
        out.append(contentsOf: bigEndian + Array(type.utf8) + body + [0, 0, 0, 0])
        out.append(png[at...])
        return out
    }

    @Test func aChunkLongerThanTheFileIsRefusedBeforeLibpngAllocatesIt() throws {
        // As a fuzzed animation embedded it: a zTXt chunk after the header declaring
        // 1,978,662,948 bytes, which libpng allocated whole before finding the file short.
        let png = try Self.inserting("zTXt", body: Array("Comment".utf8) + [0, 0, 0x78, 0x9C], declaredLength: 1_978_662_948,
                                     into: try Self.libpngImage(), before: "IDAT")
        #expect(throws: BitmapError.malformed(format: "PNG", reason: "a chunk's length (1978662948 bytes) runs past the end of the file")) {
            try Bitmap(pngData: png)
        }
    }

    @Test func chunksThatDoNotDecidePixelsAreLeftOut() throws {
        let original = try Self.libpngImage()
        var png = try Self.inserting("tEXt", body: Array("Title\u{0}quadrants".utf8), into: original, before: "IDAT")
        png = try Self.inserting("iCCP", body: Array("profile".utf8) + [0, 0, 0x78, 0x9C, 1, 2, 3], into: png, before: "IDAT")
        png = try Self.inserting("prVt", body: [1, 2, 3, 4], into: png, before: "IDAT")
        png.append(contentsOf: [0, 0, 0, 2] + Array("tEXt".utf8) + [65, 66, 0, 0, 0, 0])  // after IEND
        #expect(try PNGChunkFilter.pixelChunks(of: png) == PNGChunkFilter.pixelChunks(of: original))
        #expect(try PNGChunkFilter.pixelChunks(of: original) == original)
        #expect(try Bitmap(pngData: png).pixels == Bitmap(pngData: original).pixels)
    }
}
