import Graphics
import Lottie
import Testing

/// Text layers through the dynamic-property API: their animators' keypaths, text providers by
/// keypath pattern and at run time, and hit testing on the letters' shapes.
///
/// `TextTestFile`'s layer `Title` shows "AB" at size 50 from (100, 100): `A` covers x
/// 102.5...127.5, `B` x 132.5...147.5, both y 65...100.
@Suite("Text layers with keypaths and providers")
struct TextProviderKeypathTests {
    private func renderer(_ text: String = "AB", options: LottieRenderOptions = LottieRenderOptions()) throws -> LottieRenderer {
        try TextTestFile.renderer(TextTestFile.animation(document: TextTestFile.document(text),
                                                         animators: TextTestFile.opacityAnimator(opacity: 100, start: 0, end: 50)),
                                  options: options)
    }

    private func names(_ renderer: LottieRenderer, _ x: Double, _ y: Double) -> [String] {
        renderer.hitTest(Point(x: x, y: y)).map(\.keypath.string)
    }

    @Test func textAnimatorPropertiesHaveKeypaths() throws {
        let renderer = try renderer()
        let all = renderer.allHierarchyKeypaths()
        #expect(all.contains("Title.Fade"))
        #expect(all.contains("Title.Fade.Opacity"))
        #expect(renderer.keypaths(matching: "**.Fade.Opacity").map(\.string) == ["Title.Fade.Opacity"])
    }

    @Test func providersDriveTextAnimatorsAndHitTestingFollowsTheLetters() throws {
        let renderer = try renderer()
        renderer.update(frame: 0)
        #expect(names(renderer, 110, 80) == ["Title"], "inside A")
        #expect(names(renderer, 130, 80).isEmpty, "between the letters")
        #expect(names(renderer, 140, 80) == ["Title"], "inside B")
        // The animator's range covers the first half (A); at 0 % opacity A is gone.
        #expect(renderer.setValueProvider(FloatValueProvider(0), keypath: "Title.Fade.Opacity") == 1)
        #expect(names(renderer, 110, 80).isEmpty, "A is transparent")
        #expect(names(renderer, 140, 80) == ["Title"])
    }

    @Test func keypathPatternsChooseTheText() throws {
        var options = LottieRenderOptions()
        options.textProvider = AnimationKeypathTextProvider(["Other": "A", "**.Title": "B"])
        let renderer = try renderer(options: options)
        renderer.update(frame: 0)
        #expect(names(renderer, 110, 80) == ["Title"], "B now stands where A stood: x 102.5...117.5")
        #expect(names(renderer, 120, 80).isEmpty)
    }

    @Test func theTextProviderCanChangeAtRunTime() throws {
        let renderer = try renderer()
        renderer.update(frame: 0)
        #expect(names(renderer, 140, 80) == ["Title"])
        renderer.textProvider = DictionaryTextProvider(["Title": "A"])
        #expect(names(renderer, 140, 80).isEmpty, "only one letter left")
        #expect(names(renderer, 110, 80) == ["Title"])
        renderer.textProvider = nil
        #expect(names(renderer, 140, 80) == ["Title"])
    }

    @Test func dictionaryKeysMatchEscapedKeypathsAndLastNames() {
        let provider = DictionaryTextProvider(["Card.png": "by layer name", #"Deck.Card\.png"#: "by keypath"])
        #expect(provider.text(forKeypath: #"Deck.Card\.png"#, sourceText: "x") == "by keypath")
        #expect(provider.text(forKeypath: #"Other.Card\.png"#, sourceText: "x") == "by layer name")
    }
}
