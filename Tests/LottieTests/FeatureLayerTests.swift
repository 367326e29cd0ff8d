import Foundation
import Graphics
import Testing
@testable import Lottie

/// Layer features on authored animations: precomp time (start time, stretch, time remap) and
/// size clipping, parenting, in and out points, hidden layers, auto-orient, blend modes. The
/// rules are lottie-web's (`CompElement.prepareFrame`, `TransformProperty`, `checkLayerLimits`)
/// except where the default follows lottie-ios (visible at the out point).
@Suite("Features: layers")
struct FeatureLayerTests {
    typealias J = EngineJSON

    /// A square of `size` in colour `rgb` centred on its layer's origin.
    static func square(_ size: Double, _ rgb: [Double]) -> [String] {
        [J.rect(p: [0, 0], s: [size, size]), J.fill(rgb)]
    }

    // MARK: Precomps

    /// A 60×60 precomp whose square moves from x = 5 to x = 105 over frames 0...100 of its own
    /// time, so it leaves the precomp's bounds (and is clipped) from local frame 50 on.
    static let movingPrecomp = J.precompAsset(id: "moving", layers: [
        J.shapeLayer(ks: J.transform(p: J.animated([J.key(0, [5, 30]), J.key(100, [105, 30])])),
                     shapes: square(10, [0, 0, 1]), op: 200),
    ])

    /// The precomp layer's local time is `(t − st) / sr`.
    @Test func precompTimeIsOffsetAndStretched() throws {
        let json = J.comp(op: 200, layers: [
            J.precompLayer(refId: "moving", w: 60, h: 60, op: 200, st: 10, sr: 2),
        ], assets: [Self.movingPrecomp])
        let animation = try EngineRender.load(json)
        #expect(animation.layers[0].timeStretch == 2)
        // Frame 30: local (30 − 10) / 2 = 10, x = 15. Frame 80: local 35, x = 40.
        expectDrawnBounds(try EngineRender.frame(json, 30), 10, 25, 20, 35, "local frame 10")
        expectDrawnBounds(try EngineRender.frame(json, 80), 35, 25, 45, 35, "local frame 35")
        // Frame 106: local 48, the square spans 48...58; frame 110: local 50, clipped at 60.
        expectDrawnBounds(try EngineRender.frame(json, 110), 50, 25, 60, 35, "at the precomp's edge")
        // Frame 120: local 55, half outside the precomp: only 55...60 shows.
        expectDrawnBounds(try EngineRender.frame(json, 120), 55, 25, 60, 35, "clipped by the precomp's size")
        #expect(try EngineRender.frame(json, 140).drawnBounds() == nil, "entirely outside the precomp")
        try EngineRender.checkGolden(try EngineRender.filmstrip(json, frames: [10, 30, 80, 120, 140]), named: "feature-layers-precomp-time")
    }

    /// A time remap (`tm`, seconds) replaces `(t − st) / sr`: here it runs the precomp backwards,
    /// from 2 s (local frame 60) at frame 0 to 0 s at frame 20.
    @Test func precompTimeRemap() throws {
        let json = J.comp(layers: [
            J.precompLayer(refId: "moving", w: 60, h: 60, st: 10,
                           extra: #""tm":\#(J.animated([J.key(0, 2), J.key(20, 0)]))"#),
        ], assets: [Self.movingPrecomp])
        // Frame 10: 1 s = local frame 30, x = 35. Frame 15: 0.5 s = local 15, x = 20.
        expectDrawnBounds(try EngineRender.frame(json, 10), 30, 25, 40, 35, "remapped to 1 s")
        expectDrawnBounds(try EngineRender.frame(json, 15), 15, 25, 25, 35, "remapped to 0.5 s")
        // Frame 2: 1.8 s = local 54, x = 59, cut at the precomp's edge; frame 0: x = 65, all outside.
        expectDrawnBounds(try EngineRender.frame(json, 2), 54, 25, 60, 35, "remapped to 1.8 s, clipped")
        #expect(try EngineRender.frame(json, 0).drawnBounds() == nil, "remapped to 2 s, outside")
    }

    /// A precomp's own layers have in and out points in the precomp's time.
    @Test func precompChildrenUseLocalInAndOutPoints() throws {
        let json = J.comp(layers: [
            J.precompLayer(refId: "inner", w: 100, h: 100, st: 20),
        ], assets: [J.precompAsset(id: "inner", layers: [
            J.shapeLayer(ks: J.transform(p: J.value([50, 50])), shapes: Self.square(20, [1, 0, 0]), ip: 5, op: 10),
        ])])
        #expect(try EngineRender.frame(json, 24).drawnBounds() == nil, "local 4, before its in point")
        expectDrawnBounds(try EngineRender.frame(json, 25), 40, 40, 60, 60, "local 5")
        expectDrawnBounds(try EngineRender.frame(json, 29.9), 40, 40, 60, 60, "local 9.9")
        #expect(try EngineRender.frame(json, 30).drawnBounds() == nil, "local 10, at its out point")
        expectDrawnBounds(try EngineRender.frame(json, 30, options: LottieRenderOptions(showsLayersAtOutPoint: true)),
                          40, 40, 60, 60, "local 10, at its out point, lottie-ios rule")
        #expect(try EngineRender.frame(json, 30.5).drawnBounds() == nil, "after its out point")
    }

    // MARK: Parenting

    /// C's parent is B, whose parent is A: C's square at its origin lands at
    /// A(B(C(0, 0))) = rotate 90° of (20 + 0.5·0, 0.5·20) + (50, 50) = (40, 70), scaled by ½.
    /// B's opacity is 0 and A is hidden: neither is inherited (lottie-web composes only the
    /// transform matrices).
    @Test func aChainOfThreeParentsComposesTransforms() throws {
        let json = J.comp(layers: [
            J.shapeLayer(ind: 3, name: "C", ks: J.transform(p: J.value([0, 20])), shapes: Self.square(20, [0, 0.5, 1]),
                         extra: #""parent":2"#),
            J.shapeLayer(ind: 2, name: "B", ks: J.transform(p: J.value([20, 0]), s: J.value([50, 50]), o: J.value(0)),
                         shapes: Self.square(100, [1, 0, 0]), extra: #""parent":1"#),
            J.nullLayer(ind: 1, name: "A", ks: J.transform(p: J.value([50, 50]), r: J.value(90)), extra: #""hd":true"#),
        ])
        let image = try EngineRender.frame(json, 0)
        expectDrawnBounds(image, 35, 65, 45, 75)
        expectPixel(image, 40, 70, [0, 128, 255])
        // The parent chain animates: A's rotation from 90° to 0° moves C to (70, 60) by frame 10.
        let animated = json.replacingOccurrences(of: #""r":\#(J.value(90))"#, with: #""r":\#(J.animated([J.key(0, 90), J.key(10, 0)]))"#)
        expectDrawnBounds(try EngineRender.frame(animated, 10), 65, 55, 75, 65, "after A turns back")
        try EngineRender.checkGolden(try EngineRender.filmstrip(animated, frames: [0, 3, 6, 10]), named: "feature-layers-parent-chain")
    }

    // MARK: In and out points

    /// By default a layer shows for `ip <= t < op`, as the Lottie specification has it; lottie-ios'
    /// rule (`showsLayersAtOutPoint`) also shows it at `op`.
    @Test func inAndOutPoints() throws {
        let json = J.comp(layers: [
            J.shapeLayer(ks: J.transform(p: J.value([50, 50])), shapes: Self.square(40, [0, 0.6, 0]), ip: 10, op: 20),
        ])
        let lottieIOS = LottieRenderOptions(showsLayersAtOutPoint: true)
        for (frame, specVisible, iosVisible) in [(9.99, false, false), (10, true, true), (19.99, true, true),
                                                 (20, false, true), (20.01, false, false)] {
            #expect((try EngineRender.frame(json, frame).drawnBounds() != nil) == specVisible, "frame \(frame), default")
            #expect((try EngineRender.frame(json, frame, options: lottieIOS).drawnBounds() != nil) == iosVisible,
                    "frame \(frame), lottie-ios rule")
        }
    }

    /// At the animation's own out point (progress 1, where a finished play rests) the layers that
    /// last until then still show under either rule; one that ended earlier does not.
    @Test func layersLastingToTheEndShowAtTheAnimationsOutPoint() throws {
        let json = J.comp(op: 60, layers: [
            J.shapeLayer(ks: J.transform(p: J.value([30, 50])), shapes: Self.square(20, [1, 0, 0]), ip: 0, op: 60),
            J.shapeLayer(ks: J.transform(p: J.value([70, 50])), shapes: Self.square(20, [0, 0, 1]), ip: 0, op: 59),
        ])
        for options in [LottieRenderOptions(), LottieRenderOptions(showsLayersAtOutPoint: true)] {
            let end = try EngineRender.frame(json, 60, options: options)
            expectDrawnBounds(end, 20, 40, 40, 60, "only the layer lasting to the end")
        }
        expectDrawnBounds(try EngineRender.frame(json, 59), 20, 40, 40, 60, "the second layer's out point")
        expectDrawnBounds(try EngineRender.frame(json, 59, options: LottieRenderOptions(showsLayersAtOutPoint: true)),
                          20, 40, 80, 60, "the second layer's out point, lottie-ios rule")
    }

    // MARK: Hidden layers and items

    @Test func hiddenLayersAndShapeItemsDrawNothing() throws {
        let json = J.comp(layers: [
            J.shapeLayer(ind: 1, ks: J.transform(p: J.value([30, 50])), shapes: Self.square(20, [1, 0, 0]), extra: #""hd":true"#),
            J.shapeLayer(ind: 2, ks: J.transform(p: J.value([70, 50])), shapes: [
                #"{"ty":"rc","nm":"hidden","hd":true,"d":1,"p":\#(J.value([0, -20])),"s":\#(J.value([10, 10])),"r":\#(J.value(0))}"#,
                J.rect(p: [0, 0], s: [20, 20]), J.fill([0, 0, 1]),
            ]),
        ])
        let image = try EngineRender.frame(json, 0)
        expectDrawnBounds(image, 60, 40, 80, 60, "only the visible square of the second layer")
    }

    // MARK: Auto-orient

    /// An auto-oriented layer turns along its motion path (lottie-web: the direction from 0.01
    /// frame earlier; at the first keyframe, towards 0.01 frame later). A 30×6 bar moving
    /// diagonally down-right lies along the diagonal.
    @Test func autoOrientTurnsAlongTheMotionPath() throws {
        let bar = [J.rect(p: [0, 0], s: [30, 6]), J.fill([0.9, 0.3, 0])]
        let diagonal = J.comp(layers: [J.shapeLayer(
            ks: J.transform(p: J.animated([J.key(0, [20, 20]), J.key(20, [80, 80])])), shapes: bar, extra: #""ao":1"#)])
        for frame in [0.0, 10, 20, 30] {
            let image = try EngineRender.frame(diagonal, frame)
            let c = 20 + 60 * min(frame, 20) / 20
            let at = Int(c)
            expectPixel(image, at + 8, at + 8, [230, 77, 0], "along the diagonal at frame \(frame)")
            expectPixel(image, at + 8, at - 8, [0, 0, 0, 0], "across the diagonal at frame \(frame)")
        }
        // Along a curve: leaving (20, 80) straight up (`to` = (0, −60)), arriving at (80, 80) going
        // straight down (`ti` = (0, −60)): vertical at both ends, horizontal at the top.
        let arch = J.comp(layers: [J.shapeLayer(ks: J.transform(p: J.animated([
            J.key(0, [20, 80], extra: #""to":[0,-60],"ti":[0,-60]"#), J.key(20, [80, 80]),
        ])), shapes: bar, extra: #""ao":1"#)])
        let start = try EngineRender.frame(arch, 0)
        expectPixel(start, 20, 68, [230, 77, 0], "vertical at the start")
        expectPixel(start, 32, 80, [0, 0, 0, 0], "not horizontal at the start")
        let top = try EngineRender.frame(arch, 10)
        let apex = try #require(top.drawnCentroid())
        let ax = Int(apex.x), ay = Int(apex.y)
        expectPixel(top, ax + 12, ay, [230, 77, 0], "horizontal at the apex")
        expectPixel(top, ax, ay + 12, [0, 0, 0, 0], "not vertical at the apex")
        // A split position orients too.
        let split = J.comp(layers: [J.shapeLayer(ks: J.transform(
            p: #"{"s":true,"x":\#(J.animated([J.key(0, 20), J.key(20, 80)])),"y":\#(J.animated([J.key(0, 20), J.key(20, 80)]))}"#),
            shapes: bar, extra: #""ao":1"#)])
        let splitImage = try EngineRender.frame(split, 10)
        expectPixel(splitImage, 58, 58, [230, 77, 0], "split position along the diagonal")
        expectPixel(splitImage, 58, 42, [0, 0, 0, 0], "split position across the diagonal")
        try EngineRender.checkGolden(try EngineRender.filmstrip(arch, frames: [0, 5, 10, 15, 20]), named: "feature-layers-auto-orient")
    }

    // MARK: 3-D rotations

    /// A 2-D layer (`ddd` 0, as every layer here) written in the 3-D form still turns about x
    /// and y: lottie-ios and lottie-web rotate by `rx`/`ry` without looking at `ddd`, and a
    /// layer without perspective shows the rotation flattened. A 40×40 square centred at
    /// (50, 50) turned 60° about x keeps its width and is 40·cos 60° = 20 high; about y, the
    /// other way round; 90° about x leaves nothing (seen edge on).
    @Test func twoDLayersTurnAboutXAndY() throws {
        func turned(_ rotation: String) -> String {
            J.comp(layers: [J.shapeLayer(ks: J.transform(p: J.value([50, 50]), extra: rotation),
                                         shapes: Self.square(40, [0, 0, 1]))])
        }
        expectDrawnBounds(try EngineRender.frame(turned(#""rx":{"a":0,"k":60}"#), 0), 30, 40, 70, 60, "60° about x")
        expectDrawnBounds(try EngineRender.frame(turned(#""ry":{"a":0,"k":60}"#), 0), 40, 30, 60, 70, "60° about y")
        #expect(try EngineRender.frame(turned(#""rx":{"a":0,"k":90}"#), 0).drawnBounds() == nil, "edge on")
    }

    // MARK: Blend modes

    /// The backdrop and source colours of the blend-mode grid and B(Cb, Cs) for modes 0...15,
    /// computed from the W3C compositing formulas (both colours opaque, so the result is B).
    static let backdrop: [Double] = [0.8, 0.4, 0.2], source: [Double] = [0.25, 0.55, 0.4]
    static let blended: [[Int]] = [
        [64, 140, 102], [51, 56, 20], [217, 186, 133], [179, 112, 41], [64, 102, 51], [204, 140, 102],
        [255, 227, 85], [51, 0, 0], [102, 117, 41], [184, 108, 43], [140, 38, 51], [166, 130, 112],
        [28, 181, 105], [165, 114, 89], [78, 154, 116], [190, 88, 37],
    ]

    /// Every layer blend mode over one backdrop, a 4×4 grid of 32-pixel cells.
    @Test func everyLayerBlendMode() throws {
        var layers: [String] = []
        for mode in 0..<16 {
            let x = Double(mode % 4) * 32 + 16, y = Double(mode / 4) * 32 + 16
            layers.append(J.shapeLayer(ind: mode + 2, name: "mode \(mode)", ks: J.transform(p: J.value([x, y])),
                                       shapes: [J.ellipse(p: [0, 0], s: [26, 26]), J.fill(Self.source)],
                                       extra: #""bm":\#(mode)"#))
        }
        layers.append(J.shapeLayer(ind: 1, name: "backdrop", shapes: [J.rect(p: [64, 64], s: [128, 128]), J.fill(Self.backdrop)]))
        let json = J.comp(w: 128, h: 128, layers: layers)
        let image = try EngineRender.frame(json, 0)
        for mode in 0..<16 {
            let x = (mode % 4) * 32 + 16, y = (mode / 4) * 32 + 16
            expectPixel(image, x, y, Self.blended[mode], tolerance: 2, "blend mode \(mode)")
            expectPixel(image, x - 14, y - 14, [204, 102, 51], tolerance: 1, "backdrop beside mode \(mode)")
        }
        try EngineRender.checkGolden(image, named: "feature-layers-blend-modes")
    }

    /// After Effects' Add (16) and Hard Mix (17) have no CSS equivalent: lottie-web draws them as
    /// normal layers, and so do we.
    @Test func addAndHardMixDrawAsNormal() throws {
        for mode in [16, 17] {
            let json = J.comp(layers: [
                J.shapeLayer(ind: 2, shapes: [J.rect(p: [50, 50], s: [40, 40]), J.fill(Self.source)], extra: #""bm":\#(mode)"#),
                J.shapeLayer(ind: 1, shapes: [J.rect(p: [50, 50], s: [100, 100]), J.fill(Self.backdrop)]),
            ])
            expectPixel(try EngineRender.frame(json, 0), 50, 50, Self.blended[0], tolerance: 1, "mode \(mode)")
        }
    }
}
