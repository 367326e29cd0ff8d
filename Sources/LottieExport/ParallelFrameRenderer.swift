import Dispatch
import Foundation
import Graphics
import Lottie
import MediaEncoders

/// Renders many frames of an animation on ``RenderSettings/jobs`` threads — one
/// `LottieRenderer` and one canvas per thread, all sharing the immutable `LottieAnimation` —
/// and hands them to the calling thread in frame order (where the encoder writes). With a
/// `FrameCompressor`, the same threads also do the encoder's per-frame work (GIF palettes,
/// WebP frame encoding), which for GIF costs more than the rendering.
///
/// With one job everything happens on the calling thread, one frame after the other, and no
/// other thread is started. With more, that many workers render and compress frames in any
/// order; the results do not depend on it, so the output is the same whatever the number of
/// jobs. At most a few frames per worker wait ahead of the consumer, so memory stays flat
/// however long the animation is.
///
/// With a ``RenderCancellation``, every worker checks it before and after each frame, a frame
/// being drawn when it is set paints nothing more, and the calling thread checks it before
/// handing each frame on: once it is set, no further frame starts and ``render(frames:consume:)``
/// throws its reason.
public struct ParallelFrameRenderer: Sendable {
    /// The animation, its options, the pixel size, the fit, the background and the number of
    /// threads (at least 1).
    public let settings: RenderSettings
    /// Checked between frames; nil renders every frame.
    public let cancellation: RenderCancellation?

    /// Frames that may wait for the consumer, per worker: enough for a worker never to wait
    /// on a slow frame of another.
    private static let framesAheadPerWorker = 3

    /// A renderer of `settings`, stopped through `cancellation` when it is given.
    public init(settings: RenderSettings, cancellation: RenderCancellation? = nil) {
        self.settings = settings
        self.cancellation = cancellation
    }

    /// Renders `frames` (absolute frame numbers) and calls `consume(index, bitmap)` for each, in
    /// order, on the calling thread. An error thrown by `consume` stops the workers and is
    /// rethrown, and so is the reason of a stop through ``cancellation``.
    public func render(frames: [Double], consume: (Int, Bitmap) throws -> Void) throws {
        try render(frames: frames, compressingWith: UncompressedFrames(), consume: consume)
    }

    /// Renders `frames` (absolute frame numbers), prepares and compresses each with
    /// `compressor` (after the frame before it), and calls `consume(index, compressed)` for
    /// each, in order, on the calling thread. An error thrown by the compressor or by `consume`
    /// stops the workers and is rethrown, and so is the reason of a stop through
    /// ``cancellation``.
    public func render<Compressor: FrameCompressor>(
        frames: [Double], compressingWith compressor: Compressor,
        consume: (Int, Compressor.Compressed) throws -> Void
    ) throws {
        let jobs = max(1, settings.jobs)
        guard jobs > 1, frames.count > 1 else {
            try renderOnThisThread(frames: frames, compressingWith: compressor, consume: consume)
            return
        }
        let pipeline = FramePipeline<Compressor.Prepared, Compressor.Compressed>(
            count: frames.count, window: Self.framesAheadPerWorker * jobs)
        let group = DispatchGroup()
        let (settings, cancellation) = (self.settings, self.cancellation)
        for _ in 0..<min(jobs, frames.count) {
            DispatchQueue.global().async(group: group) {
                var draw: FrameDrawer?
                while let task = pipeline.nextTask() {
                    do {
                        switch task {
                        case .prepare(let index):
                            let drawer = try draw ?? FrameDrawer(settings: settings, cancellation: cancellation)
                            draw = drawer
                            let bitmap = try drawer.draw(frames[index])
                            pipeline.finishPreparing(try compressor.prepare(bitmap), at: index)
                        case .compress(let index, let frame, let previous):
                            try cancellation?.check()
                            pipeline.finishCompressing(try compressor.compress(frame, after: previous), at: index)
                        }
                    } catch {
                        pipeline.fail(error)
                        return
                    }
                }
            }
        }
        defer {
            pipeline.cancel()
            group.wait()
        }
        for index in frames.indices {
            try cancellation?.check()
            let frame = try pipeline.next(index)
            try consume(index, frame)
        }
    }

    /// One job: each frame drawn, compressed and consumed in turn, on the calling thread.
    private func renderOnThisThread<Compressor: FrameCompressor>(
        frames: [Double], compressingWith compressor: Compressor,
        consume: (Int, Compressor.Compressed) throws -> Void
    ) throws {
        guard !frames.isEmpty else { return }
        let drawer = try FrameDrawer(settings: settings, cancellation: cancellation)
        var previous: Compressor.Prepared?
        for (index, frame) in frames.enumerated() {
            let prepared = try compressor.prepare(try drawer.draw(frame))
            let compressed = try compressor.compress(prepared, after: previous)
            previous = prepared
            try cancellation?.check()
            try consume(index, compressed)
        }
    }
}

/// The frames as they are drawn, for ``ParallelFrameRenderer/render(frames:consume:)``.
private struct UncompressedFrames: FrameCompressor {
    func prepare(_ frame: Bitmap) throws -> Bitmap { frame }
    func compress(_ frame: Bitmap, after previous: Bitmap?) throws -> Bitmap { frame }
}
