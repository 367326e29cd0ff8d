import Foundation
import Graphics
import Testing
@testable import MediaEncoders

@Suite(.timeLimit(.minutes(2)))
struct VideoEncoderTests {
    /// 4:2:0 chroma and quantisation move flat colours by a few levels.
    let tolerance = 10

    /// 31x17 cannot be 4:2:0, so the MP4 is scaled to 32x18 (no padding line); the transparent
    /// left half shows the background.
    @Test(ExternalTool.needsFFmpeg)
    func mp4IsH264AtEvenSizeWithTheBackgroundUnderTransparency() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("clip.mp4")
        let background = Color(red: 1, green: 1, blue: 1)
        let video = try VideoEncoder(url: url, width: 31, height: 17, frameRate: 30, background: background)
        #expect(video.encodedWidth == 32 && video.encodedHeight == 18)
        let frame = try TestFrames.make(width: 31, height: 17) { x, _ in x < 15 ? nil : TestFrames.blue }
        for _ in 0..<12 { try video.add(frame: frame) }
        try video.finish()
        // The background was given, so nothing was flattened onto black behind the caller's back.
        #expect(!video.flattenedTransparency)

        let stream = try VideoProbe.read(url)
        #expect(stream.codec_name == "h264")
        #expect(stream.width == 32 && stream.height == 18)
        #expect(stream.pix_fmt == "yuv420p")
        #expect(stream.r_frame_rate == "30/1")
        #expect(stream.nb_read_frames == "12")
        #expect(stream.color_space == "bt709")
        let rgb = try VideoProbe.firstFrameRGB(url)
        try #require(rgb.count == 32 * 18 * 3)
        func pixel(_ x: Int, _ y: Int) -> [Int] { let i = (y * 32 + x) * 3; return rgb[i..<i + 3].map(Int.init) }
        #expect(TestFrames.difference(pixel(5, 8) + [255], [255, 255, 255, 255]) <= tolerance, "\(pixel(5, 8))")
        #expect(TestFrames.difference(pixel(24, 8) + [255], TestFrames.blue + [255]) <= tolerance, "\(pixel(24, 8))")
        // The right edge is blue too: scaled, not padded with a coloured column.
        #expect(TestFrames.difference(pixel(31, 8) + [255], TestFrames.blue + [255]) <= tolerance, "\(pixel(31, 8))")
    }

    /// Without a background, an MP4 of a transparent frame says that it drew it on black; an
    /// opaque one does not.
    @Test(ExternalTool.needsFFmpeg)
    func mp4ReportsDroppedAlpha() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transparent = try VideoEncoder(url: directory.appendingPathComponent("a.mp4"), width: 16, height: 16)
        try transparent.add(frame: try TestFrames.make(width: 16, height: 16) { x, _ in x < 8 ? nil : TestFrames.blue })
        try transparent.finish()
        #expect(transparent.flattenedTransparency)
        let opaque = try VideoEncoder(url: directory.appendingPathComponent("b.mp4"), width: 16, height: 16)
        try opaque.add(frame: try TestFrames.make(width: 16, height: 16) { _, _ in TestFrames.blue })
        try opaque.finish()
        #expect(!opaque.flattenedTransparency)
        // WebM keeps alpha, and odd sides, as they are.
        let webM = try VideoEncoder(url: directory.appendingPathComponent("c.webm"), width: 15, height: 9)
        #expect(webM.encodedWidth == 15 && webM.encodedHeight == 9)
    }

    /// WebM keeps alpha (VP9 stores it as a second stream, tagged alpha_mode) without a
    /// background.
    @Test(ExternalTool.needsFFmpeg)
    func webMIsVP9WithAlpha() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("clip.webm")
        let video = try VideoEncoder(url: url, width: 32, height: 24, frameRate: 25)
        for frame in try TestFrames.threeFrames() { try video.add(frame: frame) }
        try video.finish()

        let stream = try VideoProbe.read(url)
        #expect(stream.codec_name == "vp9")
        #expect(stream.width == 32 && stream.height == 24)
        #expect(stream.r_frame_rate == "25/1")
        #expect(stream.nb_read_frames == "3")
        #expect(stream.tags?["alpha_mode"] ?? stream.tags?["ALPHA_MODE"] == "1")
    }

    /// Delays become whole video frames without drift: at 30 fps, 100 ms is 3 frames and
    /// 50 ms alternates 1 and 2 (1.5 frames each).
    @Test(ExternalTool.needsFFmpeg)
    func delaysRepeatFramesAtTheFrameRate() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("delays.mp4")
        let video = try VideoEncoder(url: url, width: 32, height: 24, frameRate: 30)
        let frames = try TestFrames.threeFrames()
        try video.add(frame: frames[0], delay: .milliseconds(100))
        try video.add(frame: frames[1], delay: .milliseconds(50))
        try video.add(frame: frames[2], delay: .milliseconds(50))
        try video.finish()
        // 3 frames, then round(4.5) - 3 = 2, then 6 - 5 = 1.
        #expect(try VideoProbe.read(url).nb_read_frames == "6")
    }

    @Test func missingFFmpegIsATypedError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString).mp4")
        let missing = URL(fileURLWithPath: "/nonexistent/bin/ffmpeg")
        #expect(throws: MediaEncoderError.toolNotFound("/nonexistent/bin/ffmpeg")) {
            try VideoEncoder(url: url, width: 32, height: 24, ffmpeg: missing)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func unknownExtensionNeedsAFormat() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString).avi")
        #expect(throws: MediaEncoderError.self) { try VideoEncoder(url: url, width: 32, height: 24) }
        #expect(VideoFormat(fileExtension: "WebM") == .webM)
        #expect(VideoFormat(fileExtension: "m4v") == .mp4)
    }

    /// An ffmpeg that dies at once (here a stand-in script) must surface as an error with its
    /// message, not hang on a full pipe or kill the test process with SIGPIPE. Frames of 1 MB
    /// overflow any pipe buffer.
    @Test func ffmpegThatDiesBecomesAnErrorWithItsMessage() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\necho 'unsupported codec' >&2\nexit 3\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let url = directory.appendingPathComponent("dies.mp4")
        let video = try VideoEncoder(url: url, width: 512, height: 512, ffmpeg: script)
        let frame = try #require(Bitmap(width: 512, height: 512))
        var thrown: (any Error)?
        do {
            for _ in 0..<8 { try video.add(frame: frame) }
            try video.finish()
        } catch {
            thrown = error
        }
        let error = try #require(thrown as? MediaEncoderError)
        guard case .toolFailed(let tool, let status, let message) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(tool == "ffmpeg" && status == 3)
        #expect(message.contains("unsupported codec"))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(throws: MediaEncoderError.alreadyFinished) { try video.add(frame: frame) }
    }
}
