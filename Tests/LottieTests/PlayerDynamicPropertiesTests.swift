import CairoCanvas
import Graphics
import Layers
import Lottie
import Testing

private typealias F = KeypathFixtures

/// A 100 × 100 animation with shape layer `Badge` holding group `Circle`: a `size` × `size`
/// square centred at (50, 50) filled with `color` (`Fill 1`). Frames 0...60.
private func badgeAnimation(color: [Double], size: Double) throws -> LottieAnimation {
    try F.load(F.animation(layers: [
        F.shapeLayer("Badge", index: 1, shapes: [F.group("Circle", [
            F.rect(center: [50, 50], size: [size, size]), F.fill(color),
        ])]),
    ]))
}

/// The same picture without the `Badge` layer: layer `Other` with a grey square.
private func otherAnimation() throws -> LottieAnimation {
    try F.load(F.animation(layers: [
        F.shapeLayer("Other", index: 1, shapes: [F.group("Box", [
            F.rect(center: [50, 50], size: [40, 40]), F.fill([0.5, 0.5, 0.5]),
        ])]),
    ]))
}

/// A green 10 × 10 layer centred on the origin of the space it is added to.
private func marker() -> Layer {
    let layer = Layer()
    layer.name = "marker"
    layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    layer.position = .zero
    layer.backgroundColor = .green
    return layer
}

/// The colour the player draws at (x, y) now.
private func pixel(_ player: LottieAnimationLayer, _ clock: ManualClock, _ x: Int, _ y: Int) throws -> Color {
    let canvas = try #require(CairoImageCanvas(width: 100, height: 100))
    Renderer.render(player, into: canvas, atTime: clock.now)
    return canvas.makeBitmap().color(x: x, y: y)
}

private func near(_ a: Color, _ b: Color) -> Bool {
    abs(a.red - b.red) < 0.01 && abs(a.green - b.green) < 0.01 && abs(a.blue - b.blue) < 0.01
        && abs(a.alpha - b.alpha) < 0.01
}

/// lottie-ios' dynamic-property API on the player: what is set there outlives a change of
/// `animation` (Documentation/Player.md; Documentation/Interactivity.md for hosted content).
@Suite("Player dynamic properties")
struct PlayerDynamicPropertiesTests {
    @Test("a colour provider set on the player applies to a new animation with the same keypath")
    func providerSurvivesSwap() throws {
        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: try badgeAnimation(color: [1, 0, 0], size: 40), clock: clock)
        player.setValueProvider(ColorValueProvider(.blue), keypath: "Badge.Circle.Fill 1.Color")
        #expect(near(try pixel(player, clock, 50, 50), .blue))
        #expect(player.warnings.isEmpty)

        // The new file draws a bigger yellow square; the provider still colours it.
        player.animation = try badgeAnimation(color: [1, 1, 0], size: 80)
        #expect(player.warnings.isEmpty)
        #expect(near(try pixel(player, clock, 50, 50), .blue))
        #expect(near(try pixel(player, clock, 15, 15), .blue), "the new animation's geometry")
        #expect(player.getValue(for: "Badge.Circle.Fill 1.Color") as? Color == .blue)

        // Without the player's provider the new file's own colour shows (the control).
        player.removeValueProvider(for: "Badge.Circle.Fill 1.Color")
        #expect(near(try pixel(player, clock, 50, 50), Color(red: 1, green: 1, blue: 0)))
        player.animation = try badgeAnimation(color: [1, 0, 0], size: 40)
        #expect(near(try pixel(player, clock, 50, 50), .red))
    }

    @Test("a provider set through the renderer alone is lost on a swap (why the player keeps them)")
    func rendererProviderIsLost() throws {
        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: try badgeAnimation(color: [1, 0, 0], size: 40), clock: clock)
        player.renderer?.setValueProvider(ColorValueProvider(.blue), keypath: "Badge.Circle.Fill 1.Color")
        #expect(near(try pixel(player, clock, 50, 50), .blue))
        player.animation = try badgeAnimation(color: [1, 0, 0], size: 40)
        #expect(near(try pixel(player, clock, 50, 50), .red))
    }

    @Test("a swap to an animation without the keypath warns, naming it, and a later swap applies it again")
    func missingKeypathWarns() throws {
        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: try badgeAnimation(color: [1, 0, 0], size: 40), clock: clock)
        player.setValueProvider(ColorValueProvider(.blue), keypath: "Badge.Circle.Fill 1.Color")
        player.setNodeIsEnabled(isEnabled: true, keypath: "Badge.Circle")
        #expect(player.warnings.isEmpty)

        player.animation = try otherAnimation()
        #expect(player.warnings.count == 2)
        let warning = try #require(player.warnings.first)
        #expect(warning.kind == .missingReference)
        #expect(warning.path == "Badge.Circle.Fill 1.Color")
        #expect(warning.message.contains("Badge.Circle.Fill 1.Color"))
        #expect(player.warnings.last?.path == "Badge.Circle")
        #expect(near(try pixel(player, clock, 50, 50), Color(red: 0.5, green: 0.5, blue: 0.5)))

        player.animation = try badgeAnimation(color: [1, 0, 0], size: 40)
        #expect(player.warnings.isEmpty)
        #expect(near(try pixel(player, clock, 50, 50), .blue))
    }

    @Test("switching a node off through the player holds across a swap")
    func nodeSwitchSurvivesSwap() throws {
        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: try badgeAnimation(color: [1, 0, 0], size: 40), clock: clock)
        player.setNodeIsEnabled(isEnabled: false, keypath: "Badge.Circle")
        #expect(try pixel(player, clock, 50, 50).alpha == 0)
        player.animation = try badgeAnimation(color: [1, 1, 0], size: 80)
        #expect(try pixel(player, clock, 50, 50).alpha == 0)
        player.setNodeIsEnabled(isEnabled: true, keypath: "Badge.Circle")
        #expect(near(try pixel(player, clock, 50, 50), Color(red: 1, green: 1, blue: 0)))
    }

    @Test("hosted content is attached again after a swap, and warned about when the layer is missing")
    func hostedContentSurvivesSwap() throws {
        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: try badgeAnimation(color: [1, 0, 0], size: 40), clock: clock)
        let content = marker()
        #expect(player.addHostedContent(content, toLayerAt: "Badge"))
        // The marker sits at the Badge layer's origin, (0, 0) of the composition.
        #expect(near(try pixel(player, clock, 2, 2), .green))
        #expect(player.hostedContent(at: Point(x: 2, y: 2)) === content)

        player.animation = try badgeAnimation(color: [1, 1, 0], size: 80)
        #expect(player.warnings.isEmpty)
        #expect(near(try pixel(player, clock, 2, 2), .green))
        #expect(player.hostedContent(at: Point(x: 2, y: 2)) === content)
        #expect(content.superlayer?.superlayer != nil, "in the new tree")

        player.animation = try otherAnimation()
        #expect(player.warnings.map(\.path) == ["Badge"])
        #expect(content.superlayer == nil, "not left in the old tree")
        #expect(try pixel(player, clock, 2, 2).alpha == 0)

        player.animation = try badgeAnimation(color: [1, 0, 0], size: 40)
        #expect(player.hostedContent(at: Point(x: 2, y: 2)) === content)
        #expect(player.removeHostedContent(content))
        #expect(!player.removeHostedContent(content))
        player.animation = try badgeAnimation(color: [1, 0, 0], size: 40)
        #expect(player.hostedContent(at: Point(x: 2, y: 2)) == nil)
    }

    @Test("getValue gives the provider's value, getOriginalValue the file's")
    func getValues() throws {
        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: try badgeAnimation(color: [1, 0, 0], size: 40), clock: clock)
        #expect(player.getValue(for: "Badge.Circle.Fill 1.Color") as? Color == .red)
        player.setValueProvider(ColorValueProvider(.blue), keypath: "Badge.Circle.Fill 1.Color")
        #expect(player.getValue(for: "Badge.Circle.Fill 1.Color") as? Color == .blue)
        #expect(player.getValue(for: "Badge.Circle.Fill 1.Color", atFrame: 30) as? Color == .blue)
        #expect(player.getOriginalValue(for: "Badge.Circle.Fill 1.Color") as? Color == .red)
        #expect(player.getOriginalValue(for: "Badge.Circle.Fill 1.Color", atFrame: 30) as? Color == .red)

        player.animation = try badgeAnimation(color: [1, 1, 0], size: 80)
        #expect(player.getValue(for: "Badge.Circle.Fill 1.Color") as? Color == .blue)
        #expect(player.getOriginalValue(for: "Badge.Circle.Fill 1.Color") as? Color == Color(red: 1, green: 1, blue: 0))
        #expect(player.getValue(for: "No.Such.Color") == nil)

        player.animation = nil
        #expect(player.getValue(for: "Badge.Circle.Fill 1.Color") == nil)
        #expect(player.getOriginalValue(for: "Badge.Circle.Fill 1.Color") == nil)
    }
}
