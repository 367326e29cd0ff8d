import Foundation
import Graphics
import Testing
@testable import Lottie

/// Track mattes and masks on authored animations. Mattes follow After Effects and lottie-web
/// (`tt` 1–4, the matte is the layer above or the one `tp` names, `td` layers are not drawn).
/// Masks follow After Effects' modes; lottie-web's SVG renderer draws lighten, darken and
/// difference like add (it only tells add, subtract and intersect apart), which is exact only
/// where masks do not overlap.
@Suite("Features: mattes and masks")
struct FeatureMatteMaskTests {
    typealias J = EngineJSON

    /// A full-comp red solid.
    static func redSolid(ind: Int, extra: String = "") -> String {
        J.solidLayer(ind: ind, name: "red", color: "#ff0000", extra: extra)
    }

    // MARK: Track mattes

    /// The matte: a band y 20...80 filled with a grey ramp, white at x = 0 to black at x = 100.
    static func rampMatte(ind: Int) -> String {
        J.shapeLayer(ind: ind, name: "matte", shapes: [
            J.rect(p: [50, 50], s: [100, 60]),
            J.gradientFill(type: 1, start: [0, 0], end: [100, 0], stops: 2, colors: J.value([0, 1, 1, 1, 1, 0, 0, 0])),
        ], extra: #""td":1"#)
    }

    static func matted(_ mode: Int) -> String {
        J.comp(layers: [Self.rampMatte(ind: 1), Self.redSolid(ind: 2, extra: #""tt":\#(mode)"#)])
    }

    /// The alpha of the matted red at x = 25 (ramp 0.745) and x = 75 (ramp 0.245) inside the band,
    /// and outside it, for each mode.
    @Test(arguments: [
        (1, [255, 255, 0]),  // alpha: the band's alpha
        (2, [0, 0, 255]),  // alpha inverted
        (3, [190, 62, 0]),  // luma: the ramp's luminance, nothing where the matte is transparent
        (4, [65, 193, 255]),  // luma inverted
    ])
    func trackMatteModes(mode: Int, alphas: [Int]) throws {
        let image = try EngineRender.frame(Self.matted(mode), 0)
        for (x, y, alpha) in [(25, 50, alphas[0]), (75, 50, alphas[1]), (50, 10, alphas[2])] {
            expectPixel(image, x, y, alpha == 0 ? [0, 0, 0, 0] : [255, 0, 0, alpha], tolerance: 3, "tt \(mode)")
        }
    }

    @Test func trackMatteGolden() throws {
        let strip = try EngineRender.joined((1...4).map { try EngineRender.frame(Self.matted($0), 0, size: 64) })
        try EngineRender.checkGolden(strip, named: "feature-mattes-modes")
    }

    /// `tp` names the matte layer by index, wherever it is; several layers may share one matte,
    /// and the matte source itself is not drawn.
    @Test func matteParentByIndexSharedByTwoLayers() throws {
        let json = J.comp(layers: [
            J.shapeLayer(ind: 5, name: "circle matte", shapes: [J.ellipse(p: [50, 50], s: [60, 60]), J.fill([1, 1, 1])],
                         extra: #""td":1"#),
            J.shapeLayer(ind: 2, name: "blue", shapes: [J.rect(p: [50, 15], s: [100, 30]), J.fill([0, 0, 1])]),
            J.shapeLayer(ind: 3, name: "green", shapes: [J.rect(p: [25, 50], s: [50, 100]), J.fill([0, 1, 0])],
                         extra: #""tt":1,"tp":5"#),
            J.shapeLayer(ind: 4, name: "red", shapes: [J.rect(p: [75, 50], s: [50, 100]), J.fill([1, 0, 0])],
                         extra: #""tt":1,"tp":5"#),
        ])
        let image = try EngineRender.frame(json, 0)
        expectPixel(image, 30, 50, [0, 255, 0], "green inside the circle")
        expectPixel(image, 70, 50, [255, 0, 0], "red inside the circle")
        expectPixel(image, 5, 95, [0, 0, 0, 0], "outside the circle")
        expectPixel(image, 50, 5, [0, 0, 255], "the blue layer is not a matte")
        expectPixel(image, 50, 90, [0, 0, 0, 0], "the white matte is not drawn")
        try EngineRender.checkGolden(image, named: "feature-mattes-tp-shared")
    }

    // MARK: Masks

    static let squareA = J.bezier([[10, 10], [60, 10], [60, 60], [10, 60]])
    static let squareB = J.bezier([[40, 40], [90, 40], [90, 90], [40, 90]])

    static func masked(_ masks: [String]) -> String {
        J.comp(layers: [Self.redSolid(ind: 1, extra: #""masksProperties":[\#(masks.joined(separator: ","))]"#)])
    }

    /// Each case: the masks, then whether red shows at (20, 20) (only in A), (50, 50) (in both)
    /// and (80, 80) (only in B).
    static let modeCases: [(String, [String], [Bool])] = [
        ("add", [J.mask("a", path: squareA)], [true, true, false]),
        ("subtract first", [J.mask("s", path: squareA)], [false, false, true]),
        ("add, intersect", [J.mask("a", path: squareA), J.mask("i", path: squareB)], [false, true, false]),
        ("add, subtract", [J.mask("a", path: squareA), J.mask("s", path: squareB)], [true, false, false]),
        ("add, lighten", [J.mask("a", path: squareA), J.mask("l", path: squareB)], [true, true, true]),
        ("add, darken", [J.mask("a", path: squareA), J.mask("d", path: squareB)], [false, true, false]),
        ("add, difference", [J.mask("a", path: squareA), J.mask("f", path: squareB)], [true, false, true]),
        ("add inverted", [J.mask("a", path: squareA, inverted: true)], [false, false, true]),
        ("add, subtract inverted", [J.mask("a", path: squareA), J.mask("s", path: squareB, inverted: true)], [false, true, false]),
        ("none", [J.mask("n", path: squareA)], [true, true, true]),
        ("none, add", [J.mask("n", path: squareB), J.mask("a", path: squareA)], [true, true, false]),
    ]

    @Test func maskModes() throws {
        var cells: [Bitmap] = []
        for (name, masks, shows) in Self.modeCases {
            let json = Self.masked(masks)
            let image = try EngineRender.frame(json, 0)
            for (point, visible) in zip([20, 50, 80], shows) {
                expectPixel(image, point, point, visible ? [255, 0, 0] : [0, 0, 0, 0], name)
            }
            cells.append(try EngineRender.frame(json, 0, size: 48))
        }
        try EngineRender.checkGolden(try EngineRender.joined(cells), named: "feature-masks-modes")
    }

    @Test func maskOpacityAndExpansion() throws {
        let half = try EngineRender.frame(Self.masked([J.mask("a", path: Self.squareA, opacity: 50)]), 0)
        expectPixel(half, 35, 35, [255, 0, 0, 128], tolerance: 2, "50 % mask")
        expectPixel(half, 80, 80, [0, 0, 0, 0], "outside the 50 % mask")
        let invertedHalf = try EngineRender.frame(Self.masked([J.mask("a", path: Self.squareA, inverted: true, opacity: 50)]), 0)
        expectPixel(invertedHalf, 80, 80, [255, 0, 0, 128], tolerance: 2, "50 % inverted mask")
        expectPixel(invertedHalf, 35, 35, [0, 0, 0, 0], "inside the 50 % inverted mask")
        // A (10...60) grown by 5 covers 5...65; shrunk by 5, 15...55.
        let grown = try EngineRender.frame(Self.masked([J.mask("a", path: Self.squareA, expansion: 5)]), 0)
        expectDrawnBounds(grown, 5, 5, 65, 65, tolerance: 1, "expanded by 5")
        expectPixel(grown, 35, 35, [255, 0, 0])
        let shrunk = try EngineRender.frame(Self.masked([J.mask("a", path: Self.squareA, expansion: -5)]), 0)
        expectDrawnBounds(shrunk, 15, 15, 55, 55, tolerance: 1, "contracted by 5")
        expectPixel(shrunk, 35, 35, [255, 0, 0])
        // An animated expansion and opacity.
        let animated = Self.masked([#"{"mode":"a","inv":false,"pt":{"a":0,"k":\#(Self.squareA)},"#
            + #""o":\#(J.animated([J.key(0, 100), J.key(10, 0)])),"x":\#(J.animated([J.key(0, 0), J.key(10, 10)]))}"#])
        let mid = try EngineRender.frame(animated, 5)
        expectPixel(mid, 35, 35, [255, 0, 0, 128], tolerance: 2, "animated opacity at 50 %")
        expectPixel(mid, 7, 35, [255, 0, 0, 128], tolerance: 2, "animated expansion at 5")
        try EngineRender.checkGolden(try EngineRender.joined([half, invertedHalf, grown, shrunk, mid]), named: "feature-masks-opacity-expansion")
    }
}
