import CairoCanvas
import Foundation
import Graphics
import Layers
import GoldenTesting
import Testing
@testable import Lottie

/// Text layers drawn, hit-tested and re-texted (rectangle glyphs, see `TextTestFile`: at
/// size 50 at (100, 100), `A` covers x 102.5...127.5, y 65...100 and `B` x 132.5...147.5).
@Suite("Text rendering: pixels, stroke order, hit testing, text provider, golden")
struct TextRenderingTests {
    private func render(_ json: String, width: Int = 400, height: Int = 200,
                        options: LottieRenderOptions = LottieRenderOptions(), frame: Double = 0) throws -> Bitmap {
        let renderer = try TextTestFile.renderer(json, options: options)
        let canvas = try #require(CairoImageCanvas(width: width, height: height))
        renderer.render(frame: frame, into: canvas)
        return canvas.makeBitmap()
    }

    @Test func lettersAreFilledWhereTheLayoutPutsThem() throws {
        let bitmap = try render(TextTestFile.animation(document: TextTestFile.document("AB")))
        #expect(bitmap.color(x: 115, y: 80) == Color(red: 1, green: 0, blue: 0))
        #expect(bitmap.color(x: 140, y: 80) == Color(red: 1, green: 0, blue: 0))
        #expect(bitmap.color(x: 130, y: 80).alpha == 0)  // the gap between A and B
        #expect(bitmap.color(x: 115, y: 60).alpha == 0)  // above the cap height
    }

    @Test func strokeOverFillDecidesWhichIsOnTop() throws {
        // A 4-wide blue stroke reaches 2 inside the letter's edge at x 102.5.
        func edge(strokeOverFill: Bool) throws -> Color {
            let doc = TextTestFile.document("A", extra: #","sc":[0,0,1],"sw":4,"of":\#(strokeOverFill)"#)
            return try render(TextTestFile.animation(document: doc)).color(x: 103, y: 80)
        }
        #expect(try edge(strokeOverFill: true) == Color(red: 0, green: 0, blue: 1))
        #expect(try edge(strokeOverFill: false) == Color(red: 1, green: 0, blue: 0))
    }

    @Test func hitTestingFindsLettersNotTheGapsBetweenThem() throws {
        let renderer = try TextTestFile.renderer(TextTestFile.animation(document: TextTestFile.document("AB")))
        renderer.update(frame: 0)
        #expect(renderer.rootLayer.hitTest(Point(x: 115, y: 80)) is TextRenderLayer)
        #expect(renderer.rootLayer.hitTest(Point(x: 140, y: 90)) is TextRenderLayer)
        #expect(!(renderer.rootLayer.hitTest(Point(x: 130, y: 80)) is TextRenderLayer))
    }

    @Test func textProviderReplacesByLayerNameOrSourceText() throws {
        let json = TextTestFile.animation(document: TextTestFile.document("AB"))
        func texts(_ provider: DictionaryTextProvider) throws -> [Character?] {
            let renderer = try TextTestFile.renderer(json, options: LottieRenderOptions(textProvider: provider))
            return try #require(TextTestFile.textLayer(renderer)).currentLayout?.letters.map(\.character) ?? []
        }
        #expect(try texts(DictionaryTextProvider(["Title": "BA"])) == ["B", "A"])
        #expect(try texts(DictionaryTextProvider(["AB": "A"])) == ["A"])
        #expect(try texts(DictionaryTextProvider(["Other": "A"])) == ["A", "B"])
    }

    @Test func textProviderMatchesTheFullKeypathThroughPrecomps() throws {
        // The text layer inside a precomp used by a root layer named "Card".
        let single = TextTestFile.animation(document: TextTestFile.document("AB"))
        let layersStart = try #require(single.range(of: #""layers":["#))
        let textLayers = String(single[layersStart.upperBound...].dropLast(2))  // drop "]}"
        let json = String(single[..<layersStart.lowerBound])
            + #""assets":[{"id":"card","layers":["# + textLayers + "]}],"
            + #""layers":[{"ty":0,"nm":"Card","refId":"card","ind":1,"ip":0,"op":60,"st":0,"w":400,"h":200,"#
            + #""ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0,0]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}}}]}"#
        let provider = DictionaryTextProvider(["Card.Title": "BA", "Title": "A"])
        let renderer = try TextTestFile.renderer(json, options: LottieRenderOptions(textProvider: provider))
        renderer.update(frame: 0)
        let precomp = try #require(renderer.rootLayer.sublayers.first as? PrecompCompositionLayer)
        let text = try #require(precomp.children.layers.first as? TextCompositionLayer)
        #expect(text.currentLayout?.letters.map(\.character) == ["B", "A"])
    }

    @Test func documentKeyframesHoldUntilTheNext() throws {
        // "AB" from frame 0, a blue "B" from frame 10.
        let json = TextTestFile.animation(document: TextTestFile.document("AB"))
            .replacingOccurrences(of: #"}}]},"p":{}"#, with: #"}},{"t":10,"s":{"t":"B","f":"Box-Regular","s":50,"fc":[0,0,1]}}]},"p":{}"#)
        let renderer = try TextTestFile.renderer(json)
        #expect(try #require(TextTestFile.textLayer(renderer, frame: 9.9)).renderLayer.letters.count == 2)
        let later = try #require(TextTestFile.textLayer(renderer, frame: 10))
        #expect(later.renderLayer.letters.count == 1)
        #expect(later.renderLayer.letters.first?.fill == Color(red: 0, green: 0, blue: 1))
    }

    @Test func animatedTextMatchesItsGolden() throws {
        // Per-letter rotation ramping up over the characters, a fill colour on the second
        // half and a fading third letter: 96×48 at half size.
        let animators = [
            #"{"nm":"Turn","s":{"t":0,"a":{"a":0,"k":100},"b":1,"rn":0,"sh":2,"r":1,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0}},"a":{"r":{"a":0,"k":40}}}"#,
            #"{"nm":"Blue","s":{"t":0,"a":{"a":0,"k":100},"b":1,"rn":0,"sh":1,"r":1,"s":{"a":0,"k":50},"e":{"a":0,"k":100},"o":{"a":0,"k":0}},"a":{"fc":{"a":0,"k":[0,0,1,1]}}}"#,
            TextTestFile.opacityAnimator(opacity: 30, start: 2, end: 3, units: 2),
        ].joined(separator: ",")
        let json = TextTestFile.animation(document: TextTestFile.document("ABAB A", justification: 2), position: (96, 70),
                                          animators: animators)
            .replacingOccurrences(of: #""w":400,"h":200"#, with: #""w":192,"h":96"#)
        let bitmap = try render(json, width: 96, height: 48)
        try GoldenImage.check(bitmap, named: "text-animators", folder: "TextGoldens", channelTolerance: 8, maxDifferingFraction: 0.01)
    }
}
