import Foundation
import Graphics
import Testing
@testable import MediaEncoders

/// The failures every encoder shares, run against each of them.
@Suite struct EncoderErrorTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case gif, webP, mp4
        var testDescription: String { rawValue }

        func make(_ url: URL, width: Int = 32, height: Int = 24) throws -> any AnimationEncoder {
            switch self {
            case .gif: return try GIFEncoder(url: url, width: width, height: height)
            case .webP: return try WebPAnimationEncoder(url: url, width: width, height: height)
            case .mp4: return try VideoEncoder(url: url, width: width, height: height, format: .mp4)
            }
        }

        /// The video encoder needs ffmpeg to exist even to be created.
        var isAvailable: Bool { self != .mp4 || ExternalTool.ffmpeg != nil }
    }

    private func scratchFile(_ kind: Kind) throws -> (directory: URL, file: URL) {
        let directory = try temporaryDirectory()
        return (directory, directory.appendingPathComponent("out.\(kind.rawValue)"))
    }

    @Test(arguments: Kind.allCases.filter(\.isAvailable))
    func unwritablePathThrowsAtCreation(kind: Kind) throws {
        let url = URL(fileURLWithPath: "/nonexistent-directory-\(UUID().uuidString)/out.\(kind.rawValue)")
        #expect {
            try kind.make(url)
        } throws: { error in
            guard case MediaEncoderError.cannotWrite(let path, _) = error else { return false }
            return path == url.path
        }
    }

    @Test(arguments: Kind.allCases.filter(\.isAvailable))
    func zeroFramesThrowsAndLeavesNoFile(kind: Kind) throws {
        let (directory, url) = try scratchFile(kind)
        defer { try? FileManager.default.removeItem(at: directory) }
        let encoder = try kind.make(url)
        #expect(throws: MediaEncoderError.noFrames) { try encoder.finish() }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(throws: MediaEncoderError.alreadyFinished) { try encoder.finish() }
    }

    @Test(arguments: Kind.allCases.filter(\.isAvailable))
    func mismatchedFrameSizeThrowsAndTheEncoderStaysUsable(kind: Kind) throws {
        let (directory, url) = try scratchFile(kind)
        defer { try? FileManager.default.removeItem(at: directory) }
        let encoder = try kind.make(url)
        let wrong = try #require(Bitmap(width: 24, height: 32))
        #expect(throws: MediaEncoderError.frameSizeMismatch(expectedWidth: 32, expectedHeight: 24, width: 24, height: 32)) {
            try encoder.add(frame: wrong, delay: .milliseconds(100))
        }
        try encoder.add(frame: try #require(Bitmap(width: 32, height: 24)), delay: .milliseconds(100))
        try encoder.finish()
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(throws: MediaEncoderError.alreadyFinished) {
            try encoder.add(frame: try #require(Bitmap(width: 32, height: 24)), delay: .milliseconds(100))
        }
    }

    @Test(arguments: Kind.allCases.filter(\.isAvailable))
    func invalidSizesAndDelaysThrow(kind: Kind) throws {
        let (directory, url) = try scratchFile(kind)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: MediaEncoderError.invalidSize(width: 0, height: 24)) { try kind.make(url, width: 0) }
        #expect(throws: MediaEncoderError.invalidSize(width: 32, height: -1)) { try kind.make(url, height: -1) }
        let encoder = try kind.make(url)
        let frame = try #require(Bitmap(width: 32, height: 24))
        try encoder.add(frame: frame, delay: .milliseconds(40))
        #expect {
            try encoder.add(frame: frame, delay: .milliseconds(-5))
        } throws: { error in
            guard case MediaEncoderError.invalidSetting = error else { return false }
            return true
        }
        // An encoder that failed mid-file is closed and its partial file gone.
        #expect(throws: MediaEncoderError.alreadyFinished) { try encoder.finish() }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func gifSettingsAreChecked() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString).gif")
        #expect(throws: MediaEncoderError.self) { try GIFEncoder(url: url, width: 8, height: 8, loopCount: -1) }
        #expect(throws: MediaEncoderError.self) { try GIFEncoder(url: url, width: 8, height: 8, quality: 101) }
        #expect(throws: MediaEncoderError.tooLarge(format: "GIF", width: 70_000, height: 8, maximumSide: 65_535,
                                                   maximumPixels: Bitmap.maxPixelCount)) {
            try GIFEncoder(url: url, width: 70_000, height: 8)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    /// Delays longer than a GIF frame can hold (655.35 s) are refused rather than wrapped.
    @Test func gifRefusesDelaysBeyondItsField() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = try GIFEncoder(url: directory.appendingPathComponent("long.gif"), width: 8, height: 8)
        #expect(throws: MediaEncoderError.self) {
            try gif.add(frame: try #require(Bitmap(width: 8, height: 8)), delay: .seconds(700))
        }
    }
}
