import Foundation
import Testing
@testable import Graphics

@Suite struct JPEGDecodingTests {
    /// Quality 95 without chroma subsampling keeps flat 8x8 blocks within a few levels.
    let tolerance = 6

    @Test func decodesBaselineRGB() throws {
        let bitmap = try Bitmap(jpegData: Fixtures.data("quadrants-rgb.jpg"))
        Fixtures.expectQuadrants(bitmap, Fixtures.quadrantColours, tolerance: tolerance)
    }

    @Test func decodesProgressiveRGB() throws {
        let bitmap = try Bitmap(jpegData: Fixtures.data("quadrants-rgb-progressive.jpg"))
        Fixtures.expectQuadrants(bitmap, Fixtures.quadrantColours, tolerance: tolerance)
    }

    @Test func decodesGreyToEqualChannels() throws {
        let bitmap = try Bitmap(jpegData: Fixtures.data("quadrants-grey.jpg"))
        Fixtures.expectQuadrants(bitmap, Fixtures.greyLevels.map { [$0, $0, $0] }, tolerance: tolerance)
    }

    /// Pillow stores CMYK inverted with an Adobe marker, C = 255 - R and K = 0 for these
    /// colours; converted back, each quadrant is its original RGB colour.
    @Test func decodesAdobeCMYK() throws {
        let bitmap = try Bitmap(jpegData: Fixtures.data("quadrants-cmyk.jpg"))
        Fixtures.expectQuadrants(bitmap, Fixtures.quadrantColours, tolerance: tolerance)
    }

    @Test func refusesImagesAboveTheCallersLimitBeforeDecoding() throws {
        let data = try Fixtures.data("quadrants-rgb.jpg")
        #expect(throws: BitmapError.tooLarge(width: 16, height: 16)) { try Bitmap(jpegData: data, maxPixels: 255) }
        #expect(try Bitmap(jpegData: data, maxPixels: 256).width == 16)
    }

    @Test func rejectsGarbageWithoutExiting() throws {
        #expect(throws: BitmapError.self) { try Bitmap(jpegData: Data()) }
        #expect(throws: BitmapError.self) { try Bitmap(jpegData: Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])) }
        #expect(throws: BitmapError.self) { try Bitmap(jpegData: Data("not a jpeg at all".utf8)) }
        let header = try Fixtures.data("quadrants-rgb.jpg").prefix(100)
        #expect(throws: BitmapError.self) { try Bitmap(jpegData: header) }
    }

    /// A file cut inside its image data decodes as far as it goes (libjpeg pads the rest):
    /// here 12 bytes after the start-of-scan header, enough for the first (top-left) block.
    @Test func decodesATruncatedFileAsFarAsItGoes() throws {
        let data = try Fixtures.data("quadrants-rgb.jpg")
        let startOfScan = try #require(data.indices.dropLast().first { data[$0] == 0xFF && data[$0 + 1] == 0xDA })
        let headerLength = Int(data[startOfScan + 2]) << 8 | Int(data[startOfScan + 3])
        let bitmap = try Bitmap(jpegData: data.prefix(startOfScan + 2 + headerLength + 12))
        #expect(bitmap.width == 16 && bitmap.height == 16)
        let topLeft = Fixtures.pixel(bitmap, 4, 4)
        #expect(abs(Int(topLeft[0]) - 230) <= tolerance)
    }
}
