import CairoCanvas
import Foundation
import Graphics
import Layers
import Testing
@testable import Lottie

/// Replacing the font provider of a renderer or player that already shows text: the text
/// layers look their fonts up again and are laid out anew.
@Suite("Font providers replaced on live renderers and players")
struct FontProviderReplacementTests {
    /// "Hello" in a family no system has, so only the provider decides the font.
    private static let json = TextTestFile.animation(document: TextTestFile.document("Hello"), fontFamily: "Swap Family",
                                                     glyphs: false)

    /// A provider giving the text the installed font of `family` (and nothing else).
    private func provider(_ family: String, style: String) throws -> LottieFontProvider {
        let match = try #require(FontconfigLookup.match(family: family, style: style))
        try #require(match.families.contains(family), "\(family) is not installed")
        return LottieFontProvider(fontFiles: ["Box-Regular": URL(fileURLWithPath: match.path)], usesSystemFonts: false)
    }

    private func pixels(_ renderer: LottieRenderer) throws -> [UInt8] {
        try EngineRender.bitmap(renderer, frame: 0, width: 400, height: 200).pixels
    }

    @Test("A renderer draws with the new provider's font at once, as one built with it does")
    func renderer() throws {
        let dejaVu = try provider("DejaVu Sans", style: "Book")
        let liberation = try provider("Liberation Serif", style: "Regular")
        let renderer = try TextTestFile.renderer(Self.json, options: LottieRenderOptions(fontProvider: dejaVu))
        let before = try pixels(renderer)
        let advance = TextTestFile.textLayer(renderer)?.currentLayout?.letters.first?.advance

        renderer.fontProvider = liberation
        #expect(renderer.fontProvider == liberation)
        #expect(TextTestFile.textLayer(renderer)?.currentLayout?.letters.first?.advance != advance)
        let after = try pixels(renderer)
        #expect(after != before)
        #expect(after == (try pixels(TextTestFile.renderer(Self.json, options: LottieRenderOptions(fontProvider: liberation)))))

        renderer.fontProvider = dejaVu
        #expect(try pixels(renderer) == before)
    }

    @Test("Font warnings start afresh with the new provider")
    func warnings() throws {
        let none = LottieFontProvider(usesSystemFonts: false)
        let renderer = try TextTestFile.renderer(Self.json, options: LottieRenderOptions(fontProvider: none))
        renderer.update(frame: 0)
        #expect(renderer.fontWarnings.count == 1)
        renderer.fontProvider = try provider("DejaVu Sans", style: "Book")
        #expect(renderer.fontWarnings.isEmpty)
        #expect(TextTestFile.textLayer(renderer, frame: 1)?.renderLayer.letters.count == 5)
    }

    @Test("A player's new provider reaches the current tree and later animations")
    func player() throws {
        let dejaVu = try provider("DejaVu Sans", style: "Book")
        let liberation = try provider("Liberation Serif", style: "Regular")
        let animation = try LottieAnimation.load(string: Self.json)
        func draw(_ player: LottieAnimationLayer, _ clock: ManualClock) throws -> [UInt8] {
            let canvas = try #require(CairoImageCanvas(width: 400, height: 200))
            Renderer.render(player, into: canvas, atTime: clock.now)
            return canvas.makeBitmap().pixels
        }
        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: animation, clock: clock,
                                          renderOptions: LottieRenderOptions(fontProvider: dejaVu))
        let before = try draw(player, clock)
        player.fontProvider = liberation
        let after = try draw(player, clock)
        let reference = LottieAnimationLayer(animation: animation, clock: clock,
                                             renderOptions: LottieRenderOptions(fontProvider: liberation))
        #expect(after != before)
        #expect(after == (try draw(reference, clock)))

        player.animation = try LottieAnimation.load(string: Self.json.replacingOccurrences(of: "Hello", with: "Bye"))
        #expect(player.renderOptions.fontProvider == liberation)
        #expect(player.renderer?.fontProvider == liberation)
    }
}
