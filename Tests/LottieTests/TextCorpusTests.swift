import CairoCanvas
import Foundation
import Graphics
import Layers
import Testing
@testable import Lottie

/// Every shared animation with text layers renders at its start, middle and end without
/// trouble, and draws letters.
@Suite("Text corpus: the shared animations with text render")
struct TextCorpusTests {
    @Test func textAnimationsRenderTheirLetters() throws {
        guard let root = TestCorpus.conformance else {
            print("TextCorpusTests: shared/conformance not found; skipped")
            return
        }
        let fonts = root.appendingPathComponent("corpus/samples/Fonts")
        var rendered = 0
        for url in TestCorpus.animationFiles {
            guard let animation = try? LottieAnimation.load(fileURL: url), Self.hasText(animation) else { continue }
            let renderer = LottieRenderer(animation: animation, options: LottieRenderOptions(fontDirectory: fonts))
            let canvas = try #require(CairoImageCanvas(width: 64, height: 64))
            var letters = 0
            for progress in [0.0, 0.5, 1.0] {
                canvas.clear()
                renderer.render(frame: renderer.frame(atProgress: progress), into: canvas)
                letters = max(letters, Self.textLayers(renderer.rootLayer).reduce(0) { $0 + $1.renderLayer.letters.count })
            }
            #expect(letters > 0, "\(TestCorpus.name(url)) draws no letters")
            rendered += 1
        }
        print("TextCorpusTests: \(rendered) animations with text rendered")
        #expect(rendered >= 13)
    }

    private static func hasText(_ animation: LottieAnimation) -> Bool {
        let all = animation.layers + animation.precompositions.values.flatMap(\.layers)
        return all.contains { if case .text = $0.content { return true } else { return false } }
    }

    private static func textLayers(_ layer: Layer) -> [TextCompositionLayer] {
        let own = (layer as? TextCompositionLayer).map { [$0] } ?? []
        return own + layer.sublayers.flatMap { textLayers($0) }
    }
}
