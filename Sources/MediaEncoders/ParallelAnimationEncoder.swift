import Graphics

/// An ``AnimationEncoder`` whose per-frame work can run on other threads than the one that
/// writes: its ``compressor`` prepares and compresses frames anywhere, and
/// ``add(compressed:delay:)`` takes the results in frame order and writes them.
///
/// `add(frame:delay:)` does both steps on the calling thread and writes the same file.
/// `GIFEncoder` (palettes and remapping), `WebPAnimationEncoder` (encoding each frame's changed
/// rectangle) and `VideoEncoder` (pixel conversion) conform.
public protocol ParallelAnimationEncoder: AnimationEncoder {
    /// The per-frame work.
    associatedtype Compressor: FrameCompressor

    /// A value that compresses frames for this encoder on any thread.
    var compressor: Compressor { get }

    /// Appends a frame compressed by ``compressor`` — after the frame that came before it —
    /// shown for `delay`. Frames must come in order.
    ///
    /// - Throws: what `add(frame:delay:)` throws.
    func add(compressed: Compressor.Compressed, delay: Duration) throws
}

/// The frame before the next one, for an encoder compressing its frames one by one on the
/// calling thread (`add(frame:delay:)`).
struct SequentialCompression<Compressor: FrameCompressor> {
    private var previous: Compressor.Prepared?

    /// Prepares and compresses `frame` after the frame given last time.
    mutating func compress(_ frame: Bitmap, with compressor: Compressor) throws -> Compressor.Compressed {
        let prepared = try compressor.prepare(frame)
        defer { previous = prepared }
        return try compressor.compress(prepared, after: previous)
    }
}
