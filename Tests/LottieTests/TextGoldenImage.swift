import Foundation
import Graphics
import Testing

/// Golden images of the text tests, read from `TextGoldens/` beside this file (the test
/// target declares no resources). A pixel differs when a premultiplied channel is off by more
/// than `channelTolerance`; the check fails when more than `maxDifferingFraction` differ.
/// `RECORD_GOLDENS=1` rewrites the goldens instead (never in CI); look at them before
/// committing.
enum TextGoldenImage {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("TextGoldens")

    static func check(_ bitmap: Bitmap, named name: String, channelTolerance: Int = 8, maxDifferingFraction: Double = 0.01,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bitmap.writePNG(to: url)
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("missing golden \(url.lastPathComponent); record it with RECORD_GOLDENS=1 and look at it",
                         sourceLocation: sourceLocation)
            return
        }
        let golden = try Bitmap(pngData: data)
        guard golden.width == bitmap.width, golden.height == bitmap.height else {
            Issue.record("\(name): golden \(golden.width)x\(golden.height), rendered \(bitmap.width)x\(bitmap.height)",
                         sourceLocation: sourceLocation)
            return
        }
        var differing = 0
        for pixel in 0..<(bitmap.width * bitmap.height) {
            for channel in 0..<4
            where abs(Int(bitmap.pixels[pixel * 4 + channel]) - Int(golden.pixels[pixel * 4 + channel])) > channelTolerance {
                differing += 1
                break
            }
        }
        let fraction = Double(differing) / Double(bitmap.width * bitmap.height)
        if fraction > maxDifferingFraction {
            let failed = FileManager.default.temporaryDirectory.appendingPathComponent("text-golden-\(name).png")
            try? bitmap.writePNG(to: failed)
            Issue.record("\(name): \(differing) pixels differ (\(fraction)); rendered image at \(failed.path)",
                         sourceLocation: sourceLocation)
        }
    }
}
