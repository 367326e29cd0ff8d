@testable import RasterCanvas
import Testing

/// The one-pixel arithmetic (four bytes in the lanes of one 64-bit word) against the same
/// formulas worked out byte by byte.
@Suite struct PixelMathTests {
    /// Pixels whose bytes differ from one another and reach both ends of the range.
    static let pixels: [UInt32] = {
        var state: UInt32 = 0x2545_F491
        var values: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_FF00, 0x00FF_00FF, 0x8040_20FF, 0x01FE_7F80]
        for _ in 0..<200 {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            values.append(state)
        }
        return values
    }()

    private func bytes(_ p: UInt32) -> [UInt32] { (0..<4).map { (p >> (8 * $0)) & 0xFF } }
    private func word(_ b: [UInt32]) -> UInt32 { b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 }

    @Test func scalingMultipliesEveryByteAndRoundsAsPixmanDoes() {
        for p in Self.pixels {
            for a in UInt32(0)...255 {
                #expect(scalePixel(p, a) == word(bytes(p).map { mul255($0, a) }))
            }
        }
    }

    @Test func interpolationWeighsEveryByte() {
        for (p, q) in zip(Self.pixels, Self.pixels.reversed()) {
            for w in UInt32(0)...256 {
                let expected = word(zip(bytes(p), bytes(q)).map { ($0 * (256 - w) + $1 * w) >> 8 })
                #expect(lerpPixel(p, q, w) == expected)
                #expect(gatherPixel(lerpSpread(spreadPixel(p), spreadPixel(q), w)) == expected)
            }
        }
    }

    @Test func spreadingAndGatheringKeepThePixel() {
        for p in Self.pixels { #expect(gatherPixel(spreadPixel(p)) == p) }
    }
}
