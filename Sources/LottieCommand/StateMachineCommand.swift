import ArgumentParser
import Foundation
import Graphics
import Layers
import Lottie
import LottieExport

/// `lottie state-machine FILE.lottie ID --events '...'`: runs a dotLottie state machine on a
/// scripted event sequence, printing the transitions (and custom events, open-URL requests and
/// warnings) with the time and frame they happened at, and rendering the frames that result to
/// a GIF with `-o`.
struct StateMachineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "state-machine",
        abstract: "Run a dotLottie state machine on scripted events; print its transitions and render the frames.",
        discussion: """
        Steps of --events, separated by ';': click@X,Y (down, up and click), down@X,Y, up@X,Y, \
        move@X,Y, enter@X,Y, exit, fire:NAME, input:NAME=VALUE, wait:SECONDS or wait:Nf (frames). \
        Points are in output pixels. Without an ID the archive's state machines are listed.
        """)

    @Argument(help: "The .lottie file.")
    var input: String

    @Argument(help: "The state machine's id.")
    var id: String?

    @Option(help: "The event script (see below).")
    var events: String = ""

    @Option(name: [.short, .long], help: "A GIF of the frames shown while the script runs.")
    var output: String?

    @Option(help: "Output width in pixels (default: the composition's; the height keeps its aspect).")
    var width: Int?

    @Option(help: "Frames per second of the clock and the GIF (1...60; default: the animation's, at most 50).")
    var fps: Double?

    @Option(help: "Seconds rendered after the last step, so that plays can finish (0...60).")
    var tail: Double = 1

    func run() throws {
        guard let file = try AnimationInput.archive(input) else { throw CommandError("\(input) is not a .lottie file") }
        guard let id else {
            let ids = file.stateMachineIDs
            print(ids.isEmpty ? "no state machines" : ids.joined(separator: "\n"))
            return
        }
        let script = try StateMachineScript(events)
        guard tail.isFinite, (0...60).contains(tail) else { throw CommandError("--tail \(tail) is outside 0...60") }
        let clock = ManualClock()
        let animation = try file.animation()
        let player = LottieAnimationLayer(animation: animation, clock: clock)
        let rate = fps ?? min(50, max(1, animation.framerate))
        guard rate.isFinite, (1...60).contains(rate) else { throw CommandError("--fps \(rate) is outside 1...60") }
        let pixelsWide = width ?? Int(animation.width.rounded())
        guard (2...4096).contains(pixelsWide) else { throw CommandError("--width \(pixelsWide) is outside 2...4096") }
        let pixelsHigh = max(2, Int((Double(pixelsWide) * animation.height / max(animation.width, 1)).rounded()))
        guard pixelsHigh <= 4096 else { throw CommandError("the output would be \(pixelsHigh) pixels high") }
        Transaction.performWithoutActions {
            player.bounds = Rect(x: 0, y: 0, width: Double(pixelsWide), height: Double(pixelsHigh))
            player.position = Point(x: Double(pixelsWide) / 2, y: Double(pixelsHigh) / 2)
        }
        do {
            try player.loadAnimation(from: file)
        } catch {
            throw CommandError("\(input): \(oneLine(error))")
        }
        let machine: LottieStateMachine
        do {
            machine = try player.loadStateMachine(id)
        } catch {
            throw CommandError("\(input): \(error)")
        }
        for warning in machine.warnings { print("warning: \(warning)") }

        let log = TransitionPrinter(clock: clock, player: player)
        machine.addObserver(log)
        let recorder = output.map { _ in FrameRecorder(player: player, width: pixelsWide, height: pixelsHigh) }
        clock.advance(by: 0)
        machine.start()
        try recorder?.capture(at: clock.now)
        let tick = 1 / rate
        func wait(_ seconds: Double) throws {
            var remaining = seconds
            while remaining > 1e-9 {
                clock.advance(by: min(tick, remaining))
                remaining -= tick
                try recorder?.capture(at: clock.now)
            }
        }
        for step in script.steps {
            switch step {
            case .tap(let p):
                recorder?.pointer = p
                log.note("click@\(Self.format(p))")
                player.tap(at: p)
            case .pointer(let kind, let p):
                recorder?.pointer = kind == .exit ? nil : p
                log.note(kind == .exit ? "exit" : "\(kind.rawValue)@\(Self.format(p))")
                player.sendPointerEvent(kind, at: p)
            case .fire(let name):
                log.note("fire:\(name)")
                if !machine.fire(name) { log.note("  (no event input \"\(name)\")") }
            case .input(let name, let value):
                log.note("input:\(name)=\(value)")
                if !Self.set(name, value, on: machine) { log.note("  (no input \"\(name)\" taking \(value))") }
            case .wait(let seconds, let frames):
                try wait(seconds ?? Double(frames ?? 0) * tick)
            }
        }
        try wait(tail)
        print(String(format: "end: state %@ at frame %.1f", machine.currentState ?? "-", player.currentFrame))
        if let output, let recorder { try recorder.write(to: output, fps: rate) }
    }

    private static func set(_ name: String, _ value: String, on machine: LottieStateMachine) -> Bool {
        switch machine.input(name) {
        case .numeric?: return Double(value).map { machine.setNumericInput(name, $0) } ?? false
        case .boolean?: return Bool(value.lowercased()).map { machine.setBooleanInput(name, $0) } ?? false
        case .string?: return machine.setStringInput(name, value)
        case .event?: return machine.fire(name)
        case nil: return false
        }
    }

    static func format(_ p: Point) -> String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return "\(n(p.x)),\(n(p.y))"
    }
}

/// Prints what the machine does, one line each, with the clock time and the frame shown.
private final class TransitionPrinter: LottieStateMachineObserver {
    let clock: ManualClock
    weak var player: LottieAnimationLayer?

    init(clock: ManualClock, player: LottieAnimationLayer) {
        self.clock = clock
        self.player = player
    }

    func note(_ text: String) {
        print(String(format: "%7.3fs  %@", clock.now, text))
    }

    func stateMachine(_ machine: LottieStateMachine, didTransitionFrom from: String?, to: String) {
        note("\(from ?? "start") -> \(to)")
    }

    func stateMachine(_ machine: LottieStateMachine, didFireCustomEvent message: String) {
        note("custom event: \(message)")
    }

    func stateMachine(_ machine: LottieStateMachine, didRequestOpenURL url: String, target: String?) {
        note("open URL (left to the app): \(url)" + (target.map { " target \($0)" } ?? ""))
    }

    func stateMachine(_ machine: LottieStateMachine, didWarn warning: LottieWarning) {
        note("warning: \(warning)")
    }

    func stateMachineDidStop(_ machine: LottieStateMachine) {
        note("stopped in \(machine.currentState ?? "-")")
    }
}

/// Renders the player at each captured time, for the GIF, with a ring where the pointer is.
private final class FrameRecorder {
    /// Where the last pointer event was (nil after `exit`).
    var pointer: Point?
    let player: LottieAnimationLayer
    let width: Int
    let height: Int
    let canvas: (any FrameCanvas)?
    private(set) var frames: [Bitmap] = []
    /// Enough for a minute at 50 fps.
    static let maximumFrames = 3000

    init(player: LottieAnimationLayer, width: Int, height: Int) {
        self.player = player
        self.width = width
        self.height = height
        canvas = RasterBackend.standard.makeCanvas(width: width, height: height)
    }

    func capture(at time: Double) throws {
        guard let canvas else { throw CommandError("cannot make a \(width)x\(height) canvas") }
        guard frames.count < Self.maximumFrames else {
            throw CommandError("more than \(Self.maximumFrames) frames; shorten the script or lower --fps")
        }
        canvas.clear()
        Renderer.render(player, into: canvas, atTime: time)
        if let p = pointer {
            let ring = BezierPath(ellipseIn: Rect(x: p.x - 4, y: p.y - 4, width: 8, height: 8))
            canvas.stroke(ring, with: .solid(.black), style: StrokeStyle(width: 3))
            canvas.stroke(ring, with: .solid(.white), style: StrokeStyle(width: 1.5))
        }
        frames.append(canvas.makeBitmap())
    }

    func write(to path: String, fps: Double) throws {
        let target = try OutputTarget(path, fileExtension: "gif")
        let frames = self.frames
        try GIFOutput.write(to: target, width: width, height: height, frames: frames.count, fps: fps) { frames[$0] }
    }
}
