import ArchiveTesting
import Foundation
import Testing
@testable import Lottie

/// Mutated real files must load or fail with a `LottieError`: never crash, hang or run away
/// with memory. Deterministic (seeded), a few thousand cases.
@Suite("Fuzz: mutated, truncated and hostile inputs")
struct FuzzTests {
    /// Limits tight enough that bombs stop quickly, loose enough for the seed files.
    private static let limits: LoadLimits = {
        var l = LoadLimits()
        l.maxDecompressedSize = 8 << 20
        return l
    }()

    /// Small real animations (JSON bytes) to mutate.
    private static let seeds: [[UInt8]] = {
        var seeds = [Array(tinyAnimationJSON.utf8)]
        let candidates = TestCorpus.animationFiles.filter { $0.pathExtension == "json" }.compactMap { url -> (URL, Int)? in
            guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? NSNumber,
                  (3_000...30_000).contains(size.intValue) else { return nil }
            return (url, size.intValue)
        }
        // Every n-th file, for variety in exporters and features.
        let step = max(1, candidates.count / 10)
        for (url, _) in stride(from: 0, to: candidates.count, by: step).map({ candidates[$0] }) {
            if let data = try? Data(contentsOf: url) { seeds.append([UInt8](data)) }
        }
        return seeds
    }()

    private struct Outcome {
        var loaded = 0
        var rejected = 0
        var unexpected: [String] = []

        mutating func run(_ label: String, _ body: () throws -> Void) {
            do {
                try body()
                loaded += 1
            } catch is LottieError {
                rejected += 1
            } catch {
                unexpected.append("\(label): \(type(of: error)) \(error)")
            }
        }
    }

    @Test func mutatedFilesNeverCrash() throws {
        var rng = SeededGenerator(seed: 2024)
        var outcome = Outcome()
        let start = ContinuousClock.now
        for (s, seed) in Self.seeds.enumerated() {
            // Byte flips.
            for i in 0..<60 {
                var bytes = seed
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    bytes[Int.random(in: 0..<bytes.count, using: &rng)] = Self.interestingByte(&rng)
                }
                outcome.run("seed \(s) flip \(i)") { _ = try LottieAnimation.load(jsonBytes: bytes, limits: Self.limits) }
            }
            // Truncations.
            for i in 0..<40 {
                let cut = Int.random(in: 0..<seed.count, using: &rng)
                outcome.run("seed \(s) cut \(i)") { _ = try LottieAnimation.load(jsonBytes: Array(seed[..<cut]), limits: Self.limits) }
            }
            // Structural mutations of the value tree: type swaps, huge numbers, removed members.
            let tree = try LottieJSON(parsing: seed)
            let nodeCount = Self.count(tree)
            for i in 0..<120 {
                var target = Int.random(in: 0..<nodeCount, using: &rng)
                let mutated = Self.mutate(tree, target: &target, rng: &rng)
                outcome.run("seed \(s) tree \(i)") { _ = try LottieAnimation.load(jsonBytes: mutated.jsonBytes(), limits: Self.limits) }
            }
        }
        let elapsed = ContinuousClock.now - start
        print("FuzzTests: \(outcome.loaded + outcome.rejected + outcome.unexpected.count) cases over \(Self.seeds.count) seeds in \(elapsed): \(outcome.loaded) loaded, \(outcome.rejected) rejected")
        #expect(outcome.unexpected.isEmpty, "\(outcome.unexpected.prefix(10).joined(separator: "\n"))")
        #expect(outcome.loaded + outcome.rejected >= 2_000)
        #expect(elapsed < .seconds(60))
    }

    @Test func containersNeverCrash() throws {
        var rng = SeededGenerator(seed: 99)
        var outcome = Outcome()
        let json = Array(tinyAnimationJSON.utf8)
        let gzip = [UInt8](TestArchives.gzip(json))
        let manifest = Array(#"{"animations":[{"id":"a"}]}"#.utf8)
        let zip = [UInt8](TestArchives.zip([.plain("manifest.json", manifest), .plain("animations/a.json", json)]))
        #expect(try LottieAnimation.load(data: Data(zip)) == LottieAnimation.load(jsonBytes: json))
        for (name, container) in [("gzip", gzip), ("zip", zip)] {
            for i in 0..<300 {
                var bytes = container
                if i % 3 == 0 {
                    bytes = Array(bytes[..<Int.random(in: 0..<bytes.count, using: &rng)])
                } else {
                    for _ in 0..<Int.random(in: 1...3, using: &rng) {
                        bytes[Int.random(in: 0..<bytes.count, using: &rng)] = Self.interestingByte(&rng)
                    }
                }
                outcome.run("\(name) \(i)") { _ = try LottieAnimation.load(data: Data(bytes), limits: Self.limits) }
            }
        }
        #expect(outcome.unexpected.isEmpty, "\(outcome.unexpected.prefix(10).joined(separator: "\n"))")
    }

    @Test func hostileInputsFailCleanly() throws {
        let deep = Array((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)
        #expect(throws: LottieError.limitExceeded(limit: .nestingDepth, maximum: 256, path: String(repeating: "[0]", count: 256))) {
            try LottieAnimation.load(jsonBytes: deep)
        }
        let deepObject = Array((String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)).utf8)
        #expect(throws: LottieError.self) { try LottieAnimation.load(jsonBytes: deepObject) }

        let bomb = TestArchives.gzip(deflate: TestArchives.bombDeflate(repeats: 100_000), crc: 0, size: TestArchives.bombSize(repeats: 100_000))
        #expect(throws: LottieError.limitExceeded(limit: .decompressedSize, maximum: 8 << 20, path: "")) {
            try LottieAnimation.load(data: bomb, limits: Self.limits)
        }
        let zipBomb = TestArchives.zip([.plain("manifest.json", Array(#"{"animations":[{"id":"x"}]}"#.utf8)),
                                        .bomb("a/x.json", repeats: 100_000)])
        #expect(throws: LottieError.limitExceeded(limit: .decompressedSize, maximum: 8 << 20, path: "a/x.json")) {
            try LottieAnimation.load(data: zipBomb, limits: Self.limits)
        }
        // Huge numbers are fine where any double is; where an integer is needed they make the
        // part malformed, and it is skipped with a warning.
        for huge in ["1e308", "-1e308", "9223372036854775808", "4294967296"] {
            let json = animationJSON(layers: #"{"ty":4,"ind":1,"ip":0,"op":\#(huge),"st":\#(huge),"ks":{"o":{"a":0,"k":\#(huge)}},"shapes":[{"ty":"gr","np":\#(huge),"it":[]}]}"#)
            let skipped = try LottieAnimation.load(string: json)
            #expect(skipped.layers.first?.content == .shapes([]))
            #expect(skipped.warnings.map(\.description) == ["malformedValue at layers[0].shapes[0]: shape item skipped: invalid value at "
                                                            + "layers[0].shapes[0].np: expected an integer, found number \(Double(huge) ?? 0)"])
            let times = animationJSON(layers: #"{"ty":3,"ind":1,"ip":\#(huge),"op":\#(huge),"st":\#(huge),"ks":{}}"#)
            #expect(try LottieAnimation.load(string: times).layers.first?.outFrame == Double(huge))
        }
    }

    @Test func cyclesInRealFilesAreFound() throws {
        guard let url = TestCorpus.sample("Issues/issue_769.json"), FileManager.default.fileExists(atPath: url.path),
              case .object(var root) = try LottieJSON(parsing: [UInt8](Data(contentsOf: url))),
              case .array(var assets)? = root["assets"], !assets.isEmpty,
              case .object(var asset) = assets[0], let id = asset["id"]?.string,
              case .array(var layers)? = asset["layers"], case .object(var layer) = layers[0] else {
            print("FuzzTests: Issues/issue_769.json (with precompositions) not found; skipped")
            return
        }
        // A precomposition that shows itself.
        layer["ty"] = .number(0)
        layer["refId"] = .string(id)
        layers[0] = .object(layer)
        asset["layers"] = .array(layers)
        assets[0] = .object(asset)
        var cyclic = root
        cyclic["assets"] = .array(assets)
        #expect(throws: LottieError.cyclicPrecomposition(ids: [id, id])) {
            try LottieAnimation.load(jsonBytes: LottieJSON.object(cyclic).jsonBytes())
        }
        // Two root layers that are each other's parent.
        guard case .array(var rootLayers)? = root["layers"], rootLayers.count >= 2,
              case .object(var first) = rootLayers[0], case .object(var second) = rootLayers[1] else { return }
        first["ind"] = .number(1001); first["parent"] = .number(1002)
        second["ind"] = .number(1002); second["parent"] = .number(1001)
        rootLayers[0] = .object(first)
        rootLayers[1] = .object(second)
        root["layers"] = .array(rootLayers)
        #expect(throws: LottieError.parentCycle(path: "layers", indices: [1001, 1002, 1001])) {
            try LottieAnimation.load(jsonBytes: LottieJSON.object(root).jsonBytes())
        }
    }

    // MARK: Mutations

    private static func interestingByte(_ rng: inout SeededGenerator) -> UInt8 {
        let specials = Array("{}[]\",:0-e.9\\ntf".utf8) + [0, 0x80, 0xFF, 0xC3]
        return Bool.random(using: &rng) ? specials.randomElement(using: &rng) ?? 0 : UInt8.random(in: 0...255, using: &rng)
    }

    private static func count(_ v: LottieJSON) -> Int {
        switch v {
        case .array(let a): return 1 + a.reduce(0) { $0 + count($1) }
        case .object(let o): return 1 + o.values.reduce(0) { $0 + count($1) }
        default: return 1
        }
    }

    /// Replaces the `target`-th node (pre-order) with something else.
    private static func mutate(_ v: LottieJSON, target: inout Int, rng: inout SeededGenerator) -> LottieJSON {
        if target == 0 {
            target = -1
            return replacement(for: v, rng: &rng)
        }
        target -= 1
        switch v {
        case .array(let a):
            return .array(a.map { target >= 0 ? mutate($0, target: &target, rng: &rng) : $0 })
        case .object(let o):
            var result: [String: LottieJSON] = [:]
            for key in o.keys.sorted() {
                guard let child = o[key] else { continue }
                result[key] = target >= 0 ? mutate(child, target: &target, rng: &rng) : child
            }
            return .object(result)
        default:
            return v
        }
    }

    private static func replacement(for v: LottieJSON, rng: inout SeededGenerator) -> LottieJSON {
        let options: [LottieJSON] = [
            .null, .bool(true), .string("x"), .string(""), .number(0), .number(-1), .number(1e308), .number(-1e308),
            .number(.leastNonzeroMagnitude), .number(9.2e18), .number(0.5), .array([]), .array([.number(1)]), .object([:]),
            .array([.object(["t": .number(0)])]), .object(["a": .number(1), "k": .array([])]),
        ]
        switch v {
        case .object(var o) where !o.isEmpty && Bool.random(using: &rng):
            // Drop one member.
            if let key = o.keys.sorted().randomElement(using: &rng) { o[key] = nil }
            return .object(o)
        case .array(var a) where !a.isEmpty && Bool.random(using: &rng):
            a.append(contentsOf: a)  // duplicate the elements
            return .array(a)
        default:
            return options.randomElement(using: &rng) ?? .null
        }
    }
}
