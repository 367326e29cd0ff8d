import CairoCanvas
import Foundation
import Graphics
import Layers
import Testing
@testable import Lottie

@Suite("Incremental rendering: repainting only the damage gives the frame drawn whole")
struct IncrementalRenderingTests {
    /// The dev corpora: the dev set's samples and the web samples.
    static let files: [URL] = {
        guard let root = TestCorpus.conformance,
              let list = try? String(contentsOf: root.appendingPathComponent("dev.txt"), encoding: .utf8) else { return [] }
        let samples = root.appendingPathComponent("corpus/samples")
        var files: [URL] = []
        for line in list.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
            let base = samples.appendingPathComponent(String(line))
            for ext in ["json", "lottie", "tgs"] {
                let url = base.appendingPathExtension(ext)
                if FileManager.default.fileExists(atPath: url.path) { files.append(url); break }
            }
        }
        let web = TestCorpus.animationFiles.filter { $0.path.contains("/web/samples/") }
        return files + web
    }()

    /// Forwards, a repeat, a jump, backwards, a jump back, the end.
    static let progressSequence: [Double] = [0, 0.1, 0.2, 0.2, 0.55, 0.5, 0.9, 0.15, 1]

    @Test func everyDevAnimationRendersIncrementallyAsWhole() throws {
        let files = Self.files
        guard !files.isEmpty else {
            print("IncrementalRenderingTests: shared/conformance not found; skipped")
            return
        }
        var mismatches: [String] = []
        var repainted = 0, total = 0
        for url in files {
            guard let animation = try? LottieAnimation.load(fileURL: url) else { continue }
            let options = LottieRenderOptions(imageDirectory: url.deletingLastPathComponent())
            let incremental = LottieRenderer(animation: animation, options: options)
            let whole = LottieRenderer(animation: animation, options: options)
            let size = 64
            guard let retained = CairoImageCanvas(width: size, height: size) else { continue }
            for (step, progress) in Self.progressSequence.enumerated() {
                let frame = incremental.frame(atProgress: progress)
                incremental.statistics.reset()
                incremental.render(frame: frame, into: retained, incremental: true)
                repainted += incremental.statistics.pixelsRepainted
                total += size * size
                guard let fresh = CairoImageCanvas(width: size, height: size) else { continue }
                whole.render(frame: frame, into: fresh)
                if retained.makeBitmap().pixels != fresh.makeBitmap().pixels {
                    mismatches.append("\(TestCorpus.name(url)) step \(step) frame \(frame)")
                    break
                }
            }
        }
        print("IncrementalRenderingTests: \(files.count) files, repainted \(repainted) of \(total) pixels")
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
