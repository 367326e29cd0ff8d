import Foundation
import Testing
@testable import Graphics

@Suite struct WebPDecodingTests {
    /// Lossless fixtures: the top-left quadrant is transparent, the rest exact.
    let expected = Fixtures.quadrantsWithTransparentTopLeft

    @Test func decodesALosslessStillWithAlpha() throws {
        let bitmap = try Bitmap(webPData: Fixtures.data("quadrants-lossless.webp"))
        Fixtures.expectQuadrants(bitmap, expected, tolerance: 0)
    }

    @Test func decodesTheFirstFrameOfAnAnimation() throws {
        let bitmap = try Bitmap(webPData: Fixtures.data("quadrants-animated.webp"))
        Fixtures.expectQuadrants(bitmap, expected, tolerance: 0)
    }

    @Test func rejectsDamagedFilesAndLimits() throws {
        let data = try Fixtures.data("quadrants-lossless.webp")
        #expect(throws: BitmapError.tooLarge(width: 16, height: 16)) { try Bitmap(webPData: data, maxPixels: 100) }
        #expect(throws: BitmapError.self) { try Bitmap(webPData: data.prefix(20)) }
        #expect(throws: BitmapError.self) { try Bitmap(webPData: Data()) }
    }
}
