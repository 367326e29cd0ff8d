import Foundation
import Testing
@testable import Graphics

@Suite struct GIFDecodingTests {
    /// The top-left quadrant is the transparent index; GIF colours are exact.
    let expected = Fixtures.quadrantsWithTransparentTopLeft

    @Test func decodesTheFirstFrameOfAnAnimation() throws {
        let bitmap = try Bitmap(gifData: Fixtures.data("quadrants-animated.gif"))
        Fixtures.expectQuadrants(bitmap, expected, tolerance: 0)
    }

    @Test func decodesInterlacedRowsInPlace() throws {
        let data = try Fixtures.data("quadrants-interlaced.gif")
        // The image descriptor's packed byte (9 bytes after its 0x2C) has the interlace bit.
        let descriptor = try #require(data.firstIndex(of: 0x2C))
        #expect(data[descriptor + 9] & 0x40 != 0, "fixture is not interlaced")
        let bitmap = try Bitmap(gifData: data)
        Fixtures.expectQuadrants(bitmap, expected, tolerance: 0)
        // Every row, not only the quadrant centres, lands where it belongs.
        for y in 0..<16 {
            #expect(Fixtures.pixel(bitmap, 12, y) == Fixtures.quadrantColours[y < 8 ? 1 : 3] + [255])
        }
    }

    @Test func rejectsDamagedFilesAndLimits() throws {
        let data = try Fixtures.data("quadrants-animated.gif")
        #expect(throws: BitmapError.tooLarge(width: 16, height: 16)) { try Bitmap(gifData: data, maxPixels: 100) }
        #expect(throws: BitmapError.self) { try Bitmap(gifData: data.prefix(40)) }
        #expect(throws: BitmapError.self) { try Bitmap(gifData: Data("GIF89a".utf8)) }
        #expect(throws: BitmapError.self) { try Bitmap(gifData: Data()) }
    }
}
