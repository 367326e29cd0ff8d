import CWebP
import Foundation
import Graphics

/// Writes an animated WebP through libwebp's `WebPAnimEncoder`: full 8-bit alpha, lossy (VP8)
/// or lossless (VP8L) frames, millisecond timing and a loop count.
///
/// ```swift
/// let webP = try WebPAnimationEncoder(url: out, width: 256, height: 256, compression: .lossless(effort: 50))
/// for frame in frames { try webP.add(frame: frame, delay: .milliseconds(40)) }
/// try webP.finish()
/// ```
///
/// libwebp keeps the encoded frames in memory and the file is written by `finish()`, under a
/// temporary name beside `url` that is then renamed to `url` (see `OutputFile`). libwebp also
/// merges a frame identical to the one before into that frame's duration, so a reader may see
/// fewer frames than were added, never a different picture.
public final class WebPAnimationEncoder: AnimationEncoder, SequenceFileEncoder {
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

    var sequence: FrameSequence
    let output: OutputFile
    // A frame lasts at most WebP's 24-bit millisecond duration field.
    private var timeline = FrameTimeline(ticksPerSecond: 1000, minimumTicks: 1, maximumTicks: 0xFF_FFFF)
    private var config = WebPConfig()
    private var encoder: OpaquePointer?
    private var hasTransparency = false

    /// Creates the file (empty until `finish()`) and the libwebp encoder.
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
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw MediaEncoderError.encodingFailed(format: "WebP", reason: "libwebp version mismatch")
        }
        options.anim_params.loop_count = Int32(loopCount)
        options.anim_params.bgcolor = 0  // a hint only; browsers start from transparent anyway
        output = try OutputFile(destination: url)
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            output.discard()
            throw MediaEncoderError.encodingFailed(format: "WebP", reason: "cannot create the animation encoder")
        }
        self.encoder = encoder
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    /// Appends a frame shown for `delay`, rounded to whole milliseconds without drift over the
    /// animation (at least 1 ms).
    public func add(frame: Bitmap, delay: Duration) throws {
        try sequence.accept(frame)
        guard let encoder else { throw MediaEncoderError.alreadyFinished }
        try abandoningOnError {
            let start = timeline.elapsedTicks
            _ = try timeline.ticks(for: delay)
            var picture = WebPPicture()
            guard WebPPictureInit(&picture) != 0 else { throw failure("libwebp version mismatch") }
            defer { WebPPictureFree(&picture) }
            picture.use_argb = 1
            picture.width = Int32(width)
            picture.height = Int32(height)
            let imported = frame.straightRGBA().withUnsafeBufferPointer { rgba in
                rgba.baseAddress.map { WebPPictureImportRGBA(&picture, $0, Int32(width * 4)) } ?? 0
            }
            guard imported != 0 else { throw failure("cannot import the frame") }
            if !hasTransparency {
                hasTransparency = stride(from: 3, to: frame.pixels.count, by: 4).contains { frame.pixels[$0] != 255 }
            }
            guard WebPAnimEncoderAdd(encoder, &picture, Int32(start), &config) != 0 else {
                throw failure(Self.message(of: encoder))
            }
        }
    }

    /// Assembles the animation, writes it and renames the file to `url`.
    public func finish() throws {
        try finishFile {
            guard let encoder else { throw MediaEncoderError.alreadyFinished }
            defer { abandonEncoder() }
            var data = WebPData()
            defer { WebPDataClear(&data) }
            // The last "frame" is only the end time of the one before it.
            guard WebPAnimEncoderAdd(encoder, nil, Int32(timeline.elapsedTicks), nil) != 0,
                  WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
                throw failure(Self.message(of: encoder))
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

    /// libwebp derives the file's alpha flag from the stored sub-frames, which it crops to
    /// their changed, non-transparent rectangles; a first frame cropped to an opaque rectangle
    /// leaves the flag clear although the canvas around it is transparent, and readers that
    /// trust the flag (Pillow, some image viewers) then show that canvas opaque black. The flag
    /// is bit 4 of the first byte of the VP8X chunk, which follows the 12-byte RIFF header in
    /// every animated WebP.
    private static func setAlphaFlag(in file: inout Data) {
        let flags = file.startIndex + 20
        guard file.count > 20, file[file.startIndex + 12..<file.startIndex + 16].elementsEqual("VP8X".utf8) else { return }
        file[flags] |= 0x10
    }

    private func abandonEncoder() {
        if let encoder { WebPAnimEncoderDelete(encoder) }
        encoder = nil
    }

    /// Drops the encoder and deletes the file after an error; later calls report
    /// `alreadyFinished`.
    func abandon() {
        sequence.abandon()
        abandonEncoder()
        output.discard()
    }

    private func failure(_ reason: String) -> MediaEncoderError {
        .encodingFailed(format: "WebP", reason: reason)
    }

    private static func message(of encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown libwebp error"
    }
}
