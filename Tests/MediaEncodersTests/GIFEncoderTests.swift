import Foundation
import Graphics
import Testing
@testable import MediaEncoders

@Suite struct GIFEncoderTests {
    /// Palettes of a handful of flat colours come out exact but for libimagequant's rounding.
    let tolerance = 3

    @Test(ExternalTool.needsPillow)
    func pillowReadsFramesDelaysTransparencyAndLoop() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("three.gif")
        let gif = try GIFEncoder(url: url, width: 32, height: 24, loopCount: 3)
        // 100 ms, then two 30 fps frames: 3.33 cs each, written 3 then 4 so the total stays 17 cs.
        let delays: [Duration] = [.milliseconds(100), .seconds(1) / 30, .seconds(1) / 30]
        for (frame, delay) in zip(try TestFrames.threeFrames(), delays) {
            try gif.add(frame: frame, delay: delay)
        }
        try gif.finish()

        let read = try PillowAnimation.read(url)
        #expect(read.format == "GIF")
        #expect(read.width == 32 && read.height == 24)
        #expect(read.frames.count == 3)
        #expect(read.frames.map(\.duration) == [100, 30, 40])
        // loopCount 3 = three plays = two repetitions in NETSCAPE2.0.
        #expect(read.loop == 2)
        for (frame, samples) in zip(read.frames, TestFrames.threeFrameSamples) {
            for sample in samples {
                let actual = frame.pixel(sample.x, sample.y, width: 32)
                #expect(TestFrames.difference(actual, sample.rgba) <= tolerance,
                        "(\(sample.x), \(sample.y)) is \(actual), expected \(sample.rgba)")
            }
        }
    }

    @Test(ExternalTool.needsPillow,
          arguments: [(0, 0 as Int?), (1, nil), (2, 1)])
    func loopCountMapsToNetscapeRepetitions(loopCount: Int, stored: Int?) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("loop.gif")
        let gif = try GIFEncoder(url: url, width: 32, height: 24, loopCount: loopCount)
        for frame in try TestFrames.threeFrames() { try gif.add(frame: frame, delay: .milliseconds(50)) }
        try gif.finish()
        #expect(try PillowAnimation.read(url).loop == stored)
    }

    /// 60 fps asks for 1.67 cs per frame; browsers would show anything under 2 cs as 10 cs,
    /// so every frame is written as 2 cs.
    @Test(ExternalTool.needsPillow)
    func delaysUnderTwoCentisecondsAreRaisedToTwo() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("fast.gif")
        let gif = try GIFEncoder(url: url, width: 32, height: 24)
        for frame in try TestFrames.threeFrames() { try gif.add(frame: frame, delay: .seconds(1) / 60) }
        try gif.finish()
        #expect(try PillowAnimation.read(url).frames.map(\.duration) == [20, 20, 20])
    }

    /// A 4096-colour gradient through a 256-colour palette: each pixel may be off by a palette
    /// step, but dithering keeps every 4x4 neighbourhood's average close to the original.
    /// (The outermost blocks are left out: error diffusion has nothing to spread into past the
    /// edge, and the gradient's extremes lie outside the palette's hull there.) A coarse
    /// palette, or no dithering, fails these bounds.
    @Test(ExternalTool.needsPillow)
    func gradientKeepsItsColoursThroughThePalette() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("gradient.gif")
        let source = try TestFrames.gradient()
        let gif = try GIFEncoder(url: url, width: 64, height: 64)
        try gif.add(frame: source, delay: .milliseconds(100))
        try gif.finish()
        let frame = try #require(try PillowAnimation.read(url).frames.first)
        let original = source.straightRGBA().map(Int.init)
        let decoded = frame.rgba.map(Int.init)
        var totalError = 0
        for i in original.indices where i % 4 != 3 { totalError += abs(original[i] - decoded[i]) }
        let meanError = Double(totalError) / Double(64 * 64 * 3)
        var worstBlockError = 0.0
        for by in stride(from: 4, to: 60, by: 4) {
            for bx in stride(from: 4, to: 60, by: 4) {
                for channel in 0..<3 {
                    var sum = 0
                    for y in by..<by + 4 {
                        for x in bx..<bx + 4 {
                            let i = (y * 64 + x) * 4 + channel
                            sum += decoded[i] - original[i]
                        }
                    }
                    worstBlockError = max(worstBlockError, abs(Double(sum) / 16))
                }
            }
        }
        #expect(meanError < 5, "mean error \(meanError)")
        #expect(worstBlockError < 3, "worst inner 4x4 block error \(worstBlockError)")
    }

    /// Frames drawn over the one before store only what changed; what a viewer shows must
    /// still be each source frame (within the palette's error), and pixels that do not change
    /// in the source must not shimmer from re-dithering.
    @Test(ExternalTool.needsPillow)
    func movingDiscOverAGradientStaysFaithfulAndStill() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("disc.gif")
        let frames = try TestFrames.movingDisc(frameCount: 8)
        let gif = try GIFEncoder(url: url, width: 64, height: 64)
        for frame in frames { try gif.add(frame: frame, delay: .milliseconds(40)) }
        try gif.finish()
        let read = try PillowAnimation.read(url)
        try #require(read.frames.count == 8)
        let sources = frames.map { $0.straightRGBA().map(Int.init) }
        let shown = read.frames.map { $0.rgba.map(Int.init) }
        for (index, (source, decoded)) in zip(sources, shown).enumerated() {
            var total = 0
            for i in source.indices where i % 4 != 3 { total += abs(source[i] - decoded[i]) }
            let meanError = Double(total) / Double(64 * 64 * 3)
            #expect(meanError < 4, "frame \(index) mean error \(meanError)")
        }
        var staticPixels = 0, shimmering = 0
        for k in 1..<8 {
            for pixel in 0..<64 * 64 {
                let i = pixel * 4
                guard sources[k][i..<i + 3] == sources[k - 1][i..<i + 3] else { continue }
                staticPixels += 1
                let change = (0..<3).map { abs(shown[k][i + $0] - shown[k - 1][i + $0]) }.max() ?? 0
                if change > 8 { shimmering += 1 }
            }
        }
        // Independent palettes per frame change about a quarter of them by more than 8 levels.
        #expect(Double(shimmering) / Double(staticPixels) < 0.05, "\(shimmering) of \(staticPixels) static pixels shimmer")
    }

    /// A pixel that turns transparent again cannot be drawn over the frame before: that frame
    /// must be cleared (disposed to the background) first. An unchanged frame is still a frame.
    @Test(ExternalTool.needsPillow)
    func pixelsThatTurnTransparentAgainAreCleared() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("clear.gif")
        let allRed = try TestFrames.make(width: 32, height: 24) { _, _ in TestFrames.red }
        let rightRed = try TestFrames.make(width: 32, height: 24) { x, _ in x < 16 ? nil : TestFrames.red }
        let gif = try GIFEncoder(url: url, width: 32, height: 24)
        for frame in [allRed, rightRed, rightRed, allRed] { try gif.add(frame: frame, delay: .milliseconds(50)) }
        try gif.finish()
        let read = try PillowAnimation.read(url)
        try #require(read.frames.count == 4)
        let transparent = [0, 0, 0, 0], red = TestFrames.red + [255]
        for (index, leftHalf) in [red, transparent, transparent, red].enumerated() {
            let frame = read.frames[index]
            #expect(TestFrames.difference(frame.pixel(4, 12, width: 32), leftHalf) <= tolerance, "frame \(index) left")
            #expect(TestFrames.difference(frame.pixel(28, 12, width: 32), red) <= tolerance, "frame \(index) right")
        }
    }

    @Test func transparentIndexIsExactlyTheLowAlphaPixels() throws {
        // Alpha 127 (under 50 %) is transparent, 128 is opaque; colours and a gradient make the
        // palette work hard enough for dithering to matter.
        let frame = try TestFrames.make(width: 64, height: 64) { x, y in
            [x * 4, y * 4, 128, (x + y) % 2 == 0 ? 127 : 128]
        }
        let indexed = try PaletteQuantizer(quality: 100, dithering: true).quantize(GIFPixels(frame), over: nil)
        let transparent = indexed.transparentIndex
        for y in 0..<64 {
            for x in 0..<64 {
                let isTransparent = indexed.indices[y * 64 + x] == UInt8(transparent)
                #expect(isTransparent == ((x + y) % 2 == 0), "pixel (\(x), \(y))")
            }
        }
        #expect(indexed.palette.count <= 256)
    }

    /// An opaque frame still reserves a transparent entry (so that clearing it gives
    /// transparency in every decoder), uses the other 255 and draws every pixel.
    @Test func opaqueFramesKeepAnUnusedTransparentEntry() throws {
        let pixels = GIFPixels(try TestFrames.gradient())
        let indexed = try PaletteQuantizer(quality: 100, dithering: true).quantize(pixels, over: nil)
        #expect(indexed.palette.count == 256)
        #expect(!indexed.indices.contains(UInt8(indexed.transparentIndex)))
        #expect(indexed.drawnBounds()?.width == 64 && indexed.drawnBounds()?.height == 64)
    }

    /// Over the frame before, a frame draws exactly the pixels that changed: none when it is
    /// the same, only the changed block otherwise (a palette colour there, never the
    /// transparent entry).
    @Test func aFrameOverTheOneBeforeDrawsOnlyWhatChanged() throws {
        let gradient = try TestFrames.gradient()
        let pixels = GIFPixels(gradient)
        let quantizer = PaletteQuantizer(quality: 100, dithering: true)
        #expect(try quantizer.quantize(pixels, over: pixels).drawnBounds() == nil)

        let changed = GIFPixels(try TestFrames.make(width: 64, height: 64) { x, y in
            (20..<30).contains(x) && (40..<44).contains(y) ? TestFrames.red : [x * 4, y * 4, 255 - (x + y) * 2]
        })
        let indexed = try quantizer.quantize(changed, over: pixels)
        let bounds = try #require(indexed.drawnBounds())
        #expect(bounds.x == 20 && bounds.y == 40 && bounds.width == 10 && bounds.height == 4)
        for y in 40..<44 {
            for x in 20..<30 { #expect(indexed.indices[y * 64 + x] != UInt8(indexed.transparentIndex)) }
        }
    }
}

/// GIF export at ordinary and large sizes. A frame with nothing beneath it (the first, and
/// every frame after a pixel turns transparent again) once handed libimagequant Swift's empty
/// array storage as a frame-sized background, which crashed from about 512 px up.
@Suite struct LargeGIFExportTests {
    @Test(ExternalTool.needsPillow, arguments: [(1024, 1024), (1920, 1080), (1080, 1920)])
    func largeFramesWithNothingBeneathEncode(width: Int, height: Int) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for attempt in 0..<2 {
            let url = directory.appendingPathComponent("large-\(attempt).gif")
            let gif = try GIFEncoder(url: url, width: width, height: height)
            // A red block over transparency; then all green (drawn over it); then a blue block
            // alone, which turns green pixels transparent, so that frame has nothing beneath.
            let frames = [
                try TestFrames.make(width: width, height: height) { x, y in x < width / 2 && y < height / 2 ? TestFrames.red : nil },
                try TestFrames.make(width: width, height: height) { _, _ in TestFrames.green },
                try TestFrames.make(width: width, height: height) { x, _ in x >= width / 2 ? TestFrames.blue : nil },
            ]
            for frame in frames { try gif.add(frame: frame, delay: .milliseconds(40)) }
            try gif.finish()

            let read = try PillowAnimation.read(url)
            #expect(read.width == width && read.height == height)
            #expect(read.frames.count == 3)
            let samples: [[(x: Int, y: Int, rgba: [Int])]] = [
                [(8, 8, TestFrames.red + [255]), (width - 8, height - 8, [0, 0, 0, 0])],
                [(8, 8, TestFrames.green + [255]), (width - 8, height - 8, TestFrames.green + [255])],
                [(8, 8, [0, 0, 0, 0]), (width - 8, height - 8, TestFrames.blue + [255])],
            ]
            for (frame, expected) in zip(read.frames, samples) {
                for sample in expected {
                    let actual = frame.pixel(sample.x, sample.y, width: width)
                    #expect(TestFrames.difference(actual, sample.rgba) <= 3,
                            "\(width)x\(height) (\(sample.x), \(sample.y)) is \(actual), expected \(sample.rgba)")
                }
            }
        }
    }
}
