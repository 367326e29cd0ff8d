import Dispatch
import Foundation
import Graphics
import Lottie

/// Renders many frames of an animation on several threads — one `LottieRenderer` and one
/// canvas per thread, all sharing the immutable `LottieAnimation` — and hands the bitmaps to
/// the calling thread in frame order (where the encoder runs). At most a few frames wait
/// ahead of the encoder, so memory stays flat however long the animation is.
///
/// With a ``RenderCancellation``, every worker checks it before and after each frame, a frame
/// being drawn when it is set paints nothing more, and the calling thread checks it before
/// handing each frame on: once it is set, no further frame starts and
/// ``render(frames:consume:)`` throws its reason.
public struct ParallelFrameRenderer: Sendable {
    /// The animation, its options, the pixel size, the fit, the background and the number of
    /// worker threads (at least 1).
    public let settings: RenderSettings
    /// Checked between frames; nil renders every frame.
    public let cancellation: RenderCancellation?

    /// A renderer of `settings`, stopped through `cancellation` when it is given.
    public init(settings: RenderSettings, cancellation: RenderCancellation? = nil) {
        self.settings = settings
        self.cancellation = cancellation
    }

    /// Renders `frames` (absolute frame numbers) and calls `consume(index, bitmap)` for each, in
    /// order, on the calling thread. An error thrown by `consume` stops the workers and is
    /// rethrown, and so is the reason of a stop through ``cancellation``.
    public func render(frames: [Double], consume: (Int, Bitmap) throws -> Void) throws {
        let jobs = settings.jobs
        let queue = FrameQueue(count: frames.count, window: 2 * max(1, jobs))
        let group = DispatchGroup()
        let (animation, options, width, height, mode, background, backend) =
            (settings.animation, settings.options, settings.width, settings.height, settings.mode, settings.background,
             settings.backend)
        let cancellation = self.cancellation
        for _ in 0..<min(max(1, jobs), frames.count) {
            DispatchQueue.global().async(group: group) {
                guard let canvas = backend.makeCanvas(width: width, height: height) else {
                    queue.fail(.failed("cannot make a \(width)x\(height) canvas"))
                    return
                }
                let renderer = LottieRenderer(animation: animation, options: options)
                let target = canvas.stopping(with: cancellation)
                while let index = queue.take() {
                    if let reason = cancellation?.stopReason {
                        queue.fail(reason)
                        return
                    }
                    canvas.clear()
                    renderer.render(frame: frames[index], into: target, mode: mode, backgroundColor: background)
                    if let reason = cancellation?.stopReason {
                        queue.fail(reason)
                        return
                    }
                    queue.deliver(canvas.makeBitmap(), at: index)
                }
            }
        }
        defer {
            queue.cancel()
            group.wait()
        }
        for index in frames.indices {
            try cancellation?.check()
            let bitmap = try queue.next(index)
            try consume(index, bitmap)
        }
    }
}

/// The hand-over between the render threads and the consuming thread: which frame to render
/// next, the finished frames not yet consumed, and cancellation.
private final class FrameQueue: @unchecked Sendable {
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextToRender = 0
    private var nextToConsume = 0
    private var finished: [Int: Bitmap] = [:]
    private var isCancelled = false
    private var failure: ExportError?

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// The next frame for a worker, waiting while too many are ahead of the consumer; nil when
    /// all are taken or the render is cancelled.
    func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !isCancelled, nextToRender < count, nextToRender >= nextToConsume + window { condition.wait() }
        guard !isCancelled, nextToRender < count else { return nil }
        defer { nextToRender += 1 }
        return nextToRender
    }

    func deliver(_ bitmap: Bitmap, at index: Int) {
        condition.lock()
        finished[index] = bitmap
        condition.broadcast()
        condition.unlock()
    }

    func fail(_ message: ExportError) {
        condition.lock()
        failure = failure ?? message
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for frame `index` (the next in order) and takes it.
    func next(_ index: Int) throws -> Bitmap {
        condition.lock()
        defer { condition.unlock() }
        while finished[index] == nil, failure == nil { condition.wait() }
        guard failure == nil, let bitmap = finished.removeValue(forKey: index) else {
            throw failure ?? ExportError.failed("frame \(index) was not rendered")
        }
        nextToConsume = index + 1
        condition.broadcast()
        return bitmap
    }

    func cancel() {
        condition.lock()
        isCancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
