import Graphics

/// The bookkeeping every encoder shares: the frame size, how many frames went in, and whether
/// the file is closed.
struct FrameSequence {
    let width: Int
    let height: Int
    private(set) var count = 0
    private(set) var isClosed = false

    /// Checks the size against `1...maximum` on both axes.
    init(width: Int, height: Int, maximum: Int) throws {
        guard (1...maximum).contains(width), (1...maximum).contains(height),
              width <= Bitmap.maxPixelCount / height else {
            throw MediaEncoderError.invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
    }

    /// Accepts one more frame when the sequence is open and the frame has the right size.
    mutating func accept(_ frame: Bitmap) throws {
        guard !isClosed else { throw MediaEncoderError.alreadyFinished }
        guard frame.width == width, frame.height == height else {
            throw MediaEncoderError.frameSizeMismatch(expectedWidth: width, expectedHeight: height,
                                                      width: frame.width, height: frame.height)
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
