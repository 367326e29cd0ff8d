import Graphics
import Layers
import Lottie
import Testing

private typealias F = KeypathFixtures

/// A 100 × 100 animation with precomp `Card` (100 × 100, starting at frame 0) holding layer
/// `Button` (visible frames 0...50): a 20 × 10 green rectangle centred on the layer's origin,
/// moved from (20, 20) to (80, 80), scaled 100 % → 200 % and faded 100 → 0 over frames 0...60.
/// Optional layers above the precomp: `Glass` (a square at 0 % fill opacity) and `Cover`.
private func buttonAnimation(glass: Bool = false, cover: Bool = false) throws -> LottieAnimation {
    let moving = F.transform(position: F.keyframes([(0, [20, 20]), (60, [80, 80])]),
                             scale: F.keyframes([(0, [100, 100]), (60, [200, 200])]),
                             opacity: F.keyframes([(0, [100]), (60, [0])]))
    var layers: [String] = []
    if cover {
        layers.append(F.shapeLayer("Cover", index: 10, shapes: [F.group("Box", [
            F.rect(center: [45, 45], size: [10, 10]), F.fill([0, 0, 0]),
        ])]))
    }
    if glass {
        layers.append(F.shapeLayer("Glass", index: 11, shapes: [F.group("Box", [
            F.rect(center: [50, 50], size: [100, 100]), F.fill([1, 1, 1], opacity: F.k(0)),
        ])]))
    }
    layers.append(F.precompLayer("Card", index: 1, reference: "card"))
    return try F.load(F.animation(layers: layers, precomps: [(id: "card", layers: [
        F.shapeLayer("Button", index: 1, shapes: [F.group("Face", [
            F.rect(center: [0, 0], size: [20, 10]), F.fill([0, 1, 0]),
        ])], ip: 0, op: 50, transform: moving),
    ])]))
}

/// A red 10 × 6 badge layer centred on the origin of the space it is added to.
private func badge() -> Layer {
    let layer = Layer()
    layer.name = "badge"
    layer.bounds = Rect(x: 0, y: 0, width: 10, height: 6)
    layer.position = .zero
    layer.backgroundColor = .red
    return layer
}

/// Whether two points agree to within rounding.
private func near(_ a: Point?, _ b: Point) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

private func pixel(_ renderer: LottieRenderer, frame: Double, _ x: Int, _ y: Int) throws -> Color {
    try #require(F.render(renderer, frame: frame)).color(x: x, y: y)
}

@Suite("Hosted content")
struct HostedContentTests {
    @Test func hostedContentFollowsTheLayersTransformInsideAPrecomp() throws {
        let renderer = LottieRenderer(animation: try buttonAnimation())
        let content = badge()
        #expect(renderer.addHostedContent(content, toLayerAt: "Card.Button"))
        renderer.update(frame: 0)
        #expect(near(renderer.convert(Point(x: 0, y: 0), fromLayerAt: "Card.Button"), Point(x: 20, y: 20)))
        renderer.update(frame: 30)  // at (50, 50), scaled 150 %, 50 % opaque
        #expect(near(renderer.convert(Point(x: 0, y: 0), fromLayerAt: "Card.Button"), Point(x: 50, y: 50)))
        #expect(near(renderer.convert(Point(x: 57.5, y: 50), toLayerAt: "**.Button"), Point(x: 5, y: 0)))
        let rect = try #require(renderer.convert(Rect(x: 35, y: 35, width: 30, height: 15), toLayerAt: "Card.Button"))
        #expect(near(rect.origin, Point(x: -10, y: -10)) && near(Point(x: rect.width, y: rect.height), Point(x: 20, y: 10)))
        #expect(renderer.convert(Point(x: 0, y: 0), toLayerAt: "Card.Nothing") == nil)

        let image = try #require(F.render(renderer, frame: 30))
        let centre = image.color(x: 50, y: 50)
        #expect(abs(centre.red - 1) < 0.02 && centre.green < 0.02 && abs(centre.alpha - 0.5) < 0.02,
                "the badge, red, at the layer's 50 % opacity")
        #expect(image.color(x: 56, y: 50).red > 0.9, "7.5 wide each way after 150 %")
        #expect(image.color(x: 59, y: 50).green > 0.9, "the button's own face shows around the badge")
    }

    @Test func hostedContentHidesWithItsLayer() throws {
        let renderer = LottieRenderer(animation: try buttonAnimation())
        renderer.addHostedContent(badge(), toLayerAt: "Card.Button")
        #expect(try pixel(renderer, frame: 45, 65, 65).alpha > 0)
        #expect(try pixel(renderer, frame: 55, 75, 75).alpha == 0, "past the button's out point")
        renderer.update(frame: 55)
        #expect(renderer.hostedContent(at: Point(x: 75, y: 75)) == nil)
    }

    @Test func replacingHidesTheLayersOwnDrawingUntilRemoved() throws {
        let renderer = LottieRenderer(animation: try buttonAnimation())
        let content = badge()
        renderer.addHostedContent(content, toLayerAt: "Card.Button", placement: .replacing)
        #expect(try pixel(renderer, frame: 0, 20, 20) == .red)
        #expect(try pixel(renderer, frame: 0, 28, 20).alpha == 0, "the green face is gone")
        renderer.update(frame: 0)
        #expect(renderer.hitTest(Point(x: 28, y: 20)).isEmpty)
        #expect(renderer.removeHostedContent(content))
        #expect(!renderer.removeHostedContent(content), "already gone")
        #expect(try pixel(renderer, frame: 0, 28, 20) == .green)
        #expect(try pixel(renderer, frame: 0, 20, 20) == .green)
    }

    @Test func aTransparentLayerAboveDoesNotHideHostedContentFromTaps() throws {
        // Seed 003's first problem: Core Animation's hit test stops at a transparent layer.
        let renderer = LottieRenderer(animation: try buttonAnimation(glass: true))
        let content = badge()
        renderer.addHostedContent(content, toLayerAt: "Card.Button")
        renderer.update(frame: 0)
        #expect(renderer.hostedContent(at: Point(x: 22, y: 21)) === content)
        let hits = renderer.hitTest(Point(x: 22, y: 21))
        #expect(hits.map(\.keypath.string) == ["Card.Button", "Card.Button"])
        #expect(hits.map(\.isHostedContent) == [true, false], "the badge above its host's own drawing")
        #expect(renderer.hostedContent(at: Point(x: 28, y: 21)) == nil, "the button's face, not the badge")
    }

    @Test func aVisibleLayerAboveHidesHostedContentFromTaps() throws {
        // Seed 003's second problem: testing only the hosted views answers taps on covered ones.
        let renderer = LottieRenderer(animation: try buttonAnimation(cover: true))
        let content = badge()
        renderer.addHostedContent(content, toLayerAt: "Card.Button")
        renderer.update(frame: 15)  // the badge, 12.5 × 7.5, is centred at (35, 35)
        #expect(renderer.hostedContent(at: Point(x: 35, y: 35)) === content)
        renderer.update(frame: 30)  // now at (50, 50) and partly under the cover (40...50)
        #expect(renderer.hitTest(Point(x: 45, y: 49)).map(\.keypath.string).first == "Cover")
        #expect(renderer.hostedContent(at: Point(x: 45, y: 49)) == nil)
        #expect(renderer.hostedContent(at: Point(x: 55, y: 51)) === content, "the uncovered part still answers")
    }

    @Test func fadedHostedContentStopsAnsweringBelowTheThreshold() throws {
        let renderer = LottieRenderer(animation: try buttonAnimation())
        let content = badge()
        renderer.addHostedContent(content, toLayerAt: "Card.Button")
        renderer.update(frame: 48)  // 20 % opaque, at (68, 68)
        let hit = try #require(renderer.hitTest(Point(x: 68, y: 68)).first)
        #expect(hit.hostedContent === content && abs(hit.opacity - 0.2) < 1e-9)
        // Hosted content is tested as drawn (its presentation values): set the opacity at once,
        // not through an implicit animation that would still show 1 now.
        Transaction.performWithoutActions { content.opacity = 0.4 }
        #expect(renderer.hostedContent(at: Point(x: 68, y: 68)) == nil, "0.2 × 0.4 is below 0.1")
        #expect(renderer.hostedContent(at: Point(x: 68, y: 68), minimumOpacity: 0.05) === content)
    }

    @Test func nestedHostedLayersAnswerWithTheDeepestHit() throws {
        let renderer = LottieRenderer(animation: try buttonAnimation())
        let content = badge()
        let dot = Layer()
        dot.frame = Rect(x: 0, y: 0, width: 2, height: 2)
        dot.backgroundColor = .blue  // hosted layers are found where they draw
        content.addSublayer(dot)
        renderer.addHostedContent(content, toLayerAt: "**.Button")
        renderer.update(frame: 0)  // the badge spans (15, 17)...(25, 23); the dot its top-left 2 × 2
        #expect(renderer.hostedContent(at: Point(x: 15.5, y: 17.5)) === dot)
        #expect(renderer.hostedContent(at: Point(x: 20, y: 20)) === content)
        #expect(!renderer.addHostedContent(Layer(), toLayerAt: "Card.Nothing"))
    }

    @Test func aPlayerAnswersTapsInItsOwnCoordinates() throws {
        let player = LottieAnimationLayer(animation: try buttonAnimation(), clock: ManualClock())
        player.bounds = Rect(x: 0, y: 0, width: 200, height: 200)  // the 100 × 100 animation at 2×
        player.currentFrame = 0
        let content = badge()
        #expect(player.renderer?.addHostedContent(content, toLayerAt: "Card.Button") == true)
        #expect(player.hostedContent(at: Point(x: 40, y: 40)) === content, "the badge spans 30...50 × 34...46 here")
        #expect(player.hits(at: Point(x: 56, y: 40)).map(\.keypath.string) == ["Card.Button"], "the face around it")
        #expect(player.hostedContent(at: Point(x: 56, y: 40)) == nil)
    }
}
