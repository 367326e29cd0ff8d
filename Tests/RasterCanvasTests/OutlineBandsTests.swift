import CFreeType
import Foundation
import Graphics
@testable import RasterCanvas
import Testing

/// Outlines rendered band by band (`OutlineBands`) against the same outlines rendered whole by
/// FreeType.
@Suite struct OutlineBandsTests {
    /// Coverage of `store` in a `size`² grid, from the rasterizer's spans; also whether the
    /// spans came in row order.
    private func coverage(_ store: OutlineStore, rule: FillRule, size: Int, clip: PixelRect? = nil, inBands: Bool)
        throws -> (grid: [UInt8], inOrder: Bool) {
        let rasterizer = try #require(Rasterizer())
        rasterizer.render(store, rule: rule, clip: clip ?? PixelRect(x: 0, y: 0, width: size, height: size), inBands: inBands)
        var grid = [UInt8](repeating: 0, count: size * size)
        var inOrder = true, lastRow = Int32.min
        for i in 0..<rasterizer.spans.count {
            let span = rasterizer.spans.spans[i]
            inOrder = inOrder && span.y >= lastRow
            lastRow = span.y
            for x in Int(span.x)..<Int(span.x + span.length) { grid[Int(span.y) * size + x] = span.coverage }
        }
        return (grid, inOrder)
    }

    /// Adds a closed polygon of `count` corners around `center`, corner `k` at `radius(k)`.
    private func addPolygon(to store: OutlineStore, _ count: Int, radius: (Int) -> Double, center: Point,
                            clockwise: Bool = false) {
        for i in 0...count {
            let k = clockwise ? count - i : i
            let angle = Double(k) / Double(count) * 2 * .pi
            let p = Point(x: center.x + radius(k) * cos(angle), y: center.y + radius(k) * sin(angle))
            if i == 0 { store.move(to: p) } else { store.line(to: p) }
        }
        store.closeContour()
    }

    /// A star, a ring's two circles as polygons, and a zigzag that crosses band boundaries many
    /// times.
    private func shapes(size: Double) -> OutlineStore {
        let store = OutlineStore()
        addPolygon(to: store, 14, radius: { $0 % 2 == 0 ? size * 0.45 : size * 0.2 }, center: Point(x: size * 0.5, y: size * 0.5))
        addPolygon(to: store, 90, radius: { _ in size * 0.3 }, center: Point(x: size * 0.3, y: size * 0.6))
        addPolygon(to: store, 90, radius: { _ in size * 0.22 }, center: Point(x: size * 0.3, y: size * 0.6), clockwise: true)
        store.move(to: Point(x: 3.3, y: 1.7))
        for i in 1..<40 { store.line(to: Point(x: 3.3 + Double(i) * 4.1, y: i % 2 == 0 ? 1.7 : size - 2.9)) }
        store.closeContour()
        return store
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func bandsCoverWhatTheWholeOutlineCovers(rule: FillRule) throws {
        let size = 200
        let store = shapes(size: Double(size))
        #expect(!store.hasCurves)
        let whole = try coverage(store, rule: rule, size: size, inBands: false)
        let banded = try coverage(store, rule: rule, size: size, inBands: true)
        #expect(banded.inOrder)
        #expect(whole.grid.contains { $0 == 255 } && whole.grid.contains { $0 > 0 && $0 < 255 })
        // The long edges (the zigzag's, the star's) are cut at band boundaries, rounded to 1/64
        // pixel: a few levels along them, at most two for each edge through a pixel.
        let differences = zip(whole.grid, banded.grid).map { abs(Int($0) - Int($1)) }
        #expect(differences.max() ?? 0 <= 4)
        #expect(Double(differences.reduce(0, +)) / Double(size * size) < 0.5)
    }

    @Test func shortEdgesGetExactlyFreeTypesCoverage() throws {
        // Rings of short edges (a flattened curve's), taller than two bands.
        let store = OutlineStore()
        for (radius, clockwise) in [(80.0, false), (62.5, true), (30.3, false)] {
            addPolygon(to: store, 120, radius: { _ in radius }, center: Point(x: 100.4, y: 99.7), clockwise: clockwise)
        }
        for rule in [FillRule.nonZero, .evenOdd] {
            let whole = try coverage(store, rule: rule, size: 200, inBands: false)
            let banded = try coverage(store, rule: rule, size: 200, inBands: true)
            #expect(banded.grid == whole.grid)
            #expect(banded.inOrder)
        }
    }

    @Test func aPixelsCoverageDoesNotDependOnTheClip() throws {
        let size = 200
        let store = shapes(size: Double(size))
        let whole = try coverage(store, rule: .nonZero, size: size, inBands: true)
        for clip in [PixelRect(x: 10, y: 30, width: 70, height: 5), PixelRect(x: 0, y: 60, width: 200, height: 70),
                     PixelRect(x: 50, y: 95, width: 3, height: 100)] {
            let part = try coverage(store, rule: .nonZero, size: size, clip: clip, inBands: true)
            for y in clip.y..<clip.maxY {
                for x in clip.x..<clip.maxX where part.grid[y * size + x] != whole.grid[y * size + x] {
                    Issue.record("(\(x), \(y)) through \(clip): \(part.grid[y * size + x]) against \(whole.grid[y * size + x])")
                }
            }
        }
    }
}
