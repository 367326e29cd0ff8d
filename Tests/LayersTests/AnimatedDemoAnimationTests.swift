import CairoCanvas
import Demos
import Foundation
import Graphics
import GoldenTesting
import Testing
@testable import Layers

@Suite("Animated demo scene rendered at a time")
struct AnimatedDemoAnimationTests {
    private func render(_ scene: Layer, at time: Double, scale: Double = 0.75) throws -> Bitmap {
        let canvas = try #require(CairoImageCanvas(width: Int(160 * scale), height: Int(120 * scale)))
        Renderer.render(scene, into: canvas, transform: AffineTransform(scaleX: scale, y: scale),
                        backgroundColor: .white, atTime: time)
        return canvas.makeBitmap()
    }

    @Test("frames at 0.8 s and 1.6 s match their goldens; the ball is where the spring puts it")
    func frames() throws {
        let scene = AnimatedDemoScene.make(startTime: 1)
        for (time, name) in [(1.8, "animated-demo-0.8s"), (2.6, "animated-demo-1.6s")] {
            let bitmap = try render(scene, at: time)
            try GoldenImage.check(bitmap, named: name)
            // The ball (the last but one sublayer) is drawn at its presentation position.
            let ball = scene.sublayers[3]
            let spring = SpringCurve(mass: 1, stiffness: 90, damping: 8)
            let y = 20 + 68 * spring.progress(at: time - 1)
            #expect(abs(ball.presentation(at: time).position.y - y) < 1e-9)
            expectPixel(bitmap, Int(134 * 0.75), Int(y * 0.75), [51, 140, 217, 255], tolerance: 3)
        }
        // The model is untouched by rendering: the ball's model position is its end.
        #expect(scene.sublayers[3].position == Point(134, 88))
    }

    @Test("the dart flies along the guide path and points along it")
    func dartOnPath() throws {
        let scene = AnimatedDemoScene.make(startTime: 1)
        let guide = try #require(scene.sublayers.first as? ShapeLayer)
        let dart = scene.sublayers[1]
        let end = try #require(guide.path.currentPoint)
        #expect(dart.presentation(at: 1 + AnimatedDemoScene.duration).position == end)
        let start = dart.presentation(at: 1)
        #expect(approx(start.position, Point(14, 104), 1e-9))
        // Leaving the start towards the first control point (22, 40): up and slightly right.
        let angle = atan2(start.transform.m12, start.transform.m11)
        #expect(abs(angle - atan2(40 - 104, 22 - 14)) < 1e-3)
    }
}
