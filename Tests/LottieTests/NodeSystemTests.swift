import Foundation
import GoldenTesting
import Graphics
import Layers
import Testing
@testable import Lottie

/// The node render system does work only where something changes: the counters of
/// `LottieRenderer.statistics` (animator nodes recomputed, render layers redrawn) and the layers
/// left needing display prove it on small authored animations.
@Suite("Node system: only what changes is recomputed")
struct NodeSystemTests {
    typealias J = EngineJSON

    /// Two shape layers: the top one has an animated fill (red to blue over frames 0...30) in
    /// group "A" and a static ellipse with fill and stroke in group "B"; the bottom one is a static
    /// square.
    static let oneAnimatedFill = J.comp(layers: [
        J.shapeLayer(ind: 1, name: "top", shapes: [
            J.group([J.rect(p: [25, 25], s: [30, 30]),
                     J.fill(J.animated([J.key(0, "[1,0,0,1]"), J.key(30, "[0,0,1,1]")]), name: "animated fill")],
                    name: "A"),
            J.group([J.ellipse(p: [75, 25], s: [30, 30]), J.fill([0, 1, 0], name: "static fill"),
                     J.stroke([0, 0, 0], width: 2, name: "static stroke")], name: "B"),
        ]),
        J.shapeLayer(ind: 2, name: "bottom", shapes: [J.rect(p: [50, 75], s: [40, 30]), J.fill([1, 1, 0], name: "bottom fill")]),
    ])

    /// Every layer of the tree that will redraw at the next render, by name.
    static func layersNeedingDisplay(_ root: Layer) -> [String] {
        var names: [String] = []
        func visit(_ layer: Layer) {
            if layer.needsDisplay, layer is ShapeRenderLayer || layer is LottieMaskLayer || layer is RepeaterLayer {
                names.append(layer.name ?? "?")
            }
            for sub in layer.sublayers { visit(sub) }
            if let mask = layer.mask { visit(mask) }
        }
        visit(root)
        return names.sorted()
    }

    @Test func theSameFrameTwiceDoesNoWorkTheSecondTime() throws {
        let renderer = LottieRenderer(animation: try EngineRender.load(Self.oneAnimatedFill))
        _ = try EngineRender.bitmap(renderer, frame: 7, width: 100, height: 100)
        #expect(renderer.statistics.nodesUpdated > 0)
        renderer.statistics.reset()
        let again = try EngineRender.bitmap(renderer, frame: 7, width: 100, height: 100)
        #expect(renderer.statistics.nodesUpdated == 0)
        #expect(renderer.statistics.layersRedrawn == 0)
        #expect(Self.layersNeedingDisplay(renderer.rootLayer).isEmpty)
        // The cached drawing is still the right one: 7/30 of the way from red to blue.
        expectPixel(again, 25, 25, [Int((255 * 23.0 / 30).rounded()), 0, Int((255 * 7.0 / 30).rounded())])
    }

    @Test func onlyTheAnimatedFillIsRecomputedAndRedrawn() throws {
        let renderer = LottieRenderer(animation: try EngineRender.load(Self.oneAnimatedFill))
        _ = try EngineRender.bitmap(renderer, frame: 0, width: 100, height: 100)
        renderer.statistics.reset()
        renderer.update(frame: 10)
        #expect(renderer.statistics.nodesUpdated == 1)
        #expect(renderer.statistics.layersRedrawn == 1)
        #expect(Self.layersNeedingDisplay(renderer.rootLayer) == ["animated fill"])
        let image = try EngineRender.bitmap(renderer, frame: 10, width: 100, height: 100)
        expectPixel(image, 25, 25, [170, 0, 85])
        expectPixel(image, 75, 25, [0, 255, 0])
        expectPixel(image, 50, 75, [255, 255, 0])
    }

    @Test func aFrameWhereNothingAnimatesRecomputesNothing() throws {
        let renderer = LottieRenderer(animation: try EngineRender.load(Self.oneAnimatedFill))
        _ = try EngineRender.bitmap(renderer, frame: 35, width: 100, height: 100)
        renderer.statistics.reset()
        // After the last keyframe nothing changes any more.
        for frame in [40.0, 45.5, 59, 60] {
            renderer.update(frame: frame)
        }
        #expect(renderer.statistics.nodesUpdated == 0)
        #expect(renderer.statistics.layersRedrawn == 0)
        #expect(Self.layersNeedingDisplay(renderer.rootLayer).isEmpty)
    }

    /// Static content of every kind the engine builds (precomp, masks, a matte, a repeater, trim
    /// paths, gradients, dashes, a parent chain) costs nothing after the first frame.
    @Test func staticContentOfEveryKindCostsNothingAfterTheFirstFrame() throws {
        let square = J.bezier([[20, 20], [80, 20], [80, 80], [20, 80]])
        let repeated = J.group([J.rect(p: [30, 30], s: [8, 8]), J.fill([0, 0, 0]), J.repeater(copies: 3, position: [20, 0])])
        let json = J.comp(layers: [
            J.shapeLayer(ind: 1, name: "matte", shapes: [J.ellipse(p: [50, 50], s: [40, 40]), J.fill([1, 1, 1])],
                         extra: #""td":1"#),
            J.precompLayer(ind: 2, refId: "inner", w: 100, h: 100, extra: #""tt":1,"parent":3"#),
            J.nullLayer(ind: 3, extra: #""parent":4"#),
            J.nullLayer(ind: 4),
            J.shapeLayer(ind: 5, name: "masked", shapes: [
                repeated,
                J.rect(p: [50, 50], s: [60, 60]),
                J.trim(start: J.value(10), end: J.value(80), offset: J.value(30)),
                J.stroke([0, 0, 1], width: 4, dashes: #"[{"n":"d","v":\#(J.value(6))},{"n":"g","v":\#(J.value(3))}]"#),
                J.gradientFill(type: 2, start: [50, 50], end: [80, 50], stops: 2, colors: J.value([0, 1, 0, 0, 1, 0, 0, 1])),
            ], extra: #""masksProperties":[\#(J.mask("a", path: square))]"#),
        ], assets: [J.precompAsset(id: "inner", layers: [
            J.solidLayer(ind: 1, color: "#ff8000", w: 100, h: 100),
        ])])
        let renderer = LottieRenderer(animation: try EngineRender.load(json))
        let first = try EngineRender.bitmap(renderer, frame: 0, width: 100, height: 100)
        renderer.statistics.reset()
        let later = try EngineRender.bitmap(renderer, frame: 17, width: 100, height: 100)
        #expect(renderer.statistics.nodesUpdated == 0)
        #expect(renderer.statistics.layersRedrawn == 0)
        #expect(GoldenImage.countDifferingPixels(first, later, channelTolerance: 0) == 0)
        // The matted orange solid (over the masked layer) and the third repeated square.
        expectPixel(later, 50, 50, [255, 128, 0])
        expectPixel(later, 30, 88, [0, 0, 0, 0], "outside the matte and the mask")
        expectPixel(later, 70, 30, [0, 0, 0])
    }

    @Test func aHoldKeyframeDoesNoWorkBetweenItsKeys() throws {
        let json = J.comp(layers: [J.shapeLayer(shapes: [
            J.rect(p: [50, 50], s: [40, 40]),
            J.fill(J.animated([J.key(0, "[1,0,0,1]", hold: true), J.key(20, "[0,0,1,1]", hold: true),
                               J.key(40, "[0,1,0,1]")])),
        ])])
        let renderer = LottieRenderer(animation: try EngineRender.load(json))
        let red = try EngineRender.bitmap(renderer, frame: 0, width: 100, height: 100)
        expectPixel(red, 50, 50, [255, 0, 0])
        renderer.statistics.reset()
        for frame in [1.0, 5, 10.5, 19, 19.999] { renderer.update(frame: frame) }
        #expect(renderer.statistics.nodesUpdated == 0)
        #expect(renderer.statistics.layersRedrawn == 0)
        let blue = try EngineRender.bitmap(renderer, frame: 20, width: 100, height: 100)
        #expect(renderer.statistics.nodesUpdated == 1)
        #expect(renderer.statistics.layersRedrawn == 1)
        expectPixel(blue, 50, 50, [0, 0, 255])
        renderer.statistics.reset()
        for frame in [21.0, 30, 39.5] { renderer.update(frame: frame) }
        #expect(renderer.statistics.nodesUpdated == 0)
        #expect(renderer.statistics.layersRedrawn == 0)
        let green = try EngineRender.bitmap(renderer, frame: 40, width: 100, height: 100)
        #expect(renderer.statistics.nodesUpdated == 1)
        expectPixel(green, 50, 50, [0, 255, 0])
    }

    /// A moving layer changes only its transform: one node recomputed, nothing redrawn (the
    /// cached drawing moves with the layer).
    @Test func aMovingLayerRedrawsNothing() throws {
        let json = J.comp(layers: [J.shapeLayer(
            ks: J.transform(p: J.animated([J.key(0, [20, 50]), J.key(30, [80, 50])])),
            shapes: [J.rect(p: [0, 0], s: [20, 20]), J.fill([0, 0, 1])])])
        let renderer = LottieRenderer(animation: try EngineRender.load(json))
        _ = try EngineRender.bitmap(renderer, frame: 0, width: 100, height: 100)
        renderer.statistics.reset()
        let image = try EngineRender.bitmap(renderer, frame: 15, width: 100, height: 100)
        #expect(renderer.statistics.nodesUpdated == 1)
        #expect(renderer.statistics.layersRedrawn == 0)
        #expect(Self.layersNeedingDisplay(renderer.rootLayer).isEmpty)
        let bounds = try #require(image.drawnBounds())
        #expect(bounds.minX == 40 && bounds.maxX == 59 && bounds.minY == 40 && bounds.maxY == 59)
    }

    /// A child whose parent moves is recomputed through the parent's one transform node.
    @Test func aMovingParentIsRecomputedOnce() throws {
        let json = J.comp(layers: [
            J.shapeLayer(ind: 1, name: "child a", shapes: [J.rect(p: [0, 0], s: [10, 10]), J.fill([1, 0, 0])],
                         extra: #""parent":3"#),
            J.shapeLayer(ind: 2, name: "child b", ks: J.transform(p: J.value([0, 30])),
                         shapes: [J.rect(p: [0, 0], s: [10, 10]), J.fill([0, 1, 0])], extra: #""parent":3"#),
            J.nullLayer(ind: 3, ks: J.transform(p: J.animated([J.key(0, [20, 20]), J.key(10, [70, 20])]))),
        ])
        let renderer = LottieRenderer(animation: try EngineRender.load(json))
        _ = try EngineRender.bitmap(renderer, frame: 0, width: 100, height: 100)
        renderer.statistics.reset()
        let image = try EngineRender.bitmap(renderer, frame: 5, width: 100, height: 100)
        #expect(renderer.statistics.nodesUpdated == 1)
        #expect(renderer.statistics.layersRedrawn == 0)
        expectPixel(image, 45, 20, [255, 0, 0])
        expectPixel(image, 45, 50, [0, 255, 0])
    }
}
