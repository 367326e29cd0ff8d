import Foundation
import Graphics
import Layers
import Lottie
import Testing

private typealias SM = StateMachineFixture

@Suite("dotLottie state machines")
struct StateMachineTests {
    let button = SM.buttonCentre
    let outside = SM.belowButton

    @Test func theArchiveListsAndReadsItsStateMachines() throws {
        let file = try DotLottieFile.load(data: SM.archive())
        #expect(file.stateMachineIDs == ["toggle", "rating", "button"])
        let toggle = try #require(file.stateMachines["toggle"])
        #expect(toggle.initial == "idle")
        #expect(toggle.states.map(\.name) == ["idle", "on", "off"])
        #expect(toggle.states[1].transitions == [.init(toState: "off", guards: [.event(input: "toggle")])])
        #expect(toggle.interactions == [.init(kind: .click, layerName: "Button", actions: [.fire(input: "toggle")])])
        #expect(toggle.inputs == [.event(name: "toggle")])
        #expect(toggle.warnings.isEmpty)
        let rating = try #require(file.stateMachines["rating"])
        #expect(rating.states.last?.isGlobal == true)
        #expect(rating.states.last?.transitions[4].guards == [.numeric(input: "rating", condition: .greaterThanOrEqual, compareTo: .value(5))])
        guard case .playback(let p) = try #require(rating.state(named: "star3")).kind else { throw CocoaError(.coderInvalidValue) }
        #expect(p.segment == "r3" && p.autoplay && p.animationID == "main" && p.mode == .forward)
    }

    @Test func aToggleFlipsOnClicksOnItsLayerFrameByFrame() throws {
        let (player, clock, _) = try SM.player()
        let machine = try player.loadStateMachine("toggle")
        let recorder = StateMachineRecorder()
        machine.addObserver(recorder)
        machine.start()
        #expect(machine.currentState == "idle")
        #expect(SM.frames(player, clock, ticks: 3) == [0, 0, 0])

        player.tap(at: outside)
        #expect(machine.currentState == "idle", "a click off the button fires nothing")

        player.tap(at: button)
        #expect(machine.currentState == "on")
        #expect(SM.frames(player, clock, ticks: 32) == SM.run(from: 0, to: 30) + [30, 30])

        machine.post(.pointer(.click, button))
        #expect(machine.currentState == "off")
        #expect(SM.frames(player, clock, ticks: 15) == SM.run(from: 30, to: 45))
        machine.fire("toggle")  // mid-play: back on, from the start of its segment
        #expect(SM.frames(player, clock, ticks: 30) == SM.run(from: 0, to: 30))
        #expect(recorder.transitions == ["-->idle", "idle->on", "on->off", "off->on"])

        machine.stop()
        player.tap(at: button)
        #expect(machine.currentState == "on", "a stopped machine hears nothing")
        #expect(!machine.post(.fire("toggle")))
    }

    @Test func aRatingFollowsItsNumericInputThroughGuardsFrameByFrame() throws {
        let (player, clock, _) = try SM.player()
        let machine = try player.loadStateMachine("rating")
        let recorder = StateMachineRecorder()
        machine.addObserver(recorder)
        machine.start()
        #expect(machine.currentState == "star0")
        #expect(player.currentFrame == 0)

        #expect(machine.post(.numeric("rating", 3)))
        #expect(machine.currentState == "star3")
        #expect(SM.frames(player, clock, ticks: 38) == SM.run(from: 0, to: 36) + [36, 36])

        player.sendPointerEvent(.down, at: Point(x: 10, y: 90))  // Star1
        #expect(machine.numericInput("rating") == 1)
        #expect(machine.currentState == "star1")
        #expect(SM.frames(player, clock, ticks: 13) == SM.run(from: 0, to: 12) + [12])

        machine.setNumericInput("rating", 7)  // >= 5
        #expect(machine.currentState == "star5")
        #expect(SM.frames(player, clock, ticks: 60) == SM.run(from: 0, to: 60))

        machine.post(.numeric("rating", 7))  // unchanged: nothing happens
        #expect(recorder.transitions.count == 4)
        player.sendPointerEvent(.down, at: Point(x: 70, y: 90))  // Star4
        #expect(machine.currentState == "star4")
        #expect(SM.frames(player, clock, ticks: 48) == SM.run(from: 0, to: 48))

        machine.post(.numeric("rating", 0))
        #expect(machine.currentState == "star0")
        #expect(SM.frames(player, clock, ticks: 2) == [0, 0])
        #expect(recorder.transitions == ["-->star0", "star0->star3", "star3->star1", "star1->star5", "star5->star4", "star4->star0"])
        #expect(!machine.post(.numeric("missing", 1)))
        #expect(!machine.post(.boolean("rating", true)), "an input of another type")
    }

    @Test func aHoverAndClickButtonWithCustomEventsFrameByFrame() throws {
        let (player, clock, _) = try SM.player()
        let machine = try player.loadStateMachine("button")
        let recorder = StateMachineRecorder()
        machine.addObserver(recorder)
        machine.start()
        #expect(machine.currentState == "idle")
        #expect(SM.frames(player, clock, ticks: 9) == SM.run(from: 60, to: 69))
        #expect(machine.numericInput("loops") == 0)
        #expect(SM.frames(player, clock, ticks: 16) == [60] + SM.run(from: 60, to: 69) + [60] + SM.run(from: 60, to: 65), "it loops")
        #expect(machine.numericInput("loops") == 2, "OnLoopComplete at 10 and 20 ticks")

        player.sendPointerEvent(.move, at: outside)
        #expect(machine.currentState == "idle")
        player.sendPointerEvent(.move, at: button)
        #expect(machine.currentState == "hovered")
        #expect(SM.frames(player, clock, ticks: 11) == SM.run(from: 70, to: 80) + [80])

        player.tap(at: button)
        #expect(machine.currentState == "pressed")
        #expect(recorder.customEvents == ["pressed"])
        #expect(recorder.urls == ["https://example.com/pressed"], "handed to the app, never opened")
        #expect(machine.numericInput("presses") == 1)
        #expect(SM.frames(player, clock, ticks: 9) == SM.run(from: 80, to: 89))
        // The press segment ends at the next tick: OnComplete fires `done`, back to hovered.
        let after = SM.frames(player, clock, ticks: 11)
        #expect(machine.currentState == "hovered")
        // At the tick where the press segment ends the player shows its last frame (90) or,
        // when the tick falls exactly on the end, the hover segment's first (70).
        #expect(after.first == 90 || after.first == 70)
        #expect(Array(after.dropFirst()) == SM.run(from: 70, to: 80), "then the hover segment plays")

        player.sendPointerEvent(.move, at: outside)
        #expect(machine.currentState == "idle")
        #expect(SM.frames(player, clock, ticks: 5) == SM.run(from: 60, to: 65))
        #expect(recorder.transitions == ["-->idle", "idle->hovered", "hovered->pressed", "pressed->hovered", "hovered->idle"])
        #expect(recorder.warnings.isEmpty)
    }

    @Test func aMachineBuiltInCodeRunsOnAPlayerWithoutAnArchive() throws {
        let (player, clock) = try PlaybackFixture.player()
        typealias M = DotLottieStateMachine
        let definition = M(id: "code", initial: "a", states: [
            M.State(name: "a", kind: .playback(M.Playback(autoplay: true, mode: .reverse, segment: "intro")),
                    transitions: [M.Transition(toState: "b", guards: [.boolean(input: "go", condition: .equal, compareTo: .value(true))])]),
            M.State(name: "b", kind: .playback(M.Playback(loop: true, loopCount: 2, autoplay: true, mode: .bounce, speed: 2, segment: "middle")),
                    entryActions: [.setString(input: "label", value: .value("in b"))]),
        ], interactions: [
            M.Interaction(kind: .onLoopComplete, stateName: "b", actions: [.increment(input: "loops", by: nil)]),
            M.Interaction(kind: .onComplete, stateName: "b", actions: [.setNumeric(input: "done", value: .value(1))]),
        ], inputs: [.boolean(name: "go", value: false), .string(name: "label", value: ""),
                    .numeric(name: "loops", value: 0), .numeric(name: "done", value: 0)])
        let machine = try player.loadStateMachine(definition)
        #expect(player.stateMachine === machine)
        machine.start()
        #expect(SM.frames(player, clock, ticks: 5) == [19, 18, 17, 16, 15], "reverse: 20 down to 0")
        machine.setBooleanInput("go", true)
        #expect(machine.currentState == "b")
        #expect(machine.stringInput("label") == "in b")
        // Bounce at speed 2 over 20...40, twice: up, down, up, down.
        let frames = SM.frames(player, clock, ticks: 45)
        #expect(Array(frames.prefix(10)) == SM.run(from: 20, to: 40).enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        #expect(frames[19] == 20, "back down at 20 after 20 ticks")
        #expect(frames.suffix(3) == [20, 20, 20], "two bounces, then it holds")
        #expect(machine.numericInput("loops") == 1, "the first bounce's end is a loop end, the second's the completion")
        #expect(machine.numericInput("done") == 1)
        player.unloadStateMachine()
        #expect(player.stateMachine == nil && !machine.isRunning)
    }
}
