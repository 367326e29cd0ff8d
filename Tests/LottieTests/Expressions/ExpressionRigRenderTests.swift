import CairoCanvas
import Foundation
import GoldenTesting
import Graphics
@testable import Lottie
import Testing

/// A character rig driven by expressions (joystick face controls and RubberHose limbs: effects
/// read across layers, property groups, `toComp`, `eval` walks up the parents), drawn and
/// compared with lottie-web's picture of the same frame from the shared conformance corpus.
@Suite("Expression rig against lottie-web")
struct ExpressionRigRenderTests {
    private func match(frame: Double, reference name: String, expressions: Bool) throws -> Double? {
        guard let root = TestCorpus.conformance else { return nil }
        let file = root.appendingPathComponent("web/samples/rlottie/pumped_up.json")
        let reference = try Bitmap(pngData: Data(contentsOf: root.appendingPathComponent("web/references/\(name)")))
        let animation = try LottieAnimation.load(fileURL: file)
        var options = LottieRenderOptions()
        options.evaluatesExpressions = expressions
        let canvas = try #require(CairoImageCanvas(width: reference.width, height: reference.height))
        let renderer = LottieRenderer(animation: animation, options: options)
        renderer.render(frame: frame, into: canvas)
        #expect(renderer.renderWarnings.filter { $0.kind == .expression }.isEmpty, "\(renderer.renderWarnings)")
        return PerceptualDifference.compare(reference, canvas.makeBitmap())?.matchingFraction
    }

    @Test("pumped_up at 25 %: the limbs and face follow their controls as in lottie-web")
    func pumpedUp() throws {
        // The corpus's frame for 25 %: ip + (op − ip) · 0.25.
        let frame = 9.250000376760225
        guard let evaluated = try match(frame: frame, reference: "rlottie-pumped_up-p25.png", expressions: true),
              let keyframed = try match(frame: frame, reference: "rlottie-pumped_up-p25.png", expressions: false) else {
            print("ExpressionRigRenderTests: shared/conformance not found; skipped")
            return
        }
        // The conformance bar for a passing case, and clearly above the picture without them
        // (limbs missing).
        #expect(evaluated >= 0.985, "\(evaluated)")
        #expect(keyframed < 0.975, "\(keyframed)")
    }
}
