import Graphics
import Layers
import Lottie
import Testing

private typealias SM = StateMachineFixture

@Suite("Controls: switch and button")
struct ControlTests {
    let button = SM.buttonCentre
    let outside = SM.belowButton

    @Test func aSwitchTogglesOnTapsOnItsLayerAndPlaysTheRangeOfTheNewState() throws {
        let (player, clock, _) = try SM.player()
        let toggle = LottieSwitch(player: player, area: .layer("**.Button"))
        toggle.setPlayRange(.marker("toOn"), forOnState: true)
        toggle.setPlayRange(.marker("toOff"), forOnState: false)
        var changes: [Bool] = []
        toggle.valueChanged = { changes.append($0) }
        #expect(!toggle.isOn)
        #expect(player.currentFrame == 60, "off: the end of the off range")

        player.tap(at: button)
        #expect(toggle.isOn)
        #expect(SM.frames(player, clock, ticks: 32) == SM.run(from: 0, to: 30) + [30, 30])

        player.tap(at: outside)
        #expect(toggle.isOn, "a tap off the button does nothing")
        #expect(SM.frames(player, clock, ticks: 2) == [30, 30])

        player.tap(at: button)
        #expect(!toggle.isOn)
        #expect(SM.frames(player, clock, ticks: 31) == SM.run(from: 30, to: 60) + [60])
        #expect(changes == [true, false])

        toggle.setIsOn(true, animated: false)
        #expect(player.currentFrame == 30)
        toggle.invalidate()
        player.tap(at: button)
        #expect(toggle.isOn, "an invalidated switch no longer listens")
    }

    @Test func aSwitchWithProgressRangesAndOverTheWholePlayer() throws {
        let (player, clock, _) = try SM.player()
        let toggle = LottieSwitch(player: player)
        toggle.setProgressForState(fromProgress: 0, toProgress: 1.0 / 3, forOnState: true)
        toggle.setProgressForState(fromProgress: 2.0 / 3, toProgress: 1.0 / 3, forOnState: false)
        #expect(player.currentFrame == 30)
        player.tap(at: outside)
        #expect(toggle.isOn)
        #expect(SM.frames(player, clock, ticks: 30) == SM.run(from: 0, to: 30))
        player.tap(at: Point(x: 5, y: 5))
        #expect(!toggle.isOn)
        #expect(SM.frames(player, clock, ticks: 30) == SM.run(from: 60, to: 30), "off plays backwards from 60 to 30")
    }

    @Test func aButtonPlaysTheRangeOfEachTouchEvent() throws {
        let (player, clock, _) = try SM.player()
        let control = LottieButton(player: player, area: .layer("**.Button"))
        control.setPlayRange(.marker("idle"), for: .touchDown)                 // 60...70
        control.setPlayRange(fromMarker: "hover", toMarker: "press", event: .touchUpInside)  // 70...80
        control.setPlayRange(fromProgress: 80.0 / 90, toProgress: 1, event: .touchUpOutside)  // 80...90
        control.setPlayRange(.frames(from: 30, to: 25), for: .touchDragExit)
        control.setPlayRange(.frames(from: 25, to: 30), for: .touchDragEnter)
        var events: [LottieButton.Event] = []
        control.onEvent = { events.append($0) }

        player.sendPointerEvent(.down, at: outside)
        #expect(events.isEmpty, "a touch must begin on the button")

        player.sendPointerEvent(.down, at: button)
        #expect(control.isTracking && control.isHighlighted)
        #expect(SM.frames(player, clock, ticks: 10) == SM.run(from: 60, to: 70))
        player.sendPointerEvent(.up, at: button)
        #expect(SM.frames(player, clock, ticks: 10) == SM.run(from: 70, to: 80))
        #expect(events == [.touchDown, .touchUpInside])

        player.sendPointerEvent(.down, at: button)
        player.sendPointerEvent(.move, at: Point(x: 51, y: 41))
        player.sendPointerEvent(.move, at: outside)
        #expect(!control.isHighlighted)
        #expect(SM.frames(player, clock, ticks: 5) == SM.run(from: 30, to: 25))
        player.sendPointerEvent(.move, at: button)
        #expect(SM.frames(player, clock, ticks: 5) == SM.run(from: 25, to: 30))
        player.sendPointerEvent(.move, at: outside)
        player.sendPointerEvent(.up, at: outside)
        #expect(SM.frames(player, clock, ticks: 10) == SM.run(from: 80, to: 90))
        #expect(events == [.touchDown, .touchUpInside, .touchDown, .touchDragExit, .touchDragEnter, .touchDragExit, .touchUpOutside])
        #expect(!control.isTracking)
    }

    @Test func somethingAboveTheButtonThatStopsTheEventKeepsItFromTheButton() throws {
        let (player, _, _) = try SM.player()
        let control = LottieButton(player: player)
        var events: [LottieButton.Event] = []
        control.onEvent = { events.append($0) }
        player.addEventHandler(for: .layer("**.Button"), kinds: [.down]) { $0.stopPropagation() }
        player.sendPointerEvent(.down, at: button)
        #expect(events.isEmpty)
        player.sendPointerEvent(.down, at: outside)
        #expect(events == [.touchDown])
    }
}
