import Foundation
import Graphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes MP4 (H.264) or WebM (VP9) video by piping raw RGBA frames to an `ffmpeg` process.
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
/// Colours are converted with the BT.709 matrix and tagged so, as players expect for web video.
/// ffmpeg starts with the first frame; the process ignores SIGPIPE from then on, so that an
/// ffmpeg that dies mid-stream turns into a thrown error instead of killing the process.
///
/// H.264 in 4:2:0 needs even sides, so an MP4 of odd width or height is scaled up by one pixel
/// on that side (`encodedWidth`, `encodedHeight`) rather than padded with a coloured line.
/// ffmpeg writes under a temporary name beside `url`, renamed to `url` by `finish()` (see
/// `OutputFile`).
public final class VideoEncoder: AnimationEncoder, SequenceFileEncoder {
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
    /// Whether a frame with transparent pixels was drawn onto black because the format has no
    /// alpha and no background was given (MP4 without `background`).
    public private(set) var flattenedTransparency = false

    var sequence: FrameSequence
    let output: OutputFile
    private var timeline: FrameTimeline
    private let quality: Int
    private let background: Color?
    private let ffmpeg: URL
    private var process: Process?
    private var input: FileHandle?
    private var errorLog: URL?

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
    ///   - ffmpeg: the ffmpeg executable; nil looks for `ffmpeg` on `PATH`.
    /// - Throws: `MediaEncoderError.toolNotFound` without ffmpeg, `.invalidSize`,
    ///   `.invalidSetting` or `.cannotWrite`.
    public init(url: URL, width: Int, height: Int, frameRate: Int = 30, format: VideoFormat? = nil,
                quality: Int = 75, background: Color? = nil, ffmpeg: URL? = nil) throws {
        guard let format = format ?? VideoFormat(fileExtension: url.pathExtension) else {
            throw MediaEncoderError.invalidSetting("no video format given and none named by \(url.lastPathComponent)")
        }
        guard (1...240).contains(frameRate) else {
            throw MediaEncoderError.invalidSetting("frame rate \(frameRate) is outside 1...240")
        }
        guard (0...100).contains(quality) else {
            throw MediaEncoderError.invalidSetting("video quality \(quality) is outside 0...100")
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
        self.ffmpeg = executable
        let evenSides = format == .mp4
        encodedWidth = evenSides ? (width + 1) / 2 * 2 : width
        encodedHeight = evenSides ? (height + 1) / 2 * 2 : height
        output = try OutputFile(destination: url)
    }

    deinit {
        try? input?.close()  // ends ffmpeg's input; nothing is left to report to
        if let process {
            if process.isRunning { process.terminate() }
            InterruptCleanup.untrack(process: process.processIdentifier)
        }
        removeErrorLog()
    }

    /// Appends one video frame.
    public func add(frame: Bitmap) throws {
        try sequence.accept(frame)
        try write(frame, times: 1)
    }

    /// Appends `frame` for `delay`: as many video frames as fit the time so far, possibly none
    /// when the delay is shorter than one frame.
    public func add(frame: Bitmap, delay: Duration) throws {
        try sequence.accept(frame)
        let times = try abandoningOnError { try timeline.ticks(for: delay) }
        try write(frame, times: times)
    }

    /// Ends ffmpeg's input, waits for it to write the file and renames it to `url`.
    public func finish() throws {
        try finishFile {
            // Without a process every frame was dropped for being shorter than one video frame.
            guard let process, let input else { throw MediaEncoderError.noFrames }
            self.input = nil
            do {
                try input.close()
            } catch {
                // ffmpeg already closed its end; its exit status tells why.
            }
            process.waitUntilExit()
            InterruptCleanup.untrack(process: process.processIdentifier)
            try checkExit(of: process)
            removeErrorLog()
        }
    }

    /// Stops writing and deletes the unfinished file (nothing happens after `finish()`).
    public func cancel() {
        guard !sequence.isClosed else { return }
        abandon()
    }

    // MARK: - Frames

    private func write(_ frame: Bitmap, times: Int) throws {
        guard times > 0 else { return }
        let bytes = Data(pixels(of: frame))
        do {
            let input = try runningInput()
            for _ in 0..<times { try input.write(contentsOf: bytes) }
        } catch let error as MediaEncoderError {
            abandon()
            throw error
        } catch {
            // Writing failed because ffmpeg stopped reading; its own message says why.
            let failure = stoppedProcessError()
                ?? MediaEncoderError.toolFailed(tool: "ffmpeg", status: -1, message: "\(error)")
            abandon()
            throw failure
        }
    }

    /// The frame as the bytes ffmpeg reads: RGBA over the background when there is one (or
    /// when the format has no alpha), straight RGBA otherwise.
    private func pixels(of frame: Bitmap) -> [UInt8] {
        guard background != nil || format == .mp4 else { return frame.straightRGBA() }
        if background == nil, !flattenedTransparency {
            flattenedTransparency = stride(from: 3, to: frame.pixels.count, by: 4).contains { frame.pixels[$0] != 255 }
        }
        // Premultiplied colour over an opaque background: out = colour + background * (1 - alpha).
        let under = (background ?? Color(red: 0, green: 0, blue: 0)).clamped
        let red = under.red * 255, green = under.green * 255, blue = under.blue * 255
        var out = frame.pixels
        for i in stride(from: 0, to: out.count, by: 4) {
            let uncovered = 1 - Double(out[i + 3]) / 255
            out[i] = UInt8(min(255, (Double(out[i]) + red * uncovered).rounded()))
            out[i + 1] = UInt8(min(255, (Double(out[i + 1]) + green * uncovered).rounded()))
            out[i + 2] = UInt8(min(255, (Double(out[i + 2]) + blue * uncovered).rounded()))
            out[i + 3] = 255
        }
        return out
    }

    // MARK: - ffmpeg

    private func runningInput() throws -> FileHandle {
        if let input { return input }
        // A write to a pipe whose reader died raises SIGPIPE, which would end this process.
        signal(SIGPIPE, SIG_IGN)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("ffmpeg-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw MediaEncoderError.cannotWrite(path: log.path, reason: "cannot create ffmpeg's log")
        }
        errorLog = log
        try InterruptCleanup.track(log, destination: url)
        let pipe = Pipe()
        let process = Process()
        process.executableURL = ffmpeg
        process.arguments = arguments()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        do {
            try process.run()
        } catch {
            throw MediaEncoderError.toolFailed(tool: "ffmpeg", status: -1, message: "cannot start \(ffmpeg.path): \(error)")
        }
        InterruptCleanup.track(process: process.processIdentifier)
        self.process = process
        input = pipe.fileHandleForWriting
        return pipe.fileHandleForWriting
    }

    private func arguments() -> [String] {
        let keepsAlpha = format == .webM && background == nil
        var arguments = ["-hide_banner", "-loglevel", "error", "-y",
                         "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(width)x\(height)",
                         "-framerate", "\(frameRate)", "-i", "pipe:0", "-an"]
        switch format {
        case .mp4:
            let crf = Int((Double(100 - quality) * 0.51).rounded())
            arguments += ["-c:v", "libx264", "-preset", "medium", "-crf", "\(crf)", "-movflags", "+faststart"]
        case .webM:
            let crf = Int((Double(100 - quality) * 0.63).rounded())
            arguments += ["-c:v", "libvpx-vp9", "-crf", "\(crf)", "-b:v", "0", "-row-mt", "1"]
        }
        let pixelFormat = keepsAlpha ? "yuva420p" : "yuv420p"
        // Resizing (only ever by one pixel, to even sides) happens in the same scale filter as
        // the colour conversion.
        let resize = encodedWidth != width || encodedHeight != height
            ? "w=\(encodedWidth):h=\(encodedHeight):flags=lanczos:" : ""
        let filters = "scale=\(resize)out_color_matrix=bt709:out_range=tv,format=\(pixelFormat)"
        arguments += ["-vf", filters,
                      "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                      "-f", format == .mp4 ? "mp4" : "webm", output.temporaryURL.path]
        return arguments
    }

    private func checkExit(of process: Process) throws {
        guard process.terminationStatus != 0 || process.terminationReason != .exit else { return }
        let message = readErrorLog()
        removeErrorLog()
        throw MediaEncoderError.toolFailed(tool: "ffmpeg", status: process.terminationStatus, message: message)
    }

    /// After a failed write: ends ffmpeg's input, waits for it to exit and returns its error.
    private func stoppedProcessError() -> MediaEncoderError? {
        guard let process else { return nil }
        try? input?.close()  // ffmpeg must see the end of its input to exit; it is failing anyway
        input = nil
        process.waitUntilExit()
        return MediaEncoderError.toolFailed(tool: "ffmpeg", status: process.terminationStatus, message: readErrorLog())
    }

    /// Stops ffmpeg and deletes the output after an error; later calls report
    /// `alreadyFinished`.
    func abandon() {
        sequence.abandon()
        try? input?.close()  // ffmpeg is being stopped; its input state no longer matters
        input = nil
        if let process {
            if process.isRunning {
                process.terminate()
                // ffmpeg must not write the temporary file again after it is deleted.
                process.waitUntilExit()
            }
            InterruptCleanup.untrack(process: process.processIdentifier)
        }
        output.discard()
        removeErrorLog()
    }

    private func readErrorLog() -> String {
        guard let errorLog, let data = FileManager.default.contents(atPath: errorLog.path) else { return "" }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func removeErrorLog() {
        if let errorLog {
            InterruptCleanup.untrack(errorLog)
            try? FileManager.default.removeItem(at: errorLog)  // a stray log in the temporary folder is harmless
        }
        errorLog = nil
    }
}
