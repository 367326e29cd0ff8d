import Foundation
@testable import Lottie
import Testing

/// Hostile and broken expressions: each ends within its bound with a warning naming the
/// property's JSON path, the property keeps its keyframed value (7), and the renderer goes on.
@Suite("Expression sandbox")
struct ExpressionSandboxTests {
    /// Tight bounds, so that the hostile scripts end quickly.
    private let limits = ExpressionLimits(secondsPerEvaluation: 0.1, secondsPerFrame: 1, heapBytes: 64 << 20,
                                          maximumSourceBytes: 4096)

    /// Evaluates `expression` for two frames and checks the fallback and the warning.
    private func expectFallback(_ expression: String, mentioning words: [String] = [],
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let start = ContinuousClock.now
        for frame in [0.0, 1.0] {
            let (value, warnings) = try ExpressionFixture.rotation(expression, at: frame, rotation: #""a":0,"k":7"#,
                                                                   limits: limits)
            #expect(value == 7, sourceLocation: sourceLocation)
            let warning = try #require(warnings.first, sourceLocation: sourceLocation)
            #expect(warnings.count == 1, sourceLocation: sourceLocation)
            #expect(warning.path == "layers[0].ks.r", sourceLocation: sourceLocation)
            for word in words {
                #expect(warning.message.contains(word), "\(warning.message)", sourceLocation: sourceLocation)
            }
        }
        // Two renderers, each stopped at 0.1 s: well within a few seconds even on a slow machine.
        #expect(ContinuousClock.now - start < .seconds(20), sourceLocation: sourceLocation)
    }

    @Test("An endless loop is stopped at the time budget")
    func endlessLoop() throws {
        try expectFallback("while (true) {}", mentioning: ["stopped"])
    }

    @Test("Endless recursion ends with the engine's stack error")
    func endlessRecursion() throws {
        try expectFallback("function f(n) { return f(n + 1) + 1; } var $bm_rt = f(0);", mentioning: ["failed"])
    }

    @Test("Allocating without end is stopped at the heap bound or the time budget")
    func endlessAllocation() throws {
        try expectFallback("var a = []; while (true) { a.push(new Array(100000).join ? [1, 2, 3, 4, 5, 6, 7, 8] : 0); }",
                           mentioning: ["stopped"])
    }

    @Test("One huge string in one step is refused")
    func hugeString() throws {
        try expectFallback("var $bm_rt = 'x'.repeat(1 << 30).length;", mentioning: ["too long"])
    }

    @Test("A thrown error, a syntax error, wrong types and NaN")
    func brokenScripts() throws {
        try expectFallback("throw new Error('nope');", mentioning: ["nope"])
        try expectFallback("var $bm_rt = (;", mentioning: ["compile"])
        try expectFallback("var $bm_rt = 'a string';", mentioning: ["cannot take"])
        try expectFallback("var $bm_rt = NaN;", mentioning: ["cannot take"])
        try expectFallback("var $bm_rt;", mentioning: ["no value"])
        try expectFallback("var $bm_rt = {};", mentioning: ["no value"])
    }

    @Test("Too long a script is not compiled")
    func tooLong() throws {
        try expectFallback("var $bm_rt = 1;" + String(repeating: " ", count: 5000), mentioning: ["over the limit"])
    }

    @Test("The global object offers no I/O, timers or binary buffers")
    func sandbox() throws {
        for name in ["require", "process", "fetch", "XMLHttpRequest", "setTimeout", "ArrayBuffer", "WebAssembly", "console"] {
            let (value, warnings) = try ExpressionFixture.rotation("var $bm_rt = typeof \(name) === 'undefined' ? 1 : 0;",
                                                                   at: 0, limits: limits)
            #expect(value == 1, "\(name) is reachable")
            #expect(warnings.isEmpty)
        }
    }

    @Test("A property that reads itself through another gets keyframed values, not endless recursion")
    func cycles() throws {
        let (value, _) = try ExpressionFixture.rotation("var $bm_rt = thisLayer.rotation + 1;", at: 0,
                                                        rotation: #""a":0,"k":7"#, limits: limits)
        #expect(value == 8)
    }

    @Test("Renderers on several threads keep their engines apart")
    func threads() async throws {
        let json = ExpressionFixture.json(expression: "var $bm_rt = time * 30 + random() * 0;")
        let animation = try LottieAnimation.load(data: Data(json.utf8))
        let results = await withTaskGroup(of: [Double].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let renderer = LottieRenderer(animation: animation)
                    return (0..<20).map { frame in
                        renderer.update(frame: Double(frame))
                        return renderer.getValue(for: AnimationKeypath(keypath: "Subject.Transform.Rotation")) as? Double ?? -1
                    }
                }
            }
            var all: [[Double]] = []
            for await result in group { all.append(result) }
            return all
        }
        for result in results { #expect(result == (0..<20).map(Double.init)) }
    }
}
