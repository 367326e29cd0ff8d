import Foundation
import Graphics

/// Writes MP4 (H.264) or WebM (VP9) video through `ffmpeg`.
///
/// ```swift
/// let video = try VideoEncoder(url: out, width: 320, height: 240, frameRate: 30, format: .mp4,
///                              background: Color(red: 1, green: 1, blue: 1))
/// for frame in frames { try video.add(frame: frame) }
/// try video.finish()
/// ```
///
/// Video has a constant frame rate: `add(frame:)` appends one video frame, and the
/// `AnimationEncoder` method `add(frame:delay:)` repeats or drops frames so that each picture
/// stays on screen for its delay, rounded to whole frames without drift.
///
/// The video is encoded in segments of one second (`segmentLength`), each by its own
/// single-threaded ffmpeg reading the raw frames from a scratch file, and the segments are
/// joined without re-encoding by `finish()`. With more than one of `threads`, segments are
/// encoded several at once while the next frames are still being added; with one, each
/// segment is encoded before the next frame is taken, so nothing runs beside the caller. The
/// file is the same for every `threads` (see `VideoSegment` for why not one multi-threaded
/// ffmpeg). Every segment starts with a key frame, which costs size in mostly still
/// animations (LottieLogo1 at 512x512: 58 KB against 39 KB in one piece).
///
/// Colours are converted with the BT.709 matrix and tagged so, as players expect for web video.
/// H.264 in 4:2:0 needs even sides, so an MP4 of odd width or height is scaled up by one pixel
/// on that side (`encodedWidth`, `encodedHeight`) rather than padded with a coloured line.
/// ffmpeg writes under a temporary name beside `url`, renamed to `url` by `finish()` (see
/// `OutputFile`).
public final class VideoEncoder: ParallelAnimationEncoder, SequenceFileEncoder {
    /// The largest side ffmpeg's encoders here accept.
    public static let maximumDimension = 16_384

    /// The width of every frame, in pixels.
    public var width: Int { sequence.width }
    /// The height of every frame, in pixels.
    public var height: Int { sequence.height }
    /// The file being written.
    public let url: URL
    /// The container and codec being written.
    public let format: VideoFormat
    /// Frames per second.
    public let frameRate: Int
    /// The width of the video written: `width`, rounded up to even for MP4.
    public let encodedWidth: Int
    /// The height of the video written: `height`, rounded up to even for MP4.
    public let encodedHeight: Int
    /// The threads the encoding may use: 1 encodes one segment at a time, beside nothing;
    /// more encode several segments at once, each by one single-threaded ffmpeg.
    public let threads: Int
    /// Video frames per segment: one second.
    public var segmentLength: Int { frameRate }
    /// How many segments may be encoded at once: one with one thread, so that nothing runs
    /// beside the caller; otherwise twice the threads. Their processes share the cores, so
    /// when a segment ends late (the last, or a busier one) the others are still there to keep
    /// every core busy: against `threads` at once, the export on two threads took 2 to 12 %
    /// less time (LottieLogo1, 9squares, MotionCorpse at 512x512).
    private var segmentsAtOnce: Int { threads == 1 ? 1 : 2 * threads }
    /// Whether a frame with transparent pixels was drawn onto black because the format has no
    /// alpha and no background was given (MP4 without `background`).
    public private(set) var flattenedTransparency = false
    /// Turns frames into ffmpeg's input, for ``add(compressed:delay:)``, on any thread.
    public let compressor: VideoFrameCompressor

    var sequence: FrameSequence
    let output: OutputFile
    private var timeline: FrameTimeline
    private var sequentialCompression = SequentialCompression<VideoFrameCompressor>()
    private let quality: Int
    private let background: Color?
    private let ffmpeg: URL
    /// Where the segments' files go; made with the first frame.
    private var scratchFolder: URL?
    /// The segment taking frames.
    private var filling: VideoSegment?
    /// The segments handed to ffmpeg, in order; the first `encodedCount` are done.
    private var segments: [VideoSegment] = []
    private var encodedCount = 0

    /// Checks the settings, finds ffmpeg and creates the (empty) output file.
    ///
    /// - Parameters:
    ///   - url: the file to write.
    ///   - width: the frame width in pixels.
    ///   - height: the frame height in pixels.
    ///   - frameRate: frames per second, 1...240.
    ///   - format: the container and codec; nil picks it from the file extension.
    ///   - quality: 0...100, mapped onto the codec's constant-quality scale (H.264 CRF 51...0,
    ///     VP9 CRF 63...0); 100 is visually lossless and large.
    ///   - background: the colour under transparent pixels. MP4 has no alpha, so nil there
    ///     means black; for WebM nil keeps the alpha channel.
    ///   - threads: 1 encodes one segment at a time, more encode several at once (at least 1;
    ///     the file is the same).
    ///   - ffmpeg: the ffmpeg executable; nil looks for `ffmpeg` on `PATH`.
    /// - Throws: `MediaEncoderError.toolNotFound` without ffmpeg, `.invalidSize`,
    ///   `.invalidSetting` or `.cannotWrite`.
    public init(url: URL, width: Int, height: Int, frameRate: Int = 30, format: VideoFormat? = nil,
                quality: Int = 75, background: Color? = nil, threads: Int = 1, ffmpeg: URL? = nil) throws {
        guard let format = format ?? VideoFormat(fileExtension: url.pathExtension) else {
            throw MediaEncoderError.invalidSetting("no video format given and none named by \(url.lastPathComponent)")
        }
        guard (1...240).contains(frameRate) else {
            throw MediaEncoderError.invalidSetting("frame rate \(frameRate) is outside 1...240")
        }
        guard (0...100).contains(quality) else {
            throw MediaEncoderError.invalidSetting("video quality \(quality) is outside 0...100")
        }
        guard threads >= 1 else {
            throw MediaEncoderError.invalidSetting("video threads \(threads) is below 1")
        }
        guard let executable = ffmpeg ?? ExecutableLocator.find("ffmpeg"),
              FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw MediaEncoderError.toolNotFound(ffmpeg?.path ?? "ffmpeg")
        }
        sequence = try FrameSequence(width: width, height: height, maximum: Self.maximumDimension,
                                     format: format == .mp4 ? "MP4" : "WebM")
        timeline = FrameTimeline(ticksPerSecond: Double(frameRate), minimumTicks: 0, maximumTicks: .max)
        self.url = url
        self.format = format
        self.frameRate = frameRate
        self.quality = quality
        self.background = background
        self.threads = threads
        self.ffmpeg = executable
        compressor = VideoFrameCompressor(width: width, height: height, background: background, flattens: format == .mp4)
        let evenSides = format == .mp4
        encodedWidth = evenSides ? (width + 1) / 2 * 2 : width
        encodedHeight = evenSides ? (height + 1) / 2 * 2 : height
        output = try OutputFile(destination: url)
    }

    deinit {
        discardSegments()
    }

    /// Appends one video frame.
    public func add(frame: Bitmap) throws {
        try sequence.accept(frame)
        let pixels = try abandoningOnError { try sequentialCompression.compress(frame, with: compressor) }
        try write(pixels, times: 1)
    }

    /// Appends `frame` for `delay`: as many video frames as fit the time so far, possibly none
    /// when the delay is shorter than one frame.
    public func add(frame: Bitmap, delay: Duration) throws {
        try sequence.accept(frame)
        let pixels = try abandoningOnError { try sequentialCompression.compress(frame, with: compressor) }
        try write(pixels, delay: delay)
    }

    /// Appends a frame converted by ``compressor``, shown for `delay` as in
    /// ``add(frame:delay:)``.
    public func add(compressed frame: VideoFramePixels, delay: Duration) throws {
        try sequence.accept(width: frame.width, height: frame.height)
        try write(frame, delay: delay)
    }

    /// Encodes the last segment, joins the segments and renames the file to `url`.
    public func finish() throws {
        try finishFile {
            // Without a segment every frame was dropped for being shorter than one video frame.
            guard filling != nil || !segments.isEmpty else { throw MediaEncoderError.noFrames }
            if let last = filling, segments.isEmpty {
                // One segment is the whole video: it goes straight to the file.
                filling = nil
                segments.append(last)
                try last.startEncoding(ffmpeg, to: output.temporaryURL) { self.encodingArguments(input: $0, output: $1) }
                try last.finishEncoding()
                encodedCount = 1
            } else {
                try startEncodingFilledSegment()
                try waitForSegments(leavingRunning: 0)
                try joinSegments()
            }
            discardSegments()
        }
    }

    /// Stops writing and deletes the unfinished file (nothing happens after `finish()`).
    public func cancel() {
        guard !sequence.isClosed else { return }
        abandon()
    }

    // MARK: - Frames

    private func write(_ frame: VideoFramePixels, delay: Duration) throws {
        let times = try abandoningOnError { try timeline.ticks(for: delay) }
        try write(frame, times: times)
    }

    private func write(_ frame: VideoFramePixels, times: Int) throws {
        flattenedTransparency = flattenedTransparency || frame.flattenedTransparency
        try abandoningOnError {
            for _ in 0..<times {
                let segment = try filling ?? newSegment()
                filling = segment
                try segment.append(frame.bytes)
                if segment.frameCount == segmentLength { try startEncodingFilledSegment() }
            }
        }
    }

    private func newSegment() throws -> VideoSegment {
        let folder = try scratchFolder ?? makeScratchFolder()
        return try VideoSegment(folder: folder, index: segments.count, fileExtension: format == .mp4 ? "mp4" : "webm",
                                destination: url)
    }

    private func makeScratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-video-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw MediaEncoderError.cannotWrite(path: folder.path, reason: "\(error)")
        }
        try InterruptCleanup.track(folder, destination: url)
        scratchFolder = folder
        return folder
    }

    /// Hands the filling segment (if any) to ffmpeg, after waiting for a free thread.
    private func startEncodingFilledSegment() throws {
        guard let segment = filling else { return }
        filling = nil
        try waitForSegments(leavingRunning: segmentsAtOnce - 1)
        segments.append(segment)
        try segment.startEncoding(ffmpeg) { self.encodingArguments(input: $0, output: $1) }
        // One thread: nothing runs beside the caller.
        if threads == 1 { try waitForSegments(leavingRunning: 0) }
    }

    /// Waits, oldest first, until at most `running` segments are being encoded.
    private func waitForSegments(leavingRunning running: Int) throws {
        while segments.count - encodedCount > max(0, running) {
            try segments[encodedCount].finishEncoding()
            encodedCount += 1
        }
    }

    // MARK: - ffmpeg

    /// Encoding one segment: raw RGBA from `input`, one thread, into `output`.
    private func encodingArguments(input: URL, output: URL) -> [String] {
        let keepsAlpha = format == .webM && background == nil
        var arguments = ["-hide_banner", "-loglevel", "error", "-y", "-filter_threads", "1",
                         "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(width)x\(height)",
                         "-framerate", "\(frameRate)", "-i", input.path, "-an"]
        switch format {
        case .mp4:
            let crf = Int((Double(100 - quality) * 0.51).rounded())
            arguments += ["-c:v", "libx264", "-preset", "medium", "-crf", "\(crf)", "-threads", "1",
                          "-movflags", "+faststart"]
        case .webM:
            let crf = Int((Double(100 - quality) * 0.63).rounded())
            arguments += ["-c:v", "libvpx-vp9", "-crf", "\(crf)", "-b:v", "0", "-threads", "1"]
        }
        let pixelFormat = keepsAlpha ? "yuva420p" : "yuv420p"
        // Resizing (only ever by one pixel, to even sides) happens in the same scale filter as
        // the colour conversion.
        let resize = encodedWidth != width || encodedHeight != height
            ? "w=\(encodedWidth):h=\(encodedHeight):flags=lanczos:" : ""
        let filters = "scale=\(resize)out_color_matrix=bt709:out_range=tv,format=\(pixelFormat)"
        arguments += ["-vf", filters,
                      "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                      // WebM's muxer otherwise writes random identifiers into every file.
                      "-fflags", "+bitexact", "-f", format == .mp4 ? "mp4" : "webm", output.path]
        return arguments
    }

    /// Joins the encoded segments into the output file with ffmpeg's concat demuxer, copying
    /// the streams.
    private func joinSegments() throws {
        guard let folder = scratchFolder else { throw MediaEncoderError.noFrames }
        let list = folder.appendingPathComponent("segments.txt")
        let entries = segments.map { "file '\($0.video.path.replacingOccurrences(of: "'", with: "'\\''"))'\n" }
        try InterruptCleanup.track(list, destination: url)
        guard FileManager.default.createFile(atPath: list.path, contents: Data(entries.joined().utf8)) else {
            throw MediaEncoderError.cannotWrite(path: list.path, reason: "cannot list the segments")
        }
        var arguments = ["-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0",
                         "-i", list.path, "-c", "copy"]
        if format == .mp4 { arguments += ["-movflags", "+faststart"] }
        arguments += ["-fflags", "+bitexact", "-f", format == .mp4 ? "mp4" : "webm", output.temporaryURL.path]
        try FFmpegProcess(ffmpeg, arguments: arguments, destination: url).wait()
    }

    // MARK: - Giving up

    /// Stops every ffmpeg and deletes the segments and the scratch folder.
    private func discardSegments() {
        filling?.discard()
        filling = nil
        for segment in segments { segment.discard() }
        segments = []
        encodedCount = 0
        if let scratchFolder {
            InterruptCleanup.untrack(scratchFolder.appendingPathComponent("segments.txt"))
            InterruptCleanup.untrack(scratchFolder)
            try? FileManager.default.removeItem(at: scratchFolder)  // only scratch files are left in it
        }
        scratchFolder = nil
    }

    /// Stops ffmpeg and deletes the output after an error; later calls report
    /// `alreadyFinished`.
    func abandon() {
        sequence.abandon()
        discardSegments()
        output.discard()
    }
}
