import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of consecutive video frames encoded on its own: the raw frames gathered in a scratch
/// file, then one single-threaded ffmpeg turning them into a short video, which
/// `VideoEncoder` joins to the others.
///
/// Encoding a video in segments is what lets it use several cores with the same result: x264
/// and libvpx give different streams on different thread counts (their frame threads limit
/// motion search and rate control differently), but every segment here is encoded on one
/// thread, so the file is the same whether the segments are encoded one after the other
/// (`--jobs 1`) or several at once.
final class VideoSegment {
    /// The raw RGBA frames.
    let rawFrames: URL
    /// The encoded segment.
    let video: URL
    private(set) var frameCount = 0
    private var handle: FileHandle?
    private var encoding: FFmpegProcess?
    private let destination: URL

    /// An empty segment whose files go in `folder`, named after `index`.
    init(folder: URL, index: Int, fileExtension: String, destination: URL) throws {
        rawFrames = folder.appendingPathComponent("segment-\(index).rgba")
        video = folder.appendingPathComponent("segment-\(index).\(fileExtension)")
        self.destination = destination
        try InterruptCleanup.track(rawFrames, destination: destination)
        try InterruptCleanup.track(video, destination: destination)
        guard FileManager.default.createFile(atPath: rawFrames.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: rawFrames.path) else {
            removeFiles()
            throw MediaEncoderError.cannotWrite(path: rawFrames.path, reason: "cannot create a scratch file")
        }
        self.handle = handle
    }

    deinit {
        discard()
    }

    /// Appends one frame's bytes.
    func append(_ frame: Data) throws {
        guard let handle else { throw MediaEncoderError.alreadyFinished }
        do {
            try handle.write(contentsOf: frame)
        } catch {
            throw MediaEncoderError.cannotWrite(path: rawFrames.path, reason: "\(error)")
        }
        frameCount += 1
    }

    /// Closes the raw file and starts ffmpeg with `arguments(rawFrames, output)`, writing to
    /// `output` (by default ``video``).
    func startEncoding(_ ffmpeg: URL, to output: URL? = nil, arguments: (URL, URL) -> [String]) throws {
        guard let handle else { throw MediaEncoderError.alreadyFinished }
        self.handle = nil
        do {
            try handle.close()
        } catch {
            throw MediaEncoderError.cannotWrite(path: rawFrames.path, reason: "\(error)")
        }
        encoding = try FFmpegProcess(ffmpeg, arguments: arguments(rawFrames, output ?? video), destination: destination)
    }

    /// Waits for ffmpeg, then deletes the raw frames.
    ///
    /// - Throws: `MediaEncoderError.toolFailed` when ffmpeg failed.
    func finishEncoding() throws {
        try encoding?.wait()
        encoding = nil
        removeRawFrames()
    }

    /// Stops ffmpeg and deletes both files.
    func discard() {
        try? handle?.close()  // the file is deleted next
        handle = nil
        encoding?.stop()
        encoding = nil
        removeFiles()
    }

    private func removeRawFrames() {
        InterruptCleanup.untrack(rawFrames)
        unlink(rawFrames.path)
    }

    private func removeFiles() {
        removeRawFrames()
        InterruptCleanup.untrack(video)
        unlink(video.path)
    }
}
