import Graphics
import RasterCanvas
import Testing

/// A canvas drawing frame after frame (clear, draw, take the bitmap) must draw every frame as
/// a fresh canvas would, whatever it keeps from the frames before (cached coverage, pooled
/// layers and masks).
@Suite struct FrameReuseTests {
    @Test(arguments: [ShapeScenes.all, StrokeScenes.all, ClipScenes.all, GroupScenes.all, MaskScenes.all,
                      ImageScenes.all, EffectScenes.all].flatMap { $0 }.filter { !$0.name.contains("scribble") })
    func reusedCanvasDrawsLikeAFreshOne(_ scene: Scene) throws {
        let fresh = try #require(RasterImageCanvas(width: scene.width, height: scene.height))
        scene.draw(fresh)
        let expected = fresh.makeBitmap()
        let reused = try #require(RasterImageCanvas(width: scene.width, height: scene.height))
        for frame in 0..<3 {
            reused.clear(frame == 1 ? .red : .clear)
            if frame == 1 {
                // A frame drawing something else in between: the same shapes under another clip.
                reused.clip(to: BezierPath(ellipseIn: Rect(x: 10, y: 10, width: 100, height: 100)))
            }
            scene.draw(reused)
            if frame != 1 {
                let same = reused.makeBitmap() == expected
                #expect(same, "frame \(frame) of \(scene.name) differs")
            }
        }
    }

    /// `clear()` leaves the pixels an earlier frame drew to be cleared when drawing first
    /// reaches the canvas, and an opaque rectangle painted first writes the pixels it covers
    /// without clearing them (`RasterImageCanvas.pendingClear`): whatever the rectangle, its
    /// transform and clip, and whatever comes first instead, every pixel must be what a fresh
    /// canvas gives it.
    @Test func framesBeginningWithAnOpaqueRectangleDrawLikeAFreshCanvas() throws {
        let blue = Color(red: 0.1, green: 0.3, blue: 0.9)
        let rectangle = BezierPath(rect: Rect(x: 10.3, y: 5.7, width: 30.2, height: 20.1))
        let frames: [(String, (any Canvas) -> Void)] = [
            ("an opaque rectangle", { $0.fill(rectangle, color: blue) }),
            ("an opaque rectangle turned a quarter (corners off by rounding)", { canvas in
                canvas.concatenate(AffineTransform(translationX: 32, y: 24).rotated(by: .pi / 2).translatedBy(x: -32, y: -24))
                canvas.fill(rectangle, color: blue)
            }),
            ("an opaque rectangle through a fractional clip", { canvas in
                canvas.clip(to: BezierPath(rect: Rect(x: 4.5, y: 4.5, width: 30.25, height: 30)))
                canvas.fill(rectangle, color: blue)
            }),
            ("a translucent rectangle", { $0.fill(rectangle, color: blue.withAlpha(0.5)) }),
            ("an opaque rectangle in a group", { canvas in
                canvas.drawGroup(opacity: 0.75, blendMode: .normal) { canvas.fill(rectangle, color: blue) }
            }),
            ("an ellipse, then an opaque rectangle", { canvas in
                canvas.fill(BezierPath(ellipseIn: Rect(x: 30, y: 20, width: 30, height: 25)), color: .red)
                canvas.fill(rectangle, color: blue)
            }),
            ("nothing", { _ in }),
        ]
        for (name, draw) in frames {
            let fresh = try #require(RasterImageCanvas(width: 64, height: 48))
            draw(fresh)
            let canvas = try #require(RasterImageCanvas(width: 64, height: 48))
            // Earlier frames leave every pixel drawn.
            canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 64, height: 48)), color: .green)
            canvas.clear()
            canvas.fill(BezierPath(ellipseIn: Rect(x: 2, y: 2, width: 60, height: 44)), color: .black)
            canvas.clear()
            draw(canvas)
            let same = canvas.makeBitmap() == fresh.makeBitmap()
            #expect(same, "\(name)")
        }
    }

    /// Repainting rectangles of a frame (what damage tracking does) gives them exactly the
    /// pixels of the frame drawn whole, and leaves the rest as it was: no pixel's value may
    /// depend on the clip the rectangles add.
    @Test(arguments: [ShapeScenes.all, StrokeScenes.all, ClipScenes.all, GroupScenes.all, MaskScenes.all,
                      ImageScenes.all, PaintScenes.all, EffectScenes.all].flatMap { $0 }.filter { !$0.name.contains("scribble") })
    func repaintedRectanglesMatchTheWholeFrame(_ scene: Scene) throws {
        let whole = try #require(RasterImageCanvas(width: scene.width, height: scene.height))
        scene.draw(whole)
        let expected = whole.makeBitmap()
        let canvas = try #require(RasterImageCanvas(width: scene.width, height: scene.height))
        canvas.clear(.red)
        let rects = [Rect(x: 3, y: 5, width: 17, height: 40), Rect(x: 30.5, y: 60.2, width: 41, height: 9.6),
                     Rect(x: Double(scene.width) - 25, y: Double(scene.height) - 30, width: 40, height: 40)]
        canvas.redraw(pixelsIn: rects) { scene.draw(canvas) }
        let repainted = canvas.makeBitmap()
        var wrong = 0
        for y in 0..<scene.height {
            for x in 0..<scene.width {
                let inside = rects.contains { Double(x + 1) > $0.minX && Double(x) < $0.maxX && Double(y + 1) > $0.minY && Double(y) < $0.maxY }
                let i = (y * scene.width + x) * 4
                let want = inside ? Array(expected.pixels[i..<i + 4]) : [255, 0, 0, 255]
                if Array(repainted.pixels[i..<i + 4]) != want { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels of \(scene.name) differ")
    }

    /// Shapes drawn whole in two frames are kept as coverage over the whole canvas; repainting
    /// different rectangles in the frames after cuts that coverage to each rectangle, which
    /// must give the pixels the whole frame has (the frame stays the same throughout).
    @Test(arguments: [ShapeScenes.all, StrokeScenes.all, ClipScenes.all, GroupScenes.all, MaskScenes.all,
                      PaintScenes.all].flatMap { $0 }.filter { !$0.name.contains("scribble") })
    func cachedCoverageCutToRepaintedRectanglesMatchesTheWholeFrame(_ scene: Scene) throws {
        let canvas = try #require(RasterImageCanvas(width: scene.width, height: scene.height))
        let whole = Rect(x: 0, y: 0, width: Double(scene.width), height: Double(scene.height))
        for _ in 0..<2 { canvas.redraw(pixelsIn: [whole]) { scene.draw(canvas) } }
        let expected = canvas.makeBitmap()
        let frames: [[Rect]] = [
            [Rect(x: 2, y: 3, width: 30, height: 21)],
            [Rect(x: 11.5, y: 17.25, width: 45, height: 33), Rect(x: Double(scene.width) - 40, y: 4, width: 36, height: 50)],
            [Rect(x: Double(scene.width) / 3, y: Double(scene.height) / 3, width: 24, height: Double(scene.height))],
        ]
        for (index, rects) in frames.enumerated() {
            canvas.redraw(pixelsIn: rects) { scene.draw(canvas) }
            let same = canvas.makeBitmap() == expected
            #expect(same, "frame \(index + 2) of \(scene.name) differs")
        }
    }

    /// Repainting clears only what earlier frames drew in the repainted rectangles (the rest of
    /// the canvas is transparent already): content that moves away, disappears and comes back,
    /// each frame repainting only the rectangles it changes, leaves every frame as a fresh
    /// canvas draws it.
    @Test func repaintingClearsWhatEarlierFramesDrew() throws {
        let left = Rect(x: 4.5, y: 10, width: 30, height: 20), right = Rect(x: 60, y: 40.25, width: 25, height: 30)
        func draw(_ rects: [Rect], into canvas: RasterImageCanvas) {
            for rect in rects { canvas.fill(BezierPath(ellipseIn: rect), color: Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)) }
        }
        func fresh(_ rects: [Rect]) throws -> Bitmap {
            let canvas = try #require(RasterImageCanvas(width: 100, height: 90))
            draw(rects, into: canvas)
            return canvas.makeBitmap()
        }
        let canvas = try #require(RasterImageCanvas(width: 100, height: 90))
        let whole = Rect(x: 0, y: 0, width: 100, height: 90)
        let frames: [(content: [Rect], repainted: [Rect])] = [
            ([left], [whole]),
            ([right], [left.insetBy(dx: -2, dy: -2), right.insetBy(dx: -2, dy: -2)]),
            ([], [right.insetBy(dx: -2, dy: -2)]),
            ([left], [left.insetBy(dx: -2, dy: -2)]),
            ([left, right], [right.insetBy(dx: -2, dy: -2)]),
            // A rectangle holding part of what is drawn.
            ([left], [right.insetBy(dx: -2, dy: -2)]),
            ([], [whole]),
        ]
        for (index, frame) in frames.enumerated() {
            canvas.redraw(pixelsIn: frame.repainted) { draw(frame.content, into: canvas) }
            let same = canvas.makeBitmap() == (try fresh(frame.content))
            #expect(same, "frame \(index) differs from a fresh canvas")
        }
    }

    /// Clip masks made in two frames in a row are kept and used again; one drawn through
    /// another clip (another mask below it) is made anew. Either way the frame is what a fresh
    /// canvas draws.
    @Test(arguments: [ClipScenes.all, MaskScenes.all, GroupScenes.all].flatMap { $0 })
    func keptClipMasksDrawLikeNewOnes(_ scene: Scene) throws {
        func draw(_ canvas: RasterImageCanvas, underEllipse: Bool) {
            // An ellipse as large as the canvas: the clip keeps its rectangle and gains a mask.
            let canvasRect = Rect(x: 0, y: 0, width: Double(scene.width), height: Double(scene.height))
            if underEllipse { canvas.clip(to: BezierPath(ellipseIn: canvasRect)) }
            scene.draw(canvas)
        }
        var expected: [Bool: Bitmap] = [:]
        for underEllipse in [false, true] {
            let fresh = try #require(RasterImageCanvas(width: scene.width, height: scene.height))
            draw(fresh, underEllipse: underEllipse)
            expected[underEllipse] = fresh.makeBitmap()
        }
        let reused = try #require(RasterImageCanvas(width: scene.width, height: scene.height))
        for (frame, underEllipse) in [false, false, false, true, true, true, false].enumerated() {
            reused.clear()
            draw(reused, underEllipse: underEllipse)
            let same = reused.makeBitmap() == expected[underEllipse]
            #expect(same, "frame \(frame) of \(scene.name) differs")
        }
    }
}
