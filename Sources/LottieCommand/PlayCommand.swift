import ArgumentParser
import Foundation
import Graphics
import Layers
import Lottie
import LottieExport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lottie play [INPUT]`: a live preview in the terminal — truecolor half-block pixels, drawn
/// by a `LottieAnimationLayer` on a real-time `DisplayLink` at the animation's frame rate.
/// Space pauses and resumes, ←/→ step a frame back or forward, q quits.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Preview an animation in the terminal (space: pause, ←/→: step, q: quit).")

    @Argument(help: "The animation (.json, .lottie or .tgs); omit it for the bundled demo.")
    var input: String?

    @Option(help: "Picture width in character cells (default: fits the terminal).")
    var columns: Int?

    @Option(parsing: .unconditional, help: "Playback speed: 2 is twice as fast, negative plays backwards.")
    var speed: Double = 1

    @Option(help: "The colour behind transparent pixels, as #RRGGBB.")
    var backdrop: String = "#000000"

    @OptionGroup var compatibility: CompatibilityOptions

    @Flag(help: "Play once and exit (also works when the output is not a terminal).")
    var once = false

    @Option(help: "Run this state machine of a .lottie file: mouse clicks and moves are pointer events; digits set its first numeric input, Enter fires its first event, t toggles its first boolean.")
    var stateMachine: String?

    func run() throws {
        let interactive = RawTerminal.isInteractive
        guard interactive || once else { throw CommandError("lottie play needs a terminal (or --once)") }
        guard speed.isFinite, abs(speed) <= 1000 else { throw CommandError("--speed \(speed) is out of range") }
        guard let backdrop = Color(hex: backdrop) else { throw CommandError("--backdrop '\(self.backdrop)' is not a colour like #000000") }
        let (animation, loaded) = try AnimationInput.loadOrDemo(input)
        var options = loaded
        compatibility.apply(to: &options)
        guard animation.width > 0, animation.height > 0 else { throw CommandError("the animation has no size") }
        let (width, height) = try pictureSize(for: animation)
        guard let canvas = RasterBackend.standard.makeCanvas(width: width, height: height) else {
            throw CommandError("cannot make a \(width)x\(height) canvas")
        }
        let repainter = IncrementalRenderer()

        let link = DisplayLink(frameRate: .fixed(min(max(animation.framerate, 1), 60)))
        let player = LottieAnimationLayer(animation: animation, clock: link, renderOptions: options)
        Transaction.perform {
            Transaction.disableActions = true
            player.bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
            player.position = Point(x: Double(width) / 2, y: Double(height) / 2)
        }
        player.animationSpeed = speed
        player.loopMode = once ? .playOnce : .loop
        var interaction: PlayStateMachine?
        if let id = stateMachine {
            guard interactive else { throw CommandError("--state-machine needs a terminal (lottie state-machine runs one on a script)") }
            guard let input, let file = try AnimationInput.archive(input) else { throw CommandError("--state-machine needs a .lottie file") }
            interaction = try PlayStateMachine(file: file, id: id, player: player)
        }
        let keys = interactive ? KeyReader() : nil
        if interactive { RawTerminal.enable(mouse: interaction != nil) }
        defer { RawTerminal.restore() }

        if interaction == nil { player.play { finished in if finished && once { link.stop() } } }
        // Registered after the player's own handler, so each frame draws the frame just shown.
        link.addFrameHandler { tick in
            for key in keys?.drain() ?? [] where interaction?.handle(key) != true { Self.handle(key, player: player, link: link) }
            // Only what changed since the last frame is repainted.
            repainter.render(player, into: canvas, atTime: tick.timestamp)
            let state = player.isAnimationPlaying ? "▶" : "❚❚"
            var status = String(format: "%@ frame %.1f of %g–%g   space: pause  ←/→: step  q: quit",
                                state, player.currentFrame, animation.startFrame, animation.endFrame)
            if let interaction { status += "\u{1B}[K\n" + interaction.status }
            status += "\u{1B}[K\n"

            RawTerminal.emit("\u{1B}[H" + TerminalPicture.ansi(canvas.makeBitmap(), backdrop: backdrop) + status)
        }
        link.run()
    }

    /// The picture size in pixels: `--columns` wide (or the terminal's width, at most 120),
    /// shrunk so that it fits the terminal's height, two pixel rows per text row.
    private func pictureSize(for animation: LottieAnimation) throws -> (Int, Int) {
        let terminal = RawTerminal.size
        let aspect = animation.height / animation.width
        var columns = self.columns ?? min(120, (terminal?.columns ?? 80) - 1)
        if self.columns == nil, let rows = terminal?.rows {
            // Leave a row for the status line (compared as doubles: the aspect may be extreme).
            columns = Int(min(Double(columns), max(2, Double(2 * (rows - 2)) / aspect)))
        }
        guard (2...2000).contains(columns) else { throw CommandError("--columns \(columns) is outside 2...2000") }
        let height = (Double(columns) * aspect).rounded()
        guard height <= 4000 else { throw CommandError("the picture would be \(height) pixels high") }
        return (columns, max(2, Int(height)))
    }

    private static func handle(_ key: PreviewKey, player: LottieAnimationLayer, link: DisplayLink) {
        switch key {
        case .quit: link.stop()
        case .togglePause: player.isAnimationPlaying ? player.pause() : player.play()
        case .stepBack: player.currentFrame = max(player.animation?.startFrame ?? 0, player.currentFrame.rounded() - 1)
        case .stepForward: player.currentFrame = min(player.animation?.endFrame ?? 0, player.currentFrame.rounded() + 1)
        case .character, .pointer: break
        }
    }
}
