import Graphics

/// The per-frame work of an encoder that does not touch its file, so that it can run on any
/// thread, for several frames at once: ``prepare(_:)`` sees one frame alone, ``compress(_:after:)``
/// also the frame before it. What comes out is handed back to the encoder in frame order
/// (``ParallelAnimationEncoder/add(compressed:delay:)``), which only writes it.
///
/// The result depends on the frames alone, never on which thread did the work or in which
/// order, so an animation compressed on one thread or on eight gives the same file.
public protocol FrameCompressor: Sendable {
    /// A frame after the work that needs nothing else (e.g. converted pixels).
    associatedtype Prepared: Sendable
    /// A frame ready to be written.
    associatedtype Compressed: Sendable

    /// The work on `frame` alone.
    ///
    /// - Throws: `MediaEncoderError.frameSizeMismatch` for a frame of another size than the
    ///   encoder's.
    func prepare(_ frame: Bitmap) throws -> Prepared
    /// The work on a prepared frame that also needs the one before it (nil for the first
    /// frame), e.g. finding what changed.
    func compress(_ frame: Prepared, after previous: Prepared?) throws -> Compressed
}

extension FrameCompressor {
    /// Fails unless `frame` is `width` × `height`, as `FrameSequence` does for whole frames.
    func checkSize(of frame: Bitmap, width: Int, height: Int) throws {
        guard frame.width == width, frame.height == height else {
            throw MediaEncoderError.frameSizeMismatch(expectedWidth: width, expectedHeight: height,
                                                      width: frame.width, height: frame.height)
        }
    }
}
