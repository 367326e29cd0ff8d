import Graphics
import Testing
@testable import RasterCanvas

/// An image drawn the same way frame after frame is filtered once (`ImageSampleCache`): the
/// frames drawn from the kept samples must be the frames a fresh canvas draws, and a change
/// of image, transform or place must not be served old samples.
@Suite struct ImageSampleCacheTests {
    static let image = testImage()
    static let turned = AffineTransform(scaleX: 0.7, y: 0.9).concatenating(AffineTransform(rotationAngle: 0.4))
        .concatenating(AffineTransform(translationX: 20.3, y: 4.6))

    /// What a fresh canvas draws.
    static func fresh(_ draw: (RasterImageCanvas) -> Void) throws -> Bitmap {
        let canvas = try #require(RasterImageCanvas(width: 80, height: 60))
        draw(canvas)
        return canvas.makeBitmap()
    }

    @Test func theSecondFrameKeepsTheSamplesAndLaterFramesDrawFromThem() throws {
        let draw = { (canvas: RasterImageCanvas) in canvas.draw(Self.image, transform: Self.turned, opacity: 0.8) }
        let expected = try Self.fresh(draw)
        let canvas = try #require(RasterImageCanvas(width: 80, height: 60))
        for frame in 0..<4 {
            canvas.clear()
            if frame == 3 {
                // Through a clip: the kept samples of the whole image serve a part of it.
                canvas.clip(to: BezierPath(rect: Rect(x: 25.5, y: 10, width: 20, height: 30)))
            }
            draw(canvas)
            #expect(canvas.imageSamples.count == (frame == 0 ? 0 : 1), "frame \(frame)")
            let bitmap = canvas.makeBitmap()
            for y in 0..<60 {
                for x in 0..<80 where frame < 3 || (x >= 26 && x < 45 && y >= 10 && y < 40) {
                    #expect(bitmap.color(x: x, y: y) == expected.color(x: x, y: y), "frame \(frame) (\(x), \(y))")
                }
            }
        }
    }

    @Test func anotherTransformOrImageIsFilteredAnew() throws {
        let canvas = try #require(RasterImageCanvas(width: 80, height: 60))
        for _ in 0..<2 {
            canvas.clear()
            canvas.draw(Self.image, transform: Self.turned, opacity: 1)
        }
        #expect(canvas.imageSamples.count == 1)
        let moved = Self.turned.concatenating(AffineTransform(translationX: 0.5, y: 0))
        var other = Self.image
        other.setColor(.red, x: 10, y: 10)
        for (transform, image) in [(moved, Self.image), (Self.turned, other)] {
            canvas.clear()
            canvas.draw(image, transform: transform, opacity: 1)
            let expected = try Self.fresh { $0.draw(image, transform: transform, opacity: 1) }
            #expect(canvas.makeBitmap() == expected)
        }
    }
}
