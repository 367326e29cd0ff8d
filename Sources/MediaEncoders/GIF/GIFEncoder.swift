import CGIF
import Foundation
import Graphics

/// Writes an animated GIF frame by frame, each frame with a palette of its own chosen by
/// libimagequant (dithered by default), one-bit transparency and its own delay.
///
/// ```swift
/// let gif = try GIFEncoder(url: out, width: 128, height: 128, loopCount: 0)
/// for frame in frames { try gif.add(frame: frame, delay: .milliseconds(33)) }
/// try gif.finish()
/// ```
///
/// Frames stream to the file as they are added (each is written when the next one arrives,
/// which decides how it is disposed of). Pixels under 50 % alpha become transparent, the others
/// opaque (GIF has no partial alpha). A frame stores only the rectangle that changed, and
/// inside it only the pixels that changed since the frame before, whenever that frame can
/// stay in place; when a pixel has to turn transparent again, the frame before is cleared and
/// the new one stored whole.
///
/// The palettes and remapping, most of the work, are done by ``compressor`` and depend on
/// each frame and the one before it alone: ``add(compressed:delay:)`` takes frames compressed
/// on other threads, and the file is the same as through ``add(frame:delay:)``.
///
/// The file is written under a temporary name beside `url` and renamed to `url` by
/// `finish()` (see `OutputFile`), so `url` never holds a GIF without its trailer.
public final class GIFEncoder: ParallelAnimationEncoder, SequenceFileEncoder {
    /// GIF stores sizes as 16-bit numbers.
    public static let maximumDimension = 65_535

    /// The highest frame rate a GIF plays at its own speed: delays are whole centiseconds and
    /// browsers show delays under 2 cs as 10 cs, so 2 cs (50 fps) is the shortest frame.
    public static let maximumFrameRate = 50.0

    /// The width of every frame, in pixels.
    public var width: Int { sequence.width }
    /// The height of every frame, in pixels.
    public var height: Int { sequence.height }
    /// The file being written.
    public let url: URL
    /// Quantizes frames for ``add(compressed:delay:)`` on any thread.
    public let compressor: GIFFrameCompressor

    var sequence: FrameSequence
    let output: OutputFile
    private var timeline = FrameTimeline(ticksPerSecond: 100, minimumTicks: 2, maximumTicks: 65_535)
    private var sequentialCompression = SequentialCompression<GIFFrameCompressor>()
    private var gif: UnsafeMutablePointer<GifFileType>?
    /// The last frame added, not yet written: its disposal depends on the next frame.
    private var pending: (frame: IndexedFrame, delay: Int)?

    /// Creates the file and writes the GIF header.
    ///
    /// - Parameters:
    ///   - url: the file to write.
    ///   - width: the frame width in pixels.
    ///   - height: the frame height in pixels.
    ///   - loopCount: how many times the animation plays; 0 plays it forever. GIF's NETSCAPE2.0
    ///     extension stores repetitions after the first play, so this writes `loopCount - 1`
    ///     there, and no extension at all for 1 (play once), as browsers read it.
    ///   - quality: libimagequant's quality, 0...100: lower allows fewer colours.
    ///   - dithering: error diffusion against banding; turn it off for flat artwork.
    /// - Throws: `MediaEncoderError.invalidSize`, `.invalidSetting` or `.cannotWrite`.
    public init(url: URL, width: Int, height: Int, loopCount: Int = 0, quality: Int = 100,
                dithering: Bool = true) throws {
        guard (0...65_536).contains(loopCount) else {
            throw MediaEncoderError.invalidSetting("GIF loop count \(loopCount) is outside 0...65536")
        }
        guard (0...100).contains(quality) else {
            throw MediaEncoderError.invalidSetting("GIF quality \(quality) is outside 0...100")
        }
        sequence = try FrameSequence(width: width, height: height, maximum: Self.maximumDimension, format: "GIF")
        compressor = GIFFrameCompressor(width: width, height: height,
                                        quantizer: PaletteQuantizer(quality: quality, dithering: dithering))
        self.url = url
        output = try OutputFile(destination: url)
        let descriptor = try output.openForWriting()
        var error: Int32 = 0
        guard let gif = EGifOpenFileHandle(descriptor, &error) else {
            close(descriptor)
            output.discard()
            throw Self.failure(code: error, url: url)
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        do {
            // No global colour table: every frame carries its own.
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil))
            if loopCount != 1 { try writeLoopExtension(repetitions: loopCount == 0 ? 0 : loopCount - 1) }
        } catch {
            abandon()
            throw error
        }
    }

    deinit {
        if let gif { EGifCloseFile(gif, nil) }
    }

    /// Appends a frame shown for `delay`, rounded to GIF's centiseconds without drift over the
    /// animation (30 fps gives 3, 4, 3 cs…). Delays under 2 cs are written as 2 cs because
    /// browsers replace shorter ones with 10 cs, so animations above `maximumFrameRate` play
    /// slower: sample them at that rate instead.
    public func add(frame: Bitmap, delay: Duration) throws {
        try sequence.accept(frame)
        guard gif != nil else { throw MediaEncoderError.alreadyFinished }
        let compressed = try abandoningOnError { try sequentialCompression.compress(frame, with: compressor) }
        try write(compressed, delay: delay)
    }

    /// Appends a frame quantized by ``compressor`` (after the frame added before it), shown for
    /// `delay` as in ``add(frame:delay:)``.
    public func add(compressed frame: QuantizedGIFFrame, delay: Duration) throws {
        try sequence.accept(width: frame.indexed.width, height: frame.indexed.height)
        // A frame added whole after this one is compressed as a first frame, on a cleared
        // canvas: this encoder never saw the pixels of this one.
        sequentialCompression = SequentialCompression()
        try write(frame, delay: delay)
    }

    /// Writes the pending frame, disposed of as `frame` needs, and keeps `frame` pending.
    private func write(_ frame: QuantizedGIFFrame, delay: Duration) throws {
        guard let gif else { throw MediaEncoderError.alreadyFinished }
        try abandoningOnError {
            let centiseconds = try timeline.ticks(for: delay)
            if let pending {
                try write(pending.frame, delay: pending.delay, gif,
                          disposal: frame.drawsOverPrevious ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND)
            }
            pending = (frame.indexed, centiseconds)
        }
    }

    /// Writes the last frame and the trailer, closes the file and renames it to `url`.
    public func finish() throws {
        try finishFile {
            guard let gif else { throw MediaEncoderError.alreadyFinished }
            if let pending { try write(pending.frame, delay: pending.delay, gif, disposal: DISPOSE_BACKGROUND) }
            pending = nil
            self.gif = nil
            var error: Int32 = 0
            guard EGifCloseFile(gif, &error) == GIF_OK else { throw Self.failure(code: error, url: url) }
        }
    }

    /// Stops writing and deletes the unfinished file (nothing happens after `finish()`).
    public func cancel() {
        guard !sequence.isClosed else { return }
        abandon()
    }

    // MARK: - Blocks

    private func writeLoopExtension(repetitions: Int) throws {
        guard let gif else { return }
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0"))
        let block: [UInt8] = [1, UInt8(repetitions & 0xFF), UInt8(repetitions >> 8)]
        try check(EGifPutExtensionBlock(gif, Int32(block.count), block))
        try check(EGifPutExtensionTrailer(gif))
    }

    /// Writes a frame with its graphic control block. A frame left in place stores only its
    /// drawn rectangle (one transparent pixel when nothing changed); a frame restored to the
    /// background stores the whole canvas, so that restoring clears all of it.
    private func write(_ frame: IndexedFrame, delay: Int, _ gif: UnsafeMutablePointer<GifFileType>,
                       disposal: Int32) throws {
        let whole = (x: 0, y: 0, width: width, height: height)
        let bounds = disposal == DISPOSE_DO_NOT ? frame.drawnBounds() ?? (0, 0, 1, 1) : whole
        try writeControl(gif, delay: delay, disposal: disposal, transparentIndex: frame.transparentIndex)
        try writeImage(gif, frame, bounds: bounds)
    }

    private func writeControl(_ gif: UnsafeMutablePointer<GifFileType>, delay: Int, disposal: Int32,
                              transparentIndex: Int) throws {
        var control = GraphicsControlBlock(DisposalMode: disposal, UserInputFlag: false,
                                           DelayTime: Int32(delay), TransparentColor: Int32(transparentIndex))
        var bytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &bytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), bytes))
    }

    private func writeImage(_ gif: UnsafeMutablePointer<GifFileType>, _ frame: IndexedFrame,
                            bounds: (x: Int, y: Int, width: Int, height: Int)) throws {
        // A GIF colour table holds a power of two entries, at least two.
        var tableSize = 2
        while tableSize < frame.palette.count { tableSize *= 2 }
        var colors = [GifColorType](repeating: GifColorType(), count: tableSize)
        for (index, color) in frame.palette.enumerated() {
            colors[index] = GifColorType(Red: color.red, Green: color.green, Blue: color.blue)
        }
        guard let map = GifMakeMapObject(Int32(tableSize), colors) else {
            throw MediaEncoderError.encodingFailed(format: "GIF", reason: "cannot allocate a colour table")
        }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(gif, Int32(bounds.x), Int32(bounds.y), Int32(bounds.width),
                                   Int32(bounds.height), false, map))
        var indices = frame.indices
        try indices.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            for row in bounds.y..<bounds.y + bounds.height {
                try check(EGifPutLine(gif, base + row * width + bounds.x, Int32(bounds.width)))
            }
        }
    }

    // MARK: - Errors

    private func check(_ result: Int32) throws {
        guard result == GIF_OK else { throw Self.failure(code: gif?.pointee.Error ?? 0, url: url) }
    }

    /// Closes and deletes the file after an error; later calls report `alreadyFinished`.
    func abandon() {
        sequence.abandon()
        pending = nil
        if let gif { EGifCloseFile(gif, nil) }
        gif = nil
        output.discard()
    }

    private static func failure(code: Int32, url: URL) -> MediaEncoderError {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        if code == E_GIF_ERR_WRITE_FAILED || code == E_GIF_ERR_OPEN_FAILED {
            return .cannotWrite(path: url.path, reason: reason)
        }
        return .encodingFailed(format: "GIF", reason: reason)
    }
}
