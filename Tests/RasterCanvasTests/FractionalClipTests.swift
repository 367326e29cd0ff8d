import Graphics
import RasterCanvas
import Testing

/// A clip to a rectangle with fractional edges lets through part of its border pixels and all
/// of the pixels inside: the inside is painted without reading the clip's mask, so these
/// check, pixel by pixel, where "inside" ends, for each way paint reaches the canvas.
@Suite struct FractionalClipTests {
    /// The clip: columns 10 and 30 are cut to a half, rows 5 and 25 to a quarter and three
    /// quarters; every pixel strictly between them is inside.
    private let clip = Rect(x: 10.5, y: 5.75, width: 20, height: 19.5)

    /// The alpha the clip leaves on an opaque paint at pixel (`x`, `y`), from its geometry.
    private func expectedAlpha(_ x: Int, _ y: Int) -> Double {
        let w = max(0, min(Double(x + 1), clip.maxX) - max(Double(x), clip.minX))
        let h = max(0, min(Double(y + 1), clip.maxY) - max(Double(y), clip.minY))
        return w * h
    }

    private func checkAlphas(_ canvas: RasterImageCanvas, _ what: String, clippedTwice: Bool = false) {
        let bitmap = canvas.makeBitmap()
        for y in 3..<28 {
            for x in 8..<33 {
                let alpha = Double(bitmap.pixels[(y * bitmap.width + x) * 4 + 3]) / 255
                let once = expectedAlpha(x, y), expected = clippedTwice ? once * once : once
                #expect(abs(alpha - expected) <= 1.5 / 255, "\(what): pixel (\(x), \(y)) alpha \(alpha), expected \(expected)")
            }
        }
    }

    private func drawThroughClip(_ draw: (RasterImageCanvas) -> Void) throws -> RasterImageCanvas {
        let canvas = try #require(RasterImageCanvas(width: 40, height: 32))
        canvas.clip(to: BezierPath(rect: clip))
        draw(canvas)
        return canvas
    }

    private let everywhere = BezierPath(rect: Rect(x: 0, y: 0, width: 40, height: 32))

    /// The canvas in one-pixel columns: a span per pixel.
    private var columns: BezierPath {
        var columns = BezierPath()
        for x in stride(from: 0.0, to: 40, by: 1) { columns.append(BezierPath(rect: Rect(x: x, y: 0, width: 1, height: 32))) }
        return columns
    }

    @Test func solidFillsStopAtTheClipsEdges() throws {
        // Wide spans and, through a shape with many edges, short ones.
        checkAlphas(try drawThroughClip { $0.fill(everywhere, color: .black) }, "wide fill")
        checkAlphas(try drawThroughClip { $0.fill(columns, color: .black) }, "one-pixel columns")
    }

    @Test func shadedFillsStopAtTheClipsEdges() throws {
        let gradient = Paint.linearGradient(Gradient(colors: [.black, .blue]), start: Point(x: 0, y: 0), end: Point(x: 40, y: 0))
        checkAlphas(try drawThroughClip { $0.fill(everywhere, with: gradient, rule: .nonZero) }, "wide gradient")
        checkAlphas(try drawThroughClip { $0.fill(columns, with: gradient, rule: .nonZero) }, "gradient columns")
    }

    @Test func groupsStopAtTheClipsEdges() throws {
        // As with cairo's groups, the content is clipped and so is compositing the group.
        checkAlphas(try drawThroughClip { c in
            c.drawGroup(opacity: 1, blendMode: .multiply) { c.fill(everywhere, color: .black) }
        }, "group", clippedTwice: true)
    }
}
