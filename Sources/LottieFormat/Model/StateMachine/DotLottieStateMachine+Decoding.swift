extension DotLottieStateMachine {
    /// Reads a state machine file's bytes. Bytes that are not JSON give a machine with no
    /// states and a warning (loading it then fails with a typed error); see `init(id:json:)`.
    public init(id: String, bytes: [UInt8], maxNestingDepth: Int = LoadLimits.default.maxNestingDepth) {
        do {
            self.init(id: id, json: try LottieJSON(parsing: bytes, maxDepth: maxNestingDepth))
        } catch {
            self.init(id: id, initial: "", states: [], warnings: [
                LottieWarning(kind: .malformedValue, path: "s/\(id).json", message: "not a state machine: \(error)"),
            ])
        }
    }

    /// Reads a parsed state machine, leaving out with a warning each part that cannot be read.
    public init(id: String, json: LottieJSON) {
        var reader = StateMachineReader()
        let initial = json["initial"]?.string ?? json["descriptor"]?["initial"]?.string
        if initial == nil { reader.warn("initial", "no initial state") }
        let states = reader.list(json["states"], path: "states", required: true) { reader, item, path in
            reader.state(item, path: path)
        }
        let interactions = reader.list(json["interactions"], path: "interactions") { reader, item, path in
            reader.interaction(item, path: path)
        }
        let inputs = reader.list(json["inputs"], path: "inputs") { reader, item, path in
            reader.input(item, path: path)
        }
        self.init(id: id, initial: initial ?? "", states: states, interactions: interactions, inputs: inputs,
                  warnings: reader.warnings)
    }
}

/// Reads the parts of a state machine, collecting warnings for what it leaves out.
private struct StateMachineReader {
    typealias Machine = DotLottieStateMachine
    var warnings: [LottieWarning] = []

    mutating func warn(_ path: String, _ message: String) {
        warnings.append(LottieWarning(kind: .malformedValue, path: path, message: message))
    }

    mutating func list<T>(_ json: LottieJSON?, path: String, required: Bool = false,
                          _ read: (inout StateMachineReader, LottieJSON, String) -> T?) -> [T] {
        guard let json else {
            if required { warn(path, "missing") }
            return []
        }
        guard let items = json.array else {
            warn(path, "not an array; ignored")
            return []
        }
        var result: [T] = []
        for (index, item) in items.enumerated() {
            if let value = read(&self, item, "\(path)[\(index)]") { result.append(value) }
        }
        return result
    }

    mutating func state(_ json: LottieJSON, path: String) -> Machine.State? {
        guard let name = json["name"]?.string else {
            warn(path, "a state without a name; left out")
            return nil
        }
        let type = json["type"]?.string ?? "PlaybackState"
        let kind: Machine.Kind
        switch type {
        case "PlaybackState":
            kind = .playback(playback(json, path: path))
        case "GlobalState":
            kind = .global
        default:
            warn("\(path).type", "unknown state type \"\(type)\"; read as a playback state")
            kind = .playback(playback(json, path: path))
        }
        let transitions = list(json["transitions"], path: "\(path).transitions") { reader, item, path in
            reader.transition(item, path: path)
        }
        let entry = list(json["entryActions"], path: "\(path).entryActions") { reader, item, path in reader.action(item, path: path) }
        let exit = list(json["exitActions"], path: "\(path).exitActions") { reader, item, path in reader.action(item, path: path) }
        return Machine.State(name: name, kind: kind, transitions: transitions, entryActions: entry, exitActions: exit)
    }

    mutating func playback(_ json: LottieJSON, path: String) -> Machine.Playback {
        var p = Machine.Playback()
        p.animationID = json["animation"]?.string ?? json["animationId"]?.string ?? ""
        p.loop = json["loop"]?.bool ?? false
        if let count = json["loopCount"]?.number {
            if count.isFinite, count >= 0, count <= Double(Int32.max) { p.loopCount = Int(count) } else { warn("\(path).loopCount", "not a count; ignored") }
        }
        p.isFinal = json["final"]?.bool ?? false
        p.autoplay = json["autoplay"]?.bool ?? false
        if let mode = json["mode"]?.string {
            if let known = Machine.Mode(rawValue: mode) { p.mode = known } else { warn("\(path).mode", "unknown mode \"\(mode)\"; Forward used") }
        }
        if let speed = json["speed"]?.number {
            if speed.isFinite, speed > 0 { p.speed = speed } else { warn("\(path).speed", "not a positive speed; 1 used") }
        }
        p.segment = json["segment"]?.string
        if let color = json["backgroundColor"]?.number, color.isFinite, color >= 0, color <= Double(UInt32.max) {
            p.backgroundColor = UInt32(color)
        }
        return p
    }

    mutating func transition(_ json: LottieJSON, path: String) -> Machine.Transition? {
        guard let to = json["toState"]?.string ?? json["to_state"]?.string else {
            warn(path, "a transition without toState; left out")
            return nil
        }
        if let type = json["type"]?.string, type != "Transition" {
            warn("\(path).type", "transition type \"\(type)\" played as a plain transition")
        }
        var dropped = false
        let guards = list(json["guards"], path: "\(path).guards") { reader, item, path -> Machine.Guard? in
            let g = reader.guardValue(item, path: path)
            if g == nil { dropped = true }
            return g
        }
        // A transition whose guard could not be read would otherwise be taken without it.
        if dropped {
            warn(path, "a guard could not be read; the transition is left out")
            return nil
        }
        return Machine.Transition(toState: to, guards: guards)
    }

    mutating func guardValue(_ json: LottieJSON, path: String) -> Machine.Guard? {
        guard let type = json["type"]?.string, let input = json["inputName"]?.string else {
            warn(path, "a guard needs a type and an inputName")
            return nil
        }
        if type == "Event" { return .event(input: input) }
        guard let conditionName = json["conditionType"]?.string, let condition = Machine.Condition(rawValue: conditionName) else {
            warn("\(path).conditionType", "missing or unknown condition")
            return nil
        }
        let compare = json["compareTo"]
        switch type {
        case "Numeric":
            guard let operand = number(compare) else { warn("\(path).compareTo", "not a number or $input"); return nil }
            return .numeric(input: input, condition: condition, compareTo: operand)
        case "String":
            guard let operand = string(compare) else { warn("\(path).compareTo", "not a string"); return nil }
            guard condition == .equal || condition == .notEqual else { warn("\(path).conditionType", "strings compare only for equality"); return nil }
            return .string(input: input, condition: condition, compareTo: operand)
        case "Boolean":
            guard let operand = boolean(compare) else { warn("\(path).compareTo", "not a boolean or $input"); return nil }
            guard condition == .equal || condition == .notEqual else { warn("\(path).conditionType", "booleans compare only for equality"); return nil }
            return .boolean(input: input, condition: condition, compareTo: operand)
        default:
            warn("\(path).type", "unknown guard type \"\(type)\"")
            return nil
        }
    }

    mutating func action(_ json: LottieJSON, path: String) -> Machine.Action? {
        guard let type = json["type"]?.string else {
            warn(path, "an action without a type; left out")
            return nil
        }
        let input = json["inputName"]?.string
        func needInput(_ make: (String) -> Machine.Action?) -> Machine.Action? {
            guard let input else { warn(path, "\(type) needs an inputName; left out"); return nil }
            guard let action = make(input) else { warn("\(path).value", "\(type) has no usable value; left out"); return nil }
            return action
        }
        switch type {
        case "Increment": return needInput { .increment(input: $0, by: number(json["value"])) }
        case "Decrement": return needInput { .decrement(input: $0, by: number(json["value"])) }
        case "Toggle": return needInput { .toggle(input: $0) }
        case "SetBoolean": return needInput { name in boolean(json["value"]).map { .setBoolean(input: name, value: $0) } }
        case "SetNumeric": return needInput { name in number(json["value"]).map { .setNumeric(input: name, value: $0) } }
        case "SetString": return needInput { name in string(json["value"]).map { .setString(input: name, value: $0) } }
        case "Fire": return needInput { .fire(input: $0) }
        case "Reset": return needInput { .reset(input: $0) }
        case "SetTheme":
            guard let value = string(json["value"] ?? json["themeId"]) else { warn(path, "SetTheme needs a value"); return nil }
            return .setTheme(value)
        case "SetFrame":
            guard let value = number(json["value"]) else { warn(path, "SetFrame needs a value"); return nil }
            return .setFrame(value)
        case "SetProgress":
            guard let value = number(json["value"]) else { warn(path, "SetProgress needs a value"); return nil }
            return .setProgress(value)
        case "FireCustomEvent":
            guard let value = json["value"]?.string else { warn(path, "FireCustomEvent needs a value"); return nil }
            return .fireCustomEvent(value)
        case "OpenUrl":
            guard let url = string(json["url"]) else { warn(path, "OpenUrl needs a url"); return nil }
            return .openURL(url: url, target: json["target"]?.string)
        default:
            return .unsupported(type: type)
        }
    }

    mutating func interaction(_ json: LottieJSON, path: String) -> Machine.Interaction? {
        guard let type = json["type"]?.string, let kind = Machine.Interaction.Kind(rawValue: type) else {
            warn("\(path).type", "unknown interaction type; left out")
            return nil
        }
        let actions = list(json["actions"], path: "\(path).actions") { reader, item, path in reader.action(item, path: path) }
        let stateName = json["stateName"]?.string
        if (kind == .onComplete || kind == .onLoopComplete) && stateName == nil {
            warn(path, "\(type) needs a stateName; left out")
            return nil
        }
        return Machine.Interaction(kind: kind, layerName: json["layerName"]?.string, stateName: stateName, actions: actions)
    }

    mutating func input(_ json: LottieJSON, path: String) -> Machine.Input? {
        guard let type = json["type"]?.string, let name = json["name"]?.string else {
            warn(path, "an input needs a type and a name; left out")
            return nil
        }
        switch type {
        case "Numeric":
            guard let value = json["value"]?.number, value.isFinite else { warn("\(path).value", "not a number; 0 used"); return .numeric(name: name, value: 0) }
            return .numeric(name: name, value: value)
        case "String": return .string(name: name, value: json["value"]?.string ?? "")
        case "Boolean": return .boolean(name: name, value: json["value"]?.bool ?? false)
        case "Event": return .event(name: name)
        default:
            warn("\(path).type", "unknown input type \"\(type)\"; left out")
            return nil
        }
    }

    // Operands: a literal, or "$name" for an input's value.

    func number(_ json: LottieJSON?) -> Machine.Operand<Double>? {
        if let n = json?.number, n.isFinite { return .value(n) }
        if let s = json?.string, s.hasPrefix("$"), s.count > 1 { return .input(String(s.dropFirst())) }
        return nil
    }

    func string(_ json: LottieJSON?) -> Machine.Operand<String>? {
        guard let s = json?.string else { return nil }
        if s.hasPrefix("$"), s.count > 1 { return .input(String(s.dropFirst())) }
        return .value(s)
    }

    func boolean(_ json: LottieJSON?) -> Machine.Operand<Bool>? {
        if case .bool(let b)? = json { return .value(b) }
        if let s = json?.string, s.hasPrefix("$"), s.count > 1 { return .input(String(s.dropFirst())) }
        return nil
    }
}
