import Foundation
import Graphics
import Layers
import Lottie
import Testing

private typealias SM = StateMachineFixture

/// A state machine file from its parts.
private func machine(initial: String = "a", states: [String], inputs: String = "[]", interactions: String = "[]") -> String {
    #"{"initial":"\#(initial)","states":[\#(states.joined(separator: ","))],"inputs":\#(inputs),"interactions":\#(interactions)}"#
}

private func state(_ name: String, _ transitions: [String] = [], extra: String = "") -> String {
    #"{"type":"PlaybackState","name":"\#(name)","animation":"main","segment":"toOn","transitions":[\#(transitions.joined(separator: ","))]\#(extra)}"#
}

private func to(_ target: String, _ guards: String = "[]") -> String {
    #"{"type":"Transition","toState":"\#(target)","guards":\#(guards)}"#
}

@Suite("dotLottie state machines: bad input")
struct StateMachineBadInputTests {
    @Test func unknownStatesAreTypedErrors() throws {
        let (player, _, _) = try SM.player(extra: [
            ("s/noInitial.json", machine(initial: "nowhere", states: [state("a")])),
            ("s/badTarget.json", machine(states: [state("a", [to("b")]), state("b", [to("ghost")])])),
        ])
        #expect(throws: LottieStateMachineError.unknownState(id: "noInitial", name: "nowhere", path: "initial")) {
            try player.loadStateMachine("noInitial")
        }
        #expect(throws: LottieStateMachineError.unknownState(id: "badTarget", name: "ghost", path: "states[1].transitions[0]")) {
            try player.loadStateMachine("badTarget")
        }
        #expect(throws: LottieStateMachineError.notFound(id: "nope", available: ["toggle", "rating", "button", "badTarget", "noInitial"])) {
            try player.loadStateMachine("nope")
        }
        let plain = LottieAnimationLayer(animation: try PlaybackFixture.animation(), clock: ManualClock())
        #expect(throws: LottieStateMachineError.noArchive) { try plain.loadStateMachine("toggle") }
    }

    @Test func malformedFilesAndPartsBecomeWarningsAndTheArchiveStillLoads() throws {
        let garbled = machine(states: [
            state("a", [to("b", #"[{"type":"Numeric","inputName":"n","conditionType":"Sideways","compareTo":1}]"#), to("b")]),
            state("b", extra: #","mode":"Sideways","speed":-3,"entryActions":[{"type":"SetExpression","layerName":"x"},{"type":"Toggle"}]"#),
            #"{"type":"PlaybackState"}"#,
        ], inputs: #"[{"type":"Numeric","name":"n","value":"x"},{"type":"Color","name":"c"}]"#,
           interactions: #"[{"type":"Wiggle"},{"type":"OnComplete","actions":[]}]"#)
        let (player, _, file) = try SM.player(extra: [("s/broken.json", "{not json"), ("s/garbled.json", garbled)])
        let broken = try #require(file.stateMachines["broken"])
        #expect(broken.states.isEmpty && broken.warnings.count == 1)
        #expect(throws: LottieStateMachineError.noStates(id: "broken")) { try player.loadStateMachine("broken") }

        let definition = try #require(file.stateMachines["garbled"])
        let paths = definition.warnings.map(\.path)
        #expect(paths.contains("states[0].transitions[0].guards[0].conditionType"))
        #expect(paths.contains("states[0].transitions[0]"), "a transition whose guard is unreadable is left out, not taken freely")
        #expect(paths.contains("states[1].mode") && paths.contains("states[1].speed"))
        #expect(paths.contains("states[1].entryActions[1]"), "Toggle without an input")
        #expect(paths.contains("states[2]") && paths.contains("inputs[0].value") && paths.contains("inputs[1].type"))
        #expect(paths.contains("interactions[0].type") && paths.contains("interactions[1]"))
        #expect(definition.states.map(\.name) == ["a", "b"])
        #expect(definition.states[0].transitions == [.init(toState: "b")])

        let running = try player.loadStateMachine("garbled")
        let recorder = StateMachineRecorder()
        running.addObserver(recorder)
        running.start()
        #expect(running.currentState == "b", "the guardless transition is taken at once")
        #expect(recorder.warnings.map(\.message).contains { $0.contains("SetExpression") })
    }

    @Test func aCycleOfImmediateTransitionsStopsAtTheBoundWithAWarning() throws {
        let (player, _, _) = try SM.player(extra: [
            ("s/cycle.json", machine(states: [state("a", [to("b")]), state("b", [to("c")]), state("c", [to("a")])])),
        ])
        let cycle = try player.loadStateMachine("cycle")
        let recorder = StateMachineRecorder()
        cycle.addObserver(recorder)
        cycle.maximumTransitionsPerEvent = 10
        cycle.start()
        #expect(recorder.transitions.count == 1 + 10, "the initial state, then ten transitions")
        #expect(recorder.warnings.count == 1)
        #expect(recorder.warnings.first?.kind == .limitExceeded)
        #expect(cycle.currentState == "b", "a → b → c → a … ten times ends in b")
        #expect(cycle.isRunning, "the machine keeps running; the next event gets a new budget")
    }

    @Test func guardsOnMissingInputsAreWarnedAndNeverHold() throws {
        let guards = #"[{"type":"Numeric","inputName":"ghost","conditionType":"Equal","compareTo":0}]"#
        let (player, _, _) = try SM.player(extra: [
            ("s/ghost.json", machine(states: [state("a", [to("b", guards)]), state("b")],
                                     inputs: #"[{"type":"Numeric","name":"n","value":0}]"#)),
        ])
        let ghost = try player.loadStateMachine("ghost")
        #expect(ghost.warnings.map(\.path) == ["states[0].transitions[0]"])
        #expect(ghost.warnings.first?.kind == .missingReference)
        ghost.start()
        ghost.setNumericInput("n", 1)
        #expect(ghost.currentState == "a")
        #expect(!ghost.setNumericInput("n", .nan), "numbers must be finite")
    }

    @Test func thousandsOfStatesLoadAndRunAndTooManyAreRefused() throws {
        let count = 3000
        var states: [String] = []
        for i in 0..<count {
            states.append(state("s\(i)", [to("s\((i + 1) % count)", #"[{"type":"Event","inputName":"next"}]"#)]))
        }
        let big = machine(initial: "s0", states: states, inputs: #"[{"type":"Event","name":"next"}]"#)
        var huge: [String] = []
        for i in 0...LottieStateMachine.maximumStates { huge.append(#"{"type":"GlobalState","name":"g\#(i)","transitions":[]}"#) }
        let (player, _, _) = try SM.player(extra: [("s/big.json", big), ("s/huge.json", machine(initial: "g0", states: huge))])
        let machine = try player.loadStateMachine("big")
        machine.start()
        for _ in 0..<5 { machine.fire("next") }
        #expect(machine.currentState == "s5")
        #expect(throws: LottieStateMachineError.tooManyStates(id: "huge", count: LottieStateMachine.maximumStates + 1,
                                                             maximum: LottieStateMachine.maximumStates)) {
            try player.loadStateMachine("huge")
        }
    }

    @Test func finalStatesStopTheMachineAndMissingThemesAreWarnings() throws {
        let (player, _, _) = try SM.player(extra: [
            ("s/final.json", machine(states: [
                state("a", [to("b", #"[{"type":"Event","inputName":"go"}]"#)]),
                state("b", extra: #","final":true,"entryActions":[{"type":"SetTheme","value":"nope"},{"type":"Fire","inputName":"missing"}]"#),
            ], inputs: #"[{"type":"Event","name":"go"}]"#)),
        ])
        let machine = try player.loadStateMachine("final")
        let recorder = StateMachineRecorder()
        machine.addObserver(recorder)
        machine.start()
        machine.fire("go")
        #expect(machine.currentState == "b")
        #expect(!machine.isRunning)
        #expect(recorder.warnings.count == 2)
    }
}
