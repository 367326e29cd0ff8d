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
}
