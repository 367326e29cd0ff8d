import Graphics
import Layers
import Lottie
import Testing

private typealias F = KeypathFixtures

/// A 100 × 100 animation with precomp `Card` placed at (10, 20) holding layer `Button`: a
/// 20 × 10 green rectangle centred on the layer's origin, the layer at (30, 30) — so the
/// button covers x 30...50, y 45...55 of the composition, centred on (40, 50). Under it,
/// `Floor`: a grey square over the whole frame.
private func precompButton() throws -> LottieAnimation {
    let card = F.precompLayer("Card", index: 2, reference: "card", transform: F.transform(position: F.k([10, 20])))
    let floor = F.shapeLayer("Floor", index: 1, shapes: [F.group("Box", [
        F.rect(center: [50, 50], size: [100, 100]), F.fill([0.5, 0.5, 0.5]),
    ])])
    return try F.load(F.animation(layers: [card, floor], precomps: [(id: "card", layers: [
        F.shapeLayer("Button", index: 1, shapes: [F.group("Face", [
            F.rect(center: [0, 0], size: [20, 10]), F.fill([0, 1, 0]),
        ])], transform: F.transform(position: F.k([30, 30]))),
    ])]))
}

private func player(_ animation: LottieAnimation) -> (LottieAnimationLayer, ManualClock) {
    let clock = ManualClock()
    let player = LottieAnimationLayer(animation: animation, clock: clock)
    return (player, clock)
}

/// A 20 × 20 layer showing a 4 × 4 bitmap: red, with its top-left pixel (the 5 × 5 corner of
/// the layer) fully transparent and the pixel right of it 5 % opaque.
private func cornerBadge() -> Layer {
    var pixels: [UInt8] = []
    for y in 0..<4 {
        for x in 0..<4 {
            switch (x, y) {
            case (0, 0): pixels += [0, 0, 0, 0]
            case (1, 0): pixels += [13, 0, 0, 13]
            default: pixels += [255, 0, 0, 255]
            }
        }
    }
    let layer = Layer()
    layer.name = "badge"
    layer.anchorPoint = .zero
    layer.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
    layer.contents = Bitmap(width: 4, height: 4, premultipliedRGBA: pixels)
    return layer
}

@Suite("Hit testing hosted content by what it draws, and pointer events")
struct InteractiveHitTestTests {
    @Test func hostedContentIsTestedWhereItsAnimationDrawsItNotWhereItsModelValueEnds() throws {
        let (player, clock) = player(try precompButton())
        let mover = Layer()
        mover.name = "mover"
        mover.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        mover.backgroundColor = .blue
        mover.position = Point(x: 80, y: 20)  // where the animation ends
        var move = BasicAnimation(key: .position, from: Point(x: 10, y: 20), to: Point(x: 80, y: 20), duration: 2)
        move.beginTime = 1
        mover.add(move, forKey: "move")
        #expect(player.addHostedContent(mover, toLayerAt: "Floor"))
        clock.advance(to: 2)  // halfway: drawn centred on (45, 20)
        #expect(player.hostedContent(at: Point(x: 45, y: 20)) === mover)
        #expect(player.hostedContent(at: Point(x: 80, y: 20)) == nil, "the model position is not where it is drawn")
        #expect(player.hits(at: Point(x: 80, y: 20)).first?.keypath == "Floor")
        clock.advance(to: 3.5)  // the animation is over: the model value shows
        #expect(player.hostedContent(at: Point(x: 80, y: 20)) === mover)
        #expect(player.hostedContent(at: Point(x: 45, y: 20)) == nil)
    }

    @Test func transparentAndNearlyTransparentPixelsOfHostedContentTakeNoTaps() throws {
        let (player, _) = player(try precompButton())
        let badge = cornerBadge()
        badge.position = Point(x: -10, y: -5)  // Button's own space: the badge covers the button
        #expect(player.addHostedContent(badge, toLayerAt: "Card.Button"))
        // The badge's top-left corner (composition 30...35 × 45...50) is transparent: the button shows.
        let corner = player.hits(at: Point(x: 32, y: 47))
        #expect(corner.first?.hostedContent == nil)
        #expect(corner.first?.keypath == "Card.Button")
        // The next pixel is 5 % opaque, under the 10 % threshold.
        #expect(player.hostedContent(at: Point(x: 37, y: 47)) == nil)
        #expect(player.hostedContent(at: Point(x: 37, y: 47), minimumOpacity: 0.01) === badge)
        // Opaque pixels take the tap.
        #expect(player.hostedContent(at: Point(x: 42, y: 52)) === badge)
        // A hidden or faded badge takes none.
        badge.opacity = 0.05
        #expect(player.hostedContent(at: Point(x: 42, y: 52)) == nil)
        badge.opacity = 1
        badge.isHidden = true
        #expect(player.hostedContent(at: Point(x: 42, y: 52)) == nil)
    }

    @Test func hostedSublayersAreFoundByTheirOwnDrawingAndARoundShapesCornersAreEmpty() throws {
        let (player, _) = player(try precompButton())
        let holder = Layer()  // draws nothing itself
        holder.anchorPoint = .zero
        holder.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        let dot = ShapeLayer()
        dot.anchorPoint = .zero
        dot.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        dot.path = BezierPath(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
        dot.fillColor = .red
        holder.addSublayer(dot)
        #expect(player.addHostedContent(holder, toLayerAt: "Floor"))
        #expect(player.hostedContent(at: Point(x: 10, y: 10)) === dot)
        #expect(player.hostedContent(at: Point(x: 1, y: 1)) == nil, "the circle's corner is empty")
        #expect(player.hostedContent(at: Point(x: 30, y: 30)) == nil, "the holder draws nothing there")
    }

    @Test func aHostedLayersOwnMaskAndItsHostsPrecompClipApply() throws {
        let (player, _) = player(try precompButton())
        let card = Layer()
        card.anchorPoint = .zero
        card.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        card.backgroundColor = .red
        let mask = ShapeLayer()
        mask.anchorPoint = .zero
        mask.bounds = card.bounds
        mask.path = BezierPath(ellipseIn: card.bounds)
        mask.fillColor = .white
        card.mask = mask
        card.position = Point(x: 50, y: 0)  // Floor's space: x 50...90, y 0...40
        player.addHostedContent(card, toLayerAt: "Floor")
        #expect(player.hostedContent(at: Point(x: 70, y: 20)) === card)
        #expect(player.hostedContent(at: Point(x: 52, y: 2)) == nil, "outside the round mask")
        #expect(player.hits(at: Point(x: 52, y: 2)).first?.keypath == "Floor")
        // Content hosted in the precomp's button is clipped by the precomp's 100 × 100 box.
        let wide = Layer()
        wide.anchorPoint = .zero
        wide.bounds = Rect(x: 0, y: 0, width: 200, height: 10)
        wide.backgroundColor = .blue
        // Button's space (composition = Button + (40, 50)): x −20...180, y 90...100, but the
        // precomp's box starts at the composition's x 10.
        wide.position = Point(x: -60, y: 40)
        player.addHostedContent(wide, toLayerAt: "Card.Button")
        #expect(player.hostedContent(at: Point(x: 12, y: 95)) === wide)
        #expect(player.hostedContent(at: Point(x: 5, y: 95)) == nil, "clipped by the precomp")
        #expect(player.hits(at: Point(x: 5, y: 95)).first?.keypath == "Floor")
    }

    @Test func eventsReachALayerInsideAPrecompWithThePointInItsOwnSpace() throws {
        let (player, _) = player(try precompButton())
        var received: [(LottiePointerEvent.Kind, Point)] = []
        player.addEventHandler(for: .layer("**.Button")) { context in
            received.append((context.event.kind, context.location))
        }
        var floor = 0
        player.addEventHandler(for: .layer("Floor"), kinds: [.click]) { _ in floor += 1 }
        player.tap(at: Point(x: 42, y: 51))
        #expect(received.map(\.0) == [.enter, .down, .up, .click])
        // The button's own space: composition minus the precomp's (10, 20) and the layer's (30, 30).
        #expect(received.allSatisfy { $0.1 == Point(x: 2, y: 1) })
        #expect(floor == 1, "without stopPropagation the layer below hears the click too")
        player.tap(at: Point(x: 80, y: 80))
        #expect(received.last?.0 == .exit)
        #expect(floor == 2)
    }

    @Test func theTopMostTargetHearsFirstAndCanStopTheEvent() throws {
        let (player, _) = player(try precompButton())
        let badge = cornerBadge()
        badge.position = Point(x: -10, y: -5)
        player.addHostedContent(badge, toLayerAt: "Card.Button")
        var log: [String] = []
        var stop = true
        player.addEventHandler(for: .hostedContent(badge), kinds: [.click]) { context in
            log.append("badge \(context.location.x),\(context.location.y)")
            if stop { context.stopPropagation() }
        }
        player.addEventHandler(for: .layer("Card.Button"), kinds: [.click]) { _ in log.append("button") }
        player.addEventHandler(for: .player, kinds: [.click]) { _ in log.append("player") }
        player.sendPointerEvent(.click, at: Point(x: 42, y: 52))
        #expect(log == ["badge 12.0,7.0"])
        stop = false
        log = []
        player.sendPointerEvent(.click, at: Point(x: 42, y: 52))
        #expect(log == ["badge 12.0,7.0", "button", "player"])
        // Over the transparent corner the badge is not hit: the button is the top-most.
        log = []
        let deliveries = player.sendPointerEvent(.click, at: Point(x: 32, y: 47))
        #expect(log == ["button", "player"])
        #expect(deliveries.first?.hit?.keypath == "Card.Button")
        #expect(deliveries.first?.location == Point(x: -8, y: -3))
    }

    @Test func eventsRightAfterAResizeFindThePlacementTheNextFrameWillShow() throws {
        let (player, _) = player(try precompButton())
        Transaction.performWithoutActions {
            player.bounds = Rect(x: 0, y: 0, width: 200, height: 200)  // scaled ×2, no frame shown since
        }
        #expect(player.hits(at: Point(x: 80, y: 100)).first?.keypath == "Card.Button")
        #expect(player.hits(at: Point(x: 40, y: 50)).first?.keypath == "Floor")
    }

    @Test func removedHandlersHearNothingAndExitIsDeliveredWhenThePointerLeavesThePlayer() throws {
        let (player, _) = player(try precompButton())
        var kinds: [LottiePointerEvent.Kind] = []
        let token = player.addEventHandler(for: .layer("**.Button"), kinds: [.enter, .exit, .move]) { kinds.append($0.event.kind) }
        player.sendPointerEvent(.move, at: Point(x: 40, y: 50))
        player.sendPointerEvent(.move, at: Point(x: 41, y: 50))
        player.sendPointerEvent(.exit, at: Point(x: -1, y: -1))
        #expect(kinds == [.enter, .move, .move, .exit])
        player.removeEventHandler(token)
        player.sendPointerEvent(.move, at: Point(x: 40, y: 50))
        #expect(kinds.count == 4)
    }
}
