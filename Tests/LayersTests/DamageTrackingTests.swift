import CairoCanvas
import Graphics
import Layers
import Testing

/// A blur of the layer's appearance, with a radius that changes without the layer knowing.
private final class TestBlur: LayerFilter {
    var radius: Double
    init(radius: Double) { self.radius = radius }
    func draw(in canvas: any Canvas, _ content: () -> Void) {
        canvas.drawBlurred(radius: radius, opacity: 1, blendMode: .normal, content)
    }
}

@Suite("Damage tracking: which pixels a frame of a layer tree repaints")
struct DamageTrackingTests {
    /// Renders frames incrementally into one canvas; each frame is checked against the frame
    /// drawn whole on a new canvas.
    final class Harness {
        let root: Layer
        let canvas: CairoImageCanvas
        let renderer = IncrementalRenderer()

        init(root: Layer, size: Int = 100) throws {
            self.root = root
            canvas = try #require(CairoImageCanvas(width: size, height: size))
        }

        private var started = false

        /// Renders the next frame and checks it against the whole frame. The first call draws
        /// two frames, both whole: the first of a canvas is drawn without tracking, and the
        /// second records what the frames after it are compared with.
        @discardableResult
        func frame(sourceLocation: SourceLocation = #_sourceLocation) throws -> FrameDamage {
            if !started {
                started = true
                #expect(renderer.render(root, into: canvas, atTime: 0).isWholeCanvas, sourceLocation: sourceLocation)
            }
            let damage = renderer.render(root, into: canvas, atTime: 0)
            let whole = try renderBitmap(root, width: canvas.width, height: canvas.height, background: nil,
                                         sourceLocation: sourceLocation)
            #expect(canvas.makeBitmap().pixels == whole.pixels, "incremental frame differs from the whole frame",
                    sourceLocation: sourceLocation)
            return damage
        }
    }

    /// The smallest rectangle holding all of the damage.
    static func extent(_ damage: FrameDamage) -> Rect {
        damage.rectangles.reduce(Rect.null) { $0.union($1) }
    }

    static func covers(_ damage: FrameDamage, _ rect: Rect) -> Bool {
        damage.rectangles.contains { $0.union(rect) == $0 }
    }

    /// The first frame of a canvas is drawn whole without recording anything (a single still
    /// frame costs no tracking), the second whole while recording, and an unchanged third
    /// repaints nothing.
    @Test func firstTwoFramesAreWholeAndAnUnchangedFrameRepaintsNothing() throws {
        let root = rootLayer(100, 100)
        root.addSublayer(coloredLayer(Rect(x: 10, y: 10, width: 20, height: 20), .red))
        let renderer = IncrementalRenderer()
        let canvas = try #require(CairoImageCanvas(width: 100, height: 100))
        #expect(renderer.render(root, into: canvas, atTime: 0).isWholeCanvas)
        #expect(renderer.render(root, into: canvas, atTime: 0).isWholeCanvas)
        let third = renderer.render(root, into: canvas, atTime: 0)
        #expect(third.rectangles.isEmpty)
        #expect(third.pixelCount == 0)
    }

    @Test func trackingPausesWhileEveryFrameChangesEverything() throws {
        let root = rootLayer(100, 100)
        let background = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .blue)
        let dot = coloredLayer(Rect(x: 10, y: 10, width: 10, height: 10), .red)
        root.addSublayer(background)
        root.addSublayer(dot)
        let harness = try Harness(root: root)
        for i in 0..<40 {
            background.backgroundColor = i % 2 == 0 ? .green : .blue
            #expect(try harness.frame().isWholeCanvas)
        }
        // Eight whole frames tracked, then stretches of 4, 8 and 16 untracked frames,
        // each followed by a whole frame that rebuilds the records and a probe.
        let untracked = harness.renderer.untrackedFrameCount
        #expect(untracked >= 20 && untracked < 40)
        // Once only the dot moves, a probe finds it and tracking stays on: small damage again.
        var sawSmallDamage = false
        for i in 0..<40 where !sawSmallDamage {
            dot.position = Point(x: 20 + Double(i % 2) * 40, y: 20)
            let damage = try harness.frame()
            sawSmallDamage = !damage.isWholeCanvas && damage.pixelCount <= 2 * 14 * 14
        }
        #expect(sawSmallDamage)
        let afterProbe = harness.renderer.untrackedFrameCount
        for i in 0..<5 {
            dot.position = Point(x: 20 + Double(i % 2) * 40, y: 20)
            #expect(try !harness.frame().isWholeCanvas)
        }
        #expect(harness.renderer.untrackedFrameCount == afterProbe)
    }

    @Test func movingALayerDamagesItsOldAndNewRectanglesOnly() throws {
        let root = rootLayer(100, 100)
        root.addSublayer(coloredLayer(Rect(x: 0, y: 0, width: 80, height: 80), .blue))
        let dot = coloredLayer(Rect(x: 10, y: 10, width: 10, height: 10), .red)
        root.addSublayer(dot)
        let harness = try Harness(root: root)
        try harness.frame()
        dot.position = Point(x: 75, y: 75)
        let damage = try harness.frame()
        #expect(Self.covers(damage, Rect(x: 10, y: 10, width: 10, height: 10)))
        #expect(Self.covers(damage, Rect(x: 70, y: 70, width: 10, height: 10)))
        // Two small boxes (antialiasing margin included), not their bounding box.
        #expect(damage.pixelCount <= 2 * 14 * 14)
        #expect(!damage.isWholeCanvas)
    }

    @Test func changingAHiddenLayerDamagesNothing() throws {
        let root = rootLayer(100, 100)
        let hidden = coloredLayer(Rect(x: 10, y: 10, width: 30, height: 30), .red)
        hidden.isHidden = true
        root.addSublayer(hidden)
        let harness = try Harness(root: root)
        try harness.frame()
        hidden.opacity = 0.5
        hidden.position = Point(x: 60, y: 60)
        #expect(try harness.frame().rectangles.isEmpty)
        // Showing it again damages where it now is.
        hidden.isHidden = false
        let shown = try harness.frame()
        #expect(Self.covers(shown, Rect(x: 45, y: 45, width: 30, height: 30)))
        #expect(!shown.rectangles.contains { $0.contains(Point(x: 15, y: 15)) })
    }

    @Test func aBlurredLayerDamagesItsBlurredExtent() throws {
        let root = rootLayer(100, 100)
        let blurred = coloredLayer(Rect(x: 40, y: 40, width: 20, height: 20), .red)
        let blur = TestBlur(radius: 3)
        blurred.filters = [blur]
        root.addSublayer(blurred)
        let harness = try Harness(root: root)
        try harness.frame()
        // The filter's settings change without the layer being told.
        blur.radius = 4
        let damage = try harness.frame()
        // At least three deviations around the square.
        #expect(Self.covers(damage, Rect(x: 28, y: 28, width: 44, height: 44)))
        #expect(!damage.isWholeCanvas)
        #expect(try harness.frame().rectangles.isEmpty)
    }

    @Test func aShadowedSublayerDamagesWithTheShadow() throws {
        let root = rootLayer(100, 100)
        let group = Layer()
        group.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        group.filters = [TestBlur(radius: 2)]
        let dot = coloredLayer(Rect(x: 20, y: 20, width: 10, height: 10), .red)
        group.addSublayer(dot)
        root.addSublayer(group)
        let harness = try Harness(root: root)
        try harness.frame()
        dot.position = Point(x: 70, y: 70)
        let damage = try harness.frame()
        // The sublayer's own boxes, grown by its ancestor's blur.
        #expect(Self.covers(damage, Rect(x: 14, y: 14, width: 22, height: 22)))
        #expect(Self.covers(damage, Rect(x: 59, y: 59, width: 22, height: 22)))
    }

    @Test func reorderingSublayersDamagesThem() throws {
        let root = rootLayer(100, 100)
        let a = coloredLayer(Rect(x: 10, y: 10, width: 40, height: 40), .red)
        let b = coloredLayer(Rect(x: 30, y: 30, width: 40, height: 40), .blue)
        root.addSublayer(a)
        root.addSublayer(b)
        let harness = try Harness(root: root)
        try harness.frame()
        root.insertSublayer(b, below: a)
        let damage = try harness.frame()
        #expect(Self.covers(damage, Rect(x: 30, y: 30, width: 20, height: 20)))
        // zPosition reorders too.
        b.zPosition = 1
        #expect(!(try harness.frame()).rectangles.isEmpty)
    }

    @Test func changingAMaskOrItsModeDamagesTheMaskedLayer() throws {
        let root = rootLayer(100, 100)
        let masked = coloredLayer(Rect(x: 10, y: 10, width: 60, height: 60), .red)
        let mask = coloredLayer(Rect(x: 0, y: 0, width: 20, height: 20), .black)
        masked.mask = mask
        root.addSublayer(masked)
        let harness = try Harness(root: root)
        try harness.frame()
        mask.position = Point(x: 40, y: 40)
        let moved = try harness.frame()
        #expect(Self.covers(moved, Rect(x: 10, y: 10, width: 60, height: 60)))
        masked.maskMode = .alphaInverted
        #expect(Self.covers(try harness.frame(), Rect(x: 10, y: 10, width: 60, height: 60)))
        masked.mask = nil
        #expect(Self.covers(try harness.frame(), Rect(x: 10, y: 10, width: 60, height: 60)))
        #expect(try harness.frame().rectangles.isEmpty)
    }

    @Test func aMaskThatPaintsNothingDamagesOnlyWhenItStartsPainting() throws {
        let root = rootLayer(100, 100)
        let masked = coloredLayer(Rect(x: 10, y: 10, width: 60, height: 60), .red)
        let mask = coloredLayer(Rect(x: 0, y: 0, width: 20, height: 20), .black)
        let maskPart = coloredLayer(Rect(x: 30, y: 30, width: 10, height: 10), .black)
        mask.addSublayer(maskPart)
        mask.isHidden = true
        masked.mask = mask
        masked.maskMode = .alphaInverted
        root.addSublayer(masked)
        let harness = try Harness(root: root)
        try harness.frame()
        // Changes inside a mask that paints nothing show nowhere.
        maskPart.position = Point(x: 50, y: 50)
        #expect(try harness.frame().rectangles.isEmpty)
        mask.isHidden = false
        #expect(Self.covers(try harness.frame(), Rect(x: 10, y: 10, width: 60, height: 60)))
        maskPart.position = Point(x: 20, y: 20)
        #expect(Self.covers(try harness.frame(), Rect(x: 10, y: 10, width: 60, height: 60)))
        mask.isHidden = true
        #expect(Self.covers(try harness.frame(), Rect(x: 10, y: 10, width: 60, height: 60)))
        #expect(try harness.frame().rectangles.isEmpty)
    }

    @Test func removingALayerDamagesWhereItWas() throws {
        let root = rootLayer(100, 100)
        let dot = coloredLayer(Rect(x: 60, y: 10, width: 10, height: 10), .red)
        root.addSublayer(dot)
        let harness = try Harness(root: root)
        try harness.frame()
        dot.removeFromSuperlayer()
        let damage = try harness.frame()
        #expect(Self.covers(damage, Rect(x: 60, y: 10, width: 10, height: 10)))
        #expect(damage.pixelCount <= 14 * 14)
    }

    @Test func manyChangesAreKeptInAFewRectangles() throws {
        let root = rootLayer(200, 200)
        var dots: [Layer] = []
        for i in 0..<30 {
            let dot = coloredLayer(Rect(x: Double(i % 6) * 30, y: Double(i / 6) * 30, width: 4, height: 4), .red)
            root.addSublayer(dot)
            dots.append(dot)
        }
        let harness = try Harness(root: root, size: 200)
        try harness.frame()
        for dot in dots { dot.position.x += 2 }
        let damage = try harness.frame()
        #expect(damage.rectangles.count <= harness.renderer.maximumRectangleCount)
    }

    /// What a layer covered on a smaller canvas is not what it covers on a larger one: after a
    /// change of canvas, moving a layer that lay outside the smaller one still repaints where
    /// it was.
    @Test func aLargerCanvasRecordsWhatLayersCoverOnIt() throws {
        let root = rootLayer(100, 100)
        let dot = coloredLayer(Rect(x: 60, y: 60, width: 20, height: 20), .red)
        root.addSublayer(dot)
        let renderer = IncrementalRenderer()
        let small = try #require(CairoImageCanvas(width: 50, height: 50))
        renderer.render(root, into: small, atTime: 0)
        let large = try #require(CairoImageCanvas(width: 100, height: 100))
        #expect(renderer.render(root, into: large, atTime: 0).isWholeCanvas)
        renderer.render(root, into: large, atTime: 0)
        dot.position = Point(x: 20, y: 20)
        let damage = renderer.render(root, into: large, atTime: 0)
        #expect(Self.covers(damage, Rect(x: 60, y: 60, width: 20, height: 20)))
        let whole = try renderBitmap(root, width: 100, height: 100, background: nil)
        let same = large.makeBitmap().pixels == whole.pixels
        #expect(same, "incremental frame differs from the whole frame")
    }

    /// A still layer inside a moving one moves with it, and stays put (no damage) once its
    /// parent stops; a still layer beside them is never repainted.
    @Test func stillSublayersFollowTheirMovingSuperlayer() throws {
        let root = rootLayer(100, 100)
        let still = coloredLayer(Rect(x: 70, y: 70, width: 20, height: 20), .green)
        root.addSublayer(still)
        // A group that paints nothing itself: only its sublayer shows where it moves.
        let group = Layer()
        group.frame = Rect(x: 10, y: 10, width: 30, height: 30)
        let child = coloredLayer(Rect(x: 5, y: 5, width: 10, height: 10), .red)
        group.addSublayer(child)
        root.addSublayer(group)
        let harness = try Harness(root: root)
        try harness.frame()
        group.position.x += 20
        let moved = try harness.frame()
        #expect(Self.covers(moved, Rect(x: 15, y: 15, width: 10, height: 10)))
        #expect(Self.covers(moved, Rect(x: 35, y: 15, width: 10, height: 10)))
        #expect(!moved.rectangles.contains { $0.intersects(Rect(x: 71, y: 71, width: 18, height: 18)) })
        #expect(try harness.frame().rectangles.isEmpty)
        group.position.y += 30
        try harness.frame()
    }
}
