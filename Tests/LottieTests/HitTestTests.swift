import Graphics
import Lottie
import Testing

private typealias F = KeypathFixtures

/// The keypaths under a point, top-most first.
private func names(_ renderer: LottieRenderer, _ x: Double, _ y: Double, frame: Double = 0) -> [String] {
    renderer.update(frame: frame)
    return renderer.hitTest(Point(x: x, y: y)).map(\.keypath.string)
}

/// A shape layer with one filled shape in group "Shape".
private func filled(_ name: String, index: Int, _ shape: String, color: [Double] = [1, 0, 0],
                    ip: Double = 0, op: Double = 60, transform: String = F.transform(), extra: String = "") -> String {
    F.shapeLayer(name, index: index, shapes: [F.group("Shape", [shape, F.fill(color)])], ip: ip, op: op,
                 transform: transform, extra: extra)
}

@Suite("Hit testing")
struct HitTestTests {
    @Test func overlappingShapesAreReportedTopMostFirst() throws {
        let renderer = LottieRenderer(animation: try F.load(F.animation(layers: [
            filled("Front", index: 1, F.ellipse(center: [30, 50], size: [30, 30]), color: [0, 1, 0]),
            filled("Back", index: 2, F.rect(center: [40, 50], size: [40, 20]), color: [0, 0, 1]),
        ])))
        #expect(names(renderer, 30, 50) == ["Front", "Back"])
        #expect(names(renderer, 55, 50) == ["Back"], "outside the circle, inside the rectangle")
        #expect(names(renderer, 30, 37) == ["Front"], "inside the circle, above the rectangle")
        #expect(names(renderer, 20, 37).isEmpty, "inside both bounding boxes, outside both shapes")
        let hit = try #require(renderer.hitTest(Point(x: 30, y: 50)).first)
        #expect(hit.opacity == 1 && !hit.isHostedContent)
    }

    @Test func aCoveringOpaqueLayerComesFirstOnlyWhileItShows() throws {
        let renderer = LottieRenderer(animation: try F.load(F.animation(layers: [
            F.solidLayer("Cover", index: 1, color: "#ffffff", width: 100, height: 100, ip: 40, op: 60),
            filled("Button", index: 2, F.rect(center: [50, 50], size: [20, 20])),
        ])))
        #expect(names(renderer, 50, 50, frame: 10) == ["Button"])
        #expect(names(renderer, 50, 50, frame: 45) == ["Cover", "Button"])
        #expect(names(renderer, 5, 5, frame: 45) == ["Cover"])
    }

    @Test func fadedOutLayersAreIgnoredBelowTheThreshold() throws {
        let renderer = LottieRenderer(animation: try F.load(F.animation(layers: [
            filled("Faded", index: 1, F.rect(center: [50, 50], size: [100, 100]),
                   transform: F.transform(opacity: F.keyframes([(0, [100]), (60, [0])]))),
            filled("Button", index: 2, F.rect(center: [50, 50], size: [20, 20])),
        ])))
        #expect(names(renderer, 50, 50, frame: 0) == ["Faded", "Button"])
        #expect(names(renderer, 50, 50, frame: 57) == ["Button"], "5 % opaque: a transparent button covers nothing")
        renderer.update(frame: 57)
        #expect(renderer.hitTest(Point(x: 50, y: 50), minimumOpacity: 0.01).map(\.keypath.string) == ["Faded", "Button"])
        let faded = try #require(renderer.hitTest(Point(x: 50, y: 50), minimumOpacity: 0).first)
        #expect(abs(faded.opacity - 0.05) < 1e-9)
        renderer.update(frame: 60)
        #expect(renderer.hitTest(Point(x: 50, y: 50), minimumOpacity: 0).map(\.keypath.string) == ["Button"],
                "fully transparent never counts")
    }

    @Test func masksCutTheHitArea() throws {
        let mask = F.mask([(10, 10), (30, 10), (30, 50), (10, 50)])
        let faint = F.mask([(10, 10), (50, 10), (50, 50), (10, 50)], opacity: 5)
        let renderer = LottieRenderer(animation: try F.load(F.animation(layers: [
            filled("Masked", index: 1, F.rect(center: [30, 30], size: [40, 40]), extra: #""hasMask":true,"masksProperties":[\#(mask)]"#),
            filled("Subtracted", index: 2, F.rect(center: [70, 70], size: [40, 40]),
                   extra: #""hasMask":true,"masksProperties":[\#(F.mask([(50, 50), (70, 50), (70, 90), (50, 90)], mode: "s"))]"#),
            filled("Faint", index: 3, F.rect(center: [30, 30], size: [40, 40]), extra: #""hasMask":true,"masksProperties":[\#(faint)]"#),
        ])))
        #expect(names(renderer, 20, 30) == ["Masked"], "inside the mask; the 5 % mask lets too little through")
        #expect(names(renderer, 40, 30).isEmpty, "the rectangle is there, the mask is not")
        #expect(names(renderer, 60, 70).isEmpty, "subtracted")
        #expect(names(renderer, 80, 70) == ["Subtracted"])
    }

    @Test func strokeOnlyShapesAreHitOnTheStrokeNotInside() throws {
        let renderer = LottieRenderer(animation: try F.load(F.animation(layers: [
            F.shapeLayer("Ring", index: 1, shapes: [F.group("Circle", [
                F.ellipse(center: [50, 50], size: [40, 40]), F.stroke([0, 0, 0], width: 6),
            ])]),
        ])))
        #expect(names(renderer, 50, 50).isEmpty, "the hole")
        #expect(names(renderer, 70, 50) == ["Ring"], "on the line")
        #expect(names(renderer, 72.5, 50) == ["Ring"], "within half the width")
        #expect(names(renderer, 74, 50).isEmpty, "beyond it")
    }

    @Test func layersOutsideTheirInOutRangeOrHiddenAreNotHit() throws {
        let renderer = LottieRenderer(animation: try F.load(F.animation(layers: [
            filled("Late", index: 1, F.rect(center: [50, 50], size: [20, 20]), ip: 20, op: 40),
            filled("Hidden", index: 2, F.rect(center: [50, 50], size: [20, 20]), extra: #""hd":true"#),
        ])))
        #expect(names(renderer, 50, 50, frame: 10).isEmpty)
        #expect(names(renderer, 50, 50, frame: 30) == ["Late"])
        #expect(names(renderer, 50, 50, frame: 50).isEmpty)
    }

    @Test func mattesLimitTheMattedLayer() throws {
        let matte = F.shapeLayer("Spot", index: 1, shapes: [
            F.group("White", [F.ellipse(center: [50, 50], size: [20, 20]), F.fill([1, 1, 1])]),
            F.group("Black", [F.rect(center: [50, 50], size: [60, 60]), F.fill([0, 0, 0])]),
        ], extra: #""td":1"#)
        for (mode, inside, ring) in [(1, true, true), (2, false, false), (3, true, false), (4, false, true)] {
            let renderer = LottieRenderer(animation: try F.load(F.animation(layers: [
                matte, filled("Matted", index: 2, F.rect(center: [50, 50], size: [100, 100]), extra: #""tt":\#(mode)"#),
            ])))
            // Alpha mattes see the whole black-and-white square; luminance mattes only the white.
            #expect(names(renderer, 50, 50) == (inside ? ["Matted"] : []), "mode \(mode), centre")
            #expect(names(renderer, 50, 28) == (ring ? ["Matted"] : []), "mode \(mode), black ring")
            #expect(names(renderer, 5, 5) == (mode % 2 == 0 ? ["Matted"] : []), "mode \(mode), outside the matte")
        }
    }

    @Test func precompChildrenAreHitWithTheirFullKeypathAndThePrecompsClips() throws {
        let renderer = LottieRenderer(animation: try F.load(F.animation(
            layers: [F.precompLayer("Card", index: 1, reference: "card", width: 50, height: 50,
                                    transform: F.transform(position: F.k([25, 25])))],
            precomps: [(id: "card", layers: [
                filled("Button", index: 1, F.rect(center: [25, 25], size: [20, 20])),
                filled("Panel", index: 2, F.rect(center: [25, 25], size: [80, 80]), color: [0, 0, 1]),
            ])])))
        #expect(names(renderer, 50, 50) == ["Card.Button", "Card.Panel"])
        #expect(names(renderer, 30, 30) == ["Card.Panel"])
        #expect(names(renderer, 80, 80).isEmpty, "the panel reaches beyond the precomp's 50 × 50 box, which clips it")
    }

    @Test func transparentImagePixelsAreNotHit() throws {
        var bitmap = try #require(Bitmap(width: 10, height: 10))
        for y in 0..<10 { for x in 0..<5 { bitmap.setColor(.red, x: x, y: y) } }
        var options = LottieRenderOptions()
        options.imageProvider = DictionaryImageProvider(["image_0": bitmap])
        let renderer = LottieRenderer(animation: try F.load(F.animation(
            layers: [F.imageLayer("Photo", index: 1, reference: "image_0", transform: F.transform(scale: F.k([500, 500])))],
            images: [#"{"id":"image_0","w":10,"h":10,"u":"","p":"photo.png","e":0}"#])), options: options)
        #expect(names(renderer, 10, 25) == ["Photo"])
        #expect(names(renderer, 35, 25).isEmpty, "the right half of the image is transparent")
    }

    @Test func outputPointsMapThroughTheRenderTransform() throws {
        let renderer = LottieRenderer(animation: try F.load(F.animation(layers: [
            filled("Button", index: 1, F.rect(center: [75, 75], size: [10, 10])),
        ])))
        renderer.update(frame: 0)
        #expect(renderer.hitTest(Point(x: 150, y: 150), inOutputOfSize: Size(width: 200, height: 200)).map(\.keypath.string) == ["Button"])
        #expect(renderer.hitTest(Point(x: 75, y: 75), inOutputOfSize: Size(width: 200, height: 200)).isEmpty)
    }
}
