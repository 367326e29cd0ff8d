import CairoCanvas
import Foundation
import Graphics
import GoldenTesting
import Testing

@Suite struct ImageDrawingTests {
    /// A 4×4 image of four 2×2 quadrants: red, green / blue, white.
    func quadrants() throws -> Bitmap {
        var image = try #require(Bitmap(width: 4, height: 4))
        for y in 0..<4 {
            for x in 0..<4 {
                image.setColor(y < 2 ? (x < 2 ? .red : .green) : (x < 2 ? .blue : .white), x: x, y: y)
            }
        }
        return image
    }

    @Test func imagePixelsCoverUnitSquaresWithSharpEdges() throws {
        let canvas = try makeCanvas(40, 40)
        canvas.draw(try quadrants(), transform: AffineTransform(scaleX: 8, y: 8), opacity: 1)
        let bitmap = canvas.makeBitmap()
        // Centres of the quadrants are the source colours, even where filtering blends
        // neighbouring texels.
        #expect(bitmap.rgba(8, 8) == [255, 0, 0, 255])
        #expect(bitmap.rgba(24, 8) == [0, 255, 0, 255])
        #expect(bitmap.rgba(8, 24) == [0, 0, 255, 255])
        #expect(bitmap.rgba(24, 24) == [255, 255, 255, 255])
        // The image covers exactly 0..<32: its border pixels are not faded, nothing beyond.
        #expect(bitmap.rgba(0, 0) == [255, 0, 0, 255])
        #expect(bitmap.rgba(31, 31) == [255, 255, 255, 255])
        #expect(bitmap.rgba(32, 16) == [0, 0, 0, 0])
        #expect(bitmap.rgba(16, 32) == [0, 0, 0, 0])
    }

    @Test func rotationAndOpacity() throws {
        let canvas = try makeCanvas(32, 32)
        // Scale 8, quarter turn, shift right: source (u, v) lands at (32 − 8v, 8u).
        let placement = AffineTransform(scaleX: 8, y: 8)
            .concatenating(AffineTransform(rotationAngle: Double.pi / 2))
            .concatenating(AffineTransform(translationX: 32, y: 0))
        canvas.draw(try quadrants(), transform: placement, opacity: 0.5)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(24, 8, isNear: [128, 0, 0, 128]), "\(bitmap.rgba(24, 8))")
        #expect(bitmap.pixel(24, 24, isNear: [0, 128, 0, 128]), "\(bitmap.rgba(24, 24))")
        #expect(bitmap.pixel(8, 8, isNear: [0, 0, 128, 128]), "\(bitmap.rgba(8, 8))")
    }

    @Test func downscalingAveragesInsteadOfAliasing() throws {
        var checkerboard = try #require(Bitmap(width: 64, height: 64))
        for y in 0..<64 { for x in 0..<64 { checkerboard.setColor((x + y) % 2 == 0 ? .white : .black, x: x, y: y) } }
        let canvas = try makeCanvas(16, 16)
        canvas.draw(checkerboard, transform: AffineTransform(scaleX: 0.25, y: 0.25), opacity: 1)
        let bitmap = canvas.makeBitmap()
        for (x, y) in [(4, 4), (8, 11), (13, 2)] {
            let grey = bitmap.rgba(x, y)
            #expect((110...145).contains(grey[0]) && grey[3] == 255, "\(grey) at \(x), \(y)")
        }
    }

    @Test func newPixelsAreNeverServedFromTheCache() throws {
        let canvas = try makeCanvas(4, 4)
        var image = try #require(Bitmap(width: 4, height: 4))
        for y in 0..<4 { for x in 0..<4 { image.setColor(.red, x: x, y: y) } }
        canvas.draw(image, transform: .identity, opacity: 1)
        #expect(canvas.makeBitmap().rgba(1, 1) == [255, 0, 0, 255])
        image.setColor(.blue, x: 1, y: 1)
        canvas.draw(image, transform: .identity, opacity: 1)
        #expect(canvas.makeBitmap().rgba(1, 1) == [0, 0, 255, 255])
        for index in 0..<20 {
            var other = try #require(Bitmap(width: 4, height: 4))
            other.setColor(Color(white: Double(index) / 20), x: 0, y: 0)
            canvas.draw(other, transform: .identity, opacity: 1)
            #expect(canvas.makeBitmap().pixel(0, 0, isNear: [index * 255 / 20, index * 255 / 20, index * 255 / 20, 255]))
        }
    }

    @Test func imagePaintIsNotRepeatedBeyondItsEdges() throws {
        let canvas = try makeCanvas(32, 32)
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32)),
                    with: .image(try quadrants(), transform: AffineTransform(translationX: 8, y: 8).scaledBy(x: 2, y: 2)))
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(9, 9) == [255, 0, 0, 255])
        #expect(bitmap.rgba(14, 14) == [255, 255, 255, 255])
        #expect(bitmap.rgba(20, 20) == [0, 0, 0, 0])
        #expect(bitmap.rgba(2, 2) == [0, 0, 0, 0])
    }

    @Test func imageGolden() throws {
        var image = try #require(Bitmap(width: 8, height: 8))
        for y in 0..<8 {
            for x in 0..<8 {
                image.setColor(Color(red: Double(x) / 7, green: Double(y) / 7, blue: (x + y) % 2 == 0 ? 1 : 0.3), x: x, y: y)
            }
        }
        let canvas = try makeCanvas(64, 64)
        canvas.clear(Color(white: 0.9))
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 28, width: 64, height: 8)), color: .black)
        let placement = AffineTransform(translationX: -4, y: -4)
            .concatenating(AffineTransform(scaleX: 5, y: 5))
            .concatenating(AffineTransform(rotationAngle: Double.pi / 6))
            .concatenating(AffineTransform(translationX: 32, y: 32))
        canvas.draw(image, transform: placement, opacity: 0.8)
        try GoldenImage.check(canvas.makeBitmap(), named: "image-draw")
    }
}
