import Foundation
import Testing
@testable import Lottie

/// The loading rule of the LottieFormat catalog's "Loading animations" article ("What is fatal
/// and what is a warning"): a malformed part that the composition can exist without is skipped
/// with a warning naming it, and everything else loads exactly as before.
///
/// The mutation test corrupts one part at a time of every conformance animation (type swaps,
/// `""`, `null`, deletions) and checks that the file still loads, that every part skipped
/// contains the corruption, and that the layers and assets the corruption is not in decode to the
/// same model as before (so they render the same). `LENIENCY_MUTANTS=5000 swift test --filter
/// LenientDecodingTests` runs a longer campaign than the default few hundred.
@Suite("Lenient decoding: malformed parts are warnings")
struct LenientDecodingTests {
    @Test func anEffectParameterWithAnEmptyTypeSkipsTheEffectOnly() throws {
        let json = animationJSON(layers: #"""
        {"ty":1,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"sw":100,"sh":100,"sc":"#ff0000",
         "ef":[{"ty":21,"nm":"Fill","ef":[{"ty":"","nm":"Color","v":{"a":0,"k":1}}]},{"ty":29,"nm":"Blur","ef":[]}]},
        {"ty":3,"ind":2,"ip":0,"op":60,"st":0,"ks":{}}
        """#)
        let animation = try LottieAnimation.load(string: json)
        #expect(animation.layers.count == 2)
        #expect(animation.layers[0].effects.map(\.name) == ["Blur"])
        let warning = try #require(animation.warnings.first { $0.kind == .malformedValue })
        #expect(warning.path == "layers[0].ef[0]")
        #expect(warning.message.hasPrefix("effect skipped: invalid value at layers[0].ef[0].ef[0].ty"))
    }

    @Test func malformedPartsAreSkippedAndTheRestLoads() throws {
        let json = animationJSON(layers: """
        {"ty":4,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[
            {"ty":"rc","s":{"a":0,"k":[10,10]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":"round"}},
            {"ty":"el","s":{"a":0,"k":[10,10]},"p":{"a":0,"k":[0,0]}},
            {"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}],
         "masksProperties":[{"mode":"a","pt":"nope"},{"mode":"a","pt":{"a":0,"k":{"c":true,"v":[],"i":[],"o":[]}}}]},
        {"ty":"image","ind":2},
        {"ty":3,"ind":3,"ip":0,"op":60,"st":0,"ks":{}}
        """, extra: #""assets":[{"id":"bad","layers":{}},{"id":"ok","layers":[]}],"markers":[{"cm":"a","tm":"x"},{"cm":"b","tm":5}],"fonts":{"list":"none"},"#)
        let a = try LottieAnimation.load(string: json)
        #expect(a.layers.map(\.index) == [1, 3])
        guard case .shapes(let shapes)? = a.layers.first?.content else { Issue.record("no shapes"); return }
        #expect(shapes.count == 2)
        #expect(a.layers[0].masks.count == 1)
        #expect(a.precompositions.keys.sorted() == ["ok"])
        #expect(a.markers.map(\.name) == ["b"])
        #expect(a.fonts.isEmpty)
        let skipped = Set(a.warnings.filter { $0.kind == .malformedValue }.map(\.path))
        #expect(skipped == ["layers[0].shapes[0]", "layers[0].masksProperties[0]", "layers[1]", "assets[0]",
                            "markers[0]", "fonts"])
    }

    @Test func whatTheCompositionNeedsIsStillFatal() throws {
        #expect(throws: LottieError.self) { try LottieAnimation.load(string: #"{"v":"5.7","fr":30,"ip":0,"op":60,"w":"wide","h":100,"layers":[]}"#) }
        #expect(throws: LottieError.self) { try LottieAnimation.load(string: #"{"v":"5.7","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":{}}"#) }
        #expect(throws: LottieError.self) { try LottieAnimation.load(string: #"{"v":"5.7","fr":30,"ip":0,"w":100,"h":100,"layers":[]}"#) }
        // Limits stay limits.
        var limits = LoadLimits()
        limits.maxShapes = 1
        let json = animationJSON(layers: shapeLayerJSON(#"{"ty":"el"},{"ty":"el"}"#))
        #expect(throws: LottieError.self) { try LottieAnimation.load(string: json, limits: limits) }
    }

    @Test func corruptingOnePartLeavesTheRestAsItWas() throws {
        let files = TestCorpus.animationFiles.filter { url in
            guard url.pathExtension == "json",
                  let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? NSNumber else { return false }
            return size.intValue <= 150_000
        }
        guard !files.isEmpty else { return }  // no ../shared: nothing to mutate
        let wanted = ProcessInfo.processInfo.environment["LENIENCY_MUTANTS"].flatMap(Int.init) ?? 400
        var rng = SeededGenerator(seed: 18)
        var mutants = 0, skippedParts = 0
        var failures: [String] = []
        // Each file read once: its model, its value tree and the places to corrupt.
        let subjects: [(url: URL, original: LottieAnimation, tree: LottieJSON, places: [MutationPlace])] = files.compactMap { url in
            guard let bytes = try? [UInt8](Data(contentsOf: url)), let original = try? LottieAnimation.load(jsonBytes: bytes),
                  let tree = try? LottieJSON(parsing: bytes) else { return nil }
            var places: [MutationPlace] = []
            MutationPlace.collect(in: tree, into: &places)
            return places.isEmpty ? nil : (url, original, tree, places)
        }
        // Round-robin over the files, so that every file is corrupted before any twice.
        while mutants < wanted, failures.count < 10 {
            for (url, original, tree, places) in subjects where mutants < wanted {
                guard let place = places.randomElement(using: &rng) else { continue }
                let corruption = Corruption.all.randomElement(using: &rng) ?? .null
                let mutated = place.applying(corruption, to: tree)
                mutants += 1
                let name = "\(TestCorpus.name(url)) \(place.path) ← \(corruption)"
                let animation: LottieAnimation
                do {
                    animation = try LottieAnimation.load(jsonBytes: mutated.jsonBytes())
                } catch LottieError.parentCycle where place.lastKey == "parent" || place.lastKey == "ind" {
                    continue  // a parent cycle stays fatal (the rule's documented exception)
                } catch {
                    failures.append("\(name): refused: \(error)")
                    continue
                }
                let newlySkipped = animation.warnings.filter { $0.kind == .malformedValue && $0.message.contains(" skipped: ") }
                    .filter { w in !original.warnings.contains(w) }
                skippedParts += newlySkipped.count
                // (A deletion renumbers the elements after it, so their old warnings look new.)
                for w in newlySkipped where corruption != .deleted && !place.isInside(w.path) {
                    failures.append("\(name): skipped \(w.path), which does not contain the corruption")
                }
                if let problem = place.untouchedPartsDiffer(original, animation) { failures.append("\(name): \(problem)") }
            }
        }
        print("LenientDecodingTests: \(mutants) mutants of \(files.count) files, \(skippedParts) parts skipped")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(mutants >= min(wanted, subjects.count))
    }
}

/// A corruption of one JSON value.
private enum Corruption: CustomStringConvertible, CaseIterable {
    case null, emptyString, string, bool, emptyArray, emptyObject, deleted

    static let all = Corruption.allCases

    var replacement: LottieJSON? {
        switch self {
        case .null: return .null
        case .emptyString: return .string("")
        case .string: return .string("x")
        case .bool: return .bool(true)
        case .emptyArray: return .array([])
        case .emptyObject: return .object([:])
        case .deleted: return nil
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .emptyString: return "\"\""
        case .string: return "\"x\""
        case .bool: return "true"
        case .emptyArray: return "[]"
        case .emptyObject: return "{}"
        case .deleted: return "deleted"
        }
    }
}

/// A value inside a part the composition can exist without: a top-level layer or asset (at any
/// depth), or the markers, fonts and glyphs.
private struct MutationPlace {
    /// Keys and indices from the root.
    var steps: [Step]

    enum Step { case key(String), index(Int) }

    /// The JSON path in the form warnings use (`layers[3].shapes[1].it[0]`).
    var path: String {
        var s = ""
        for step in steps {
            switch step {
            case .key(let k): s += s.isEmpty ? k : "." + k
            case .index(let i): s += "[\(i)]"
            }
        }
        return s
    }

    /// The member name this place is under, if it is an object member.
    var lastKey: String? {
        if case .key(let k)? = steps.last { return k }
        return nil
    }

    /// Whether this place is the part at `path` or inside it.
    func isInside(_ part: String) -> Bool {
        let p = path
        return p == part || p.hasPrefix(part + ".") || p.hasPrefix(part + "[")
    }

    static func collect(in root: LottieJSON, into places: inout [MutationPlace]) {
        for section in ["layers", "assets", "markers", "fonts", "chars"] {
            guard let value = root[section] else { continue }
            if case .array(let parts) = value {
                for (i, part) in parts.enumerated() { walk(part, [.key(section), .index(i)], &places) }
            } else if section != "layers" {
                walk(value, [.key(section)], &places)
            }
        }
    }

    private static func walk(_ v: LottieJSON, _ steps: [Step], _ places: inout [MutationPlace]) {
        places.append(MutationPlace(steps: steps))
        switch v {
        case .array(let a): for (i, e) in a.enumerated() { walk(e, steps + [.index(i)], &places) }
        case .object(let o): for k in o.keys.sorted() { if let e = o[k] { walk(e, steps + [.key(k)], &places) } }
        default: break
        }
    }

    func applying(_ corruption: Corruption, to root: LottieJSON) -> LottieJSON {
        Self.replace(root, steps[...], corruption)
    }

    private static func replace(_ v: LottieJSON, _ rest: ArraySlice<Step>, _ corruption: Corruption) -> LottieJSON {
        guard let step = rest.first else { return corruption.replacement ?? .null }
        let last = rest.count == 1
        switch (step, v) {
        case (.key(let k), .object(var o)):
            if last, corruption == .deleted { o[k] = nil } else if let child = o[k] { o[k] = replace(child, rest.dropFirst(), corruption) }
            return .object(o)
        case (.index(let i), .array(var a)) where a.indices.contains(i):
            if last, corruption == .deleted { a.remove(at: i) } else { a[i] = replace(a[i], rest.dropFirst(), corruption) }
            return .array(a)
        default:
            return v
        }
    }

    /// Nil when every top-level layer and asset that does not hold the corruption decodes as
    /// before; otherwise what differs.
    func untouchedPartsDiffer(_ before: LottieAnimation, _ after: LottieAnimation) -> String? {
        guard case .key(let section)? = steps.first else { return nil }
        let touched: Int? = steps.count > 1 ? { if case .index(let i) = steps[1] { return i }; return nil }() : nil
        var beforeLayers = before.layers, afterLayers = after.layers
        if section == "layers", let touched {
            beforeLayers.remove(at: touched)
            // The touched layer is still there unless it was skipped or deleted.
            if afterLayers.count == before.layers.count { afterLayers.remove(at: touched) }
        }
        if beforeLayers != afterLayers { return "an untouched layer decoded differently" }
        var beforePrecomps = before.precompositions, afterPrecomps = after.precompositions
        var beforeImages = before.images, afterImages = after.images
        if section == "assets" {
            for (id, p) in beforePrecomps where afterPrecomps[id] != p { beforePrecomps[id] = nil; afterPrecomps[id] = nil; break }
            for (id, i) in beforeImages where afterImages[id] != i { beforeImages[id] = nil; afterImages[id] = nil; break }
            // A corrupted id makes the asset appear under another name.
            for id in Set(afterPrecomps.keys).subtracting(beforePrecomps.keys) { afterPrecomps[id] = nil }
            for id in Set(afterImages.keys).subtracting(beforeImages.keys) { afterImages[id] = nil }
        }
        if beforePrecomps != afterPrecomps { return "an untouched precomposition decoded differently" }
        if beforeImages != afterImages { return "an untouched image asset decoded differently" }
        return nil
    }
}
