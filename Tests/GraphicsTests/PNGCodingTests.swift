import Foundation
import Testing
@testable import Graphics

@Suite struct PNGCodingTests {
    @Test func roundTripKeepsPremultipliedPixels() throws {
        var bitmap = try #require(Bitmap(width: 3, height: 2))
        bitmap.setColor(Color(red: 1, green: 0, blue: 0), x: 0, y: 0)
        bitmap.setColor(Color(red: 0, green: 1, blue: 0, alpha: 0.5), x: 1, y: 0)
        bitmap.setColor(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), x: 2, y: 1)
        let decoded = try Bitmap(pngData: bitmap.pngData())
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.pixels == bitmap.pixels)
    }

    @Test func rejectsGarbage() {
        #expect(throws: BitmapError.self) { try Bitmap(pngData: Data("not a png".utf8)) }
        #expect(throws: BitmapError.self) { try Bitmap(pngData: Data()) }
    }

    @Test func rejectsImagesAboveTheCallersLimit() throws {
        let big = try #require(Bitmap(width: 64, height: 64))
        #expect(throws: BitmapError.tooLarge(width: 64, height: 64)) {
            try Bitmap(pngData: big.pngData(), maxPixels: 1000)
        }
    }

    @Test func refusesAbsurdSizes() {
        #expect(Bitmap(width: 100_000, height: 100_000) == nil)
        #expect(Bitmap(width: 0, height: 10) == nil)
        #expect(Bitmap(width: -1, height: 10) == nil)
    }
}
