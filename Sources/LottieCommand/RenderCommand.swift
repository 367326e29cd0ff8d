import ArgumentParser
import CairoCanvas
import Foundation
import Graphics
import Lottie

/// `lottie render`: draws one frame of an animation into a PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a frame of an animation to a PNG file.")

    @Argument(help: "The animation (.json, .lottie or .tgs).")
    var input: String

    @Option(name: [.short, .long], help: "The PNG file to write.")
    var output: String

    @Option(help: "The absolute composition frame (fractional frames interpolate).")
    var frame: Double?

    @Option(help: "The progress 0...1 of the composition (0 = ip, 1 = op).")
    var progress: Double?

    @Option(help: "Output width in pixels (default: the composition's).")
    var width: Int?

    @Option(help: "Output height in pixels (default: the composition's).")
    var height: Int?

    @Option(help: "How the composition fits the output: fit, fill or stretch.")
    var mode: String = "fit"

    @OptionGroup var dynamicValues: SetValueOptions

    func run() throws {
        let (animation, directory) = try AnimationInput.load(input)
        let w = width ?? Int(animation.width.rounded(.up)), h = height ?? Int(animation.height.rounded(.up))
        guard w > 0, h > 0, w <= maxOutputSide, h <= maxOutputSide else {
            throw CommandError("output size \(w)x\(h) is out of range (1...\(maxOutputSide) per side)")
        }
        guard let contentMode = LottieContentMode(rawValue: mode) else {
            throw CommandError("unknown mode '\(mode)' (fit, fill, stretch)")
        }
        guard let canvas = CairoImageCanvas(width: w, height: h) else {
            throw CommandError("cannot make a \(w)x\(h) canvas")
        }
        var options = LottieRenderOptions(imageDirectory: directory)
        try dynamicValues.apply(to: &options, animation: animation)
        let renderer = LottieRenderer(animation: animation, options: options)
        let f = frame ?? renderer.frame(atProgress: progress ?? 0)
        renderer.render(frame: f, into: canvas, mode: contentMode)
        do {
            try canvas.makeBitmap().writePNG(to: URL(fileURLWithPath: output))
        } catch {
            throw CommandError("cannot write \(output): \(error)")
        }
    }
}
