import Foundation
import Graphics
import Testing
@testable import MediaEncoders

/// Every encoder writes under a temporary name beside its destination and renames the file
/// into place only when it is complete: the destination never holds a partial file, and a
/// failed or cancelled encode leaves it as it was.
@Suite struct AtomicOutputTests {
    private func partialFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".partial") }
    }

    @Test(arguments: EncoderErrorTests.Kind.allCases.filter(\.isAvailable))
    func theDestinationAppearsOnlyWhenFinished(kind: EncoderErrorTests.Kind) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.\(kind.rawValue)")
        let encoder = try kind.make(url)
        try encoder.add(frame: try #require(Bitmap(width: 32, height: 24)), delay: .milliseconds(40))
        try encoder.add(frame: try #require(Bitmap(width: 32, height: 24)), delay: .milliseconds(40))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try partialFiles(in: directory).count == 1)
        try encoder.finish()
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(try partialFiles(in: directory).isEmpty)
    }

    @Test(arguments: EncoderErrorTests.Kind.allCases.filter(\.isAvailable))
    func aFailingEncodeLeavesTheOldFileAndNoTemporaryOne(kind: EncoderErrorTests.Kind) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.\(kind.rawValue)")
        try Data("the previous file".utf8).write(to: url)
        let encoder = try kind.make(url)
        let frame = try #require(Bitmap(width: 32, height: 24))
        try encoder.add(frame: frame, delay: .milliseconds(40))
        #expect(throws: MediaEncoderError.self) { try encoder.add(frame: frame, delay: .milliseconds(-1)) }
        #expect(try Data(contentsOf: url) == Data("the previous file".utf8))
        #expect(try partialFiles(in: directory).isEmpty)
    }

    @Test(arguments: EncoderErrorTests.Kind.allCases.filter(\.isAvailable))
    func cancelDeletesTheTemporaryFile(kind: EncoderErrorTests.Kind) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.\(kind.rawValue)")
        let encoder = try kind.make(url)
        try encoder.add(frame: try #require(Bitmap(width: 32, height: 24)), delay: .milliseconds(40))
        encoder.cancel()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect(throws: MediaEncoderError.alreadyFinished) { try encoder.finish() }
    }

    @Test func outputFileWritesThroughATemporaryName() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("note.txt")
        try OutputFile.write(to: url) { temporary in
            #expect(temporary.deletingLastPathComponent().path == directory.path)
            #expect(temporary != url)
            try Data("done".utf8).write(to: temporary)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "done")
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try OutputFile.write(to: url) { temporary in
                try Data("half".utf8).write(to: temporary)
                throw Failure()
            }
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "done")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["note.txt"])
    }

    /// Sizes past a format's limit are refused before anything is allocated, naming the limit.
    @Test func tooLargeSizesNameTheLimit() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("huge")
        var messages: [String] = []
        do { _ = try WebPAnimationEncoder(url: url, width: 20_000, height: 20_000) } catch { messages.append("\(error)") }
        do { _ = try GIFEncoder(url: url, width: 20_000, height: 20_000) } catch { messages.append("\(error)") }
        if ExternalTool.ffmpeg != nil {
            do { _ = try VideoEncoder(url: url, width: 20_000, height: 20_000, format: .mp4) } catch { messages.append("\(error)") }
        }
        #expect(messages.first == "frame size 20000x20000 is too large for WebP (at most 16383 pixels per side and 268 megapixels)")
        // 20000x20000 fits GIF's 16-bit sides but not the pixel count.
        #expect(messages.dropFirst().first == "frame size 20000x20000 is too large for GIF (at most 65535 pixels per side and 268 megapixels)")
        if ExternalTool.ffmpeg != nil {
            #expect(messages.last == "frame size 20000x20000 is too large for MP4 (at most 16384 pixels per side and 268 megapixels)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
