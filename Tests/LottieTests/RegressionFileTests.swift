import CairoCanvas
import Foundation
import Graphics
import Testing
@testable import Lottie

/// Replays every input in `Regressions/`: files that once crashed, hung or ran away with
/// memory (see that folder's README). Each must load or fail with a `LottieError`, and a file
/// that loads must render its first, middle and last frames and answer a hit test, as the
/// renderer fuzzer (`scripts/fuzz render`) drives it.
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
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let animation: LottieAnimation
        do {
            animation = try LottieAnimation.load(data: data)
        } catch is LottieError {
            return
        }
        let renderer = LottieRenderer(animation: animation)
        let canvas = try #require(CairoImageCanvas(width: 48, height: 48))
        for progress in [0, 0.5, 1.0] {
            canvas.clear()
            renderer.render(frame: animation.frameTime(forProgress: progress), into: canvas)
        }
        _ = renderer.hitTest(Point(x: 10, y: 10))
    }
}
