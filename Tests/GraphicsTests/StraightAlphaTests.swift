import Graphics
import Testing

/// `Bitmap.straightRGBA()` against the division worked out byte by byte, on rows that mix
/// runs of opaque and transparent pixels (taken four at a time) with edge pixels, at every
/// offset from a multiple of four.
@Suite struct StraightAlphaTests {
    private func reference(_ premultiplied: [UInt8]) -> [UInt8] {
        var out = premultiplied
        for i in stride(from: 0, to: out.count, by: 4) {
            let a = Int(out[i + 3])
            for c in 0..<3 { out[i + c] = a == 0 ? 0 : UInt8(min(255, (Int(out[i + c]) * 255 + a / 2) / a)) }
        }
        return out
    }

    @Test func straightColoursAreThePremultipliedOnesDividedByAlpha() throws {
        var state: UInt32 = 0x9E37_79B9
        func next() -> UInt32 { state ^= state << 13; state ^= state >> 17; state ^= state << 5; return state }
        for width in [1, 3, 4, 5, 7, 16, 33] {
            var bytes: [UInt8] = []
            for _ in 0..<(width * 9) {
                let kind = next() % 4
                let a: UInt32 = kind == 0 ? 255 : kind == 1 ? 0 : next() % 256
                // A premultiplied pixel: every colour byte within its alpha.
                let colour = (0..<3).map { _ in a == 0 ? UInt8(0) : UInt8(next() % (a + 1)) }
                bytes += colour + [UInt8(a)]
            }
            let bitmap = try #require(Bitmap(width: width, height: 9, premultipliedRGBA: bytes))
            #expect(bitmap.straightRGBA() == reference(bytes), "width \(width)")
        }
    }
}
