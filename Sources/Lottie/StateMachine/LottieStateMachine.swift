import Graphics
import Layers

/// A dotLottie state machine running on a player: the live engine for a
/// `DotLottieStateMachine` definition (load one with
/// `LottieAnimationLayer.loadStateMachine(_:)`).
///
/// ```swift
/// try player.loadAnimation(from: file)
/// let machine = try player.loadStateMachine("toggle")
/// machine.addObserver(self)          // transitions, custom events, open-URL requests
/// machine.start()
/// player.tap(at: Point(x: 50, y: 50))  // pointer interactions run their actions
/// machine.post(.numeric("rating", 3))  // inputs and events from the app
/// ```
///
/// How it runs:
/// - Entering a playback state shows its animation (loading it from the archive when it is
///   another one), then plays its `segment` (a marker's range; the whole animation without
///   one) in its `mode`, at its `speed`, looping as `loop` and `loopCount` say, or, without
///   `autoplay`, holds the segment's first frame. Then its entry actions run. A `final` state
///   stops the machine.
/// - Transitions are looked for in the global states first, then in the current state, each
///   in file order; the first whose guards all hold is taken (exit actions of the old state,
///   then the new state is entered). A transition with `Event` guards is considered only when
///   that event is fired; the others whenever an input changes or a state is entered, so one
///   without guards is taken at once.
/// - Pointer interactions are handlers on the player's event API: on the layer they name (any
///   Lottie layer of that name) or on the whole player. `OnComplete` runs when the state
///   named plays to its end.
/// - One event (a post, a pointer event, a playback end) takes at most
///   `maximumTransitionsPerEvent` transitions: a cycle of immediate transitions stops there,
///   with a warning, instead of looping for ever.
/// - `OpenUrl` is never performed here: observers are told and the app decides.
public final class LottieStateMachine {
    /// The most states a machine may have to be loaded.
    public static let maximumStates = 10_000
    /// The default bound on transitions per event.
    public static let defaultMaximumTransitionsPerEvent = 32

    /// The definition.
    public let definition: DotLottieStateMachine
    /// The player it drives.
    public private(set) weak var player: LottieAnimationLayer?
    /// The archive whose animations playback states name (nil: they show the player's animation).
    let file: DotLottieFile?
    /// The most transitions one event may cause.
    public var maximumTransitionsPerEvent = LottieStateMachine.defaultMaximumTransitionsPerEvent
    /// The state the machine is in (nil before `start()`).
    public private(set) var currentState: String?
    /// Whether it is running.
    public private(set) var isRunning = false
    /// Problems found when loading (guards and actions on missing inputs, missing animations
    /// and markers) and at run time, after the definition's own reading warnings.
    public private(set) var warnings: [LottieWarning]

    private var values: [String: LottieStateMachineInputValue] = [:]
    private var observers: [WeakObserver] = []
    private var handlerTokens: [LottieEventHandlerToken] = []
    private var queue: [Pending] = []
    private var isProcessing = false
    /// Counts plays, so that the completion of a play a later state replaced is ignored.
    private var playGeneration = 0
    /// The looping play of the current state, watched on the clock for `OnLoopComplete`.
    private var loopWatch: LoopWatch?
    private var clockToken: FrameHandlerToken?

    private enum Pending {
        case evaluate(event: String?)
        case completion(state: String)
        case loopCompletion(state: String)
    }

    /// A looping play: when it began (clock time), how long one loop lasts, how many loops it
    /// plays (infinity for ever) and how many ends of loops were reported.
    private struct LoopWatch {
        let state: String
        let start: Double
        let loopDuration: Double
        let loops: Double
        var reported = 0
    }

    private struct WeakObserver {
        weak var observer: (any LottieStateMachineObserver)?
    }

    /// A machine for `definition` on `player`, its playback states' animations taken from
    /// `file`. Throws `LottieStateMachineError` for a machine that cannot run: no states, too
    /// many, or an initial state or transition target it does not have.
    public init(definition: DotLottieStateMachine, player: LottieAnimationLayer, file: DotLottieFile? = nil) throws {
        self.definition = definition
        self.player = player
        self.file = file
        warnings = definition.warnings
        try validate()
        resetInputs()
    }

    deinit {
        for token in handlerTokens { player?.removeEventHandler(token) }
        if let clockToken { player?.clock.removeFrameHandler(clockToken) }
    }

    // MARK: Running

    /// Starts the machine: inputs at their initial values, pointer interactions listening on
    /// the player, the initial state entered (and any immediate transitions out of it taken).
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        resetInputs()
        installInteractions()
        if let player, clockToken == nil {
            clockToken = player.clock.addFrameHandler { [weak self] tick in self?.clockDidTick(tick.timestamp) }
        }
        currentState = nil
        enter(definition.initial, from: nil)
        notify { $0.stateMachineDidStart(self) }
        queue.append(.evaluate(event: nil))
        drain()
    }

    /// Stops the machine: the interactions stop listening; the player keeps what it shows.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        queue.removeAll()
        for token in handlerTokens { player?.removeEventHandler(token) }
        handlerTokens = []
        if let clockToken { player?.clock.removeFrameHandler(clockToken) }
        clockToken = nil
        loopWatch = nil
        notify { $0.stateMachineDidStop(self) }
    }

    /// Posts an event: a pointer event (through the player's event API), an event input
    /// fired, or an input set. Ignored while the machine is stopped; returns false then, or
    /// for an input the machine lacks or of another type.
    @discardableResult
    public func post(_ event: LottieStateMachineEvent) -> Bool {
        guard isRunning else { return false }
        switch event {
        case .pointer(let kind, let point):
            guard let player else { return false }
            player.sendPointerEvent(kind, at: point)
            return true
        case .fire(let name): return fire(name)
        case .numeric(let name, let value): return setNumericInput(name, value)
        case .boolean(let name, let value): return setBooleanInput(name, value)
        case .string(let name, let value): return setStringInput(name, value)
        }
    }

    /// Fires an event input: transitions waiting for it are considered.
    @discardableResult
    public func fire(_ name: String) -> Bool {
        guard isRunning, case .event? = values[name] else { return false }
        notify { $0.stateMachine(self, inputDidChange: name, to: .event) }
        queue.append(.evaluate(event: name))
        drain()
        return true
    }

    /// Sets a numeric input (a finite value).
    @discardableResult
    public func setNumericInput(_ name: String, _ value: Double) -> Bool {
        guard value.isFinite, case .numeric? = values[name] else { return false }
        set(name, .numeric(value))
        return true
    }

    /// Sets a boolean input.
    @discardableResult
    public func setBooleanInput(_ name: String, _ value: Bool) -> Bool {
        guard case .boolean? = values[name] else { return false }
        set(name, .boolean(value))
        return true
    }

    /// Sets a string input.
    @discardableResult
    public func setStringInput(_ name: String, _ value: String) -> Bool {
        guard case .string? = values[name] else { return false }
        set(name, .string(value))
        return true
    }

    /// An input's current value; nil for a name the machine lacks.
    public func input(_ name: String) -> LottieStateMachineInputValue? { values[name] }

    /// A numeric input's value.
    public func numericInput(_ name: String) -> Double? {
        if case .numeric(let v)? = values[name] { return v }
        return nil
    }

    /// A boolean input's value.
    public func booleanInput(_ name: String) -> Bool? {
        if case .boolean(let v)? = values[name] { return v }
        return nil
    }

    /// A string input's value.
    public func stringInput(_ name: String) -> String? {
        if case .string(let v)? = values[name] { return v }
        return nil
    }

    /// Adds an observer (held weakly).
    public func addObserver(_ observer: any LottieStateMachineObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    /// Removes an observer.
    public func removeObserver(_ observer: any LottieStateMachineObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    // MARK: Inputs and the queue

    private func set(_ name: String, _ value: LottieStateMachineInputValue) {
        let changed = values[name] != value
        values[name] = value
        guard changed else { return }
        notify { $0.stateMachine(self, inputDidChange: name, to: value) }
        guard isRunning else { return }
        queue.append(.evaluate(event: nil))
        drain()
    }

    private func resetInputs() {
        values = [:]
        for input in definition.inputs { values[input.name] = LottieStateMachineInputValue(input) }
    }

    /// Works through the queue unless already doing so (actions post to the queue rather
    /// than recursing). The transitions taken are counted against the bound.
    private func drain() {
        guard !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        var transitions = 0
        var steps = 0
        let maximumSteps = max(1, maximumTransitionsPerEvent) * 64 + 1024
        while isRunning, !queue.isEmpty {
            steps += 1
            guard steps <= maximumSteps else {
                warn("events", "more than \(maximumSteps) evaluations for one event; the rest were dropped")
                queue.removeAll()
                break
            }
            let item = queue.removeFirst()
            switch item {
            case .completion(let state), .loopCompletion(let state):
                guard state == currentState else { continue }
                var kind = DotLottieStateMachine.Interaction.Kind.onComplete
                if case .loopCompletion = item { kind = .onLoopComplete }
                for interaction in definition.interactions where interaction.kind == kind && interaction.stateName == state {
                    run(interaction.actions, path: "interactions[\(kind.rawValue) \(state)]")
                }
            case .evaluate(let event):
                guard let current = currentState, let target = nextState(from: current, event: event) else { continue }
                transitions += 1
                guard transitions <= maximumTransitionsPerEvent else {
                    warn("states", "more than \(maximumTransitionsPerEvent) transitions for one event (a cycle of immediate transitions?); stopped in \"\(current)\"")
                    queue.removeAll()
                    return
                }
                take(from: current, to: target)
            }
        }
    }

    /// The state the first transition that holds leads to.
    private func nextState(from current: String, event: String?) -> String? {
        var candidates: [(DotLottieStateMachine.Transition, isGlobal: Bool)] = []
        for state in definition.states where state.isGlobal && state.name != current {
            candidates += state.transitions.map { ($0, true) }
        }
        if let state = definition.state(named: current) { candidates += state.transitions.map { ($0, false) } }
        for (transition, isGlobal) in candidates {
            if isGlobal && transition.toState == current { continue }
            let events = transition.events
            if let event {
                guard events.contains(event) else { continue }
            } else {
                guard events.isEmpty else { continue }
            }
            if transition.guards.allSatisfy(holds) { return transition.toState }
        }
        return nil
    }

    private func holds(_ guardValue: DotLottieStateMachine.Guard) -> Bool {
        switch guardValue {
        case .event:
            return true  // matched against the fired event by `nextState`
        case .numeric(let input, let condition, let operand):
            guard let value = numericInput(input), let other = resolve(operand) else { return false }
            switch condition {
            case .equal: return value == other
            case .notEqual: return value != other
            case .greaterThan: return value > other
            case .greaterThanOrEqual: return value >= other
            case .lessThan: return value < other
            case .lessThanOrEqual: return value <= other
            }
        case .string(let input, let condition, let operand):
            guard let value = stringInput(input), let other = resolve(operand) else { return false }
            return condition == .equal ? value == other : condition == .notEqual && value != other
        case .boolean(let input, let condition, let operand):
            guard let value = booleanInput(input), let other = resolve(operand) else { return false }
            return condition == .equal ? value == other : condition == .notEqual && value != other
        }
    }

    private func resolve(_ operand: DotLottieStateMachine.Operand<Double>) -> Double? {
        switch operand {
        case .value(let v): return v
        case .input(let name): return numericInput(name)
        }
    }

    private func resolve(_ operand: DotLottieStateMachine.Operand<String>) -> String? {
        switch operand {
        case .value(let v): return v
        case .input(let name): return stringInput(name)
        }
    }

    private func resolve(_ operand: DotLottieStateMachine.Operand<Bool>) -> Bool? {
        switch operand {
        case .value(let v): return v
        case .input(let name): return booleanInput(name)
        }
    }

    // MARK: States

    private func take(from current: String, to target: String) {
        if let state = definition.state(named: current) {
            run(state.exitActions, path: "states[\(current)].exitActions")
            notify { $0.stateMachine(self, didExit: current) }
        }
        enter(target, from: current)
        // Transitions out of the new state that need no event are considered at once.
        queue.append(.evaluate(event: nil))
    }

    private func enter(_ name: String, from previous: String?) {
        currentState = name
        guard let state = definition.state(named: name) else { return }
        if case .playback(let playback) = state.kind { startPlayback(playback, state: name) }
        notify { $0.stateMachine(self, didTransitionFrom: previous, to: name) }
        run(state.entryActions, path: "states[\(name)].entryActions")
        notify { $0.stateMachine(self, didEnter: name) }
        if case .playback(let playback) = state.kind, playback.isFinal { stop() }
    }

    private func startPlayback(_ playback: DotLottieStateMachine.Playback, state: String) {
        guard let player else { return }
        if !playback.animationID.isEmpty, let file, player.dotLottieConfiguration?.id != playback.animationID {
            do {
                try player.loadAnimation(playback.animationID, from: file)
            } catch {
                warn("states[\(state)].animation", "\(error)")
            }
        }
        guard let animation = player.animation else { return }
        var range = (from: animation.startFrame, to: animation.endFrame)
        if let segment = playback.segment {
            if let marker = animation.marker(named: segment) {
                range = (marker.frame, marker.endFrame)
            } else {
                warn("states[\(state)].segment", "no marker \"\(segment)\"; the whole animation plays")
            }
        }
        let backwards = playback.mode == .reverse || playback.mode == .reverseBounce
        let bounces = playback.mode == .bounce || playback.mode == .reverseBounce
        let (from, to) = backwards ? (range.to, range.from) : (range.from, range.to)
        let count = playback.loopCount.flatMap { $0 > 0 ? Double($0) : nil }
        let loopMode: LottieLoopMode
        if playback.loop {
            if let count { loopMode = bounces ? .repeatBackwards(count) : .repeat(count) } else { loopMode = bounces ? .autoReverse : .loop }
        } else {
            loopMode = bounces ? .repeatBackwards(1) : .playOnce
        }
        playGeneration += 1
        let generation = playGeneration
        player.animationSpeed = playback.speed
        loopWatch = nil
        if playback.autoplay, playback.loop, animation.framerate > 0 {
            // One loop is a pass through the segment (there and back for the bounce modes).
            let duration = abs(to - from) / animation.framerate / playback.speed * (bounces ? 2 : 1)
            if duration.isFinite, duration > 0 {
                loopWatch = LoopWatch(state: state, start: player.chainedStartTime ?? player.clock.now,
                                      loopDuration: duration, loops: count ?? .infinity)
            }
        }
        if playback.autoplay {
            player.play(fromFrame: from, toFrame: to, loopMode: loopMode) { [weak self] finished in
                guard let self, finished, generation == self.playGeneration, self.isRunning else { return }
                self.queue.append(.completion(state: state))
                self.drain()
            }
        } else {
            player.pause(at: .frame(from))
        }
    }

    /// Reports the ends of loops of the current state's looping play (`OnLoopComplete`); the
    /// end of the last loop is the play's completion (`OnComplete`) instead.
    private func clockDidTick(_ time: Double) {
        guard isRunning, var watch = loopWatch, watch.state == currentState else { return }
        let passed = ((time - watch.start) / watch.loopDuration + 1e-9).rounded(.down)
        guard passed.isFinite else { return }
        let ended = Int(min(passed, watch.loops - 1, 1_000_000))
        guard ended > watch.reported else { return }
        // A long stall reports one loop end, not thousands.
        watch.reported = ended
        loopWatch = watch
        queue.append(.loopCompletion(state: watch.state))
        drain()
    }

    // MARK: Actions

    private func run(_ actions: [DotLottieStateMachine.Action], path: String) {
        for action in actions { run(action, path: path) }
    }

    private func run(_ action: DotLottieStateMachine.Action, path: String) {
        switch action {
        case .increment(let name, let by), .decrement(let name, let by):
            guard let value = numericInput(name) else { return missing(name, path) }
            let step = by.flatMap(resolve) ?? 1
            var isIncrement = false
            if case .increment = action { isIncrement = true }
            let result = isIncrement ? value + step : value - step
            if result.isFinite { set(name, .numeric(result)) }
        case .toggle(let name):
            guard let value = booleanInput(name) else { return missing(name, path) }
            set(name, .boolean(!value))
        case .setBoolean(let name, let operand):
            guard booleanInput(name) != nil else { return missing(name, path) }
            if let value = resolve(operand) { set(name, .boolean(value)) }
        case .setNumeric(let name, let operand):
            guard numericInput(name) != nil else { return missing(name, path) }
            if let value = resolve(operand), value.isFinite { set(name, .numeric(value)) }
        case .setString(let name, let operand):
            guard stringInput(name) != nil else { return missing(name, path) }
            if let value = resolve(operand) { set(name, .string(value)) }
        case .fire(let name):
            guard case .event? = values[name] else { return missing(name, path) }
            notify { $0.stateMachine(self, inputDidChange: name, to: .event) }
            queue.append(.evaluate(event: name))
        case .reset(let name):
            guard let initial = definition.inputs.first(where: { $0.name == name }) else { return missing(name, path) }
            if case .event = initial { return }
            set(name, LottieStateMachineInputValue(initial))
        case .setTheme(let operand):
            guard let id = resolve(operand) else { return missing(operand.inputNames.first ?? "", path) }
            do { try player?.setTheme(id) } catch { warn(path, "SetTheme: \(error)") }
        case .setFrame(let operand):
            guard let frame = resolve(operand), frame.isFinite else { return }
            player?.currentFrame = frame
        case .setProgress(let operand):
            guard let percent = resolve(operand), percent.isFinite else { return }
            player?.currentProgress = max(0, min(100, percent)) / 100
        case .fireCustomEvent(let message):
            notify { $0.stateMachine(self, didFireCustomEvent: message) }
        case .openURL(let operand, let target):
            guard let url = resolve(operand) else { return missing(operand.inputNames.first ?? "", path) }
            notify { $0.stateMachine(self, didRequestOpenURL: url, target: target) }
        case .unsupported(let type):
            warn(path, "action \(type) is not supported; skipped")
        }
    }

    private func missing(_ name: String, _ path: String) {
        warn(path, "no input \"\(name)\" of the right type; action skipped")
    }

    // MARK: Interactions

    private func installInteractions() {
        guard let player else { return }
        for interaction in definition.interactions {
            let kind: LottiePointerEvent.Kind
            switch interaction.kind {
            case .pointerDown: kind = .down
            case .pointerUp: kind = .up
            case .pointerMove: kind = .move
            case .pointerEnter: kind = .enter
            case .pointerExit: kind = .exit
            case .click: kind = .click
            case .onComplete, .onLoopComplete: continue
            }
            let target: LottieEventTarget = interaction.layerName.map { .layer(AnimationKeypath(keys: ["**", $0])) } ?? .player
            let actions = interaction.actions
            let path = "interactions[\(interaction.kind.rawValue)\(interaction.layerName.map { " " + $0 } ?? "")]"
            handlerTokens.append(player.addEventHandler(for: target, kinds: [kind]) { [weak self] _ in
                guard let self, self.isRunning else { return }
                self.run(actions, path: path)
                self.drain()
            })
        }
    }

    // MARK: Loading checks

    private func validate() throws {
        let id = definition.id
        guard !definition.states.isEmpty else { throw LottieStateMachineError.noStates(id: id) }
        guard definition.states.count <= Self.maximumStates else {
            throw LottieStateMachineError.tooManyStates(id: id, count: definition.states.count, maximum: Self.maximumStates)
        }
        var names = Set<String>()
        for state in definition.states where !names.insert(state.name).inserted {
            warnings.append(LottieWarning(kind: .duplicateID, path: "states[\(state.name)]", message: "a second state with this name is never entered"))
        }
        guard names.contains(definition.initial) else {
            throw LottieStateMachineError.unknownState(id: id, name: definition.initial, path: "initial")
        }
        let inputs = Dictionary(definition.inputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (s, state) in definition.states.enumerated() {
            for (t, transition) in state.transitions.enumerated() {
                let path = "states[\(s)].transitions[\(t)]"
                guard names.contains(transition.toState) else {
                    throw LottieStateMachineError.unknownState(id: id, name: transition.toState, path: path)
                }
                for name in transition.guards.flatMap(\.inputNames) where inputs[name] == nil {
                    warnings.append(LottieWarning(kind: .missingReference, path: path,
                                                  message: "a guard reads the missing input \"\(name)\"; it never holds"))
                }
            }
            if case .playback(let playback) = state.kind, !playback.animationID.isEmpty, let file,
               file.animations[playback.animationID] == nil {
                warnings.append(LottieWarning(kind: .missingReference, path: "states[\(s)].animation",
                                              message: "the archive has no animation \"\(playback.animationID)\"; the one shown stays"))
            }
        }
    }

    private func warn(_ path: String, _ message: String) {
        let kind: LottieWarning.Kind = message.contains("more than") ? .limitExceeded : .missingReference
        let reported = LottieWarning(kind: kind, path: path, message: message)
        warnings.append(reported)
        notify { $0.stateMachine(self, didWarn: reported) }
    }

    private func notify(_ body: (any LottieStateMachineObserver) -> Void) {
        for entry in observers { if let observer = entry.observer { body(observer) } }
    }
}
