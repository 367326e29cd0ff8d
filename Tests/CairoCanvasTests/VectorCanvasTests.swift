import CairoCanvas
import Foundation
import Graphics
import Testing

@Suite struct VectorCanvasTests {
    func temporaryURL(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("cairo-canvas-tests-\(UUID().uuidString)-\(name)")
    }

    /// Shapes, a gradient, a group with a blend mode, an alpha mask and images: all vector
    /// features.
    func drawScene(_ canvas: Canvas) {
        drawColourBars(canvas, in: Rect(x: 0, y: 0, width: 64, height: 32))
        canvas.drawGroup(opacity: 0.8, blendMode: .multiply) {
            drawCircles(canvas, in: Rect(x: 0, y: 0, width: 64, height: 64))
        }
        canvas.drawMasked(mode: .alpha, mask: {
            canvas.fill(BezierPath(ellipseIn: Rect(x: 8, y: 40, width: 48, height: 20)), color: .white)
        }, content: {
            canvas.fill(BezierPath(rect: Rect(x: 0, y: 32, width: 64, height: 32)),
                        with: .linearGradient(Gradient(colors: [.red, .blue]), start: Point(x: 0, y: 0), end: Point(x: 64, y: 0)))
        })
        guard var image = Bitmap(width: 2, height: 2) else { return }
        image.setColor(.red, x: 0, y: 0)
        image.setColor(.green, x: 1, y: 1)
        canvas.draw(image, transform: AffineTransform(scaleX: 8, y: 8).translatedBy(x: 0.5, y: 0.5), opacity: 0.7)
        canvas.fill(BezierPath(ellipseIn: Rect(x: 40, y: 4, width: 20, height: 20)),
                    with: .image(image, transform: AffineTransform(translationX: 40, y: 4).scaledBy(x: 10, y: 10)))
    }

    /// The number of page objects in a PDF: `/Type /Page` not followed by `s`.
    func pageCount(_ data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        var count = 0
        var rest = text[...]
        while let range = rest.range(of: "/Type /Page") {
            if rest[range.upperBound...].first != "s" { count += 1 }
            rest = rest[range.upperBound...]
        }
        return count
    }

    @Test func svgFileIsWritten() throws {
        let url = temporaryURL("scene.svg")
        defer { try? FileManager.default.removeItem(at: url) }
        let canvas = try CairoVectorCanvas(format: .svg, size: Size(width: 64, height: 64), url: url)
        drawScene(canvas)
        try canvas.finish()
        let text = try String(contentsOf: url, encoding: .utf8)
        // After the XML declaration the document element is an svg of the requested size.
        let body = text.hasPrefix("<?xml") ? String(text[(text.range(of: "?>")?.upperBound ?? text.startIndex)...]) : text
        #expect(body.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<svg"))
        #expect(text.contains("width=\"64\"") && text.contains("height=\"64\""))
        #expect(text.contains("</svg>"))
        #expect(canvas.data.isEmpty)
    }

    @Test func svgHasASinglePage() throws {
        let canvas = try CairoVectorCanvas(format: .svg, size: Size(width: 10, height: 10))
        #expect(throws: CairoCanvasError.multiplePagesUnsupported(format: "svg")) { try canvas.nextPage() }
        try canvas.finish()
        #expect(String(decoding: canvas.data, as: UTF8.self).contains("<svg"))
    }

    @Test func pdfWithSeveralPages() throws {
        let url = temporaryURL("pages.pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let canvas = try CairoVectorCanvas(format: .pdf, size: Size(width: 64, height: 64), url: url)
        drawScene(canvas)
        try canvas.nextPage()
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .red)
        try canvas.nextPage(size: Size(width: 200, height: 100))
        canvas.stroke(BezierPath(ellipseIn: Rect(x: 10, y: 10, width: 180, height: 80)), with: .solid(.blue), style: StrokeStyle(width: 3))
        try canvas.finish()
        #expect(canvas.pageCount == 3)
        let data = try Data(contentsOf: url)
        #expect(data.starts(with: Array("%PDF".utf8)))
        #expect(pageCount(data) == 3)
        #expect(String(decoding: data, as: UTF8.self).contains("200 100"))
    }

    @Test func pdfWithRasterEffectsIsStillProduced() throws {
        let canvas = try CairoVectorCanvas(format: .pdf, size: Size(width: 64, height: 64))
        canvas.concatenate(AffineTransform(scaleX: 0.5, y: 0.5))
        for mode in MaskMode.allCases {
            canvas.drawMasked(mode: mode, mask: {
                canvas.fill(BezierPath(ellipseIn: Rect(x: 10, y: 10, width: 100, height: 100)),
                            with: .radialGradient(Gradient(colors: [.white, .black]), center: Point(x: 60, y: 60), radius: 50, focal: Point(x: 40, y: 50)))
            }, content: {
                drawColourBars(canvas, in: Rect(x: 0, y: 0, width: 128, height: 128))
            })
        }
        canvas.drawBlurred(radius: 2, opacity: 1, blendMode: .screen) { drawCircles(canvas, in: Rect(x: 0, y: 0, width: 128, height: 128)) }
        canvas.drawWithDropShadow(color: .black, offset: Point(x: 2, y: 2), radius: 1) {
            canvas.fill(BezierPath(rect: Rect(x: 20, y: 20, width: 30, height: 30)),
                        with: .conicGradient(Gradient(colors: [.red, .green, .red]), center: Point(x: 35, y: 35), startAngle: 0))
        }
        try canvas.finish()
        #expect(canvas.data.starts(with: Array("%PDF".utf8)))
        #expect(pageCount(canvas.data) == 1)
        #expect(String(decoding: canvas.data, as: UTF8.self).contains("/SMask"))
    }

    @Test func errorsAreTyped() throws {
        #expect(throws: CairoCanvasError.invalidSize(width: 0, height: 10)) {
            try CairoVectorCanvas(format: .pdf, size: Size(width: 0, height: 10))
        }
        let missingFolder = temporaryURL("missing").appendingPathComponent("out.pdf")
        #expect(throws: CairoCanvasError.self) {
            try CairoVectorCanvas(format: .pdf, size: Size(width: 10, height: 10), url: missingFolder)
        }
        let canvas = try CairoVectorCanvas(format: .pdf, size: Size(width: 10, height: 10))
        try canvas.finish()
        #expect(throws: CairoCanvasError.alreadyFinished) { try canvas.finish() }
        #expect(throws: CairoCanvasError.alreadyFinished) { try canvas.nextPage() }
    }
}
