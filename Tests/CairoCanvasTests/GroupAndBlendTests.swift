import CairoCanvas
import Foundation
import Graphics
import GoldenTesting
import Testing

@Suite struct GroupAndBlendTests {
    let left = BezierPath(rect: Rect(x: 0, y: 0, width: 6, height: 4))
    let right = BezierPath(rect: Rect(x: 2, y: 0, width: 6, height: 4))

    @Test func groupOpacityDoesNotDoubleBlendOverlaps() throws {
        let canvas = try makeCanvas(8, 4)
        canvas.drawGroup(opacity: 0.5, blendMode: .normal) {
            canvas.fill(left, color: .red)
            canvas.fill(right, color: .red)
        }
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(1, 1, isNear: [128, 0, 0, 128]))
        #expect(bitmap.rgba(4, 1) == bitmap.rgba(1, 1))
        // Drawn without the group, the overlap is darker: 1 − 0.5² = 0.75.
        canvas.clear()
        canvas.fill(left, color: Color.red.withAlpha(0.5))
        canvas.fill(right, color: Color.red.withAlpha(0.5))
        #expect(canvas.makeBitmap().pixel(4, 1, isNear: [191, 0, 0, 191]))
    }

    @Test func anOpaqueNormalGroupDrawsLikeNoGroup() throws {
        let direct = try makeCanvas(64, 64), grouped = try makeCanvas(64, 64)
        drawColourBars(direct, in: Rect(x: 0, y: 0, width: 64, height: 64))
        drawCircles(direct, in: Rect(x: 0, y: 0, width: 64, height: 64), alpha: 0.7)
        drawColourBars(grouped, in: Rect(x: 0, y: 0, width: 64, height: 64))
        grouped.drawGroup(opacity: 1, blendMode: .normal) {
            drawCircles(grouped, in: Rect(x: 0, y: 0, width: 64, height: 64), alpha: 0.7)
        }
        #expect(GoldenImage.countDifferingPixels(direct.makeBitmap(), grouped.makeBitmap(), channelTolerance: 1) == 0)
    }

    @Test func groupsCompositeThroughTheCurrentClip() throws {
        let canvas = try makeCanvas(8, 4)
        canvas.clip(to: BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 4)))
        canvas.drawGroup(opacity: 1, blendMode: .multiply) { canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 8, height: 4)), color: .red) }
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(1, 1) == [255, 0, 0, 255])
        #expect(bitmap.rgba(6, 1) == [0, 0, 0, 0])
    }

    @Test func groupOpacityGolden() throws {
        let canvas = try makeCanvas(64, 64)
        canvas.clear(.white)
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 24, width: 64, height: 16)), color: .black)
        canvas.drawGroup(opacity: 0.5, blendMode: .normal) {
            drawCircles(canvas, in: Rect(x: 2, y: 2, width: 60, height: 60))
        }
        try GoldenImage.check(canvas.makeBitmap(), named: "group-opacity")
    }

    /// Each mode against the W3C formula with an opaque backdrop, for opaque and
    /// half-transparent sources: result = (1 − αs)·Cb + αs·B(Cb, Cs).
    @Test(arguments: BlendMode.allCases)
    func blendModeMatchesTheW3CFormula(mode: BlendMode) throws {
        let pairs: [(Color, Color)] = [
            (Color(red: 0.8, green: 0.4, blue: 0.2), Color(red: 0.3, green: 0.6, blue: 0.9)),
            (Color(red: 0.1, green: 0.9, blue: 0.5), Color(red: 0.7, green: 0.2, blue: 0.4)),
            (Color(red: 0.5, green: 0.5, blue: 0.5), Color(red: 0.95, green: 0.05, blue: 0.6)),
        ]
        for (backdrop, source) in pairs {
            for alpha in [1.0, 0.5] {
                let canvas = try makeCanvas(2, 2)
                let square = BezierPath(rect: Rect(x: 0, y: 0, width: 2, height: 2))
                canvas.fill(square, color: backdrop)
                canvas.drawGroup(opacity: alpha, blendMode: mode) { canvas.fill(square, color: source) }
                let b = W3CBlending.blend(mode, backdrop: (backdrop.red, backdrop.green, backdrop.blue),
                                          source: (source.red, source.green, source.blue))
                let expected = [(backdrop.red, b.r), (backdrop.green, b.g), (backdrop.blue, b.b)].map { cb, blended in
                    Int((((1 - alpha) * cb + alpha * blended) * 255).rounded())
                } + [255]
                let actual = canvas.makeBitmap().rgba(0, 0)
                #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 2 },
                        "\(mode) Cb \(backdrop) Cs \(source) α \(alpha): \(actual) expected \(expected)")
            }
        }
    }

    @Test func blendModesGolden() throws {
        let canvas = try makeCanvas(128, 128)
        for (i, mode) in BlendMode.allCases.enumerated() {
            let cell = Rect(x: Double(i % 4) * 32, y: Double(i / 4) * 32, width: 32, height: 32)
            canvas.withSavedState {
                canvas.clip(to: BezierPath(rect: cell))
                drawColourBars(canvas, in: cell, colours: midToneBarColours)
                canvas.drawGroup(opacity: 1, blendMode: mode) {
                    drawCircles(canvas, in: cell.insetBy(dx: 1, dy: 1), colours: softColours)
                }
            }
        }
        try GoldenImage.check(canvas.makeBitmap(), named: "blend-modes")
    }
}
