import Graphics
import Lottie

/// One animation drawn at one size on some threads: what `RenderJob` and
/// `ParallelFrameRenderer` both work from.
struct RenderSettings {
    let animation: LottieAnimation
    let options: LottieRenderOptions
    let width: Int
    let height: Int
    let mode: LottieContentMode
    let background: Color?
    /// Render threads for multi-frame raster outputs.
    let jobs: Int
    /// The canvas raster outputs are drawn with.
    var backend: RasterBackend = .cairo
}
