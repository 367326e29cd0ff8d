import Foundation

/// A dotLottie theme (`t/<id>.json`): values for slots, for every animation of the archive or
/// only some.
///
/// A theme is `{"rules": [...]}`; a rule names a slot (`id`), a `type` — `Color`, `Scalar`,
/// `Position`, `Vector`, `Gradient`, `Image` or `Text` — and either a `value` or `keyframes`
/// (`frame`, `value`, `inTangent`, `outTangent`, `hold`, and for positions `valueInTangent`
/// and `valueOutTangent`), and may be limited to some animations (`animations`). The values
/// are those dotlottie-rs reads (`dotlottie-rs/src/theme.rs` in github.com/LottieFiles/dotlottie-rs):
/// colours `[r, g, b, a]` in 0...1, gradients `[{"offset", "color"}]`, images
/// `{"src", "width", "height"}` (`src` a file of the archive's image folder or a `data:` URL),
/// text `{"text", "fontName", "fontSize", "fillColor", ...}`.
///
/// Get one from ``DotLottieFile/theme(id:)``; apply it when loading
/// (``DotLottieFile/animation(id:themeID:)``) or at run time by setting its
/// ``slotValues(forAnimation:)`` as slots on a renderer or player.
public struct DotLottieTheme: Hashable, Sendable {
    /// One rule: a value for one slot.
    public struct Rule: Hashable, Sendable {
        /// The slot the rule gives a value (`id`).
        public var slotID: String
        /// The animations the rule is limited to (`animations`); nil for all.
        public var animationIDs: [String]?
        /// The value.
        public var value: LottieSlotValue

        /// A rule.
        public init(slotID: String, animationIDs: [String]? = nil, value: LottieSlotValue) {
            self.slotID = slotID; self.animationIDs = animationIDs; self.value = value
        }

        /// Whether the rule applies to the animation with this id.
        public func applies(to animationID: String) -> Bool { animationIDs?.contains(animationID) ?? true }
    }

    /// The theme's id (its file name without `.json`).
    public var id: String
    /// The rules that could be read, in file order.
    public var rules: [Rule]
    /// Rules that were skipped: without a slot id, of an unknown type, without a value, or
    /// naming an image the archive lacks. The path names the rule (`rules[2]`).
    public var warnings: [LottieWarning] = []

    /// A theme.
    public init(id: String, rules: [Rule], warnings: [LottieWarning] = []) {
        self.id = id; self.rules = rules; self.warnings = warnings
    }

    /// The slot values the theme gives one animation; a later rule for the same slot wins.
    public func slotValues(forAnimation animationID: String) -> [String: LottieSlotValue] {
        var values: [String: LottieSlotValue] = [:]
        for rule in rules where rule.applies(to: animationID) { values[rule.slotID] = rule.value }
        return values
    }

    /// Reads a parsed theme file. Image rules take their bytes from `images` (the archive's
    /// image files by name) unless their `src` is a `data:` URL.
    init(id: String, json: LottieJSON, images: [String: Data], limits: LoadLimits) {
        self.id = id
        rules = []
        for (path, rule) in Self.rules(of: json, warnings: &warnings) {
            guard let (kind, slot) = Self.slotProperty(of: rule, path: path, warnings: &warnings) else { continue }
            do {
                let (decoded, problems) = try LottieSlotValue.decode(slot, kind: kind, limits: limits)
                var value = decoded
                warnings += problems.map { LottieWarning(kind: $0.kind, path: "\(path).\($0.path)", message: $0.message) }
                if case .image(var asset) = value.content, asset.data == nil {
                    guard let data = images[asset.fileName] else {
                        warnings.append(LottieWarning(kind: .skippedImage, path: path,
                                                      message: "the archive has no image \"\(asset.fileName)\"; rule skipped"))
                        continue
                    }
                    asset.data = data
                    value = LottieSlotValue(.image(asset))
                }
                let slotID = rule["id"]?.string ?? rule["slotId"]?.string ?? ""
                rules.append(Rule(slotID: slotID, animationIDs: rule["animations"]?.array?.compactMap(\.string), value: value))
            } catch {
                warnings.append(LottieWarning(kind: .malformedValue, path: path, message: "\(error); rule skipped"))
            }
        }
    }

    /// The theme's rules as slot objects, for rewriting an animation's `slots` before decoding
    /// it: `existing` (the animation's own slots) with each rule for `animationID` replacing
    /// its slot's value.
    static func slots(from theme: LottieJSON, animationID: String, existing: LottieJSON?) -> ([String: LottieJSON], [LottieWarning]) {
        var slots: [String: LottieJSON] = [:]
        if case .object(let current)? = existing { slots = current }
        var warnings: [LottieWarning] = []
        for (path, rule) in rules(of: theme, warnings: &warnings) {
            if let only = rule["animations"]?.array, !only.contains(.string(animationID)) { continue }
            guard let (_, slot) = slotProperty(of: rule, path: path, warnings: &warnings),
                  let id = rule["id"]?.string ?? rule["slotId"]?.string else { continue }
            slots[id] = .object(["p": slot])
        }
        return (slots, warnings)
    }

    /// The rules that name a slot, with their paths; the others become warnings.
    private static func rules(of theme: LottieJSON, warnings: inout [LottieWarning]) -> [(String, LottieJSON)] {
        (theme["rules"]?.array ?? []).enumerated().compactMap { i, rule in
            let path = "rules[\(i)]"
            guard rule["id"]?.string ?? rule["slotId"]?.string != nil else {
                warnings.append(LottieWarning(kind: .malformedValue, path: path, message: "theme rule without a slot id; skipped"))
                return nil
            }
            return (path, rule)
        }
    }

    /// A rule's value as the slot object an animation's `slots` would hold (`slots.<id>.p`),
    /// with its kind; nil (and a warning) for a rule of an unknown type or without a value.
    private static func slotProperty(of rule: LottieJSON, path: String,
                                     warnings: inout [LottieWarning]) -> (LottieSlotValue.Kind, LottieJSON)? {
        let type = rule["type"]?.string ?? ""
        let result: (LottieSlotValue.Kind, LottieJSON?)
        switch type.lowercased() {
        case "color": result = (.color, property(rule) { $0 })
        case "scalar": result = (.scalar, property(rule, keyframeValue: { $0.number != nil ? .array([$0]) : $0 }) { $0 })
        case "position", "vector": result = (.vector, property(rule) { $0 })
        case "gradient": result = (.gradient, gradient(rule))
        case "image": result = (.image, rule["value"].flatMap(image))
        case "text": result = (.text, text(rule))
        default:
            warnings.append(LottieWarning(kind: .unsupportedFeature, path: path, message: "theme rule type \"\(type)\" is not applied"))
            return nil
        }
        guard let slot = result.1 else {
            warnings.append(LottieWarning(kind: .malformedValue, path: path, message: "theme rule has no value or keyframes; skipped"))
            return nil
        }
        return (result.0, slot)
    }

    /// A Lottie property object `{"a", "k"}` for a rule's `value` or `keyframes`, each value
    /// converted by `convert` (and, inside keyframes, by `keyframeValue` after that).
    private static func property(_ rule: LottieJSON, keyframeValue: (LottieJSON) -> LottieJSON = { $0 },
                                 _ convert: (LottieJSON) -> LottieJSON?) -> LottieJSON? {
        if let value = rule["value"] {
            return convert(value).map { .object(["a": .number(0), "k": $0]) }
        }
        guard let frames = rule["keyframes"]?.array, !frames.isEmpty else { return nil }
        var keyframes: [LottieJSON] = []
        for frame in frames {
            var k: [String: LottieJSON] = ["t": frame["frame"] ?? .number(0)]
            if let v = frame["value"] {
                guard let converted = convert(v) else { return nil }
                k["s"] = keyframeValue(converted)
            }
            if let i = frame["inTangent"] { k["i"] = i }
            if let o = frame["outTangent"] { k["o"] = o }
            if let ti = frame["valueInTangent"] { k["ti"] = ti }
            if let to = frame["valueOutTangent"] { k["to"] = to }
            if frame["hold"]?.bool == true { k["h"] = .number(1) }
            keyframes.append(.object(k))
        }
        return .object(["a": .number(1), "k": .array(keyframes)])
    }

    /// Gradient data `{"p": stops, "k": property}` from stops `[{"offset", "color"}]`.
    private static func gradient(_ rule: LottieJSON) -> LottieJSON? {
        let first = rule["value"] ?? rule["keyframes"]?.array?.first?["value"]
        guard let count = first?.array?.count, let colors = property(rule, gradientData) else { return nil }
        return .object(["p": .number(Double(count)), "k": colors])
    }

    /// Lottie's flat gradient layout for stops `[{"offset", "color": [r, g, b, a]}]`:
    /// (offset, r, g, b) per stop, then (offset, alpha) per stop when any stop has an alpha.
    private static func gradientData(_ stops: LottieJSON) -> LottieJSON? {
        guard let stops = stops.array else { return nil }
        var colors: [LottieJSON] = [], alphas: [LottieJSON] = []
        var hasAlpha = false
        for stop in stops {
            guard let offset = stop["offset"]?.number, let c = stop["color"]?.array?.compactMap(\.number), c.count >= 3 else {
                return nil
            }
            colors += [offset, c[0], c[1], c[2]].map { .number($0) }
            alphas += [.number(offset), .number(c.count > 3 ? c[3] : 1)]
            hasAlpha = hasAlpha || c.count > 3
        }
        return .array(hasAlpha ? colors + alphas : colors)
    }

    /// An image asset's fields for `{"src", "width", "height"}`: `src` a path whose file name
    /// the archive's image folder holds, or a `data:` URL.
    private static func image(_ value: LottieJSON) -> LottieJSON? {
        guard let src = value["src"]?.string, !src.isEmpty else { return nil }
        var fields: [String: LottieJSON] = ["w": value["width"] ?? .number(0), "h": value["height"] ?? .number(0)]
        if src.hasPrefix("data:") {
            fields["p"] = .string(src)
            fields["e"] = .number(1)
        } else {
            // Only the file name: archive images are found by name, never by a path.
            fields["p"] = .string(String(src.split(separator: "/").last ?? Substring(src)))
            fields["u"] = .string("")
            fields["e"] = .number(0)
        }
        return .object(fields)
    }

    /// Text documents as Lottie writes them (`{"k": [{"t", "s"}]}`) for a rule's `value` or
    /// `keyframes` of `{"text", "fontName", ...}`.
    private static func text(_ rule: LottieJSON) -> LottieJSON? {
        let frames: [LottieJSON]
        if let value = rule["value"] {
            frames = [.object(["frame": .number(0), "value": value])]
        } else {
            frames = rule["keyframes"]?.array ?? []
        }
        var keyframes: [LottieJSON] = []
        for frame in frames {
            guard let document = frame["value"].flatMap(textDocument) else { return nil }
            keyframes.append(.object(["t": frame["frame"] ?? .number(0), "s": document]))
        }
        return keyframes.isEmpty ? nil : .object(["k": .array(keyframes)])
    }

    /// A Lottie text document (`t`, `f`, `s`, `fc`, ...) for a theme's text value.
    private static func textDocument(_ value: LottieJSON) -> LottieJSON? {
        guard let text = value["text"]?.string else { return nil }
        var d: [String: LottieJSON] = ["t": .string(text)]
        let fields = ["fontName": "f", "fontSize": "s", "fillColor": "fc", "strokeColor": "sc", "strokeWidth": "sw",
                      "strokeOverFill": "of", "lineHeight": "lh", "tracking": "tr", "baselineShift": "ls",
                      "wrapSize": "sz", "wrapPosition": "ps"]
        for (name, key) in fields { if let v = value[name] { d[key] = v } }
        let justifications = ["Left", "Right", "Center", "JustifyLastLeft", "JustifyLastRight", "JustifyLastCenter",
                              "JustifyLastFull"]
        if let j = value["justify"] {
            d["j"] = j.string.flatMap { justifications.firstIndex(of: $0) }.map { .number(Double($0)) } ?? j
        }
        if let caps = value["textCaps"] {
            d["ca"] = caps.string.flatMap { ["Regular", "AllCaps", "SmallCaps"].firstIndex(of: $0) }.map { .number(Double($0)) } ?? caps
        }
        return .object(d)
    }
}
