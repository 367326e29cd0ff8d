import Foundation
import Testing
@testable import Graphics

/// The images in Fixtures/ (written by Pillow through make_fixtures.py): 16x16, four flat 8x8
/// quadrants in reading order.
enum Fixtures {
    static let quadrantColours: [[UInt8]] = [[230, 30, 40], [20, 200, 60], [30, 60, 220], [240, 220, 100]]
    /// The GIF and WebP fixtures: the top-left quadrant fully transparent (nil).
    static let quadrantsWithTransparentTopLeft: [[UInt8]?] = [nil] + quadrantColours.dropFirst().map { $0 }
    static let greyLevels: [UInt8] = [0, 85, 170, 255]
    /// The centre of each quadrant, where JPEG's ringing is least.
    static let quadrantCentres = [(4, 4), (12, 4), (4, 12), (12, 12)]

    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    /// The premultiplied RGBA bytes at (x, y).
    static func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[i..<i + 4])
    }

    /// Expects each quadrant centre of `bitmap` to be the expected opaque colour within
    /// `tolerance` per channel (nil entries: fully transparent).
    static func expectQuadrants(_ bitmap: Bitmap, _ expected: [[UInt8]?], tolerance: Int,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(bitmap.width == 16 && bitmap.height == 16, sourceLocation: sourceLocation)
        for ((x, y), colour) in zip(quadrantCentres, expected) {
            let actual = pixel(bitmap, x, y)
            let wanted = colour.map { $0 + [255] } ?? [0, 0, 0, 0]
            let worst = zip(actual, wanted).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= tolerance, "pixel (\(x), \(y)) is \(actual), expected \(wanted)",
                    sourceLocation: sourceLocation)
        }
    }
}
