import Graphics
import Lottie
import Testing

private typealias F = KeypathFixtures

/// The straight colour of a pixel as 8-bit components, for readable expectations.
private func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let c = bitmap.color(x: x, y: y)
    return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
}

/// Whether two 8-bit colours agree within `tolerance` per channel.
private func close(_ a: [Int], _ b: [Int], tolerance: Int = 3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite("Value providers")
struct ValueProviderTests {
    // MARK: Every provider kind

    @Test func colorProviderOnAWildcardKeypathRecoloursEveryFill() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        let count = renderer.setValueProvider(ColorValueProvider(Color(red: 1, green: 1, blue: 0)), keypath: "**.Fill 1.Color")
        #expect(count == 3)
        let image = try #require(F.render(renderer, frame: 50))
        #expect(rgba(image, 75, 25) == [255, 255, 0, 255])  // badge
        #expect(rgba(image, 50, 50) == [255, 255, 0, 255])  // card
        #expect(rgba(image, 20, 80) == [255, 255, 0, 255])  // dot inside the precomp
        #expect(rgba(image, 50, 30) == [0, 0, 0, 255], "the stroke keeps its colour")
    }

    @Test func settingAProviderChangesExactlyTheTargetedPixels() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        let before = try #require(F.render(renderer, frame: 0))
        renderer.setValueProvider(ColorValueProvider(Color(red: 0, green: 1, blue: 0)), keypath: #"Card\.png.Box.Fill 1.Color"#)
        let after = try #require(F.render(renderer, frame: 0))
        let changed = F.changedPixels(before, after)
        // The fill shows inside the square (30...70) minus the 4-wide stroke centred on its edge.
        let inside = { (p: F.Pixel) in (31...68).contains(p.x) && (31...68).contains(p.y) }
        #expect(changed.allSatisfy(inside), "only the fill's visible area changes")
        for y in 33..<67 { for x in 33..<67 { #expect(changed.contains(F.Pixel(x: x, y: y))) } }
        #expect(rgba(after, 50, 50) == [0, 255, 0, 255])
        #expect(rgba(before, 50, 50) == [0, 0, 255, 255])
    }

    @Test func floatProviderSetsStrokeWidth() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        let before = try #require(F.render(renderer, frame: 0))
        #expect(rgba(before, 50, 26)[3] == 0)
        #expect(renderer.setValueProvider(FloatValueProvider(10), keypath: #"Card\.png.Box.Stroke 1.Stroke Width"#) == 1)
        let after = try #require(F.render(renderer, frame: 0))
        #expect(rgba(after, 50, 26) == [0, 0, 0, 255], "half of 10 reaches 5 beyond the edge at 30")
        #expect(renderer.getValue(for: #"Card\.png.Box.Stroke 1.Stroke Width"#) as? Double == 10)
    }

    @Test func pointProviderMovesALayer() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        renderer.setValueProvider(PointValueProvider(Point(x: -50, y: 50)), keypath: "Badge.Transform.Position")
        let image = try #require(F.render(renderer, frame: 0))
        #expect(rgba(image, 25, 75) == [255, 0, 0, 255])
        #expect(rgba(image, 75, 25)[3] == 0)
        #expect(renderer.getValue(for: "Badge.Transform.Position") as? LottieVector3 == LottieVector3(-50, 50))
    }

    @Test func sizeProviderResizesARectangle() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        renderer.setValueProvider(SizeValueProvider(Size(width: 80, height: 20)), keypath: "**.Rectangle 1.Size")
        let image = try #require(F.render(renderer, frame: 0))
        #expect(rgba(image, 15, 50) == [0, 0, 255, 255], "now 10...90 wide")
        #expect(rgba(image, 50, 35)[3] == 0, "and 40...60 high")
    }

    /// A 100 × 100 square with a red-to-blue linear gradient from x = 0 to x = 100.
    private func gradientAnimation() throws -> LottieAnimation {
        try F.load(F.animation(layers: [
            F.shapeLayer("Glow", index: 1, shapes: [F.group("Square", [
                F.rect(center: [50, 50], size: [100, 100]),
                F.gradientFill(start: [0, 50], end: [100, 50], stops: [0, 1, 0, 0, 1, 0, 0, 1]),
            ])]),
        ]))
    }

    @Test func gradientProviderMayBringMoreStopsThanTheFile() throws {
        let renderer = LottieRenderer(animation: try gradientAnimation())
        let before = try #require(F.render(renderer, frame: 0))
        #expect(close(rgba(before, 50, 50), [128, 0, 128, 255], tolerance: 4))
        let provider = GradientValueProvider([.red, .green, .blue], locations: [0, 0.5, 1])
        #expect(renderer.setValueProvider(provider, keypath: "Glow.Square.Gradient Fill 1.Colors") == 1)
        let after = try #require(F.render(renderer, frame: 0))
        #expect(close(rgba(after, 50, 50), [0, 255, 0, 255], tolerance: 4))
        #expect(close(rgba(after, 25, 50), [128, 128, 0, 255], tolerance: 4))
        #expect(close(rgba(after, 99, 50), [0, 5, 250, 255], tolerance: 4))
        #expect(provider.gradient?.stops.map(\.location) == [0, 0.5, 1])
    }

    @Test func gradientKeyframesInterpolateStopByStop() throws {
        let renderer = LottieRenderer(animation: try gradientAnimation())
        let provider = try #require(GradientValueProvider(keyframes: [
            Keyframe(time: 0, value: Gradient(colors: [.red, .blue])),
            Keyframe(time: 60, value: Gradient(colors: [.blue, .red])),
        ]))
        renderer.setValueProvider(provider, keypath: "**.Colors")
        let middle = try #require(F.render(renderer, frame: 30))
        #expect(close(rgba(middle, 1, 50), [128, 0, 128, 255], tolerance: 4), "both ends are half way")
        #expect(close(rgba(middle, 98, 50), [128, 0, 128, 255], tolerance: 4))
        let end = try #require(F.render(renderer, frame: 60))
        #expect(close(rgba(end, 1, 50), [0, 0, 255, 255], tolerance: 4))
    }

    @Test func pathProviderReplacesAShape() throws {
        let renderer = LottieRenderer(animation: try F.load(F.animation(layers: [
            F.shapeLayer("Shape", index: 1, shapes: [F.group("Triangle", [
                F.path([(10, 10), (90, 10), (10, 90)]), F.fill([1, 0, 0]),
            ])]),
        ])))
        let before = try #require(F.render(renderer, frame: 0))
        #expect(rgba(before, 20, 20)[3] == 255)
        #expect(rgba(before, 75, 75)[3] == 0)
        let square = BezierPath(rect: Rect(x: 60, y: 60, width: 30, height: 30))
        #expect(renderer.setValueProvider(PathValueProvider(square), keypath: "**.Path 1.Path") == 1)
        let after = try #require(F.render(renderer, frame: 0))
        #expect(rgba(after, 75, 75) == [255, 0, 0, 255])
        #expect(rgba(after, 20, 20)[3] == 0)
        let value = try #require(renderer.getValue(for: "**.Path 1.Path") as? LottieBezier)
        #expect(value.isClosed && value.vertices.map(\.point) == [Point(x: 60, y: 60), Point(x: 90, y: 60), Point(x: 90, y: 90), Point(x: 60, y: 90)])
    }

    @Test func keyframedColourInterpolatesAndReadsBackAtAnyFrame() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        let provider = try #require(ColorValueProvider(keyframes: [
            Keyframe(time: 0, value: Color.red), Keyframe(time: 60, value: Color.blue),
        ]))
        renderer.setValueProvider(provider, keypath: "Badge.Circle.Fill 1.Color")
        #expect(renderer.getValue(for: "Badge.Circle.Fill 1.Color", atFrame: 15) as? Color == Color(red: 0.75, green: 0, blue: 0.25))
        let image = try #require(F.render(renderer, frame: 30))
        #expect(close(rgba(image, 75, 25), [128, 0, 128, 255], tolerance: 1))
        #expect(renderer.getValue(for: "Badge.Circle.Fill 1.Color") as? Color == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(ColorValueProvider(keyframes: []) == nil)
    }

    @Test func closureProviderIsCalledWithTheFrame() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        var frames: [Double] = []
        renderer.setValueProvider(FloatValueProvider { frame in
            frames.append(frame)
            return frame / 60 * 100
        }, keypath: "Badge.Circle.Fill 1.Opacity")
        let image = try #require(F.render(renderer, frame: 30))
        #expect(close(rgba(image, 75, 25), [255, 0, 0, 128], tolerance: 1))
        #expect(frames.last == 30)
    }

    // MARK: Reading back, removing, switching off

    @Test func originalValueSurvivesAProviderAndRemovalRestoresIt() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        renderer.update(frame: 0)
        renderer.setValueProvider(ColorValueProvider(.green), keypath: "Badge.Circle.Fill 1.Color")
        #expect(renderer.getValue(for: "Badge.Circle.Fill 1.Color") as? Color == .green)
        #expect(renderer.getOriginalValue(for: "Badge.Circle.Fill 1.Color") as? Color == .red)
        #expect(renderer.removeValueProvider(for: "Badge.Circle.Fill 1.Color") == 1)
        #expect(renderer.getValue(for: "Badge.Circle.Fill 1.Color") as? Color == .red)
        let image = try #require(F.render(renderer, frame: 0))
        #expect(rgba(image, 75, 25) == [255, 0, 0, 255])
        #expect(renderer.getValue(for: "Nothing.Here") == nil)
    }

    @Test func valuesInsidePrecompsReadAtTheirOwnTime() throws {
        // The precomp starts at frame 10; the dot's opacity goes 0 → 100 over its frames 0...40.
        let renderer = LottieRenderer(animation: try F.scene())
        let keypath: AnimationKeypath = "Precomp.Inner.Dot.Fill 1.Opacity"
        #expect(renderer.getValue(for: keypath, atFrame: 10) as? Double == 0)
        #expect(renderer.getValue(for: keypath, atFrame: 30) as? Double == 50)
        #expect(renderer.getOriginalValue(for: keypath, atFrame: 50) as? Double == 100)
        renderer.update(frame: 20)
        #expect(renderer.getValue(for: keypath) as? Double == 25)
    }

    @Test func providersOnlyFitPropertiesOfTheirType() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        #expect(renderer.setValueProvider(ColorValueProvider(.red), keypath: "**.Opacity") == 0)
        #expect(renderer.setValueProvider(FloatValueProvider(50), keypath: "**.Opacity") == 11, "4 layers, 3 groups, 3 fills, 1 stroke")
    }

    @Test func switchedOffItemsDrawNothingUntilSwitchedOn() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        #expect(renderer.setNodeIsEnabled(false, keypath: #"Card\.png.Box.Stroke 1"#) == 1)
        let noStroke = try #require(F.render(renderer, frame: 0))
        #expect(rgba(noStroke, 50, 29)[3] == 0, "the stroke's outer half is gone")
        #expect(rgba(noStroke, 50, 31) == [0, 0, 255, 255], "the fill shows under the inner half")
        #expect(renderer.setNodeIsEnabled(false, keypath: "Badge.Circle") == 1)
        let noBadge = try #require(F.render(renderer, frame: 0))
        #expect(rgba(noBadge, 75, 25)[3] == 0)
        renderer.setNodeIsEnabled(true, keypath: "**")
        let all = try #require(F.render(renderer, frame: 0))
        #expect(rgba(all, 75, 25) == [255, 0, 0, 255])
        #expect(rgba(all, 50, 29) == [0, 0, 0, 255])
        #expect(renderer.setNodeIsEnabled(false, keypath: #"Card\.png.Box.Rectangle 1"#) == 1)
        let noPath = try #require(F.render(renderer, frame: 0))
        #expect(rgba(noPath, 50, 50)[3] == 0, "a switched-off shape gives its styles no path")
    }

    // MARK: The update contract

    @Test func onlyPropertiesWhoseProviderHasAnUpdateRecompute() throws {
        let renderer = LottieRenderer(animation: try F.scene())
        renderer.update(frame: 55)
        renderer.statistics.reset()
        renderer.update(frame: 56)
        #expect(renderer.statistics.nodesUpdated == 0, "nothing animates after frame 50")

        let shared = ColorValueProvider(.green)
        renderer.setValueProvider(shared, keypath: "**.Fill 1.Color")
        #expect(renderer.statistics.nodesUpdated == 3, "each of the three fills takes the new colour once")
        renderer.statistics.reset()
        renderer.update(frame: 57)
        #expect(renderer.statistics.nodesUpdated == 0, "a constant has nothing new at the next frame")

        shared.color = .blue
        renderer.forceDisplayUpdate()
        #expect(renderer.statistics.nodesUpdated == 3, "every property served by a shared provider sees its change")
        #expect(renderer.getValue(for: "Precomp.Inner.Dot.Fill 1.Color") as? Color == .blue)

        let ramp = try #require(FloatValueProvider(keyframes: [Keyframe(time: 0, value: 0), Keyframe(time: 10, value: 100)]))
        renderer.setValueProvider(ramp, keypath: "Badge.Circle.Fill 1.Opacity")
        renderer.statistics.reset()
        renderer.update(frame: 58)
        #expect(renderer.statistics.nodesUpdated == 0, "past its last keyframe the ramp holds")

        renderer.setValueProvider(FloatValueProvider { _ in 50 }, keypath: "Badge.Circle.Fill 1.Opacity")
        renderer.statistics.reset()
        renderer.update(frame: 59)
        #expect(renderer.statistics.nodesUpdated == 1, "a closure is asked at every update")
    }

    // MARK: Text overrides (`lottie render --set`)

    @Test func overridesParseEveryValueForm() throws {
        #expect(try LottieValueOverride(parsing: "**.Fill 1.Color=#ff0000").value == .color(.red))
        #expect(try LottieValueOverride(parsing: "a.b=12.5").value == .number(12.5))
        #expect(try LottieValueOverride(parsing: "a.b= 10, -20").value == .pair(10, -20))
        let gradient = try LottieValueOverride(parsing: "x=#0000ff@1,#ff0000@0").value
        #expect(gradient == .gradient(Gradient(stops: [GradientStop(location: 0, color: .red), GradientStop(location: 1, color: .blue)])))
        #expect(try LottieValueOverride(parsing: "x=#ff0000,#00ff00,#0000ff").value == .gradient(Gradient(colors: [.red, .green, .blue])))
        #expect(try LottieValueOverride(parsing: #"Card\.png.Box.Fill 1.Color=#fff"#).keypath.keys == ["Card.png", "Box", "Fill 1", "Color"])
        #expect(throws: LottieValueOverride.ParseError.missingKeypath("#ff0000")) { try LottieValueOverride(parsing: "#ff0000") }
        #expect(throws: LottieValueOverride.ParseError.badValue("red")) { try LottieValueOverride(parsing: "a=red") }
        #expect(throws: LottieValueOverride.ParseError.badValue("nan")) { try LottieValueOverride(parsing: "a=nan") }
        #expect(throws: LottieValueOverride.ParseError.badValue("1,2,3")) { try LottieValueOverride(parsing: "a=1,2,3") }
    }

    @Test func overridesInTheOptionsApplyToEveryRenderer() throws {
        var options = LottieRenderOptions()
        options.valueOverrides = [
            try LottieValueOverride(parsing: "**.Fill 1.Color=#00ff00"),
            try LottieValueOverride(parsing: "Badge.Transform.Position=-50,50"),
            try LottieValueOverride(parsing: "Badge.Transform.Scale=100"),
        ]
        let renderer = LottieRenderer(animation: try F.scene(), options: options)
        let image = try #require(F.render(renderer, frame: 0))
        #expect(rgba(image, 25, 75) == [0, 255, 0, 255])
        #expect(rgba(image, 50, 50) == [0, 255, 0, 255])
        #expect(renderer.apply(try LottieValueOverride(parsing: "**.Stroke Width=#ff0000")) == 0, "a colour fits no width")
    }
}
