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
        ] {
            #expect(NativeExpression(source: source) == nil, "\(source)")
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
