import CairoCanvas
import Foundation
import Graphics
import Lottie
import Testing

/// Hit testing works from geometry, rendering from pixels: on real animations (masks, mattes,
/// precomps, strokes, solids) the two must agree on where something is visible.
@Suite("Hit testing agrees with rendering")
struct HitTestRenderAgreementTests {
    /// Real animations with masks, track mattes (alpha and inverted), precomps and solids, at
    /// progress 0.3 and 0.7.
    static let samples = [
        "TypeFace/U.json", "TypeFace/M.json", "TypeFace/S.json", "Issues/issue_1260.json", "Issues/issue_1505.json",
        "Issues/pr_1763.json", "Issues/issue_1125.json", "LottieLogo1_masked.json", "9squares_AlBoardman.json",
        "IconTransitions.json", "success.json", "LottieFiles/cactus.json",
    ]

    /// Compares, on a grid of up to 32 × 32 pixel centres, whether hit testing finds anything
    /// with whether the render is visible there. Pixels the renderer anti-aliases (neither
    /// clearly empty nor clearly opaque) are skipped. Returns the share of disagreeing points
    /// and how many points were compared.
    static func disagreement(_ renderer: LottieRenderer, frame: Double) -> (share: Double, compared: Int)? {
        let width = Int(renderer.animation.width.rounded(.up)), height = Int(renderer.animation.height.rounded(.up))
        guard let canvas = CairoImageCanvas(width: width, height: height) else { return nil }
        renderer.render(frame: frame, into: canvas)
        let image = canvas.makeBitmap()
        let step = max(1, max(width, height) / 32)
        var compared = 0, disagreeing = 0
        for y in stride(from: step / 2, to: height, by: step) {
            for x in stride(from: step / 2, to: width, by: step) {
                let alpha = image.color(x: x, y: y).alpha
                guard alpha < 0.02 || alpha > 0.98 else { continue }
                let hits = renderer.hitTest(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), minimumOpacity: 0)
                let covered = 1 - hits.filter { !$0.isHostedContent }.reduce(1) { $0 * (1 - $1.opacity) }
                compared += 1
                if (covered > 0.5) != (alpha > 0.5) { disagreeing += 1 }
            }
        }
        return (compared == 0 ? 0 : Double(disagreeing) / Double(compared), compared)
    }

    @Test(arguments: samples)
    func hitTestingSeesWhatTheRendererDraws(_ sample: String) throws {
        guard let url = TestCorpus.sample(sample), FileManager.default.fileExists(atPath: url.path) else { return }
        let animation = try LottieAnimation.load(fileURL: url)
        let renderer = LottieRenderer(animation: animation, options: LottieRenderOptions(imageDirectory: url.deletingLastPathComponent()))
        for progress in [0.3, 0.7] {
            let result = try #require(Self.disagreement(renderer, frame: renderer.frame(atProgress: progress)))
            #expect(result.compared > 100)
            #expect(result.share <= 0.01, "\(sample) at \(progress): \(result.share * 100) % of \(result.compared) points disagree")
        }
    }
}
