import Dispatch
import Foundation
import Graphics
import Testing
@testable import MediaEncoders

/// Frames compressed on several threads, in any order, must make the very file that adding
/// them one by one makes: that is what lets `--jobs` change the speed and nothing else.
@Suite(.timeLimit(.minutes(2)))
struct ParallelCompressionTests {
    /// A disc moving over a gradient (dithering, unchanged pixels), then frames whose pixels
    /// turn transparent again (a cleared canvas), then a frame repeated (nothing changes).
    private func frames() throws -> [Bitmap] {
        let disc = try TestFrames.movingDisc(frameCount: 6)
        let half = try TestFrames.make(width: 64, height: 64) { x, y in x < 32 ? nil : [x * 4, y * 4, 128, 200] }
        return disc + [half, half, disc[2]]
    }

    @Test func gifFramesQuantizedOnSeveralThreadsMakeTheSameFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = try frames()
        let oneByOne = directory.appendingPathComponent("one-by-one.gif")
        let sequential = try GIFEncoder(url: oneByOne, width: 64, height: 64)
        for frame in frames { try sequential.add(frame: frame, delay: .milliseconds(40)) }
        try sequential.finish()

        let concurrent = directory.appendingPathComponent("concurrent.gif")
        let parallel = try GIFEncoder(url: concurrent, width: 64, height: 64)
        for compressed in try compressOnSeveralThreads(frames, with: parallel.compressor) {
            try parallel.add(compressed: compressed, delay: .milliseconds(40))
        }
        try parallel.finish()
        #expect(try Data(contentsOf: oneByOne) == Data(contentsOf: concurrent))
    }

    @Test(arguments: [WebPAnimationEncoder.Compression.lossy(quality: 80), .lossless(effort: 50)])
    func webPFramesEncodedOnSeveralThreadsMakeTheSameFile(compression: WebPAnimationEncoder.Compression) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = try frames()
        let oneByOne = directory.appendingPathComponent("one-by-one.webp")
        let sequential = try WebPAnimationEncoder(url: oneByOne, width: 64, height: 64, compression: compression)
        for frame in frames { try sequential.add(frame: frame, delay: .milliseconds(40)) }
        try sequential.finish()

        let concurrent = directory.appendingPathComponent("concurrent.webp")
        let parallel = try WebPAnimationEncoder(url: concurrent, width: 64, height: 64, compression: compression)
        for compressed in try compressOnSeveralThreads(frames, with: parallel.compressor) {
            try parallel.add(compressed: compressed, delay: .milliseconds(40))
        }
        try parallel.finish()
        #expect(try Data(contentsOf: oneByOne) == Data(contentsOf: concurrent))
    }

    /// 25 frames at 10 fps are three segments: encoded one at a time or three at once, the
    /// joined video is the same file.
    @Test(ExternalTool.needsFFmpeg, arguments: [VideoFormat.mp4, .webM])
    func videoSegmentsEncodedAtOnceMakeTheSameFile(format: VideoFormat) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let disc = try TestFrames.movingDisc(frameCount: 25)
        var files: [Data] = []
        for threads in [1, 3] {
            let url = directory.appendingPathComponent("threads-\(threads).\(format == .mp4 ? "mp4" : "webm")")
            let video = try VideoEncoder(url: url, width: 64, height: 64, frameRate: 10, format: format, threads: threads)
            #expect(video.segmentLength == 10)
            for frame in disc { try video.add(frame: frame, delay: .milliseconds(100)) }
            try video.finish()
            files.append(try Data(contentsOf: url))
            #expect(try VideoProbe.read(url).nb_read_frames == "25")
        }
        #expect(files[0] == files[1])
    }

    /// Prepares every frame, then compresses every frame after the one before it, each step
    /// spread over several threads in whatever order they run.
    private func compressOnSeveralThreads<Compressor: FrameCompressor>(
        _ frames: [Bitmap], with compressor: Compressor
    ) throws -> [Compressor.Compressed] {
        let prepared = try concurrently(frames.count) { try compressor.prepare(frames[$0]) }
        return try concurrently(frames.count) { index in
            try compressor.compress(prepared[index], after: index > 0 ? prepared[index - 1] : nil)
        }
    }

    /// `work(0..<count)` on several threads, the results in index order.
    private func concurrently<Result: Sendable>(_ count: Int, _ work: @Sendable (Int) throws -> Result) throws -> [Result] {
        let results = ResultSlots<Result>(count: count)
        // Backwards, so that later frames tend to finish first.
        DispatchQueue.concurrentPerform(iterations: count) { step in
            let index = count - 1 - step
            results.set(index, Swift.Result { try work(index) })
        }
        return try results.values()
    }
}

/// Results filled in from several threads.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var slots: [Result<Value, any Error>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<Value, any Error>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func values() throws -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return try slots.map { slot in
            guard let slot else { throw MediaEncoderError.noFrames }
            return try slot.get()
        }
    }
}
