import CWebP
import Foundation
import Graphics

/// Writes an animated WebP through libwebp: full 8-bit alpha, lossy (VP8) or lossless (VP8L)
/// frames, millisecond timing and a loop count.
///
/// ```swift
/// let webP = try WebPAnimationEncoder(url: out, width: 256, height: 256, compression: .lossless(effort: 50))
/// for frame in frames { try webP.add(frame: frame, delay: .milliseconds(40)) }
/// try webP.finish()
/// ```
///
/// Each frame stores only the rectangle that changed since the frame before, encoded as a
/// still image by ``compressor`` (`WebPFrameCompressor`), which can run on other threads:
/// ``add(compressed:delay:)`` takes its results in order, and the file is the same as through
/// ``add(frame:delay:)``. The encoded frames are kept in memory (libwebp's mux) and the file is
/// written by `finish()`, under a temporary name beside `url` that is then renamed to `url`
/// (see `OutputFile`). A frame identical to the one before only lengthens that frame, so a
/// reader may see fewer frames than were added, never a different picture.
public final class WebPAnimationEncoder: ParallelAnimationEncoder, SequenceFileEncoder {
    /// How frames are compressed.
    public enum Compression: Sendable, Equatable {
        /// VP8 lossy colour with lossless alpha; quality 0...100 (libwebp's `-q`: higher is
        /// better looking and larger).
        case lossy(quality: Double)
        /// VP8L lossless; effort 0...100 buys smaller files with more encoding time. It picks
        /// one of libwebp's ten lossless presets (`cwebp -z 0...9`: effort 0 is level 0, 100 is
        /// level 9), which set both the compression method and the search effort.
        case lossless(effort: Double)
    }

    /// WebP's largest canvas side.
    public static let maximumDimension = Int(WEBP_MAX_DIMENSION)

    /// The width of every frame, in pixels.
    public var width: Int { sequence.width }
    /// The height of every frame, in pixels.
    public var height: Int { sequence.height }
    /// The file being written.
    public let url: URL
    /// Encodes frames for ``add(compressed:delay:)`` on any thread.
    public let compressor: WebPFrameCompressor

    var sequence: FrameSequence
    let output: OutputFile
    // A frame lasts at most WebP's 24-bit millisecond duration field.
    private var timeline = FrameTimeline(ticksPerSecond: 1000, minimumTicks: 1, maximumTicks: 0xFF_FFFF)
    private var sequentialCompression = SequentialCompression<WebPFrameCompressor>()
    private var mux: OpaquePointer?
    /// The last frame added, not yet in the mux: the frames after it may lengthen it.
    private var pending: (frame: EncodedWebPFrame, start: Int)?
    private var hasTransparency = false

    /// Creates the file (empty until `finish()`) and libwebp's mux.
    ///
    /// - Parameters:
    ///   - url: the file to write.
    ///   - width: the frame width in pixels.
    ///   - height: the frame height in pixels.
    ///   - loopCount: how many times the animation plays; 0 plays it forever. WebP stores this
    ///     number as is.
    ///   - compression: lossy with a quality, or lossless with an effort.
    /// - Throws: `MediaEncoderError.invalidSize`, `.invalidSetting` or `.cannotWrite`.
    public init(url: URL, width: Int, height: Int, loopCount: Int = 0,
                compression: Compression = .lossy(quality: 90)) throws {
        guard (0...65_535).contains(loopCount) else {
            throw MediaEncoderError.invalidSetting("WebP loop count \(loopCount) is outside 0...65535")
        }
        sequence = try FrameSequence(width: width, height: height, maximum: Self.maximumDimension, format: "WebP")
        self.url = url
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else {
            throw MediaEncoderError.encodingFailed(format: "WebP", reason: "libwebp version mismatch")
        }
        switch compression {
        case .lossy(let quality):
            config.lossless = 0
            config.quality = Float(quality)
        case .lossless(let effort):
            guard (0...100).contains(effort) else {
                throw MediaEncoderError.invalidSetting("WebP lossless effort \(effort) is outside 0...100")
            }
            guard WebPConfigLosslessPreset(&config, Int32((effort * 9 / 100).rounded())) != 0 else {
                throw MediaEncoderError.invalidSetting("WebP lossless effort \(effort) is out of range")
            }
        }
        guard WebPValidateConfig(&config) != 0 else {
            throw MediaEncoderError.invalidSetting("WebP compression \(compression) is out of range")
        }
        compressor = WebPFrameCompressor(width: width, height: height, config: config)
        output = try OutputFile(destination: url)
        // bgcolor is a hint only; browsers start from transparent anyway.
        var animation = WebPMuxAnimParams(bgcolor: 0, loop_count: Int32(loopCount))
        guard let mux = WebPMuxNew() else {
            output.discard()
            throw MediaEncoderError.encodingFailed(format: "WebP", reason: "cannot create the mux")
        }
        self.mux = mux
        guard WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)) == WEBP_MUX_OK,
              WebPMuxSetAnimationParams(mux, &animation) == WEBP_MUX_OK else {
            abandon()
            throw MediaEncoderError.encodingFailed(format: "WebP", reason: "cannot set up the animation")
        }
    }

    deinit {
        if let mux { WebPMuxDelete(mux) }
    }

    /// Appends a frame shown for `delay`, rounded to whole milliseconds without drift over the
    /// animation (at least 1 ms).
    public func add(frame: Bitmap, delay: Duration) throws {
        try sequence.accept(frame)
        guard mux != nil else { throw MediaEncoderError.alreadyFinished }
        let compressed = try abandoningOnError { try sequentialCompression.compress(frame, with: compressor) }
        try append(compressed, delay: delay)
    }

    /// Appends a frame encoded by ``compressor`` (after the frame added before it), shown for
    /// `delay` as in ``add(frame:delay:)``.
    public func add(compressed frame: EncodedWebPFrame, delay: Duration) throws {
        try sequence.accept(width: frame.width, height: frame.height)
        // A frame added whole after this one is encoded as a first frame, whole: this encoder
        // never saw the pixels of this one.
        sequentialCompression = SequentialCompression()
        try append(frame, delay: delay)
    }

    /// Puts the pending frame into the mux, unless `frame` only lengthens it, and keeps
    /// `frame` pending.
    private func append(_ frame: EncodedWebPFrame, delay: Duration) throws {
        guard mux != nil else { throw MediaEncoderError.alreadyFinished }
        try abandoningOnError {
            let start = timeline.elapsedTicks
            _ = try timeline.ticks(for: delay)
            hasTransparency = hasTransparency || !frame.isOpaque
            if frame.changesNothing {
                // Compressed after a frame this encoder was never given.
                guard pending != nil else { throw failure("a frame repeating the one before came first") }
                return
            }
            try pushPending(until: start)
            pending = (frame, start)
        }
    }

    /// Puts the pending frame into the mux, lasting until `end` (in milliseconds).
    private func pushPending(until end: Int) throws {
        guard let mux, let held = pending else { return }
        let (frame, start) = held
        pending = nil
        let status = frame.bitstream.withUnsafeBufferPointer { bytes -> WebPMuxError in
            var info = WebPMuxFrameInfo()
            info.bitstream = WebPData(bytes: bytes.baseAddress, size: bytes.count)
            info.x_offset = Int32(frame.rectangle.x)
            info.y_offset = Int32(frame.rectangle.y)
            info.duration = Int32(end - start)
            info.id = WEBP_CHUNK_ANMF
            info.dispose_method = WEBP_MUX_DISPOSE_NONE
            info.blend_method = frame.blends ? WEBP_MUX_BLEND : WEBP_MUX_NO_BLEND
            return WebPMuxPushFrame(mux, &info, 1)
        }
        guard status == WEBP_MUX_OK else { throw failure("cannot add a frame (mux error \(status.rawValue))") }
    }

    /// Assembles the animation, writes it and renames the file to `url`.
    public func finish() throws {
        try finishFile {
            guard let mux else { throw MediaEncoderError.alreadyFinished }
            defer { abandonMux() }
            try pushPending(until: timeline.elapsedTicks)
            var data = WebPData()
            defer { WebPDataClear(&data) }
            let status = WebPMuxAssemble(mux, &data)
            guard status == WEBP_MUX_OK, let bytes = data.bytes else {
                throw failure("cannot assemble the animation (mux error \(status.rawValue))")
            }
            var file = Data(UnsafeBufferPointer(start: bytes, count: data.size))
            if hasTransparency { Self.setAlphaFlag(in: &file) }
            do {
                let handle = FileHandle(fileDescriptor: try output.openForWriting(), closeOnDealloc: true)
                try handle.write(contentsOf: file)
                try handle.close()
            } catch let error as MediaEncoderError {
                throw error
            } catch {
                throw MediaEncoderError.cannotWrite(path: url.path, reason: "\(error)")
            }
        }
    }

    /// Stops writing and deletes the unfinished file (nothing happens after `finish()`).
    public func cancel() {
        guard !sequence.isClosed else { return }
        abandon()
    }

    /// libwebp derives the file's alpha flag from the stored sub-frames, which are cropped to
    /// their changed rectangles; a frame with transparent pixels outside every stored
    /// rectangle can leave the flag clear although the canvas there is transparent, and readers that
    /// trust the flag (Pillow, some image viewers) then show that canvas opaque black. The flag
    /// is bit 4 of the first byte of the VP8X chunk, which follows the 12-byte RIFF header in
    /// every animated WebP.
    private static func setAlphaFlag(in file: inout Data) {
        let flags = file.startIndex + 20
        guard file.count > 20, file[file.startIndex + 12..<file.startIndex + 16].elementsEqual("VP8X".utf8) else { return }
        file[flags] |= 0x10
    }

    private func abandonMux() {
        if let mux { WebPMuxDelete(mux) }
        mux = nil
        pending = nil
    }

    /// Drops the encoder and deletes the file after an error; later calls report
    /// `alreadyFinished`.
    func abandon() {
        sequence.abandon()
        abandonMux()
        output.discard()
    }

    private func failure(_ reason: String) -> MediaEncoderError {
        .encodingFailed(format: "WebP", reason: reason)
    }
}
