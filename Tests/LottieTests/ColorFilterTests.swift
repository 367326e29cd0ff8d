import CairoCanvas
import Foundation
@testable import Graphics
import Testing

@Suite("Colour filters: stages and the canvas operation")
struct ColorFilterTests {
    @Test("Tables interpolate between evenly spaced values, as SVG's type=table")
    func tables() {
        let table = [0.0, 1.0, 0.5]
        #expect(ColorFilter.lookUp(0, in: table) == 0)
        #expect(ColorFilter.lookUp(0.25, in: table) == 0.5)
        #expect(ColorFilter.lookUp(0.75, in: table) == 0.75)
        #expect(ColorFilter.lookUp(1, in: table) == 0.5)
        #expect(ColorFilter.lookUp(0.3, in: []) == 0.3)
        #expect(ColorFilter.lookUp(0.3, in: [0.8]) == 0.8)
    }

    @Test("sRGB and linear light convert both ways")
    func transferCurves() {
        // 0.5 encoded is ((0.5 + 0.055) / 1.055)^2.4 = 0.21404 in linear light.
        #expect(abs(ColorFilter.linear(0.5) - 0.214041) < 1e-6)
        #expect(abs(ColorFilter.linear(0.02) - 0.02 / 12.92) < 1e-12)
        for v in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(ColorFilter.encoded(ColorFilter.linear(v)) - v) < 1e-9)
        }
    }

    @Test("Matrices weigh red, green, blue, alpha and 1; results are clamped between stages")
    func matrices() {
        let c = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(ColorMatrix.identity.apply(to: c) == c)
        let swap = ColorMatrix([0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0])
        #expect(swap.apply(to: c) == Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
        let brighten = ColorFilter([.matrix(ColorMatrix([1, 0, 0, 0, 0.7, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])),
                                    .matrix(ColorMatrix([1, 0, 0, 0, -0.5, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]))])
        // 0.2 + 0.7 = 0.9, then 0.4; but 1 + ... clamps first: red of white stays 0.5.
        #expect(abs(brighten.apply(to: c).red - 0.4) < 1e-12)
        #expect(brighten.apply(to: .white).red == 0.5)
    }

    @Test("The image canvas filters straight-alpha colours and leaves transparency alone")
    func canvasFilter() throws {
        let canvas = try #require(CairoImageCanvas(width: 20, height: 20))
        let swap = ColorFilter([.matrix(ColorMatrix([0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0]))])
        canvas.drawColorFiltered(swap) {
            canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 20)), color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        }
        let image = canvas.makeBitmap()
        let c = image.color(x: 5, y: 5)
        #expect(abs(c.red - 0) < 0.01 && abs(c.green - 0.5) < 0.02 && abs(c.blue - 1) < 0.01 && abs(c.alpha - 0.5) < 0.01)
        #expect(image.color(x: 15, y: 5) == .clear)
    }

    @Test("Vector surfaces draw filtered content as an embedded image")
    func vectorSurface() throws {
        let canvas = try CairoVectorCanvas(format: .svg, size: Size(width: 20, height: 20))
        canvas.drawColorFiltered(ColorFilter([.sRGBToLinear, .linearToSRGB])) {
            canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 20)), color: .red)
        }
        try canvas.finish()
        let svg = String(decoding: canvas.data, as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("<image"))
    }
}
