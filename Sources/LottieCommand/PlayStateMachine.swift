import Foundation
import Graphics
import Lottie

/// `lottie play FILE.lottie --state-machine ID`: the machine runs on the preview's player;
/// mouse presses, releases and motion over the picture are pointer events (a press released
/// is also a click), and keys post events: a digit sets the machine's first numeric input,
/// Enter fires its first event input, `t` toggles its first boolean input.
final class PlayStateMachine: LottieStateMachineObserver {
    let machine: LottieStateMachine
    private weak var player: LottieAnimationLayer?
    /// The last thing the machine did, for the status line.
    private(set) var lastNote = ""

    /// Loads the archive's animation and state machine `id` into `player` and starts it.
    init(file: DotLottieFile, id: String, player: LottieAnimationLayer) throws {
        do {
            try player.loadAnimation(from: file)
            machine = try player.loadStateMachine(id)
        } catch {
            throw CommandError("\(error)")
        }
        self.player = player
        machine.addObserver(self)
        machine.start()
    }

    /// Handles a key the preview does not; returns whether it was used.
    func handle(_ key: PreviewKey) -> Bool {
        guard let player else { return false }
        switch key {
        case .pointer(let kind, let column, let row):
            // One cell is one pixel wide and two high; the picture starts at the top-left cell.
            let point = Point(x: Double(column) - 0.5, y: Double(row - 1) * 2 + 1)
            switch kind {
            case .down: player.sendPointerEvent(.down, at: point)
            case .move: player.sendPointerEvent(.move, at: point)
            case .up:
                player.sendPointerEvent(.up, at: point)
                player.sendPointerEvent(.click, at: point)
            }
            return true
        case .character(let c):
            let inputs = machine.definition.inputs
            if let digit = c.wholeNumberValue, c.isASCII {
                if let name = inputs.first(where: { if case .numeric = $0 { true } else { false } })?.name {
                    machine.setNumericInput(name, Double(digit))
                }
            } else if c == "\n" {
                if let name = inputs.first(where: { if case .event = $0 { true } else { false } })?.name { machine.fire(name) }
            } else if c == "t" {
                if let name = inputs.first(where: { if case .boolean = $0 { true } else { false } })?.name {
                    machine.setBooleanInput(name, !(machine.booleanInput(name) ?? false))
                }
            } else {
                return false
            }
            return true
        default:
            return false
        }
    }

    /// The status line's part: the state and what happened last.
    var status: String { "state \(machine.currentState ?? "-")\(machine.isRunning ? "" : " (stopped)")  \(lastNote)" }

    func stateMachine(_ machine: LottieStateMachine, didTransitionFrom from: String?, to: String) {
        lastNote = "\(from ?? "start") → \(to)"
    }

    func stateMachine(_ machine: LottieStateMachine, didFireCustomEvent message: String) {
        lastNote = "event: \(message)"
    }

    func stateMachine(_ machine: LottieStateMachine, didRequestOpenURL url: String, target: String?) {
        lastNote = "open URL (not opened): \(url)"
    }
}
