import CairoCanvas
import Graphics
import RasterCanvas

/// Which canvas draws the bitmaps of raster outputs (PNG, GIF, WebP, video): `lottie render
/// --backend` and `lottie bench --backend`.
public enum RasterBackend: String, CaseIterable, Sendable {
    /// `CairoImageCanvas`: cairo and pixman.
    case cairo
    /// `RasterImageCanvas`: FreeType's rasterizer and our own compositing.
    case raster

    /// A transparent canvas of the size, or nil when the size is refused.
    public func makeCanvas(width: Int, height: Int) -> (any FrameCanvas)? {
        switch self {
        case .cairo: return CairoImageCanvas(width: width, height: height)
        case .raster: return RasterImageCanvas(width: width, height: height)
        }
    }
}

/// A raster canvas reused frame after frame.
public protocol FrameCanvas: Canvas {
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
