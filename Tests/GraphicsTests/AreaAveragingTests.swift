import Testing
import Graphics

/// `Bitmap.forEachAreaAveragedRow`: whole blocks (sides that divide) and weighted stretches
/// (sides that do not) both give each output pixel the mean of the input area it covers.
@Suite struct AreaAveragingTests {
    /// A bitmap whose channel `c` of pixel (x, y) is `value(x, y, c)`.
    private func bitmap(width: Int, height: Int, _ value: (Int, Int, Int) -> UInt8) throws -> Bitmap {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { for c in 0..<4 { bytes.append(value(x, y, c)) } } }
        return try #require(Bitmap(width: width, height: height, premultipliedRGBA: bytes))
    }

    /// Every output row, as handed to the body.
    private func rows(of image: Bitmap, width: Int, height: Int) -> [[Float]] {
        var rows: [[Float]] = []
        let done = image.forEachAreaAveragedRow(width: width, height: height) { y, row in
            #expect(y == rows.count)
            rows.append(Array(row))
        }
        #expect(done)
        return rows
    }

    @Test func wholeBlocksAverageExactly() throws {
        // 6×6 into 2×2: blocks of 3×3, whose means are not powers of two apart.
        let image = try bitmap(width: 6, height: 6) { x, y, c in UInt8((x * 7 + y * 13 + c * 29) % 256) }
        let rows = rows(of: image, width: 2, height: 2)
        for oy in 0..<2 {
            for ox in 0..<2 {
                for c in 0..<4 {
                    var sum = 0
                    for y in oy * 3..<oy * 3 + 3 { for x in ox * 3..<ox * 3 + 3 { sum += (x * 7 + y * 13 + c * 29) % 256 } }
                    #expect(abs(rows[oy][ox * 4 + c] - Float(sum) / 9) < 1e-4)
                }
            }
        }
    }

    @Test func powerOfTwoBlocksAreExact() throws {
        // 512×512 into 64×64, as an image drawn at an eighth of its size: exact to the last bit.
        let image = try bitmap(width: 512, height: 512) { x, y, c in UInt8((x ^ y ^ (c * 85)) & 255) }
        let rows = rows(of: image, width: 64, height: 64)
        #expect(rows.count == 64)
        for (oy, ox) in [(0, 0), (17, 40), (63, 63)] {
            for c in 0..<4 {
                var sum = 0
                for y in oy * 8..<oy * 8 + 8 { for x in ox * 8..<ox * 8 + 8 { sum += (x ^ y ^ (c * 85)) & 255 } }
                #expect(rows[oy][ox * 4 + c] == Float(sum) / 64)
            }
        }
    }

    @Test func stretchesThatCutPixelsWeighThePartInside() throws {
        // One row of five pixels into two: each output covers two and a half input pixels.
        let values: [UInt8] = [0, 50, 100, 150, 200]
        let image = try bitmap(width: 5, height: 1) { x, _, _ in values[x] }
        let row = rows(of: image, width: 2, height: 1)[0]
        #expect(abs(row[0] - 40) < 1e-4)   // (0 + 50 + 100 / 2) / 2.5
        #expect(abs(row[4] - 160) < 1e-4)  // (100 / 2 + 150 + 200) / 2.5
    }

    @Test func sizesOutsideTheImageAreRefused() throws {
        let image = try bitmap(width: 4, height: 4) { _, _, _ in 255 }
        #expect(!image.forEachAreaAveragedRow(width: 5, height: 2) { _, _ in })
        #expect(!image.forEachAreaAveragedRow(width: 0, height: 2) { _, _ in })
    }
}
