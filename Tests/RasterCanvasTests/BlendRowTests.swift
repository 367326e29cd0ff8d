import Graphics
import Testing
@testable import RasterCanvas

/// `blendRow` over a whole row against the same pixels blended one at a time: the modes
/// computed in floating point reuse the last pixel's result while the source and backdrop
/// repeat, which must never hand a pixel a result that is not its own.
@Suite struct BlendRowTests {
    /// Runs of one pair, then pairs that change every pixel, in both source and backdrop, with
    /// transparent pixels between (they leave the last result standing).
    private static let rows: (source: [UInt32], backdrop: [UInt32]) = {
        var state: UInt32 = 0x2545_F491
        func next() -> UInt32 {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return state
        }
        var source: [UInt32] = [], backdrop: [UInt32] = []
        for run in 0..<24 {
            let s = run % 5 == 4 ? 0 : scalePixel(next() | 0xFF00_0000, 0x40 + next() % 0xC0)
            let d = run % 7 == 6 ? 0 : scalePixel(next() | 0xFF00_0000, 0x20 + next() % 0xE0)
            // A run of 1...6 pixels; every third run changes only the source or only the backdrop.
            for k in 0...(run % 6) {
                source.append(run % 3 == 1 && k % 2 == 1 ? scalePixel(next() | 0xFF00_0000, 0xFF) : s)
                backdrop.append(run % 3 == 2 && k % 2 == 1 ? scalePixel(next() | 0xFF00_0000, 0xFF) : d)
            }
        }
        return (source, backdrop)
    }()

    @Test("A row blends as its pixels do one at a time", arguments: BlendMode.allCases)
    func rowEqualsPixels(_ mode: BlendMode) {
        let (source, backdrop) = Self.rows
        let count = source.count
        let coverage = (0..<count).map { UInt8(truncatingIfNeeded: $0 % 9 == 8 ? 255 : ($0 / 3 * 53 + 90) % 256) }
        for useCoverage in [false, true] {
            for constant: UInt32 in [255, 170] {
                var whole = backdrop, single = backdrop
                source.withUnsafeBufferPointer { s in
                    coverage.withUnsafeBufferPointer { c in
                        let row = useCoverage ? c.baseAddress : nil
                        whole.withUnsafeMutableBufferPointer { w in
                            blendRow(mode, source: s.baseAddress!, destination: w.baseAddress!, count: count, coverage: row,
                                     constant: constant)
                        }
                        single.withUnsafeMutableBufferPointer { p in
                            for i in 0..<count {
                                blendRow(mode, source: s.baseAddress! + i, destination: p.baseAddress! + i, count: 1,
                                         coverage: row.map { $0 + i }, constant: constant)
                            }
                        }
                    }
                }
                #expect(whole == single, "\(mode), coverage \(useCoverage), constant \(constant)")
                #expect(whole != backdrop)
            }
        }
    }
}
