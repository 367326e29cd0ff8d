import Foundation
@testable import Lottie
import Testing

@Suite("Native expressions")
struct NativeExpressionTests {
    @Test("only whole wiggle(number, number) sources have a native form")
    func recognisedSources() {
        #expect(NativeExpression(source: "var $bm_rt;\n$bm_rt = wiggle(20, 100);") == .wiggle(frequency: 20, amplitude: 100))
        #expect(NativeExpression(source: "$bm_rt=wiggle( .5 ,3.25 )") == .wiggle(frequency: 0.5, amplitude: 3.25))
        for source in [
            "$bm_rt = (wiggle(2, 10));",            // anything around the call
            "$bm_rt = wiggle(2, 10) + 1;",
            "$bm_rt = wiggle(2, 10, 3);",           // octaves
            "$bm_rt = wiggle(-2, 10);",             // a sign is an operator
            "$bm_rt = wiggle(1e3, 10);",            // exponents
            "$bm_rt = wiggle(020, 10);",            // octal: strict mode refuses it
            "$bm_rt = wiggle(a, 10);",
            "var wiggle = 1; $bm_rt = wiggle(2, 10);",
            "var $bm_rtx; $bm_rt = wiggle(2, 10);",
            "$bm_rt = wiggle(2, 10); $bm_rt = 0;",
            "$bm_rt = wiggles(2, 10);",
            "$bm_rt = wiggleé(2, 10);",             // a longer (Unicode) name
            "$bm_rt\u{00A0}= wiggle(2, 10);",       // white space beyond ASCII: left to the engine
        ] {
            #expect(NativeExpression(source: source) == nil, "\(source)")
        }
    }

    @Test("only whole loopOut and loopIn calls with a quoted word and a whole number have a native form")
    func loopRecognition() {
        func loop(_ side: KeyframeLoop.Side, _ type: KeyframeLoop.LoopType, _ keyframes: Int = 0) -> NativeExpression {
            .loop(KeyframeLoop(side: side, type: type, keyframes: keyframes))
        }
        #expect(NativeExpression(source: "var $bm_rt;\n$bm_rt = loopOut('cycle', 0);") == loop(.out, .cycle))
        #expect(NativeExpression(source: "$bm_rt = loopOut();") == loop(.out, .cycle))
        #expect(NativeExpression(source: "$bm_rt = loopOut(\"PingPong\", 2)") == loop(.out, .pingpong, 2))
        #expect(NativeExpression(source: "$bm_rt = loopIn('offset');") == loop(.in, .offset))
        #expect(NativeExpression(source: "$bm_rt = loopIn( 'continue' , 3 );") == loop(.in, .continue, 3))
        #expect(NativeExpression(source: "$bm_rt = loopOut('sideways');") == loop(.out, .cycle))  // as the prelude: unknown cycles
        #expect(NativeExpression(source: "$bm_rt = loopOut('');") == loop(.out, .cycle))
        for source in [
            "$bm_rt = loopOut('cycle', 1.5);",     // a fraction of a keyframe
            "$bm_rt = loopOut('cycle', -1);",
            "$bm_rt = loopOut(cycle);",            // a name, not a word
            "$bm_rt = loopOut('cy\\cle');",        // an escape
            "$bm_rt = loopOut('cycle\");",          // mismatched quotes
            "$bm_rt = loopOut(2);",
            "$bm_rt = loopOut(type = 'cycle');",
            "$bm_rt = loopOutDuration('cycle', 1);",
            "$bm_rt = loopOut('cycle') + 1;",
            "$bm_rt = (loopOut('cycle'));",
            "var loopOut = 1; $bm_rt = loopOut('cycle');",
        ] {
            #expect(NativeExpression(source: source) == nil, "\(source)")
        }
    }

    /// Keyframes at 10, 20 and 35 (0, 90, 45), eased, for loops on either side of them.
    private static let threeKeys = #""a":1,"k":[{"t":10,"s":[0],"e":[90],"i":{"x":[0.2],"y":[1]},"o":{"x":[0.7],"y":[0]}},{"t":20,"s":[90],"e":[45],"i":{"x":[0.5],"y":[0.5]},"o":{"x":[0.3],"y":[0]}},{"t":35,"s":[45]}]"#

    @Test("loops without the engine give the engine's numbers exactly, on a scalar",
          arguments: ["loopOut", "loopIn"], ["cycle", "pingpong", "offset", "continue"])
    func scalarLoops(function: String, type: String) throws {
        for keyframes in [0, 1, 2, 5] {
            let call = "\(function)('\(type)', \(keyframes))"
            let native = try Self.rotations("$bm_rt = \(call);")
            let engine = try Self.rotations("$bm_rt = (\(call));")
            let differing = zip(native.values, engine.values).filter { $0 != $1 }.count
            #expect(native.values.count == engine.values.count && differing == 0, "\(call): \(differing) frames differ")
            #expect(!native.startedEngine && engine.startedEngine, "\(call)")
        }
    }

    /// The rotation of the fixture's layer keyframed as `threeKeys` with `expression`, at
    /// frames before, between and after the keyframes, read from one renderer, and whether
    /// it started the engine.
    private static func rotations(_ expression: String) throws -> (values: [Double?], startedEngine: Bool) {
        let json = ExpressionFixture.json(expression: expression, rotation: threeKeys)
        let renderer = LottieRenderer(animation: try LottieAnimation.load(data: Data(json.utf8)))
        let values = stride(from: 0.0, through: 59.5, by: 0.75).map { frame -> Double? in
            renderer.update(frame: frame)
            return renderer.getValue(for: AnimationKeypath(keypath: "Subject.Transform.Rotation")) as? Double
        }
        #expect(renderer.renderWarnings.filter { $0.kind == .expression }.isEmpty)
        return (values, renderer.expressions?.started ?? false)
    }

    @Test("loops without the engine give the engine's vectors and paths exactly")
    func vectorAndPathLoops() throws {
        let position = #""a":1,"k":[{"t":12,"s":[10,20],"e":[60,35]},{"t":24,"s":[60,35],"e":[30,80]},{"t":40,"s":[30,80]}]"#
        let path = #"{"c":true,"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}"#
        let bent = #"{"c":true,"v":[[0,5],[20,0],[15,25]],"i":[[0,0],[-3,2],[0,0]],"o":[[0,0],[3,-2],[0,0]]}"#
        let pathKeys = #""a":1,"k":[{"t":15,"s":[\#(path)],"e":[\#(bent)]},{"t":30,"s":[\#(bent)]}]"#
        func values(_ expression: String) throws -> [String] {
            let quoted = String(decoding: try JSONEncoder().encode(expression), as: UTF8.self)
            let json = ExpressionFixture.json(expression: "", position: position + #","x":"# + quoted)
                .replacingOccurrences(of: #""ty":"sh","nm":"Path","ks":{"a":0,"k":\#(path)}"#,
                                      with: #""ty":"sh","nm":"Path","ks":{\#(pathKeys),"x":\#(quoted)}"#)
            let renderer = LottieRenderer(animation: try LottieAnimation.load(data: Data(json.utf8)))
            return stride(from: 0.0, through: 59, by: 1.25).map { frame in
                renderer.update(frame: frame)
                let point = renderer.getValue(for: AnimationKeypath(keypath: "Subject.Transform.Position")) as? LottieVector3
                let shape = renderer.getValue(for: AnimationKeypath(keypath: "Subject.Box.Path.Path")) as? LottieBezier
                return "\(String(describing: point)) \(String(describing: shape))"
            }
        }
        for call in ["loopOut('cycle')", "loopOut('pingpong', 1)", "loopIn('cycle', 2)", "loopIn('pingpong')"] {
            let native = try values("$bm_rt = \(call);"), engine = try values("$bm_rt = (\(call));")
            #expect(zip(native, engine).filter { $0 != $1 }.isEmpty && native.count == engine.count, "\(call)")
            #expect(Set(native).count > 10, "\(call)")  // the values do move
        }
        // Offsetting and continuing apply to numbers and vectors: on a path the engine takes
        // over (and warns, as the prelude's arithmetic on a path gives NaN).
        for call in ["loopOut('offset')", "loopIn('continue', 1)"] {
            #expect(try values("$bm_rt = \(call);") == (try values("$bm_rt = (\(call));")), "\(call)")
        }
    }

    /// Keyframes 0 → 90 over frames 0...30, eased.
    private static let rotation = #""a":1,"k":[{"t":0,"s":[0],"e":[90],"i":{"x":[0.2],"y":[1]},"o":{"x":[0.7],"y":[0]}},{"t":30,"s":[90]}]"#

    @Test("wiggle without the engine gives the engine's numbers exactly, on a scalar", arguments: [
        (2.0, 10.0), (20, 100), (0.5, 3.25), (200, 1000),
    ])
    func scalarWiggle(frequency: Double, amplitude: Double) throws {
        let native = "var $bm_rt;\n$bm_rt = wiggle(\(frequency), \(amplitude));"
        let engine = "$bm_rt = (wiggle(\(frequency), \(amplitude)));"
        var differing = 0
        for frame in stride(from: -3.0, through: 61, by: 1.75) {
            let viaNative = try ExpressionFixture.value(native, at: frame, rotation: Self.rotation)
            let viaEngine = try ExpressionFixture.value(engine, at: frame, rotation: Self.rotation)
            #expect(viaNative != nil)
            if viaNative != viaEngine { differing += 1 }
        }
        #expect(differing == 0)
    }

    @Test("wiggle without the engine gives the engine's numbers exactly, on a vector")
    func vectorWiggle() throws {
        func position(_ expression: String, at frame: Double) throws -> LottieVector3? {
            let quoted = String(decoding: try JSONEncoder().encode(expression), as: UTF8.self)
            let json = ExpressionFixture.json(expression: "", position: #""a":0,"k":[50,50],"x":\#(quoted)"#)
            let renderer = LottieRenderer(animation: try LottieAnimation.load(data: Data(json.utf8)))
            renderer.update(frame: frame)
            return renderer.getValue(for: AnimationKeypath(keypath: "Subject.Transform.Position")) as? LottieVector3
        }
        for frame in [0.0, 4.5, 17, 33.25, 59] {
            let viaNative = try position("$bm_rt = wiggle(3, 40);", at: frame)
            let viaEngine = try position("$bm_rt = (wiggle(3, 40));", at: frame)
            #expect(viaNative != nil && viaNative != LottieVector3(50, 50))
            #expect(viaNative == viaEngine)
        }
    }
}
