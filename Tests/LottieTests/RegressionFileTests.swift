import CairoCanvas
import Foundation
import Graphics
import RasterCanvas
import Testing
@testable import Lottie

/// Replays every input in `Regressions/`: files that once crashed, hung or ran away with
/// memory (see that folder's README). Each must load or fail with a `LottieError`, and a file
/// that loads must render some frames and answer a hit test, as the renderer fuzzer
/// (`scripts/fuzz render`) drives it.
@Suite("Regression inputs")
struct RegressionFileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Regressions")

    /// Every regression input (not the README), sorted by name.
    static let inputs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0 != "README.md" && !$0.hasPrefix(".") }.sorted()
    }()

    @Test(arguments: inputs)
    func inputLoadsOrFailsCleanlyAndRenders(name: String) throws {
        let animation: LottieAnimation
        do {
            // From the file, so that image paths resolve against the folder as they would.
            animation = try LottieAnimation.load(fileURL: Self.folder.appendingPathComponent(name))
        } catch is LottieError {
            return
        }
        let renderer = LottieRenderer(animation: animation)
        let canvas = try #require(CairoImageCanvas(width: 48, height: 48))
        let rasterCanvas = try #require(RasterImageCanvas(width: 48, height: 48))
        // The first, middle and last frames, as the fuzzer draws them, and the first dozen
        // frames one by one (a hostile value is often animated), with both raster canvases.
        let frames = [0, 0.5, 1.0].map(animation.frameTime(forProgress:))
            + (0...12).map { animation.startFrame + Double($0) }.filter { $0 <= animation.endFrame }
        for frame in frames {
            canvas.clear()
            renderer.render(frame: frame, into: canvas)
            rasterCanvas.clear()
            renderer.render(frame: frame, into: rasterCanvas)
        }
        _ = renderer.hitTest(Point(x: 10, y: 10))
    }
}
