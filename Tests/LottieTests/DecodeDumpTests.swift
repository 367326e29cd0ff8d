import Foundation
import Testing
@testable import Lottie

/// A tool for changes to the decoder rather than a check of its own: with
/// `LOTTIE_DECODE_DUMP_INPUTS` (a directory of JSON files) and `LOTTIE_DECODE_DUMP_OUTPUT` (a
/// directory) set, writes for every input the full dump of the decoded model with its warnings,
/// or the error, under default and under tight limits. Run it on two builds and `diff -r` the
/// outputs to see that a change decodes every file the same (set
/// `SWIFT_DETERMINISTIC_HASHING=1` so dictionaries dump in the same order).
@Suite("Decode dump (only with LOTTIE_DECODE_DUMP_INPUTS)")
struct DecodeDumpTests {
    private static let environment = ProcessInfo.processInfo.environment

    /// Limits that the larger corpus files exceed, so limit errors are compared too.
    private static let tightLimits: LoadLimits = {
        var l = LoadLimits()
        l.maxLayers = 40
        l.maxShapes = 400
        l.maxKeyframes = 800
        l.maxNestingDepth = 12
        return l
    }()

    @Test(.enabled(if: environment["LOTTIE_DECODE_DUMP_INPUTS"] != nil && environment["LOTTIE_DECODE_DUMP_OUTPUT"] != nil))
    func dumpDecodedModels() throws {
        let inputs = URL(fileURLWithPath: try #require(Self.environment["LOTTIE_DECODE_DUMP_INPUTS"]))
        let output = URL(fileURLWithPath: try #require(Self.environment["LOTTIE_DECODE_DUMP_OUTPUT"]))
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: inputs.path).sorted()
        for name in names {
            let data = try Data(contentsOf: inputs.appendingPathComponent(name))
            var text = ""
            for limits in [LoadLimits.default, Self.tightLimits] {
                do {
                    dump(try LottieAnimation.load(data: data, limits: limits), to: &text)
                } catch {
                    text += "error: \(String(reflecting: error))\n"
                }
            }
            try text.write(to: output.appendingPathComponent(name + ".txt"), atomically: false, encoding: .utf8)
        }
        #expect(!names.isEmpty)
    }
}
