import Foundation
import Graphics
import Testing

/// Golden pictures of the authored feature animations, in `FeatureGoldens/` next to this file
/// (read from the source tree, so the test target needs no resource bundle).
///
/// A pixel differs when any premultiplied channel is off by more than `channelTolerance`; the
/// check fails when more than `maxDifferingFraction` of the pixels differ, so small rasterizer
/// changes pass. `RECORD_GOLDENS=1 swift test --filter Feature` rewrites the goldens (never in
/// CI); a golden is only a golden once someone has looked at it. On a mismatch the rendered
/// picture is written to the temporary directory's `golden-failures/`.
enum EngineGoldens {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FeatureGoldens")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// Checks `bitmap` against `FeatureGoldens/<name>.png`, or records it.
    static func check(_ bitmap: Bitmap, named name: String, channelTolerance: Int = 8,
                      maxDifferingFraction: Double = 0.01, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name + ".png")
        if isRecording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bitmap.writePNG(to: url)
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("missing golden \(name).png; record it with RECORD_GOLDENS=1 and look at it",
                         sourceLocation: sourceLocation)
            return
        }
        let golden = try Bitmap(pngData: data)
        guard golden.width == bitmap.width, golden.height == bitmap.height else {
            Issue.record("\(name).png is \(golden.width)x\(golden.height), rendered \(bitmap.width)x\(bitmap.height)",
                         sourceLocation: sourceLocation)
            return
        }
        let differing = differingPixels(bitmap, golden, tolerance: channelTolerance)
        let fraction = Double(differing) / Double(bitmap.width * bitmap.height)
        guard fraction > maxDifferingFraction else { return }
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("golden-failures")
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actual = failures.appendingPathComponent(name + ".png")
        try? bitmap.writePNG(to: actual)
        Issue.record("\(name).png: \(differing) pixels differ by more than \(channelTolerance) (\(fraction)); rendered picture at \(actual.path)",
                     sourceLocation: sourceLocation)
    }

    /// The number of pixels where some premultiplied channel differs by more than `tolerance`
    /// (every pixel when the sizes differ).
    static func differingPixels(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 0) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var count = 0
        for p in 0..<(a.width * a.height) {
            for c in 0..<4 where abs(Int(a.pixels[p * 4 + c]) - Int(b.pixels[p * 4 + c])) > tolerance {
                count += 1
                break
            }
        }
        return count
    }
}
