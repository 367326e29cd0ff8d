import Foundation
import Graphics
import Lottie
import Testing

private typealias D = DotLottieFixture

/// The archive's manifest, animations and themes as the format module reads them: every slot
/// kind of a theme, applied when loading, and the errors that name the ids there are.
@Suite("dotLottie themes")
struct DotLottieThemeTests {
    @Test("animations by id, the active one by default; an unknown id names the ids there are")
    func animationsByID() throws {
        let file = try D.file()
        #expect(file.animationIDs == ["alpha", "beta"])
        #expect(file.themeIDs == ["dark", "light"])
        #expect(try file.manifestEntry().id == "alpha")
        #expect(try file.animation().name == "alpha")
        #expect(try file.animation(id: "beta").name == "beta")
        let beta = try file.manifestEntry(forAnimation: "beta")
        #expect(beta.speed == 0.5 && beta.direction == -1 && beta.loop == false && beta.autoplay == true)
        #expect(throws: LottieError.animationNotFound(id: "gamma", available: ["alpha", "beta"])) {
            try file.animation(id: "gamma")
        }
        #expect(throws: LottieError.themeNotFound(id: "dusk", available: ["dark", "light"])) {
            try file.animation(id: "alpha", themeID: "dusk")
        }
        #expect(throws: LottieError.themeNotFound(id: "dusk", available: ["dark", "light"])) { try file.theme(id: "dusk") }
        #expect("\(LottieError.animationNotFound(id: "gamma", available: ["alpha", "beta"]))"
                == #"no animation with id "gamma" (animations: "alpha", "beta")"#)
    }

    @Test("a theme's rules of every kind become slot values; rules of unknown types are warnings")
    func themeRules() throws {
        let file = try D.file()
        let dark = try file.theme(id: "dark")
        #expect(dark.warnings.isEmpty)
        #expect(dark.rules.map(\.value.kind) == [.color, .color, .scalar, .vector, .gradient, .image, .text])
        let alpha = dark.slotValues(forAnimation: "alpha")
        #expect(alpha["fill"] == .color(D.blue))
        #expect(dark.slotValues(forAnimation: "beta")["fill"] == .color(Color(red: 1, green: 1, blue: 0, alpha: 1)))
        #expect(alpha["alpha"] == .scalar(50))
        #expect(alpha["spot"] == .vector(LottieVector3(75, 75)))
        guard case .gradient(let gradient)? = alpha["shade"]?.content, case .image(let image)? = alpha["photo"]?.content,
              case .text(let text)? = alpha["title"]?.content else {
            Issue.record("missing slot values: \(alpha)")
            return
        }
        #expect(gradient.colorStopCount == 2 && gradient.values.initialValue == [0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1])
        #expect(image.data == (try D.png(D.blue)))
        #expect(text.initialValue.text == "B" && text.initialValue.fontName == "Box-Regular" && text.initialValue.fontSize == 50)

        let light = try file.theme(id: "light")
        #expect(light.rules.count == 1)
        #expect(light.warnings.map(\.kind) == [.unsupportedFeature])
        #expect(light.warnings.first?.path == "rules[1]")
    }

    @Test("slots of every kind bound in the file take the file's slot values; a theme replaces them when loading")
    func loadTimeSlotsAndThemes() throws {
        let file = try D.file()
        let plain = try file.animation(id: "alpha")
        #expect(plain.warnings.isEmpty, "\(plain.warnings)")
        let themed = try file.animation(id: "alpha", themeID: "dark")
        #expect(themed.warnings.isEmpty, "\(themed.warnings)")
        #expect(Self.fill(plain)?.initialValue == D.red && Self.fill(plain)?.slotID == "fill")
        #expect(Self.fill(themed)?.initialValue == D.blue)
        #expect(Self.gradient(plain)?.slotID == "shade" && Self.gradient(plain)?.values.initialValue == [0, 1, 0, 0, 1, 1, 0, 0])
        #expect(Self.gradient(themed)?.values.initialValue == [0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1])
        let red = try D.png(D.red), blue = try D.png(D.blue)
        #expect(plain.images["img"]?.slotID == "photo" && plain.images["img"]?.data == red)
        #expect(themed.images["img"]?.data == blue)
        #expect(Self.title(plain)?.slotID == "title" && Self.title(plain)?.initialValue.text == "A")
        #expect(Self.title(themed)?.initialValue.text == "B")
        // The theme's rule for `beta` only is not applied to `alpha`, and `beta` gets it.
        #expect(Self.fill(try file.animation(id: "beta", themeID: "dark"))?.initialValue == D.yellow)
    }

    @Test("the model keeps slot ids through JSON: encoded and loaded again, the bindings are the same")
    func slotIDsRoundTrip() throws {
        let plain = try D.file().animation(id: "alpha")
        let again = try LottieAnimation.load(data: plain.jsonData())
        #expect(Self.gradient(again)?.slotID == "shade")
        #expect(again.images["img"]?.slotID == "photo")
        #expect(Self.fill(again)?.slotID == "fill")
    }

    @Test("a slot value read from its JSON, of each kind")
    func slotValueFromJSON() throws {
        let color = try LottieSlotValue(json: try LottieJSON(parsing: Array(#"{"a":0,"k":[0,1,0,1]}"#.utf8)), kind: .color)
        #expect(color == .color(D.green))
        let keyframes = try LottieSlotValue(json: try LottieJSON(parsing: Array(#"{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[100]}]}"#.utf8)),
                                            kind: .scalar)
        guard case .scalar(let group) = keyframes.content else { Issue.record("not a scalar: \(keyframes)"); return }
        #expect(group.keyframes.map(\.value) == [0, 100])
        #expect(throws: LottieError.self) { try LottieSlotValue(json: .object(["w": .number(1)]), kind: .image) }
    }

    private static func items(_ a: LottieAnimation) -> [LottieShapeItem] {
        guard let layer = a.layers.first(where: { $0.name == "Shapes" }), case .shapes(let items) = layer.content else { return [] }
        return items.flatMap { item -> [LottieShapeItem] in
            if case .group(let group) = item.content { return group.items }
            return []
        }
    }

    private static func fill(_ a: LottieAnimation) -> KeyframeGroup<Color>? {
        for item in items(a) { if case .fill(let fill) = item.content, fill.color.slotID != nil { return fill.color } }
        return nil
    }

    private static func gradient(_ a: LottieAnimation) -> LottieGradientColors? {
        for item in items(a) { if case .gradientFill(let fill) = item.content { return fill.gradient.colors } }
        return nil
    }

    private static func title(_ a: LottieAnimation) -> KeyframeGroup<LottieTextDocument>? {
        guard let layer = a.layers.first(where: { $0.name == "Title" }), case .text(let text) = layer.content else { return nil }
        return text.document
    }
}
