import Graphics
import Testing
@testable import RasterCanvas

/// `blendSolidRow`, which blends one colour without a row of source pixels, against
/// `blendRow` over a row filled with that colour: the same pixels for every mode it takes,
/// with and without a coverage per pixel, for rows whose length leaves every tail of four.
@Suite struct SolidBlendRowTests {
    /// Premultiplied backdrop pixels: transparent, opaque and translucent ones.
    private static let backdrop: [UInt32] = {
        var state: UInt32 = 0x9E37_79B9
        var out: [UInt32] = [0, 0xFF00_0000, 0xFFFF_FFFF]
        for _ in 0..<37 {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            out.append(scalePixel(state | 0xFF00_0000, state >> 24))
        }
        return out
    }()

    private static let colors: [UInt32] = [0xFF20_80E0, scalePixel(0xFF40_C010, 0x80), 0x0101_0101]

    @Test("A solid colour blends as a row of it does", arguments: BlendMode.allCases)
    func solidEqualsRow(_ mode: BlendMode) {
        for color in Self.colors {
            for count in 1...Self.backdrop.count {
                let coverage = (0..<count).map { UInt8(truncatingIfNeeded: ($0 * 97 + 13) % 256) }
                for useCoverage in [false, true] {
                    for constant: UInt32 in [255, 140] {
                        var expected = Array(Self.backdrop.prefix(count)), actual = expected
                        let source = [UInt32](repeating: color, count: count)
                        coverage.withUnsafeBufferPointer { c in
                            let row = useCoverage ? c.baseAddress : nil
                            expected.withUnsafeMutableBufferPointer { e in
                                blendRow(mode, source: source, destination: e.baseAddress!, count: count, coverage: row, constant: constant)
                            }
                            let handled = actual.withUnsafeMutableBufferPointer { a in
                                blendSolidRow(mode, color: color, destination: a.baseAddress!, count: count, coverage: row,
                                              constant: constant)
                            }
                            // Modes it does not take leave the row to `blendRow`.
                            if !handled { actual = expected }
                        }
                        #expect(actual == expected, "colour \(String(color, radix: 16)), \(count) pixels, coverage \(useCoverage), constant \(constant)")
                    }
                }
            }
        }
    }

    @Test func theLaneModesAreTaken() {
        var pixel: [UInt32] = [0xFF80_8080]
        let taken = BlendMode.allCases.filter { mode in
            pixel.withUnsafeMutableBufferPointer { blendSolidRow(mode, color: 0xFF10_2030, destination: $0.baseAddress!, count: 1,
                                                                 coverage: nil, constant: 255) }
        }
        #expect(taken == [.multiply, .screen, .darken, .lighten, .difference, .exclusion])
    }
}
