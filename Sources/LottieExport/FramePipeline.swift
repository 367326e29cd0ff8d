import Foundation

/// The hand-over between the worker threads of ``ParallelFrameRenderer`` and the thread that
/// consumes the frames: which frame to prepare (render) next, which prepared frame can be
/// compressed (it and the frame before it are prepared), the compressed frames not yet
/// consumed, and stopping.
///
/// Workers prefer compressing to preparing: that frees the frames held for it and feeds the
/// consumer. At most `window` frames are between being taken for preparing and being
/// consumed, so memory stays flat however long the animation is; a prepared frame is let go
/// as soon as both compressions that read it (its own and the next frame's) have started.
final class FramePipeline<Prepared: Sendable, Compressed: Sendable>: @unchecked Sendable {
    /// Work for a worker.
    enum Task {
        /// Render and prepare frame `index`.
        case prepare(index: Int)
        /// Compress frame `index`, prepared as `frame`, after `previous` (nil for the first).
        case compress(index: Int, frame: Prepared, previous: Prepared?)
    }

    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextToPrepare = 0
    private var nextToConsume = 0
    /// Every frame before this one has started compressing.
    private var firstUncompressed = 0
    private var prepared: [Int: Prepared] = [:]
    private var compressionStarted: [Bool]
    private var compressed: [Int: Compressed] = [:]
    private var isCancelled = false
    private var failure: (any Error)?

    init(count: Int, window: Int) {
        self.count = count
        self.window = max(1, window)
        compressionStarted = [Bool](repeating: false, count: count)
    }

    /// The next task for a worker, waiting while there is none yet; nil when every frame is
    /// taken care of, or the pipeline has failed or been cancelled.
    func nextTask() -> Task? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            guard !isCancelled, failure == nil, firstUncompressed < count else { return nil }
            if let task = takeCompression() { return task }
            if nextToPrepare < count, nextToPrepare < nextToConsume + window {
                defer { nextToPrepare += 1 }
                return .prepare(index: nextToPrepare)
            }
            condition.wait()
        }
    }

    /// The lowest frame ready to compress, marked as started; the prepared frames no longer
    /// needed are let go.
    private func takeCompression() -> Task? {
        for index in firstUncompressed..<nextToPrepare where !compressionStarted[index] {
            guard let frame = prepared[index] else { continue }
            let previous = index > 0 ? prepared[index - 1] : nil
            guard index == 0 || previous != nil else { continue }
            compressionStarted[index] = true
            if index > 0, compressionStarted[index - 1] { prepared[index - 1] = nil }
            if index + 1 == count || compressionStarted[index + 1] { prepared[index] = nil }
            while firstUncompressed < count, compressionStarted[firstUncompressed] { firstUncompressed += 1 }
            return .compress(index: index, frame: frame, previous: previous)
        }
        return nil
    }

    func finishPreparing(_ frame: Prepared, at index: Int) {
        condition.lock()
        prepared[index] = frame
        condition.broadcast()
        condition.unlock()
    }

    func finishCompressing(_ frame: Compressed, at index: Int) {
        condition.lock()
        compressed[index] = frame
        condition.broadcast()
        condition.unlock()
    }

    /// Stops the pipeline with `error` (the first one reported is kept).
    func fail(_ error: any Error) {
        condition.lock()
        failure = failure ?? error
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for frame `index` (the next in order) to be compressed and takes it.
    func next(_ index: Int) throws -> Compressed {
        condition.lock()
        defer { condition.unlock() }
        while compressed[index] == nil, failure == nil { condition.wait() }
        if let failure { throw failure }
        guard let frame = compressed.removeValue(forKey: index) else {
            throw ExportError.failed("frame \(index) was not rendered")
        }
        nextToConsume = index + 1
        condition.broadcast()
        return frame
    }

    /// Tells the workers to stop after their current task.
    func cancel() {
        condition.lock()
        isCancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
