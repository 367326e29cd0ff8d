import CairoCanvas
import Foundation
import Graphics
import GoldenTesting
import Testing

@Suite struct MaskTests {
    /// Mask regions 4 pixels wide, left to right: opaque white, opaque black, nothing,
    /// white at half alpha, opaque green, opaque blue.
    func drawMaskRegions(_ canvas: Canvas) {
        let colours: [Color?] = [.white, .black, nil, Color.white.withAlpha(0.5), .green, .blue]
        for (i, colour) in colours.enumerated() {
            guard let colour else { continue }
            canvas.fill(BezierPath(rect: Rect(x: Double(i) * 4, y: 0, width: 4, height: 4)), color: colour)
        }
    }

    /// The red content's resulting alpha in each region: alpha, 1 − alpha, Rec. 709
    /// luminance times alpha (green 0.7152, blue 0.0722), and one minus that.
    @Test(arguments: [
        (MaskMode.alpha, [255, 255, 0, 128, 255, 255]),
        (.alphaInverted, [0, 0, 255, 127, 0, 0]),
        (.luminance, [255, 0, 0, 128, 182, 18]),
        (.luminanceInverted, [0, 255, 255, 127, 73, 237]),
    ])
    func coverageOfEachMode(mode: MaskMode, expected: [Int]) throws {
        let canvas = try makeCanvas(24, 4)
        canvas.drawMasked(mode: mode, mask: { drawMaskRegions(canvas) }, content: {
            canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 24, height: 4)), color: .red)
        })
        let bitmap = canvas.makeBitmap()
        for (i, alpha) in expected.enumerated() {
            #expect(bitmap.pixel(i * 4 + 2, 2, isNear: [alpha, 0, 0, alpha]), "\(mode) region \(i): \(bitmap.rgba(i * 4 + 2, 2))")
        }
    }

    @Test(arguments: MaskMode.allCases)
    func masksFollowTheTransformAndTheClip(mode: MaskMode) throws {
        let canvas = try makeCanvas(32, 8)
        canvas.concatenate(AffineTransform(translationX: 8, y: 0).scaledBy(x: 2, y: 2))
        canvas.clip(to: BezierPath(rect: Rect(x: 0, y: 0, width: 8, height: 4)))
        // In device space: mask covers 8..<16 (opaque white), content red over 8..<24.
        canvas.drawMasked(mode: mode, mask: {
            canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 4)), color: .white)
        }, content: {
            canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 12, height: 4)), color: .red)
        })
        let bitmap = canvas.makeBitmap()
        let shown = mode == .alpha || mode == .luminance
        #expect(bitmap.rgba(12, 4) == (shown ? [255, 0, 0, 255] : [0, 0, 0, 0]), "\(mode)")
        #expect(bitmap.rgba(20, 4) == (shown ? [0, 0, 0, 0] : [255, 0, 0, 255]), "\(mode)")
        // Outside the clip nothing shows, whatever the mode.
        #expect(bitmap.rgba(4, 4) == [0, 0, 0, 0])
        #expect(bitmap.rgba(28, 4) == [0, 0, 0, 0])
    }

    @Test func masksNestInsideGroupsAndMasks() throws {
        let canvas = try makeCanvas(16, 4)
        canvas.drawGroup(opacity: 0.5, blendMode: .normal) {
            canvas.drawMasked(mode: .luminance, mask: {
                canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 8, height: 4)), color: .white)
            }, content: {
                canvas.drawMasked(mode: .alphaInverted, mask: {
                    canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 4)), color: .black)
                }, content: {
                    canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 16, height: 4)), color: .blue)
                })
            })
        }
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(2, 2) == [0, 0, 0, 0])
        #expect(bitmap.pixel(6, 2, isNear: [0, 0, 128, 128]))
        #expect(bitmap.rgba(12, 2) == [0, 0, 0, 0])
    }

    @Test func maskGolden() throws {
        let canvas = try makeCanvas(128, 128)
        canvas.clear(Color(white: 0.5))
        for (i, mode) in MaskMode.allCases.enumerated() {
            let cell = Rect(x: Double(i % 2) * 64, y: Double(i / 2) * 64, width: 64, height: 64)
            canvas.drawMasked(mode: mode, mask: {
                // A soft disc: white centre fading to transparent black, plus a hard bar.
                canvas.fill(BezierPath(ellipseIn: cell.insetBy(dx: 6, dy: 6)),
                            with: .radialGradient(Gradient(colors: [.white, Color.black.withAlpha(0)]),
                                                  center: cell.center, radius: 26, focal: cell.center))
                canvas.fill(BezierPath(rect: Rect(x: cell.minX + 8, y: cell.maxY - 12, width: 48, height: 6)), color: .white)
            }, content: {
                drawColourBars(canvas, in: cell)
            })
        }
        try GoldenImage.check(canvas.makeBitmap(), named: "masks")
    }
}
