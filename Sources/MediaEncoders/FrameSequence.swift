import Graphics

/// The bookkeeping every encoder shares: the frame size, how many frames went in, and whether
/// the file is closed.
struct FrameSequence {
    let width: Int
    let height: Int
    private(set) var count = 0
    private(set) var isClosed = false

    /// Checks the size: at least 1 on both axes, at most `maximum` per side and
    /// `Bitmap.maxPixelCount` in all (`format` names the format in the error).
    init(width: Int, height: Int, maximum: Int, format: String) throws {
        guard width >= 1, height >= 1 else { throw MediaEncoderError.invalidSize(width: width, height: height) }
        guard width <= maximum, height <= maximum, width <= Bitmap.maxPixelCount / height else {
            throw MediaEncoderError.tooLarge(format: format, width: width, height: height, maximumSide: maximum,
                                             maximumPixels: Bitmap.maxPixelCount)
        }
        self.width = width
        self.height = height
    }

    /// Accepts one more frame when the sequence is open and the frame has the right size.
    mutating func accept(_ frame: Bitmap) throws {
        try accept(width: frame.width, height: frame.height)
    }

    /// Accepts one more frame of `width` × `height` (one compressed elsewhere) when the
    /// sequence is open and the size is right.
    mutating func accept(width frameWidth: Int, height frameHeight: Int) throws {
        guard !isClosed else { throw MediaEncoderError.alreadyFinished }
        guard frameWidth == width, frameHeight == height else {
            throw MediaEncoderError.frameSizeMismatch(expectedWidth: width, expectedHeight: height,
                                                      width: frameWidth, height: frameHeight)
        }
        count += 1
    }

    /// Closes the sequence; it must have at least one frame.
    mutating func close() throws {
        guard !isClosed else { throw MediaEncoderError.alreadyFinished }
        isClosed = true
        guard count > 0 else { throw MediaEncoderError.noFrames }
    }

    /// Closes the sequence after an error, so that later calls report `alreadyFinished`.
    mutating func abandon() {
        isClosed = true
    }
}

/// What the encoders have in common at the end of a file: frames counted by a
/// `FrameSequence`, written to an `OutputFile`, and a way to give up that closes the codec and
/// deletes the temporary file.
protocol SequenceFileEncoder: AnyObject {
    var sequence: FrameSequence { get set }
    var output: OutputFile { get }
    /// Releases the codec, closes the sequence and discards the output; safe to call twice.
    func abandon()
}

extension SequenceFileEncoder {
    /// Runs `body`, abandoning the encoder (and so the temporary file) if it throws: a frame
    /// that fails half-written leaves nothing to finish.
    func abandoningOnError<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            abandon()
            throw error
        }
    }

    /// Ends the file: closes the sequence (without frames the encoder is abandoned and
    /// `noFrames` thrown), lets `writeRest` complete the temporary file, and renames it into
    /// place. Any failure abandons the encoder, so no partial file is left.
    func finishFile(writingRest writeRest: () throws -> Void) throws {
        do {
            try sequence.close()
        } catch MediaEncoderError.noFrames {
            abandon()
            throw MediaEncoderError.noFrames
        }
        do {
            try writeRest()
            try output.commit()
        } catch {
            abandon()
            throw error
        }
    }
}
