import Testing
@testable import RasterCanvas

/// Which samples of an image span read given columns (`samplesReading`), against reading
/// every sample's column.
@Suite struct ImageSamplingTests {
    @Test func samplesReadingFindsExactlyTheSamplesInTheColumns() {
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        for _ in 0..<2000 {
            let one = 1 << 24
            // Steps from mirrored and shrunk to enlarged, and none; starts anywhere in 40 columns.
            let step = [0, one, one / 3, -one / 2, 5 * one / 2, -3 * one, 7, -one - 5][next(8)] + (next(2) == 0 ? 0 : next(1000) - 500)
            let start = next(40 * one)
            let count = next(60)
            let low = next(45) - 2, high = low + next(20)
            let expected = (0..<count).filter { i in
                let column = (start + i * step) >> 24
                return column >= low && column < high
            }
            let found = samplesReading(columns: low..<high, start: start, step: step, count: count)
            #expect(Array(found) == expected, "start \(start), step \(step), count \(count), columns \(low)..<\(high)")
            if Array(found) != expected { return }
        }
    }
}
