import Graphics

/// A streaming writer of an animation: frames go in one at a time, each with how long it
/// stays on screen, and `finish()` completes the file.
///
/// `GIFEncoder`, `WebPAnimationEncoder` and `VideoEncoder` conform, so a renderer can write any
/// of them through this one interface. An encoder is a reference type used from one task at a
/// time; it is not `Sendable`. Until `finish()` succeeds the frames go to a temporary file
/// beside the destination (see `OutputFile`), so the destination is never incomplete; one
/// dropped without `finish()` deletes its temporary file.
public protocol AnimationEncoder: AnyObject {
    /// The width every frame must have, in pixels.
    var width: Int { get }
    /// The height every frame must have, in pixels.
    var height: Int { get }
    /// Appends a frame that shows for `delay`.
    ///
    /// - Throws: `MediaEncoderError.frameSizeMismatch` for a frame of another size,
    ///   `.alreadyFinished` after `finish()`, `.invalidSetting` for a negative or too long
    ///   delay, or the format's encoding error.
    func add(frame: Bitmap, delay: Duration) throws
    /// Writes the rest of the file and closes it.
    ///
    /// - Throws: `MediaEncoderError.noFrames` when no frame was added (the output file is then
    ///   removed), `.alreadyFinished` when called twice, or the format's encoding error.
    func finish() throws
    /// Stops writing and deletes the unfinished file, e.g. when the frames could not be made;
    /// nothing happens after `finish()`. Later calls report `alreadyFinished`.
    func cancel()
}
