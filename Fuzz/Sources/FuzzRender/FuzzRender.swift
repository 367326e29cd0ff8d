import CairoCanvas
import Foundation
import FuzzSupport
import Graphics
import Lottie
import RasterCanvas

/// Runs libFuzzer on `fuzzRender` (see Fuzz/README.md).
@_cdecl("FuzzRender_main")
public func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv, test: fuzzRender)
}

/// The canvases every input draws into, cairo's and our own rasterizer's: small, so that a
/// frame is cheap and the fuzzer finds what is slow in the file rather than in the pixel count.
nonisolated(unsafe) private let canvas = CairoImageCanvas(width: 48, height: 48)
nonisolated(unsafe) private let rasterCanvas = RasterImageCanvas(width: 48, height: 48)

/// One input: an animation file, loaded and drawn at its first, middle and last frames on
/// both canvases. A render must finish (the fuzzer's `-timeout` flags hangs) within the
/// memory limit.
private func fuzzRender(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes, let canvas, let rasterCanvas,
          let animation = try? LottieAnimation.load(data: Data(bytes: bytes, count: count)) else {
        return 0
    }
    let renderer = LottieRenderer(animation: animation)
    for progress in [0, 0.5, 1.0] {
        canvas.clear()
        renderer.render(frame: animation.frameTime(forProgress: progress), into: canvas)
        rasterCanvas.clear()
        renderer.render(frame: animation.frameTime(forProgress: progress), into: rasterCanvas)
    }
    _ = renderer.hitTest(Point(x: 10, y: 10))
    return 0
}
