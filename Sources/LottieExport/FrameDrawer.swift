import Graphics
import Lottie

/// One thread's means of drawing frames of an animation into bitmaps: a renderer and a canvas
/// reused frame after frame. Not shared between threads.
final class FrameDrawer {
    private let settings: RenderSettings
    private let cancellation: RenderCancellation?
    private let canvas: any FrameCanvas
    private let target: any Canvas
    private let renderer: LottieRenderer

    /// A drawer of `settings`' frames that paints nothing more once `cancellation` is set.
    ///
    /// - Throws: ``ExportError/failed(_:)`` when the canvas cannot be made.
    init(settings: RenderSettings, cancellation: RenderCancellation?) throws {
        guard let canvas = settings.backend.makeCanvas(width: settings.width, height: settings.height) else {
            throw ExportError.failed("cannot make a \(settings.width)x\(settings.height) canvas")
        }
        self.settings = settings
        self.cancellation = cancellation
        self.canvas = canvas
        target = canvas.stopping(with: cancellation)
        renderer = LottieRenderer(animation: settings.animation, options: settings.options)
    }

    /// Draws `frame` (an absolute frame number); throws the stop reason instead when the
    /// cancellation is set before or while it is drawn.
    func draw(_ frame: Double) throws -> Bitmap {
        try cancellation?.check()
        canvas.clear()
        renderer.render(frame: frame, into: target, mode: settings.mode, backgroundColor: settings.background)
        try cancellation?.check()
        return canvas.makeBitmap()
    }
}
