import Foundation
import Graphics
import Testing
@testable import Lottie

/// An animation around the given layers (and optional extra top-level members).
func animationJSON(layers: String, extra: String = "", version: String = "5.7.4") -> String {
    #"{"v":"\#(version)","fr":30,"ip":0,"op":60,"w":200,"h":100,\#(extra)"layers":[\#(layers)]}"#
}

/// A shape layer around the given shape items.
func shapeLayerJSON(_ shapes: String, index: Int = 1, extra: String = "") -> String {
    #"{"ty":4,"ind":\#(index),"ip":0,"op":60,"st":0,"ks":{},\#(extra)"shapes":[\#(shapes)]}"#
}

@Suite("Decoding: properties, layers and shapes")
struct DecoderTests {
    private func load(_ json: String, limits: LoadLimits = .default) throws -> LottieAnimation {
        try LottieAnimation.load(string: json, limits: limits)
    }

    private func shapes(_ items: String, version: String = "5.7.4") throws -> [LottieShapeItem] {
        let a = try load(animationJSON(layers: shapeLayerJSON(items), version: version))
        guard case .shapes(let s)? = a.layers.first?.content else { throw LottieError.invalidContainer("no shapes") }
        return s
    }

    @Test func keyframesKeepEasingHoldAndSpatialTangents() throws {
        let a = try load(animationJSON(layers: #"""
        {"ty":3,"ind":1,"ip":0,"op":60,"st":0,"ks":{
          "o":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":0.3,"y":0},"i":{"x":[0.7],"y":[1]}},{"t":10,"s":[100],"h":1},{"t":20,"s":[50]}],"x":"loopOut()"},
          "p":{"a":1,"k":[{"t":0,"s":[0,0],"to":[10,0],"ti":[0,-10],"o":{"x":[0.1,0.2],"y":[0.3,0.4]},"i":{"x":[0.5,0.6],"y":[0.7,0.8]}},{"t":30,"s":[100,50]}]}}}
        """#))
        let t = try #require(a.layers.first?.transform)
        let o = t.opacity.keyframes
        #expect(o.count == 3)
        #expect(o[0].time == 0 && o[0].value == 0 && !o[0].isHold)
        #expect(o[0].outEasing == KeyframeEasing(x: 0.3, y: 0))
        #expect(o[0].inEasing?.x.dimensions == 1 && o[0].inEasing?.point(forDimension: 1) == Point(x: 0.7, y: 1))
        #expect(o[1].isHold && o[1].value == 100)
        #expect(t.opacity.expression == "loopOut()")
        #expect(a.warnings.map(\.kind) == [.expression] && a.warnings.first?.path == "layers[0].ks.o.x")
        guard case .combined(let p) = t.position else { Issue.record("position should be combined"); return }
        let k = p.keyframes[0]
        #expect(k.value == LottieVector3(0, 0))
        #expect(k.spatialOutTangent == LottieVector3(10, 0) && k.spatialInTangent == LottieVector3(0, -10))
        #expect(k.outEasing?.point(forDimension: 1) == Point(x: 0.2, y: 0.4))
        #expect(k.inEasing?.point(forDimension: 0) == Point(x: 0.5, y: 0.7))
        // Dimensions the file did not list use the first entry (lottie-web).
        #expect(o[0].outEasing?.point(forDimension: 2) == Point(x: 0.3, y: 0))
    }

    @Test func legacyEndValuesFillAMissingLastValue() throws {
        let a = try load(animationJSON(layers: #"""
        {"ty":3,"ind":1,"ip":0,"op":60,"st":0,"ks":{"r":{"a":1,"k":[{"t":0,"s":[0],"e":[90]},{"t":10,"s":[90],"e":[45]},{"t":20}]}}}
        """#))
        let r = try #require(a.layers.first?.transform.rotation.keyframes)
        #expect(r.map(\.value) == [0, 90, 45])
        #expect(r.map(\.endValue) == [90, 45, nil])
    }

    @Test func splitPositionAndDefaults() throws {
        let a = try load(animationJSON(layers: #"""
        {"ty":3,"ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"s":true,"x":{"a":0,"k":12},"y":{"a":1,"k":[{"t":0,"s":[1]},{"t":5,"s":[2]}]}}}}
        """#))
        let t = try #require(a.layers.first?.transform)
        guard case .split(let x, let y, let z) = t.position else { Issue.record("position should be split"); return }
        #expect(x == KeyframeGroup(12.0) && y.keyframes.map(\.value) == [1, 2] && z == nil)
        #expect(t.position.isAnimated)
        #expect(t.scale.initialValue == LottieVector3(100, 100) && t.opacity.initialValue == 100 && t.rotation.initialValue == 0)
        #expect(t.rotationX == nil && t.orientation == nil)
    }

    @Test func coloursIn0To255AreDetected() throws {
        let modern = try shapes(#"{"ty":"fl","c":{"a":0,"k":[255,128,64,1]},"o":{"a":0,"k":100}}, {"ty":"st","c":{"a":0,"k":[0.5,1,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":1,"lj":3,"ml":7}"#)
        guard case .fill(let fill) = modern[0].content, case .stroke(let stroke) = modern[1].content else { Issue.record("wrong items"); return }
        #expect(fill.color.initialValue == Color(red: 1, green: 128 / 255, blue: 64 / 255, alpha: 1))
        #expect(stroke.color.initialValue == Color(red: 0.5, green: 1, blue: 0))
        #expect(stroke.line.cap == .butt && stroke.line.join == .bevel && stroke.line.miterLimit == KeyframeGroup(7.0))
        // Exports before 4.1.9 always store fill and stroke colours in 0...255 (lottie-web).
        let legacy = try shapes(#"{"ty":"fl","c":{"a":0,"k":[255,0,51,255]},"o":{"a":0,"k":100}}"#, version: "4.1.0")
        guard case .fill(let old) = legacy[0].content else { Issue.record("wrong item"); return }
        #expect(old.color.initialValue == Color(red: 1, green: 0, blue: 0.2, alpha: 1))
    }

    @Test func aLegacyVersionWithColoursIn0To1IsReadAs0To1() throws {
        // A modern file whose `v` claims 1.0.0: every colour is in 0...1, so dividing by 255
        // would paint it black. The data overrules the version, with a warning.
        let json = animationJSON(layers: shapeLayerJSON(#"""
        {"ty":"fl","c":{"a":0,"k":[0.2,0.6,1,1]},"o":{"a":0,"k":100}},
        {"ty":"st","c":{"a":1,"k":[{"t":0,"s":[1,0.5,0,1]},{"t":10,"s":[0,0,1,1]}]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}}
        """#), version: "1.0.0")
        let a = try load(json)
        guard case .shapes(let s)? = a.layers.first?.content, case .fill(let fill) = s[0].content,
              case .stroke(let stroke) = s[1].content else { Issue.record("wrong items"); return }
        #expect(fill.color.initialValue == Color(red: 0.2, green: 0.6, blue: 1))
        #expect(stroke.color.keyframes.map(\.value) == [Color(red: 1, green: 0.5, blue: 0), Color(red: 0, green: 0, blue: 1)])
        #expect(a.warnings.contains { $0.kind == .legacyFormat && $0.message.contains("none is above 1") })
        // One component above 1 anywhere confirms the version: every fill and stroke colour is
        // then 0...255, even one whose components are all small.
        let legacy = try shapes(#"""
        {"ty":"fl","c":{"a":0,"k":[1,1,0,1]},"o":{"a":0,"k":100}},
        {"ty":"fl","c":{"a":0,"k":[255,0,0,1]},"o":{"a":0,"k":100}}
        """#, version: "4.0.0")
        guard case .fill(let small) = legacy[0].content, case .fill(let red) = legacy[1].content else { Issue.record("wrong items"); return }
        #expect(small.color.initialValue == Color(red: 1 / 255, green: 1 / 255, blue: 0))
        #expect(red.color.initialValue == Color(red: 1, green: 0, blue: 0))
    }

    @Test func aColoursFourthComponentIsDropped() throws {
        // lottie-ios decodes alpha as 1 and lottie-web paints with `o` alone: a fill whose colour
        // animates its alpha to 0 stays solid in both.
        let items = try shapes(#"""
        {"ty":"fl","c":{"a":1,"k":[{"t":0,"s":[1,0,0,0]},{"t":10,"s":[0,1,0,0.5]}]},"o":{"a":0,"k":100}},
        {"ty":"st","c":{"a":0,"k":[0,0,1,0]},"o":{"a":0,"k":50},"w":{"a":0,"k":2}}
        """#)
        guard case .fill(let fill) = items[0].content, case .stroke(let stroke) = items[1].content else { Issue.record("wrong items"); return }
        #expect(fill.color.keyframes.map(\.value.alpha) == [1, 1])
        #expect(stroke.color.initialValue == Color(red: 0, green: 0, blue: 1, alpha: 1))
    }

    @Test func pathsTakeTheLegacyClosedFlag() throws {
        let items = try shapes(#"""
        {"ty":"sh","closed":true,"ks":{"a":0,"k":{"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[1,1]],"o":[[2,0],[0,0],[0,0]]}}},
        {"ty":"sh","d":3,"ks":{"a":1,"k":[{"t":0,"s":[{"c":false,"v":[[0,0]],"i":[[0,0]],"o":[[0,0]]}]},{"t":9,"s":[{"c":false,"v":[[5,5]],"i":[[0,0]],"o":[[0,0]]}]}]}}
        """#)
        guard case .path(let first) = items[0].content, case .path(let second) = items[1].content else { Issue.record("wrong items"); return }
        let bezier = first.path.initialValue
        #expect(bezier.isClosed && bezier.vertices.count == 3)
        #expect(bezier.vertices[0].outTangent == Point(x: 2, y: 0) && bezier.vertices[2].inTangent == Point(x: 1, y: 1))
        #expect(second.direction == .counterClockwise && second.path.keyframes.map { $0.value.vertices[0].point } == [Point(x: 0, y: 0), Point(x: 5, y: 5)])
        // The path as drawing commands: move, two curves and the closing curve.
        #expect(bezier.bezierPath().elements == [
            .move(to: Point(x: 0, y: 0)),
            .curve(to: Point(x: 10, y: 0), control1: Point(x: 2, y: 0), control2: Point(x: 10, y: 0)),
            .curve(to: Point(x: 10, y: 10), control1: Point(x: 10, y: 0), control2: Point(x: 11, y: 11)),
            .curve(to: Point(x: 0, y: 0), control1: Point(x: 10, y: 10), control2: Point(x: 0, y: 0)),
            .close,
        ])
    }

    @Test func everyShapeItemType() throws {
        let items = try shapes(#"""
        {"ty":"gr","nm":"g","it":[{"ty":"el","p":{"a":0,"k":[1,2]},"s":{"a":0,"k":[3,4]}},{"ty":"tr","o":{"a":0,"k":50}}],"np":2},
        {"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[5,6]},"r":{"a":0,"k":2}},
        {"ty":"sr","sy":2,"pt":{"a":0,"k":6},"or":{"a":0,"k":10},"os":{"a":0,"k":0},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]}},
        {"ty":"gf","t":2,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[10,0]},"h":{"a":0,"k":20},"a":{"a":0,"k":45},"g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1,0,1,1,0]}},"o":{"a":0,"k":100},"r":2},
        {"ty":"gs","t":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[10,0]},"g":{"p":1,"k":{"a":0,"k":[0,1,1,1]}},"o":{"a":0,"k":100},"w":{"a":0,"k":3},"lc":2,"lj":2,"d":[{"n":"d","v":{"a":0,"k":4}},{"n":"g","v":{"a":0,"k":2}},{"n":"o","v":{"a":0,"k":1}}]},
        {"ty":"tm","s":{"a":0,"k":10},"e":{"a":0,"k":90},"o":{"a":0,"k":30},"m":2},
        {"ty":"mm","mm":4},
        {"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":1},"m":2,"tr":{"p":{"a":0,"k":[10,0]},"so":{"a":0,"k":100},"eo":{"a":0,"k":20}}},
        {"ty":"rd","r":{"a":0,"k":4}},
        {"ty":"op","a":{"a":0,"k":-3},"lj":3,"ml":{"a":0,"k":2}},
        {"ty":"pb","a":{"a":0,"k":25}},
        {"ty":"tw","a":{"a":0,"k":90},"c":{"a":0,"k":[1,1]}},
        {"ty":"zz","r":{"a":0,"k":5},"s":{"a":0,"k":7},"pt":{"a":0,"k":2}},
        {"ty":"no"},
        {"ty":"xx","nm":"mystery"}
        """#)
        let types = items.map(\.content.typeName)
        #expect(types == ["gr", "rc", "sr", "gf", "gs", "tm", "mm", "rp", "rd", "op", "pb", "tw", "zz", "no", "xx"])
        guard case .group(let g) = items[0].content else { return }
        #expect(g.items.count == 2 && g.propertyCount == 2 && g.transform?.opacity == KeyframeGroup(50.0))
        guard case .polystar(let star) = items[2].content, case .gradientFill(let gf) = items[3].content,
              case .gradientStroke(let gs) = items[4].content, case .trim(let trim) = items[5].content,
              case .merge(let merge) = items[6].content, case .repeater(let rp) = items[7].content,
              case .offsetPath(let op) = items[9].content, case .zigZag(let zz) = items[12].content else {
            Issue.record("wrong item kinds"); return
        }
        #expect(star.kind == .polygon && star.points == KeyframeGroup(6.0) && star.innerRadius == nil)
        #expect(gf.gradient.type == .radial && gf.fillRule == .evenOdd && gf.gradient.colors.colorStopCount == 2)
        #expect(gf.gradient.highlightLength == KeyframeGroup(20.0) && gf.gradient.highlightAngle == KeyframeGroup(45.0))
        #expect(gs.line.dashes.map(\.kind) == [.dash, .gap, .offset] && gs.line.cap == .round && gs.line.width == KeyframeGroup(3.0))
        #expect(trim.mode == .individually && trim.offset == KeyframeGroup(30.0))
        #expect(merge.mode == .intersect)
        #expect(rp.composite == .below && rp.transform.endOpacity == KeyframeGroup(20.0))
        #expect(op.lineJoin == .bevel && op.amount == KeyframeGroup(-3.0))
        #expect(zz.pointType == KeyframeGroup(2.0) && zz.ridges == KeyframeGroup(5.0))
        #expect(items[14].name == "mystery")
    }

    @Test func unknownTypesBecomeWarnings() throws {
        let a = try load(animationJSON(layers: #"""
        {"ty":9,"ind":1,"ip":0,"op":60,"st":0,"ks":{}},
        {"ty":4,"ind":2,"ip":0,"op":60,"st":0,"bm":42,"ks":{},"shapes":[{"ty":"zz9"}]}
        """#))
        #expect(a.layers[0].content == .unsupported(type: 9))
        #expect(a.layers[1].blendMode == .normal)
        let warnings = a.warnings.map { "\($0.kind.rawValue) \($0.path)" }
        #expect(warnings == ["unsupportedLayer layers[0].ty", "unknownEnumValue layers[1].bm", "unsupportedShape layers[1].shapes[0].ty"])
    }

    @Test func errorsAndWarningsNameTheJSONPath() throws {
        // What the composition cannot exist without is an error naming where it is.
        #expect(throws: LottieError.missingValue(path: "", key: "layers")) {
            try load(#"{"v":"5","fr":30,"ip":0,"op":1,"w":1,"h":1}"#)
        }
        #expect(throws: LottieError.invalidValue(path: "fr", expected: "a positive frame rate", found: "number 0.0")) {
            try load(#"{"v":"5","fr":0,"ip":0,"op":1,"w":1,"h":1,"layers":[]}"#)
        }
        // A malformed part is skipped; the warning names the part and the value inside it.
        func skipped(_ layers: String) throws -> [String] {
            try load(animationJSON(layers: layers)).warnings.filter { $0.kind == .malformedValue }.map(\.description)
        }
        let layers = (0..<3).map { #"{"ty":3,"ind":\#($0 + 1),"ip":0,"op":60,"st":0,"ks":{}}"# }.joined(separator: ",")
        let bad = shapeLayerJSON(#"{"ty":"fl","c":{"a":0,"k":[1,1,1]}},{"ty":"gr","it":[{"ty":"sh","ks":"oops"}]}"#, index: 4)
        #expect(try skipped(layers + "," + bad) == [#"malformedValue at layers[3].shapes[1].it[0]: shape item skipped: invalid value at layers[3].shapes[1].it[0].ks: expected a path {c, v, i, o}, found string "oops""#])
        #expect(try skipped(#"{"ind":1}"#) == [#"malformedValue at layers[0]: layer skipped: missing "ty" at layers[0]"#])
        #expect(try skipped(#"{"ty":3,"ip":0,"op":1,"ks":{"o":{"a":1,"k":[{"t":0,"s":[1]},3]}}}"#)
                == ["malformedValue at layers[0]: layer skipped: invalid value at layers[0].ks.o.k[1]: expected a keyframe object, found number 3.0"])
        #expect(try skipped(#"{"ty":3,"ind":1e300,"ip":0,"op":1,"ks":{}}"#)
                == ["malformedValue at layers[0]: layer skipped: invalid value at layers[0].ind: expected an integer, found number 1e+300"])
    }

    @Test func parentLinksAreChecked() throws {
        #expect(throws: LottieError.parentCycle(path: "layers", indices: [1, 2, 3, 1])) {
            try load(animationJSON(layers: #"""
            {"ty":3,"ind":1,"parent":2,"ip":0,"op":1,"ks":{}},{"ty":3,"ind":2,"parent":3,"ip":0,"op":1,"ks":{}},{"ty":3,"ind":3,"parent":1,"ip":0,"op":1,"ks":{}}
            """#))
        }
        #expect(throws: LottieError.parentCycle(path: "layers", indices: [5, 5])) {
            try load(animationJSON(layers: #"{"ty":3,"ind":5,"parent":5,"ip":0,"op":1,"ks":{}}"#))
        }
        let a = try load(animationJSON(layers: #"{"ty":3,"ind":1,"parent":7,"tp":9,"ip":0,"op":1,"ks":{}}"#))
        #expect(a.warnings.map(\.path) == ["layers[0].parent", "layers[0].tp"])
    }

    @Test func precompositionReferencesAreChecked() throws {
        func precomp(_ id: String, _ ref: String) -> String {
            #"{"id":"\#(id)","layers":[{"ty":0,"refId":"\#(ref)","ind":1,"ip":0,"op":1,"ks":{},"w":10,"h":10}]}"#
        }
        let root = #"{"ty":0,"refId":"A","ind":1,"ip":0,"op":1,"ks":{},"w":10,"h":10}"#
        #expect(throws: LottieError.cyclicPrecomposition(ids: ["A", "B", "A"])) {
            try load(animationJSON(layers: root, extra: #""assets":[\#(precomp("A", "B")),\#(precomp("B", "A"))],"#))
        }
        #expect(throws: LottieError.cyclicPrecomposition(ids: ["A", "A"])) {
            try load(animationJSON(layers: root, extra: #""assets":[\#(precomp("A", "A"))],"#))
        }
        let missing = try load(animationJSON(layers: root, extra: #""assets":[\#(precomp("A", "nowhere"))],"#))
        #expect(missing.warnings.map(\.path) == ["assets[0].layers[0].refId"])

        // 20 levels, each showing the next twice: P(k) holds 2^(21−k) − 2 layer instances, so P4
        // (131 070) is the first over the limit.
        var assets: [String] = []
        for level in 0..<20 {
            let next = level == 19 ? "" : "P\(level + 1)"
            let layer = { (i: Int) in
                next.isEmpty ? #"{"ty":3,"ind":\#(i),"ip":0,"op":1,"ks":{}}"#
                    : #"{"ty":0,"refId":"\#(next)","ind":\#(i),"ip":0,"op":1,"ks":{},"w":1,"h":1}"#
            }
            assets.append(#"{"id":"P\#(level)","layers":[\#(layer(1)),\#(layer(2))]}"#)
        }
        let fanOut = animationJSON(layers: #"{"ty":0,"refId":"P0","ind":1,"ip":0,"op":1,"ks":{},"w":1,"h":1}"#,
                                   extra: #""assets":[\#(assets.joined(separator: ","))],"#)
        #expect(throws: LottieError.limitExceeded(limit: .layers, maximum: 100_000, path: "assets[id=P4]")) { try load(fanOut) }
        var limits = LoadLimits()
        limits.maxPrecompositionDepth = 5
        #expect(throws: LottieError.limitExceeded(limit: .precompositionDepth, maximum: 5, path: "assets[id=P5]")) {
            try load(fanOut, limits: limits)
        }
    }

    @Test func countsAreLimited() throws {
        let items = (0..<5).map { _ in #"{"ty":"rd","r":{"a":1,"k":[{"t":0,"s":[1]},{"t":1,"s":[2]}]}}"# }.joined(separator: ",")
        let json = animationJSON(layers: shapeLayerJSON(items))
        var limits = LoadLimits()
        limits.maxShapes = 4
        #expect(throws: LottieError.limitExceeded(limit: .shapes, maximum: 4, path: "layers[0].shapes")) { try load(json, limits: limits) }
        limits = LoadLimits()
        limits.maxKeyframes = 9
        #expect(throws: LottieError.limitExceeded(limit: .keyframes, maximum: 9, path: "layers[0].shapes[4].r.k")) { try load(json, limits: limits) }
        limits = LoadLimits()
        limits.maxLayers = 0
        #expect(throws: LottieError.limitExceeded(limit: .layers, maximum: 0, path: "layers")) { try load(json, limits: limits) }
    }

    @Test func layerFieldsAndContents() throws {
        let a = try load(animationJSON(layers: #"""
        {"ty":1,"ind":1,"nm":"bg","sc":"#ff8000","sw":200,"sh":100,"ip":5,"op":50,"st":2,"sr":2,"bm":16,"td":1,"hd":true,"ks":{}},
        {"ty":0,"ind":2,"parent":1,"refId":"comp","w":40,"h":30,"tt":3,"tp":1,"ao":1,"ddd":1,"ct":1,"ip":0,"op":60,"st":0,
         "tm":{"a":0,"k":0.5},"ks":{"rx":{"a":0,"k":10},"ry":{"a":0,"k":20},"rz":{"a":0,"k":30},"or":{"a":0,"k":[1,2,3]}},
         "masksProperties":[{"mode":"s","inv":true,"nm":"m","pt":{"a":0,"k":{"v":[[0,0],[1,0]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}},"o":{"a":0,"k":50},"x":{"a":0,"k":2}}],
         "ef":[{"ty":25,"nm":"Drop Shadow","en":1,"ef":[{"ty":2,"nm":"color","v":{"a":0,"k":[0,0,0,1]}},{"ty":0,"nm":"opacity","v":{"a":0,"k":128}}]}],
         "sy":[{"ty":1,"nm":"shadow","c":{"a":0,"k":[1,0,0,1]},"s":{"a":0,"k":5}}]},
        {"ty":2,"ind":3,"refId":"image","ip":0,"op":60,"st":0,"ks":{}},
        {"ty":13,"ind":4,"pe":{"a":0,"k":600},"ip":0,"op":60,"st":0,"ks":{}},
        {"ty":6,"ind":5,"refId":"sound","au":{"lv":{"a":0,"k":[0,0]}},"ip":0,"op":60,"st":0,"ks":{}},
        {"ty":12,"ind":6,"ip":0,"op":60,"st":0,"ks":{}},
        {"ty":15,"ind":7,"ip":0,"op":60,"st":0,"ks":{}}
        """#, extra: #"""
        "assets":[{"id":"comp","layers":[]},{"id":"image","w":2,"h":2,"u":"","p":"data:image/png;base64,iVBORw0KGgo=","e":1},{"id":"sound","u":"","p":"a.mp3","e":0}],
        "markers":[{"cm":"intro","tm":0,"dr":10}],"meta":{"g":"test","k":"a, b"},
        """#))
        let solid = a.layers[0]
        #expect(solid.content == .solid(LottieSolidLayer(color: Color(red: 1, green: 128 / 255, blue: 0), size: Size(width: 200, height: 100))))
        #expect(solid.inFrame == 5 && solid.outFrame == 50 && solid.startTime == 2 && solid.timeStretch == 2)
        #expect(solid.blendMode == .add && solid.blendMode.graphicsBlendMode == nil && solid.isMatteSource && solid.isHidden)
        let pre = a.layers[1]
        #expect(pre.content == .precomposition(LottiePrecompositionLayer(referenceID: "comp", size: Size(width: 40, height: 30))))
        #expect(pre.matteMode == .luma && pre.matteMode?.maskMode == .luminance && pre.matteParent == 1 && pre.parent == 1)
        #expect(pre.autoOrient && pre.is3D && pre.collapseTransform && pre.timeRemap == KeyframeGroup(0.5))
        #expect(pre.transform.rotation == KeyframeGroup(30.0) && pre.transform.rotationX == KeyframeGroup(10.0))
        #expect(pre.transform.orientation?.initialValue == LottieVector3(1, 2, 3))
        #expect(pre.masks.first?.mode == .subtract && pre.masks.first?.isInverted == true && pre.masks.first?.expansion == KeyframeGroup(2.0))
        #expect(pre.masks.first?.path.initialValue.isClosed == true)  // masks default to closed
        #expect(pre.effects.first?.type == .dropShadow && pre.effects.first?.values.count == 2)
        #expect(pre.effects.first?.value(named: "opacity")?.value == .slider(KeyframeGroup(128.0)))
        #expect(pre.styles.first?.kind == .dropShadow && pre.styles.first?.color("c") == KeyframeGroup(Color(red: 1, green: 0, blue: 0)))
        #expect(pre.styles.first?.scalar("s") == KeyframeGroup(5.0))
        #expect(a.layers[2].content == .image(referenceID: "image"))
        #expect(a.layers[3].content == .camera(LottieCameraLayer(perspective: KeyframeGroup(600.0))))
        #expect(a.layers[4].content == .audio(LottieAudioLayer(referenceID: "sound", level: KeyframeGroup(LottieVector3(0, 0)))))
        #expect(a.layers[5].content == .adjustment && a.layers[6].content == .data(referenceID: nil))
        #expect(a.images["image"]?.data == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(a.images["image"]?.imageFormat == .png && a.images["image"]?.isEmbedded == true)
        #expect(a.images["sound"]?.data == nil && a.images["sound"]?.fileName == "a.mp3")
        #expect(a.precompositions["comp"]?.layers.isEmpty == true)
        #expect(a.markers == [LottieMarker(name: "intro", frame: 0, duration: 10)] && a.marker(named: "intro")?.endFrame == 10)
        #expect(a.metadata?.generator == "test" && a.metadata?.keywords == ["a", "b"])
        #expect(a.warnings.isEmpty)
        #expect(a.summary.layersByType == ["solid": 1, "precomposition": 1, "image": 1, "camera": 1, "audio": 1, "adjustment": 1, "data": 1])
    }

    @Test func textLayers() throws {
        let a = try load(animationJSON(layers: #"""
        {"ty":5,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"t":{
          "d":{"k":[{"s":{"s":24,"f":"Roboto-Bold","t":"Hi\rthere","j":2,"tr":50,"lh":28.8,"ls":0,"fc":[1,0,0],"sc":[0,0,1],"sw":2,"of":true,"sz":[100,40],"ps":[-50,-20],"ca":1},"t":0},
                {"s":{"s":24,"f":"Roboto-Bold","t":"Bye","j":0,"tr":0,"lh":28.8,"ls":0,"fc":[0,1,0]},"t":30}]},
          "p":{"m":0,"f":{"a":0,"k":5},"p":{"a":0,"k":1}},
          "m":{"g":2,"a":{"a":0,"k":[0,0]}},
          "a":[{"nm":"fade","s":{"t":0,"xe":{"a":0,"k":0},"ne":{"a":0,"k":0},"a":{"a":0,"k":100},"b":3,"rn":0,"sh":2,"r":1,"s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":10}},
                "a":{"o":{"a":0,"k":0},"fc":{"a":0,"k":[0,0,1,1]},"t":{"a":0,"k":20}}}]}}
        """#, extra: #""fonts":{"list":[{"fName":"Roboto-Bold","fFamily":"Roboto","fStyle":"Bold","ascent":75}]},"#))
        guard case .text(let text)? = a.layers.first?.content else { Issue.record("not a text layer"); return }
        let docs = text.document.keyframes
        #expect(docs.count == 2 && docs[1].time == 30 && docs[1].value.text == "Bye")
        let d = docs[0].value
        #expect(d.text == "Hi\rthere" && d.fontName == "Roboto-Bold" && d.fontSize == 24 && d.justification == .center)
        #expect(d.tracking == 50 && d.lineHeight == 28.8 && d.fillColor == Color(red: 1, green: 0, blue: 0) && d.strokeOverFill)
        #expect(d.boxSize == Size(width: 100, height: 40) && d.boxPosition == Point(x: -50, y: -20) && d.caps == .allCaps)
        #expect(text.pathOptions?.maskIndex == 0 && text.pathOptions?.firstMargin == KeyframeGroup(5.0))
        #expect(text.moreOptions.grouping == .words)
        let animator = try #require(text.animators.first)
        #expect(animator.name == "fade" && animator.selector?.basedOn == .words && animator.selector?.shape == .rampUp)
        #expect(animator.selector?.end == KeyframeGroup(50.0) && animator.style.tracking == KeyframeGroup(20.0))
        #expect(animator.style.fillColor == KeyframeGroup(Color(red: 0, green: 0, blue: 1)))
        #expect(a.fonts == [{ var f = LottieFont(name: "Roboto-Bold"); f.family = "Roboto"; f.style = "Bold"; f.ascent = 75; return f }()])
        #expect(a.warnings.isEmpty)
        // Exports before 4.4.14 have one document without keyframes.
        let old = try load(animationJSON(layers: #"{"ty":5,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"t":{"d":{"t":"old","s":10,"f":"x"}}}"#))
        guard case .text(let oldText)? = old.layers.first?.content else { return }
        #expect(oldText.document.keyframes.map(\.value.text) == ["old"])
        // A font missing from a non-empty font list is reported once per layer.
        let unknownFont = try load(animationJSON(layers: #"{"ty":5,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"t":{"d":{"k":[{"s":{"t":"a","f":"Nope"},"t":0},{"s":{"t":"b","f":"Nope"},"t":5}]}}}"#,
                                                 extra: #""fonts":{"list":[{"fName":"Other"}]},"#))
        #expect(unknownFont.warnings.map { "\($0.kind) \($0.path)" } == ["missingReference layers[0].t.d"])
    }

    @Test func slotsSupplyPropertyValues() throws {
        let a = try load(animationJSON(layers: shapeLayerJSON(#"{"ty":"fl","c":{"a":0,"k":[1,1,1,1],"sid":"brand"},"o":{"a":0,"k":100}}"#),
                                       extra: #""slots":{"brand":{"p":{"a":0,"k":[0.2,0.4,0.6,1]}}},"#))
        guard case .shapes(let items)? = a.layers.first?.content, case .fill(let fill)? = items.first?.content else { return }
        #expect(fill.color.initialValue == Color(red: 0.2, green: 0.4, blue: 0.6) && fill.color.slotID == "brand")
        #expect(a.slots["brand"]?["p"]?["k"] == .array([.number(0.2), .number(0.4), .number(0.6), .number(1)]))
    }

    @Test func gradientStopsMergeColourAndOpacity() {
        // Two colour stops (red at 0, blue at 1) and opacity stops 1 at 0 and 0 at 0.5.
        let colors = LottieGradientColors(colorStopCount: 2, values: KeyframeGroup([0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0]))
        let g = colors.gradient(from: [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0])
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
        #expect(g.stops[1].color == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0))
        #expect(g.stops[0].color == Color(red: 1, green: 0, blue: 0, alpha: 1) && g.stops[2].color.alpha == 0)
        let noAlpha = LottieGradientColors(colorStopCount: 2, values: KeyframeGroup([])).gradient(from: [0, 1, 1, 1, 1, 0, 0, 0])
        #expect(noAlpha.stops == [GradientStop(location: 0, color: .white), GradientStop(location: 1, color: .black)])
    }

    @Test func glyphsFromOldExportsHaveAbsoluteTangents() throws {
        let chars = #""chars":[{"ch":"A","size":100,"style":"Regular","w":60,"fFamily":"F","data":{"shapes":[{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[10,10]],"i":[[12,10]],"o":[[10,14]]}}}]}]}}],"#
        let old = try load(animationJSON(layers: "", extra: chars, version: "4.6.0"))
        let new = try load(animationJSON(layers: "", extra: chars, version: "5.0.0"))
        func vertex(_ a: LottieAnimation) -> LottieBezierVertex? {
            guard case .group(let g)? = a.glyphs.first?.shapes.first?.content, case .path(let p)? = g.items.first?.content else { return nil }
            return p.path.initialValue.vertices.first
        }
        #expect(vertex(old) == LottieBezierVertex(point: Point(x: 10, y: 10), inTangent: Point(x: 2, y: 0), outTangent: Point(x: 0, y: 4)))
        #expect(vertex(new)?.inTangent == Point(x: 12, y: 10))
        #expect(old.glyphs.first?.character == "A" && old.glyphs.first?.width == 60)
        // Legacy forms are written back, so the old file round-trips too.
        #expect(try LottieAnimation.load(data: old.jsonData()) == old)
    }
}
