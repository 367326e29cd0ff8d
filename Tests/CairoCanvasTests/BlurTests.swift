import CairoCanvas
import Foundation
import Graphics
import GoldenTesting
import Testing

@Suite struct BlurTests {
    /// A blurred half-plane edge is the Gaussian's integral: 50 % at the edge and
    /// Φ(1) ≈ 84 % one standard deviation inside.
    @Test func blurredEdgeFollowsTheGaussianIntegral() throws {
        let canvas = try makeCanvas(64, 8)
        let sigma = 4.0
        canvas.drawBlurred(radius: sigma, opacity: 1, blendMode: .normal) {
            canvas.fill(BezierPath(rect: Rect(x: -100, y: -100, width: 132, height: 208)), color: .black)
        }
        let bitmap = canvas.makeBitmap()
        func alpha(at x: Double) -> Double {
            // Interpolates between pixel centres.
            let i = Int((x - 0.5).rounded(.down)), f = x - 0.5 - Double(i)
            return (Double(bitmap.rgba(i, 4)[3]) * (1 - f) + Double(bitmap.rgba(i + 1, 4)[3]) * f) / 255
        }
        #expect(abs(alpha(at: 32) - 0.5) < 0.03, "\(alpha(at: 32))")
        #expect(abs(alpha(at: 32 - sigma) - 0.841) < 0.04, "\(alpha(at: 32 - sigma))")
        #expect(abs(alpha(at: 32 + sigma) - 0.159) < 0.04, "\(alpha(at: 32 + sigma))")
        // Content beyond the left edge of the canvas was blurred in as well.
        #expect(bitmap.rgba(0, 4)[3] == 255)
    }

    @Test func blurKeepsUniformAreasAndTheTotalAlpha() throws {
        let canvas = try makeCanvas(64, 64)
        canvas.drawBlurred(radius: 3, opacity: 1, blendMode: .normal) {
            canvas.fill(BezierPath(rect: Rect(x: 16, y: 16, width: 32, height: 32)), color: .red)
        }
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(32, 32) == [255, 0, 0, 255])
        let total = stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0) { $0 + Int(bitmap.pixels[$1]) }
        #expect(abs(Double(total) / Double(32 * 32 * 255) - 1) < 0.01)
        // Symmetric spread.
        #expect(bitmap.rgba(14, 32) == bitmap.rgba(49, 32))
        #expect(bitmap.rgba(32, 14) == bitmap.rgba(32, 49))
    }

    @Test(arguments: [BlendMode.multiply, .hue, .luminosity])
    func blurredGroupsBlendLikeGroups(mode: BlendMode) throws {
        let square = BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32))
        let source = Color(red: 0.3, green: 0.6, blue: 0.9)
        let plain = try makeCanvas(32, 32), blurred = try makeCanvas(32, 32)
        for canvas in [plain, blurred] { canvas.fill(square, color: Color(red: 0.8, green: 0.4, blue: 0.2)) }
        plain.drawGroup(opacity: 0.5, blendMode: mode) { plain.fill(square, color: source) }
        blurred.drawBlurred(radius: 2, opacity: 0.5, blendMode: mode) { blurred.fill(square, color: source) }
        #expect(blurred.makeBitmap().pixel(16, 16, isNear: plain.makeBitmap().rgba(16, 16)), "\(mode)")
    }

    @Test func tinyOrInvalidRadiiDrawAPlainGroup() throws {
        for radius in [0.0, 0.1, -3, .nan] {
            let canvas = try makeCanvas(8, 8)
            canvas.drawBlurred(radius: radius, opacity: 0.5, blendMode: .normal) {
                canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 8)), color: .red)
            }
            let bitmap = canvas.makeBitmap()
            #expect(bitmap.pixel(3, 3, isNear: [128, 0, 0, 128]) && bitmap.rgba(4, 3) == [0, 0, 0, 0], "radius \(radius)")
        }
    }

    @Test func dropShadowSitsBehindTheContentAtItsOffset() throws {
        let canvas = try makeCanvas(48, 32)
        canvas.drawWithDropShadow(color: Color.black.withAlpha(0.5), offset: Point(x: 6, y: 4), radius: 0) {
            canvas.fill(BezierPath(rect: Rect(x: 8, y: 8, width: 12, height: 12)), color: .red)
        }
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(10, 10) == [255, 0, 0, 255])
        #expect(bitmap.pixel(24, 22, isNear: [0, 0, 0, 128]))
        #expect(bitmap.rgba(12, 22) == [0, 0, 0, 0])
        // With a blur the shadow's interior stays solid and its edge is soft.
        canvas.clear()
        canvas.drawWithDropShadow(color: .black, offset: Point(x: 12, y: 0), radius: 2) {
            canvas.fill(BezierPath(rect: Rect(x: 4, y: 4, width: 16, height: 16)), color: .red)
        }
        let blurred = canvas.makeBitmap()
        #expect(blurred.rgba(24, 12) == [0, 0, 0, 255])
        // The shadow's right edge is at x = 32: the pixels either side of it add up to one.
        let edge = blurred.rgba(31, 12)[3] + blurred.rgba(32, 12)[3]
        #expect(abs(edge - 255) <= 6 && blurred.rgba(32, 12)[3] > 60, "\(blurred.rgba(31, 12)) \(blurred.rgba(32, 12))")
    }

    @Test func blurGolden() throws {
        let canvas = try makeCanvas(128, 64)
        canvas.clear(.white)
        canvas.drawBlurred(radius: 3, opacity: 1, blendMode: .normal) {
            drawCircles(canvas, in: Rect(x: 4, y: 4, width: 56, height: 56))
        }
        canvas.drawWithDropShadow(color: Color.black.withAlpha(0.6), offset: Point(x: 4, y: 5), radius: 3) {
            canvas.fill(pentagram(center: Point(x: 96, y: 32), radius: 24), with: .solid(.red), rule: .nonZero)
        }
        try GoldenImage.check(canvas.makeBitmap(), named: "blur")
    }
}
