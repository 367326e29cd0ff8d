import Graphics
import Lottie

/// One animation drawn at one size on some threads: what ``ParallelFrameRenderer`` and
/// ``AnimationExporter`` work from.
public struct RenderSettings: Sendable {
    /// The animation drawn.
    public let animation: LottieAnimation
    /// The renderer's options (images, fonts, value overrides, expressions, limits).
    public let options: LottieRenderOptions
    /// The output width in pixels.
    public let width: Int
    /// The output height in pixels.
    public let height: Int
    /// How the composition fits the output.
    public let mode: LottieContentMode
    /// A colour under the animation, if any.
    public let background: Color?
    /// Threads for multi-frame raster outputs (at least 1), from end to end: drawing the
    /// frames and the encoders' per-frame work (GIF palettes, WebP frames, video segments).
    /// With 1 everything runs on the calling thread. The files written are the same whatever
    /// the number.
    public let jobs: Int
    /// The canvas raster outputs are drawn with.
    public var backend: RasterBackend

    /// Settings for drawing `animation` at `width` × `height` pixels.
    public init(animation: LottieAnimation, options: LottieRenderOptions, width: Int, height: Int,
                mode: LottieContentMode, background: Color?, jobs: Int, backend: RasterBackend = .standard) {
        self.animation = animation
        self.options = options
        self.width = width
        self.height = height
        self.mode = mode
        self.background = background
        self.jobs = jobs
        self.backend = backend
    }
}
