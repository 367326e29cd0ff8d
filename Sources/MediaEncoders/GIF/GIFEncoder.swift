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
/// Frames stream to the file as they are added. Pixels under 50 % alpha become transparent,
/// the others opaque (GIF has no partial alpha). Every frame covers the whole canvas and is
/// disposed to the background before the next, so transparent areas never show older frames.
public final class GIFEncoder: AnimationEncoder {
    /// GIF stores sizes as 16-bit numbers.
    public static let maximumDimension = 65_535

    public var width: Int { sequence.width }
    public var height: Int { sequence.height }
    /// The file being written.
    public let url: URL

    private var sequence: FrameSequence
    private var timeline = FrameTimeline(ticksPerSecond: 100, minimumTicks: 2, maximumTicks: 65_535)
    private let quantizer: PaletteQuantizer
    private var gif: UnsafeMutablePointer<GifFileType>?

    /// Creates the file and writes the GIF header.
    ///
    /// - Parameters:
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
        sequence = try FrameSequence(width: width, height: height, maximum: Self.maximumDimension)
        quantizer = PaletteQuantizer(quality: quality, dithering: dithering)
        self.url = url
        let descriptor = try OutputFile.open(url)
        var error: Int32 = 0
        guard let gif = EGifOpenFileHandle(descriptor, &error) else {
            close(descriptor)
            OutputFile.remove(url)
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
    /// browsers replace shorter ones with 10 cs, so animations above 50 fps play slower.
    public func add(frame: Bitmap, delay: Duration) throws {
        try sequence.accept(frame)
        guard let gif else { throw MediaEncoderError.alreadyFinished }
        do {
            let centiseconds = try timeline.ticks(for: delay)
            let indexed = try quantizer.quantize(frame)
            try writeControl(gif, delay: centiseconds, transparentIndex: indexed.transparentIndex)
            try writeImage(gif, indexed)
        } catch {
            abandon()
            throw error
        }
    }

    /// Writes the trailer and closes the file.
    public func finish() throws {
        do {
            try sequence.close()
        } catch MediaEncoderError.noFrames {
            abandon()
            throw MediaEncoderError.noFrames
        }
        guard let gif else { throw MediaEncoderError.alreadyFinished }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else {
            OutputFile.remove(url)
            throw Self.failure(code: error, url: url)
        }
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

    private func writeControl(_ gif: UnsafeMutablePointer<GifFileType>, delay: Int, transparentIndex: Int?) throws {
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_BACKGROUND, UserInputFlag: false,
                                           DelayTime: Int32(delay),
                                           TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var bytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &bytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), bytes))
    }

    private func writeImage(_ gif: UnsafeMutablePointer<GifFileType>, _ frame: IndexedFrame) throws {
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
        try check(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, map))
        var indices = frame.indices
        try indices.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            for row in 0..<height {
                try check(EGifPutLine(gif, base + row * width, Int32(width)))
            }
        }
    }

    // MARK: - Errors

    private func check(_ result: Int32) throws {
        guard result == GIF_OK else { throw Self.failure(code: gif?.pointee.Error ?? 0, url: url) }
    }

    /// Closes and deletes the file after an error; later calls report `alreadyFinished`.
    private func abandon() {
        sequence.abandon()
        if let gif { EGifCloseFile(gif, nil) }
        gif = nil
        OutputFile.remove(url)
    }

    private static func failure(code: Int32, url: URL) -> MediaEncoderError {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        if code == E_GIF_ERR_WRITE_FAILED || code == E_GIF_ERR_OPEN_FAILED {
            return .cannotWrite(path: url.path, reason: reason)
        }
        return .encodingFailed(format: "GIF", reason: reason)
    }
}
