import Graphics
@testable import RasterCanvas
import Testing

/// `RectangleCoverage` against `ScanConverter`: the same bytes, bounds and whole-pixel answer
/// for rectangles whose edges fall anywhere in a pixel (on its border, a hair inside, halfway,
/// on the 1/64 pixel the converter rounds to, and between), wide and thinner than a pixel,
/// within clips that cut them or not.
@Suite struct RectangleCoverageTests {
    /// Where an edge falls in its pixel.
    private static let fractions = [0, 0.002, 0.1, 0.25, 0.5, 1.0 / 128, 0.5 + 1.0 / 128, 0.75, 0.996, 0.9999]

    /// Every pair of edge fractions along x, with widths of none to several pixels, each with
    /// another pair along y.
    private static var rectangles: [Rect] {
        var spans: [(Double, Double)] = []
        for low in fractions {
            for high in fractions {
                for pixels in [0.0, 1, 4] where pixels + high > low {
                    spans.append((3 + low, 3 + pixels + high))
                }
            }
        }
        return spans.indices.map { i in
            let x = spans[i], y = spans[(i * 7 + 3) % spans.count]
            return Rect(x: x.0, y: y.0 - 1, width: x.1 - x.0, height: y.1 - y.0)
        }
    }

    @Test(arguments: [PixelRect(x: 0, y: 0, width: 12, height: 12), PixelRect(x: 4, y: 3, width: 2, height: 9),
                      PixelRect(x: 3, y: 2, width: 1, height: 1)])
    func coverageIsTheScanConvertersWithinAClip(clip: PixelRect) {
        let converter = ScanConverter()
        var checked = 0
        for rect in Self.rectangles {
            let store = OutlineStore()
            store.move(to: Point(x: rect.minX, y: rect.minY))
            store.line(to: Point(x: rect.maxX, y: rect.minY))
            store.line(to: Point(x: rect.maxX, y: rect.maxY))
            store.line(to: Point(x: rect.minX, y: rect.maxY))
            store.closeContour()
            let spans = SpanBuffer()
            converter.render(store, rule: .nonZero, clip: clip, into: spans)
            var expected = [UInt8](repeating: 0, count: 144)
            for s in 0..<spans.count {
                let span = spans.spans[s]
                for x in Int(span.x)..<Int(span.x + span.length) { expected[Int(span.y) * 12 + x] = span.coverage }
            }

            let coverage = RectangleCoverage(rect, within: clip)
            #expect(coverage.bounds == spans.bounds, "\(rect) in \(clip)")
            let bounds = spans.bounds
            let whole = (0..<spans.count).allSatisfy { spans.spans[$0].coverage == 255 }
            #expect(coverage.coversWholePixels == whole, "\(rect) in \(clip)")
            guard coverage.bounds == bounds, !bounds.isEmpty else { continue }
            let mask = coverage.mask(over: bounds, pool: BufferPool<UInt8>(keepLimit: 0))
            for y in bounds.y..<bounds.maxY {
                for x in bounds.x..<bounds.maxX where mask.row(y)[x] != expected[y * 12 + x] {
                    Issue.record("\(rect) in \(clip): (\(x), \(y)) is \(mask.row(y)[x]), not \(expected[y * 12 + x])")
                    return
                }
            }
            checked += 1
        }
        // Most rectangles reach into the clip.
        #expect(checked > Self.rectangles.count / 4)
    }
}
