import Foundation
import Graphics
import Testing
@testable import MediaEncoders

@Suite struct WebPAnimationEncoderTests {
    /// 100 ms, then two 30 fps frames: 33.3 ms each, written 33 then 34 so the total stays
    /// 167 ms.
    let delays: [Duration] = [.milliseconds(100), .seconds(1) / 30, .seconds(1) / 30]
    let expectedDurations = [100, 33, 34]

    private func encode(_ name: String, loopCount: Int, compression: WebPAnimationEncoder.Compression,
                        in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        let webP = try WebPAnimationEncoder(url: url, width: 32, height: 24, loopCount: loopCount,
                                            compression: compression)
        for (frame, delay) in zip(try TestFrames.threeFrames(), delays) {
            try webP.add(frame: frame, delay: delay)
        }
        try webP.finish()
        return url
    }

    @Test(ExternalTool.needsWebPInfo)
    func webpinfoReadsCanvasLoopAndDurations() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try encode("three.webp", loopCount: 3, compression: .lossless(effort: 50), in: directory)
        let info = try WebPInfo.read(url)
        #expect(info.canvasWidth == 32 && info.canvasHeight == 24)
        #expect(info.loopCount == 3)
        #expect(info.frameDurations == expectedDurations)
    }

    @Test(ExternalTool.needsPillow)
    func losslessFramesComeBackExactly() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try encode("lossless.webp", loopCount: 0, compression: .lossless(effort: 50), in: directory)
        let read = try PillowAnimation.read(url)
        #expect(read.format == "WEBP")
        #expect(read.width == 32 && read.height == 24)
        #expect(read.loop == 0)
        #expect(read.frames.map(\.duration) == expectedDurations)
        try expectSamples(read, tolerance: 0)
    }

    /// Lossy colour is close; alpha stays lossless, so the transparent half stays transparent.
    @Test(ExternalTool.needsPillow)
    func lossyFramesComeBackClose() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try encode("lossy.webp", loopCount: 1, compression: .lossy(quality: 90), in: directory)
        let read = try PillowAnimation.read(url)
        #expect(read.frames.count == 3)
        #expect(read.loop == 1)
        try expectSamples(read, tolerance: 12)
    }

    @Test func rejectsOutOfRangeSettings() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString).webp")
        #expect(throws: MediaEncoderError.self) {
            try WebPAnimationEncoder(url: url, width: 8, height: 8, compression: .lossy(quality: 101))
        }
        #expect(throws: MediaEncoderError.self) { try WebPAnimationEncoder(url: url, width: 8, height: 8, loopCount: 70_000) }
        #expect(throws: MediaEncoderError.tooLarge(format: "WebP", width: 20_000, height: 8, maximumSide: 16_383,
                                                   maximumPixels: Bitmap.maxPixelCount)) {
            try WebPAnimationEncoder(url: url, width: 20_000, height: 8)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    private func expectSamples(_ read: PillowAnimation, tolerance: Int) throws {
        try #require(read.frames.count == TestFrames.threeFrameSamples.count)
        for (frame, samples) in zip(read.frames, TestFrames.threeFrameSamples) {
            for sample in samples {
                let actual = frame.pixel(sample.x, sample.y, width: read.width)
                #expect(TestFrames.difference(actual, sample.rgba) <= tolerance,
                        "(\(sample.x), \(sample.y)) is \(actual), expected \(sample.rgba)")
            }
        }
    }
}

/// `lossless(effort:)` is a real scale: libwebp's lossless presets from 0 (fastest) to 100
/// (smallest), each a valid lossless file; lossy quality runs 0...100.
@Suite struct WebPCompressionScaleTests {
    private func size(_ compression: WebPAnimationEncoder.Compression, in directory: URL) throws -> Int {
        let url = directory.appendingPathComponent(UUID().uuidString + ".webp")
        let webP = try WebPAnimationEncoder(url: url, width: 64, height: 64, compression: compression)
        for frame in try TestFrames.movingDisc(frameCount: 3) { try webP.add(frame: frame, delay: .milliseconds(40)) }
        try webP.finish()
        return try Data(contentsOf: url).count
    }

    @Test func lossyQualityAndLosslessEffortChangeTheFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try size(.lossy(quality: 5), in: directory) < size(.lossy(quality: 95), in: directory))
        #expect(try size(.lossless(effort: 100), in: directory) <= size(.lossless(effort: 0), in: directory))
        #expect(throws: MediaEncoderError.self) {
            try WebPAnimationEncoder(url: directory.appendingPathComponent("x.webp"), width: 8, height: 8,
                                     compression: .lossless(effort: 101))
        }
    }
}
