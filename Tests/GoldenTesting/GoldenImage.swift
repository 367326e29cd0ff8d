import Foundation
import Graphics
import Testing

/// Compares rendered bitmaps with golden PNGs in the `Goldens/` folder beside the calling test
/// file (read from the source tree, so test targets need no resources), with
/// a tolerance so small rasterizer differences do not fail the test: a pixel differs when
/// any premultiplied channel is off by more than `channelTolerance`, and the comparison
/// fails when more than `maxDifferingFraction` of the pixels differ.
///
/// `RECORD_GOLDENS=1 swift test --filter …` rewrites the goldens in the source tree instead
/// of comparing (never in CI). A golden is only a golden once someone has looked at it.
/// On a mismatch the rendered image is written next to the temporary directory's
/// `golden-failures/` for inspection.
public enum GoldenImage {
    /// The folder of goldens beside a test file.
    private static func sourceFolder(_ filePath: String, _ folder: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(folder)
    }

    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// Checks `bitmap` against `<folder>/<name>.png` beside the calling file, or records it when
    /// recording.
    public static func check(_ bitmap: Bitmap, named name: String, folder: String = "Goldens",
                             channelTolerance: Int = 3,
                      maxDifferingFraction: Double = 0.005, filePath: String = #filePath,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fileName = name + ".png"
        if isRecording {
            let folder = sourceFolder(filePath, folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bitmap.writePNG(to: folder.appendingPathComponent(fileName))
            return
        }
        let url = sourceFolder(filePath, folder).appendingPathComponent(fileName)
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("missing golden \(fileName); record it with RECORD_GOLDENS=1 and look at it",
                         sourceLocation: sourceLocation)
            return
        }
        let golden = try Bitmap(pngData: data)
        guard golden.width == bitmap.width, golden.height == bitmap.height else {
            Issue.record("\(fileName) is \(golden.width)x\(golden.height), rendered \(bitmap.width)x\(bitmap.height)",
                         sourceLocation: sourceLocation)
            return
        }
        let differing = countDifferingPixels(bitmap, golden, channelTolerance: channelTolerance)
        let fraction = Double(differing) / Double(bitmap.width * bitmap.height)
        if fraction > maxDifferingFraction {
            let failures = FileManager.default.temporaryDirectory.appendingPathComponent("golden-failures")
            try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
            let actual = failures.appendingPathComponent(fileName)
            try? bitmap.writePNG(to: actual)
            Issue.record("\(fileName): \(differing) pixels differ by more than \(channelTolerance) (\(fraction)); rendered image at \(actual.path)",
                         sourceLocation: sourceLocation)
        }
    }

    /// The number of pixels where some channel differs by more than `channelTolerance`.
    public static func countDifferingPixels(_ a: Bitmap, _ b: Bitmap, channelTolerance: Int) -> Int {
        var count = 0
        for pixel in 0..<(a.width * a.height) {
            for channel in 0..<4 where abs(Int(a.pixels[pixel * 4 + channel]) - Int(b.pixels[pixel * 4 + channel])) > channelTolerance {
                count += 1
                break
            }
        }
        return count
    }
}
