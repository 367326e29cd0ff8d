import CairoCanvas
import Foundation
import Graphics
import Layers
import Lottie
import Testing

private typealias F = KeypathFixtures

private func near(_ a: Point?, _ b: Point) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

/// lottie-ios' player API for keypaths, coordinate conversion, redrawing and providers, on
/// `LottieAnimationLayer` itself.
@Suite("Player keypaths, conversions and providers")
struct PlayerAPITests {
    // MARK: Keypaths and value providers

    @Test("valueProviders lists what was set through the player, one per keypath, across animations")
    func valueProvidersView() throws {
        let (player, _) = try PlaybackFixture.player()
        #expect(player.valueProviders.isEmpty)
        let red = ColorValueProvider(.red), blue = ColorValueProvider(.blue), half = FloatValueProvider(50)
        player.setValueProvider(red, keypath: "square.f.Color")
        player.setValueProvider(half, keypath: "**.Opacity")
        player.setNodeIsEnabled(isEnabled: false, keypath: "square.r")
        #expect(player.valueProviders.count == 2, "a node switch is no value provider")
        #expect(player.valueProviders["square.f.Color"] === red)
        #expect(player.valueProviders["**.Opacity"] === half)

        player.setValueProvider(blue, keypath: "square.f.Color")
        #expect(player.valueProviders["square.f.Color"] === blue, "a later provider for the same keypath replaces it")
        player.animation = try PlaybackFixture.animation()
        #expect(player.valueProviders.count == 2)
        player.removeValueProvider(for: "**.Opacity")
        #expect(Array(player.valueProviders.keys) == ["square.f.Color"])
    }

    @Test("allHierarchyKeypaths lists the current animation's keypaths, none without one")
    func hierarchyKeypaths() throws {
        let (player, clock) = try PlaybackFixture.player()
        let keypaths = player.allHierarchyKeypaths()
        #expect(keypaths == player.renderer?.allHierarchyKeypaths())
        #expect(keypaths.contains("square"))
        #expect(keypaths.contains("square.f.Color"))
        #expect(LottieAnimationLayer(animation: nil, clock: clock).allHierarchyKeypaths().isEmpty)
    }

    @Test("forceDisplayUpdate shows a provider's new value at the frame shown")
    func forceDisplayUpdate() throws {
        let (player, clock) = try PlaybackFixture.player()
        let provider = ColorValueProvider(.red)
        player.setValueProvider(provider, keypath: "square.f.Color")
        #expect(player.getValue(for: "square.f.Color") as? Color == .red)
        provider.color = .blue
        #expect(player.getValue(for: "square.f.Color") as? Color == .red, "the tree has not seen the change")
        player.forceDisplayUpdate()
        #expect(player.getValue(for: "square.f.Color") as? Color == .blue)
        let canvas = try #require(CairoImageCanvas(width: 100, height: 100))
        Renderer.render(player, into: canvas, atTime: clock.now)
        #expect(canvas.makeBitmap().color(x: 10, y: 50) == .blue)
        LottieAnimationLayer(animation: nil, clock: clock).forceDisplayUpdate()
    }

    // MARK: Converting points

    @Test("convert(_:toLayerAt:) takes player coordinates to a layer's, or to the composition's for nil")
    func convertPoints() throws {
        let (player, clock) = try PlaybackFixture.player()
        // Twice the composition's size: scaleAspectFit doubles it, before any tick refits the tree.
        Transaction.performWithoutActions { player.bounds = Rect(x: 0, y: 0, width: 200, height: 200) }
        #expect(near(player.convert(Point(x: 40, y: 40), toLayerAt: nil), Point(x: 20, y: 20)))
        // `square` is at (0, 40) at frame 0 and (30, 40) at frame 30.
        #expect(near(player.convert(Point(x: 40, y: 40), toLayerAt: "square"), Point(x: 20, y: -20)))
        player.currentFrame = 30
        #expect(near(player.convert(Point(x: 40, y: 40), toLayerAt: "**.square"), Point(x: -10, y: -20)))
        #expect(player.convert(Rect(x: 40, y: 40, width: 20, height: 10), toLayerAt: "square")
            == Rect(x: -10, y: -20, width: 10, height: 5))
        #expect(player.convert(Rect(x: 40, y: 40, width: 20, height: 10), toLayerAt: nil)
            == Rect(x: 20, y: 20, width: 10, height: 5))

        #expect(player.convert(Point(x: 40, y: 40), toLayerAt: "nothing") == nil)
        #expect(player.convert(Rect(x: 0, y: 0, width: 1, height: 1), toLayerAt: "nothing") == nil)
        let empty = LottieAnimationLayer(animation: nil, clock: clock)
        #expect(empty.convert(Point(x: 1, y: 1), toLayerAt: nil) == nil)
        #expect(empty.convert(Rect(x: 0, y: 0, width: 1, height: 1), toLayerAt: nil) == nil)
    }

    // MARK: Image and text providers

    /// A 10 × 10 animation showing one external 10 × 10 image asset (`images/img_0.png`).
    private static let imageJSON = F.animation(width: 10, height: 10, layers: [F.imageLayer("Photo", index: 1, reference: "image_0")],
                                               images: [#"{"id":"image_0","nm":"photo","w":10,"h":10,"u":"images/","p":"img_0.png","e":0}"#])

    private func bitmap(_ color: Color) throws -> Bitmap {
        var bitmap = try #require(Bitmap(width: 10, height: 10))
        for y in 0..<10 { for x in 0..<10 { bitmap.setColor(color, x: x, y: y) } }
        return bitmap
    }

    private func centre(_ player: LottieAnimationLayer, _ clock: ManualClock) throws -> Color {
        let canvas = try #require(CairoImageCanvas(width: 10, height: 10))
        Renderer.render(player, into: canvas, atTime: clock.now)
        return canvas.makeBitmap().color(x: 5, y: 5)
    }

    @Test("a player's image provider shows at once, is kept for new animations, and reloadImages rereads it")
    func imageProvider() throws {
        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: try F.load(Self.imageJSON), clock: clock)
        #expect(player.imageProvider == nil)
        #expect(try centre(player, clock).alpha == 0, "not embedded, no provider")

        player.imageProvider = DictionaryImageProvider(["image_0": try bitmap(.red)])
        #expect(try centre(player, clock) == .red)
        #expect(player.renderOptions.imageProvider != nil)
        player.animation = try F.load(Self.imageJSON)
        #expect(try centre(player, clock) == .red, "kept across animations")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("player-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("images/img_0.png")
        try bitmap(.green).writePNG(to: file)
        player.imageProvider = FolderImageProvider(directory: folder)
        #expect(try centre(player, clock) == .green)
        try bitmap(.blue).writePNG(to: file)
        #expect(try centre(player, clock) == .green, "bitmaps are kept until reloaded")
        player.reloadImages()
        #expect(try centre(player, clock) == .blue)

        player.imageProvider = nil
        #expect(try centre(player, clock).alpha == 0)
    }

    @Test("a player's text provider shows at once and is kept for new animations")
    func textProvider() throws {
        // "AB" from (100, 100) at size 50: A covers x 102.5...127.5, B x 132.5...147.5, y 65...100.
        let json = TextTestFile.animation(document: TextTestFile.document("AB"))
        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: try LottieAnimation.load(string: json), clock: clock)
        func hitsB() -> Bool { !player.hits(at: Point(x: 140, y: 80)).isEmpty }
        #expect(hitsB())

        player.textProvider = DictionaryTextProvider(["Title": "A"])
        #expect(!hitsB(), "only one letter left")
        #expect(player.renderOptions.textProvider != nil)
        player.animation = try LottieAnimation.load(string: json)
        #expect(!hitsB(), "kept across animations")
        #expect(!player.hits(at: Point(x: 110, y: 80)).isEmpty)

        player.textProvider = nil
        #expect(hitsB())
    }
}
