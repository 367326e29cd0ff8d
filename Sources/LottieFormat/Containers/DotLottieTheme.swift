/// Turns a dotLottie theme (`t/<id>.json`: `{"rules": [...]}`) into slot values.
///
/// A rule names a slot (`id`), a type and either a `value` or `keyframes`
/// (`frame`, `value`, `inTangent`, `outTangent`, `hold`); it can be limited to some animations
/// (`animations`). Colour, scalar, position and vector rules are applied; other types are
/// reported as warnings.
enum DotLottieTheme {
    static func slots(from theme: LottieJSON, animationID: String, existing: LottieJSON?) -> ([String: LottieJSON], [LottieWarning]) {
        var slots: [String: LottieJSON] = [:]
        if case .object(let current)? = existing { slots = current }
        var warnings: [LottieWarning] = []
        for (i, rule) in (theme["rules"]?.array ?? []).enumerated() {
            let path = "rules[\(i)]"
            guard let id = rule["id"]?.string ?? rule["slotId"]?.string else {
                warnings.append(LottieWarning(kind: .malformedValue, path: path, message: "theme rule without a slot id; skipped"))
                continue
            }
            if let only = rule["animations"]?.array, !only.contains(.string(animationID)) { continue }
            let type = (rule["type"]?.string ?? "").lowercased()
            guard ["color", "scalar", "position", "vector"].contains(type) else {
                warnings.append(LottieWarning(kind: .unsupportedFeature, path: path,
                                              message: "theme rule type \"\(rule["type"]?.string ?? "")\" is not applied"))
                continue
            }
            guard let property = property(rule, scalar: type == "scalar") else {
                warnings.append(LottieWarning(kind: .malformedValue, path: path, message: "theme rule has no value or keyframes; skipped"))
                continue
            }
            slots[id] = .object(["p": property])
        }
        return (slots, warnings)
    }

    /// A Lottie property object for a rule's value or keyframes.
    private static func property(_ rule: LottieJSON, scalar: Bool) -> LottieJSON? {
        if let value = rule["value"] {
            return .object(["a": .number(0), "k": value])
        }
        guard let frames = rule["keyframes"]?.array, !frames.isEmpty else { return nil }
        let keyframes: [LottieJSON] = frames.map { frame in
            var k: [String: LottieJSON] = ["t": frame["frame"] ?? .number(0)]
            if let v = frame["value"] { k["s"] = scalar && v.number != nil ? .array([v]) : v }
            if let i = frame["inTangent"] { k["i"] = i }
            if let o = frame["outTangent"] { k["o"] = o }
            if frame["hold"]?.bool == true { k["h"] = .number(1) }
            return .object(k)
        }
        return .object(["a": .number(1), "k": .array(keyframes)])
    }
}
