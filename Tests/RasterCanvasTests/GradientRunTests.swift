@testable import RasterCanvas
import Testing

/// Linear gradients whose colour changes slowly along rows are painted as runs of one colour
/// (`Shader.forEachColorRun`): every pixel must get the colour `Shader.shade` gives it.
@Suite struct GradientRunTests {
    /// Runs and shading of `count` pixels from (`x`, `y`) agree, with a table whose every
    /// entry differs (so any index off by one shows).
    private func check(t0: Double, dx: Double, dy: Double, x: Int, y: Int, count: Int) {
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: GradientTable.size)
        defer { table.deallocate() }
        for i in 0..<GradientTable.size { table[i] = UInt32(i) &* 2_654_435_761 }
        let shader = Shader.linear(table: UnsafePointer(table), t0: t0, dx: dx, dy: dy)
        let shaded = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { shaded.deallocate() }
        shader.shade(x: x, y: y, count: count, into: shaded)
        var runs: [UInt32] = []
        var next = x
        shader.forEachColorRun(x: x, y: y, count: count) { start, length, color in
            #expect(start == next && length > 0)
            next = start + length
            runs += repeatElement(color, count: length)
        }
        #expect(runs == Array(UnsafeBufferPointer(start: shaded, count: count)),
                "t0 \(t0) dx \(dx) dy \(dy) x \(x) y \(y) count \(count)")
    }

    @Test(arguments: [0.0, 1e-7, -1e-7, 3e-5, -3e-5, 1.0 / 8 / 1023, -1.0 / 8 / 1023, 1e-3, -1e-3])
    func runsGiveEveryPixelItsShadedColour(dx: Double) {
        for (t0, dy) in [(0.0, 0.002), (0.5, -0.001), (-0.3, 0.0), (1.2, 0.0), (0.999, 0.0), (0.0004, 0.0)] {
            for (x, y, count) in [(0, 0, 512), (37, 100, 1), (-20, 7, 300), (400, 511, 112), (3, 3, 4)] {
                check(t0: t0, dx: dx, dy: dy, x: x, y: y, count: count)
            }
        }
    }

    @Test func runsEndExactlyWherePositionsMeetATableEntry() {
        // Steps of 2²⁰ in 32.32 fixed point from a position that lands on entry boundaries.
        let dx = 0x1p-12 / Double(GradientTable.size - 1)
        check(t0: -dx / 2, dx: dx, dy: 0, x: 0, y: 0, count: 5000)
        check(t0: 0.5 + dx / 2, dx: -dx, dy: 0, x: 0, y: 0, count: 5000)
    }

    @Test func onlySlowGradientsArePaintedInRuns() {
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: GradientTable.size)
        defer { table.deallocate() }
        #expect(Shader.linear(table: UnsafePointer(table), t0: 0, dx: 1e-4, dy: 0.01).hasLongColorRuns)
        #expect(!Shader.linear(table: UnsafePointer(table), t0: 0, dx: 0.01, dy: 0).hasLongColorRuns)
        #expect(!Shader.solid(0xFF00_00FF).hasLongColorRuns)
    }
}
