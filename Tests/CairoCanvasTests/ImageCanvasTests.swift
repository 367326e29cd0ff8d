import CairoCanvas
import Foundation
import Graphics
import Testing

@Suite struct ImageCanvasTests {
    @Test func refusesTheSizesBitmapRefuses() {
        #expect(CairoImageCanvas(width: 0, height: 10) == nil)
        #expect(CairoImageCanvas(width: -1, height: 10) == nil)
        #expect(CairoImageCanvas(width: 100_000, height: 100_000) == nil)
        #expect(CairoImageCanvas(width: 1, height: 1)?.size == Size(width: 1, height: 1))
    }

    @Test func centreOfARedSquareIsExactlyOpaqueRed() throws {
        let canvas = try makeCanvas(16, 16)
        canvas.fill(BezierPath(rect: Rect(x: 4, y: 4, width: 8, height: 8)), color: .red)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(8, 8) == [255, 0, 0, 255])
        // Pixel-aligned edges cover whole pixels and nothing beyond.
        #expect(bitmap.rgba(4, 4) == [255, 0, 0, 255])
        #expect(bitmap.rgba(11, 11) == [255, 0, 0, 255])
        #expect(bitmap.rgba(3, 8) == [0, 0, 0, 0])
        #expect(bitmap.rgba(12, 8) == [0, 0, 0, 0])
    }

    @Test func bitmapChannelsArePremultipliedRGBA() throws {
        let canvas = try makeCanvas(4, 1)
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .green)
        canvas.fill(BezierPath(rect: Rect(x: 1, y: 0, width: 1, height: 1)), color: .blue)
        canvas.fill(BezierPath(rect: Rect(x: 2, y: 0, width: 1, height: 1)),
                    color: Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5))
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(0, 0) == [0, 255, 0, 255])
        #expect(bitmap.rgba(1, 0) == [0, 0, 255, 255])
        // 0.2·0.5·255 = 25.5, 0.4·0.5·255 = 51, 0.8·0.5·255 = 102, 0.5·255 = 127.5.
        #expect(bitmap.pixel(2, 0, isNear: [26, 51, 102, 128]))
        #expect(bitmap.rgba(3, 0) == [0, 0, 0, 0])
    }

    @Test func clearResetsPixelsTransformAndClip() throws {
        let canvas = try makeCanvas(8, 8)
        canvas.save()
        canvas.concatenate(AffineTransform(translationX: 3, y: 2))
        canvas.clip(to: BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)))
        canvas.clear(.white)
        #expect(canvas.currentTransform == .identity)
        #expect(canvas.makeBitmap().rgba(7, 7) == [255, 255, 255, 255])
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 8, height: 8)), color: .red)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(0, 0) == [255, 0, 0, 255])
        #expect(bitmap.rgba(7, 7) == [255, 0, 0, 255])
        canvas.clear()
        #expect(canvas.makeBitmap().pixels.allSatisfy { $0 == 0 })
    }

    @Test func makeBitmapRefillsReleasedStorageAndNeverChangesAKeptOne() throws {
        let canvas = try makeCanvas(8, 8)
        func storage(_ b: Bitmap) -> UInt { b.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        let first = storage(canvas.makeBitmap())
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 8, height: 8)), color: .red)
        let kept = canvas.makeBitmap()
        #expect(storage(kept) == first)
        canvas.clear(.blue)
        let next = canvas.makeBitmap()
        #expect(next.rgba(0, 0) == [0, 0, 255, 255])
        #expect(kept.rgba(0, 0) == [255, 0, 0, 255])
        #expect(storage(next) != storage(kept))
    }

    @Test func concatenateAppliesBeforeTheCurrentTransform() throws {
        let canvas = try makeCanvas(8, 8)
        canvas.concatenate(AffineTransform(translationX: 10, y: 0))
        canvas.save()
        canvas.concatenate(AffineTransform(scaleX: 2, y: 3))
        #expect(canvas.currentTransform.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 3))
        canvas.restore()
        #expect(canvas.currentTransform == AffineTransform(translationX: 10, y: 0))
    }

    @Test func saveAndRestoreScopeTheClip() throws {
        let canvas = try makeCanvas(8, 8)
        canvas.save()
        canvas.clip(to: BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 8)))
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 8, height: 4)), color: .red)
        canvas.restore()
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 4, width: 8, height: 4)), color: .blue)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(1, 1) == [255, 0, 0, 255])
        #expect(bitmap.rgba(6, 1) == [0, 0, 0, 0])
        #expect(bitmap.rgba(6, 6) == [0, 0, 255, 255])
    }

    @Test func aSingularTransformHidesDrawingUntilRestore() throws {
        let canvas = try makeCanvas(8, 8)
        let square = BezierPath(rect: Rect(x: 0, y: 0, width: 8, height: 8))
        canvas.save()
        canvas.concatenate(AffineTransform(scaleX: 0, y: 1))
        #expect(canvas.currentTransform.a == 0)
        canvas.fill(square, color: .red)
        canvas.stroke(square, with: .solid(.red), style: StrokeStyle(width: 4))
        canvas.drawGroup(opacity: 1, blendMode: .normal) { canvas.fill(square, color: .red) }
        canvas.concatenate(AffineTransform(translationX: 5, y: 0))
        #expect(canvas.currentTransform.tx == 0)
        canvas.restore()
        #expect(canvas.makeBitmap().pixels.allSatisfy { $0 == 0 })
        canvas.concatenate(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        canvas.fill(square, color: .red)
        #expect(canvas.makeBitmap().pixels.allSatisfy { $0 == 0 })
        // The context is still usable.
        canvas.clear()
        canvas.fill(square, color: .blue)
        #expect(canvas.makeBitmap().rgba(4, 4) == [0, 0, 255, 255])
    }

    @Test func unmatchedRestoresAndOpenSavesInsideGroupsAreHarmless() throws {
        let canvas = try makeCanvas(8, 8)
        canvas.restore()
        canvas.restore()
        canvas.concatenate(AffineTransform(translationX: 4, y: 0))
        canvas.drawGroup(opacity: 1, blendMode: .normal) {
            canvas.restore()  // must not undo the translation outside the group
            canvas.save()
            canvas.concatenate(AffineTransform(translationX: 100, y: 0))
            canvas.save()
        }
        #expect(canvas.currentTransform == AffineTransform(translationX: 4, y: 0))
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 8)), color: .red)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.rgba(5, 4) == [255, 0, 0, 255])
        #expect(bitmap.rgba(2, 4) == [0, 0, 0, 0])
    }

    @Test func nonFiniteInputDrawsNothingAndBreaksNothing() throws {
        let canvas = try makeCanvas(8, 8)
        var bad = BezierPath(rect: Rect(x: 0, y: 0, width: 8, height: 8))
        bad.line(to: Point(x: .infinity, y: 2))
        canvas.fill(bad, color: .red)
        canvas.stroke(bad, with: .solid(.red), style: StrokeStyle(width: .nan))
        canvas.draw(try #require(Bitmap(width: 2, height: 2)), transform: AffineTransform(scaleX: .infinity, y: 1), opacity: 1)
        #expect(canvas.makeBitmap().pixels.allSatisfy { $0 == 0 })
        canvas.save()
        canvas.clip(to: bad)
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 8, height: 8)), color: .red)
        canvas.restore()
        #expect(canvas.makeBitmap().pixels.allSatisfy { $0 == 0 })
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 8, height: 8)), color: .green)
        #expect(canvas.makeBitmap().rgba(3, 3) == [0, 255, 0, 255])
    }

    @Test func extremeValuesStayHarmless() throws {
        let canvas = try makeCanvas(64, 64)
        var line = BezierPath()
        line.move(to: Point(x: 0, y: 10))
        line.line(to: Point(x: 64, y: 50))
        let square = BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 32))
        canvas.stroke(line, with: .solid(.red), style: StrokeStyle(width: 2, dashPattern: [1e-6, 1e-6]))
        canvas.stroke(line, with: .solid(.red), style: StrokeStyle(width: 1e9))
        canvas.fill(square, with: .radialGradient(Gradient(colors: [.red, .blue]), center: .zero, radius: 1e300, focal: Point(x: 1, y: 1)))
        canvas.drawBlurred(radius: 1e9, opacity: 1, blendMode: .normal) { canvas.fill(square, color: .red) }
        canvas.drawWithDropShadow(color: .black, offset: Point(x: 1e9, y: -1e9), radius: 3) { canvas.fill(square, color: .red) }
        canvas.withSavedState {
            canvas.concatenate(AffineTransform(scaleX: 1e30, y: 1e30))
            canvas.fill(square, color: .green)
        }
        canvas.clear()
        canvas.fill(square, color: .white)
        #expect(canvas.makeBitmap().rgba(1, 1) == [255, 255, 255, 255])
    }

    @Test func withoutAntialiasingEdgesAreHard() throws {
        let canvas = try #require(CairoImageCanvas(width: 8, height: 8, antialiased: false))
        #expect(!canvas.isAntialiased)
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 3.5, height: 8)), color: .red)
        let alphas = Set((0..<8).map { canvas.makeBitmap().rgba($0, 0)[3] })
        #expect(alphas == [0, 255])
    }
}
