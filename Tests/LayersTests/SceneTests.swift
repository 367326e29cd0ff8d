import CairoCanvas
import Demos
import Foundation
import Graphics
import Testing
import Layers

@Suite("Demo and benchmark scenes")
struct SceneTests {
    @Test("The benchmark scene has 200 shapes, the same every time, and renders them all")
    func benchmarkScene() throws {
        let scene = BenchmarkScene.make()
        #expect(scene.sublayers.count == 200)
        #expect(scene.frame == Rect(origin: .zero, size: BenchmarkScene.size))
        let again = BenchmarkScene.make()
        let paths = scene.sublayers.compactMap { ($0 as? ShapeLayer)?.path }
        #expect(paths.count == 200 && paths == again.sublayers.compactMap { ($0 as? ShapeLayer)?.path })

        let canvas = try #require(CairoImageCanvas(width: 512, height: 512))
        let clock = ContinuousClock()
        let elapsed = clock.measure { Renderer.render(scene, into: canvas) }
        let bitmap = canvas.makeBitmap()
        // Every shape is opaque enough to leave a mark where its centre is (unless a later
        // shape covers it): count the centres that are not the background.
        let marked = scene.sublayers.filter {
            let p = $0.position
            let x = Int(p.x), y = Int(p.y)
            guard x >= 0, y >= 0, x < 512, y < 512 else { return true }
            return bitmap.rgba(x, y) != [245, 245, 245, 255]
        }.count
        #expect(marked > 190)
        print("BenchmarkScene: 200 shapes at 512x512 rendered in \(elapsed) (debug build)")
    }

    @Test("The demo scene is a 256×256 tree of named parts")
    func demoScene() {
        let scene = Layer.demoScene()
        #expect(scene.frame == Rect(x: 0, y: 0, width: 256, height: 256))
        for name in ["sky", "sun", "card", "progress", "playing card"] {
            #expect(scene.sublayer(named: name) != nil, "\(name)")
        }
    }
}
