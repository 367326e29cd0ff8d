import CairoCanvas
import Graphics
import RasterCanvas

/// Which canvas draws the bitmaps of raster outputs (PNG, GIF, WebP, video): `lottie render
/// --backend` and `lottie bench --backend`.
public enum RasterBackend: String, CaseIterable, Sendable {
    /// `CairoImageCanvas`: cairo and pixman. Kept for comparison (it is the reference the
    /// tests hold `RasterImageCanvas` to) and for SVG and PDF, which only cairo writes.
    case cairo
    /// `RasterImageCanvas`: FreeType's rasterizer and our own compositing, with damage-only
    /// repaints. The default.
    case raster

    /// The canvas bitmaps are drawn with unless asked otherwise: ours, which draws what cairo
    /// draws (both conformance corpora pass as many cases or more) in less time.
    public static let standard = RasterBackend.raster

    /// A transparent canvas of the size, or nil when the size is refused.
    public func makeCanvas(width: Int, height: Int) -> (any FrameCanvas)? {
        switch self {
        case .cairo: return CairoImageCanvas(width: width, height: height)
        case .raster: return RasterImageCanvas(width: width, height: height)
        }
    }
}

/// A raster canvas reused frame after frame, which can also repaint only what changed (see
/// `IncrementalRenderer`).
public protocol FrameCanvas: RetainedRasterCanvas {
    /// Resets the state and sets every pixel to `color`.
    func clear(_ color: Color)
    /// Completes pending drawing.
    func flush()
    /// The pixels drawn so far.
    func makeBitmap() -> Bitmap
}

extension FrameCanvas {
    /// Resets the state and makes every pixel transparent.
    public func clear() { clear(.clear) }
}

extension CairoImageCanvas: FrameCanvas {}
extension RasterImageCanvas: FrameCanvas {}
