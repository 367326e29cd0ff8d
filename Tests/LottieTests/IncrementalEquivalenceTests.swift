import CairoCanvas
import Foundation
import Graphics
import Testing
@testable import Lottie

/// The node render system keeps every output whose inputs did not change
/// (`Documentation/NodeRenderSystem.md`). That must never show: on the shared real-world
/// animations, a renderer that steps forwards, backwards and jumps draws every frame exactly as
/// a renderer built for that frame alone does.
@Suite("Incremental updates draw what a fresh renderer draws")
struct IncrementalEquivalenceTests {
    /// The frames the live renderer visits, as offsets in frames from 30 % of the way in,
    /// then progresses to jump to: single steps forwards, a fractional one, steps back, jumps
    /// both ways.
    static let steps: [Double] = [0, 1, 2, 2.5, 1, 0, -1]
    static let jumps: [Double] = [0.85, 0.05, 0.6]

    /// The animations of the dev set and of the web set, halved for the two test cases.
    static let halves = ["first half", "second half"]

    @Test(arguments: halves)
    func steppedFramesMatchFreshRenders(_ half: String) throws {
        let files = TestCorpus.devAndWebFiles
        guard !files.isEmpty else {
            print("IncrementalEquivalenceTests: shared/conformance not found; skipped")
            return
        }
        let middle = files.count / 2
        let share = half == Self.halves[0] ? files[..<middle] : files[middle...]
        var mismatches: [String] = []
        for url in share {
            guard let animation = try? LottieAnimation.load(fileURL: url) else { continue }
            let options = TestCorpus.renderOptions(for: url)
            let live = LottieRenderer(animation: animation, options: options)
            let start = live.frame(atProgress: 0.3).rounded()
            let frames = Self.steps.map { start + $0 } + Self.jumps.map { live.frame(atProgress: $0) }
            for frame in frames {
                let stepped = try Self.bitmap(live, frame: frame)
                let fresh = try Self.bitmap(LottieRenderer(animation: animation, options: options), frame: frame)
                if stepped != fresh { mismatches.append("\(TestCorpus.name(url)) at frame \(frame)") }
            }
        }
        #expect(mismatches.isEmpty, "stepped renders differ from fresh ones:\n\(mismatches.joined(separator: "\n"))")
        #expect(share.count >= 80)
    }

    /// A 72-pixel render of `frame`.
    static func bitmap(_ renderer: LottieRenderer, frame: Double) throws -> Bitmap {
        let canvas = try #require(CairoImageCanvas(width: 72, height: 72))
        renderer.render(frame: frame, into: canvas)
        return canvas.makeBitmap()
    }
}
