import ArgumentParser
import CairoCanvas
import Demos
import Foundation
import Graphics
import Layers

/// `lottie bench-scene`: the foundation's own benchmark — a fixed layer scene of stroked and
/// filled paths drawn through the Layers renderer and the cairo canvas.
struct BenchSceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-scene",
        abstract: "Time drawing a fixed scene of ~200 stroked/filled paths at 512x512 (median ms/frame).")

    @Option(help: "How many shapes the scene has.")
    var shapes: Int = 200

    @Option(help: "How many frames to time.")
    var frames: Int = 200

    @Flag(help: "Print one JSON line.")
    var json = false

    func run() throws {
        guard (1...100_000).contains(shapes), (1...100_000).contains(frames) else {
            throw CommandError("--shapes and --frames must be between 1 and 100000")
        }
        let scene = BenchmarkScene.make(shapeCount: shapes)
        let size = BenchmarkScene.size
        guard let canvas = CairoImageCanvas(width: Int(size.width), height: Int(size.height)) else {
            throw CommandError("cannot make a canvas")
        }
        let clock = ContinuousClock()
        var times: [Double] = []
        for i in 0..<frames {
            // Move one layer a little each frame so the tree is not trivially static.
            Transaction.performWithoutActions { scene.sublayers.first?.position.x = Double(i % 10) }
            let start = clock.now
            canvas.clear()
            Renderer.render(scene, into: canvas)
            _ = canvas.makeBitmap()
            let d = clock.now - start
            times.append(Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
        }
        times.sort()
        let median = times[times.count / 2], p95 = times[min(times.count - 1, times.count * 95 / 100)]
        if json {
            print("{\"shapes\": \(shapes), \"frames\": \(frames), \"frame_ms_median\": \(median), \"frame_ms_p95\": \(p95)}")
        } else {
            print(String(format: "%d shapes at 512x512: median %.3f ms/frame, p95 %.3f ms (%d frames)", shapes, median, p95, frames))
        }
    }
}
