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

    /// Four pixels of `pixels` at a time, from `k`.
    private func four(_ k: Int) -> [UInt32] { (0..<4).map { Self.pixels[(k + $0 * 53) % Self.pixels.count] } }

    private func lanes(_ words: [UInt32]) -> PixelLanes { words.withUnsafeBufferPointer { loadPixels($0.baseAddress!) } }

    private func words(_ v: PixelLanes) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: 4)
        out.withUnsafeMutableBufferPointer { storePixels(v, $0.baseAddress!) }
        return out
    }

    @Test func fourPixelsInLanesKeepTheirWords() {
        for k in Self.pixels.indices {
            let p = four(k)
            #expect(words(lanes(p)) == p)
            #expect(words(pixelLanes(p[0], p[1], p[2], p[3])) == p)
        }
    }

    @Test func fourPixelArithmeticMatchesTheOnePixelArithmetic() {
        for k in Self.pixels.indices {
            let p = four(k), q = four(k + 7), a = four(k + 3).map { $0 & 0xFF }
            let scaled = words(mul255(lanes(p), perPixel(a[0], a[1], a[2], a[3])))
            #expect(scaled == (0..<4).map { scalePixel(p[$0], a[$0]) })
            // Each pixel's alpha in its four bytes.
            #expect(words(alphaLanes(lanes(p))) == p.map { ($0 >> 24) * 0x0101_0101 })
            // Source-over of premultiplied pixels (every colour byte at most its alpha).
            let source = (0..<4).map { scalePixel(p[$0] | 0xFF00_0000, p[$0] >> 24) }
            #expect(words(sourceOver(lanes(source), lanes(q))) == (0..<4).map { sourceOver(source[$0], q[$0]) })
        }
    }

    @Test func combinedWordsTellOpaqueAndTransparentFours() {
        for k in Self.pixels.indices {
            let p = four(k)
            let combined = p.withUnsafeBufferPointer { combinedWords($0.baseAddress!) }
            #expect(combined.and == p.reduce(UInt32.max, &))
            #expect(combined.or == p.reduce(0, |))
        }
        let transparent: [UInt32] = [0, 0, 0, 0], opaque: [UInt32] = [0xFF00_0000, 0xFF12_3456, 0xFFFF_FFFF, 0xFF00_00FF]
        #expect(transparent.withUnsafeBufferPointer { combinedWords($0.baseAddress!) }.or == 0)
        #expect(opaque.withUnsafeBufferPointer { combinedWords($0.baseAddress!) }.and >= 0xFF00_0000)
    }
}
