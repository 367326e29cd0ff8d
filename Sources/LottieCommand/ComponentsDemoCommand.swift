import ArgumentParser
import CairoCanvas
import Components
import Demos
import Foundation
import Graphics
import Layers
import MediaEncoders

/// `lottie components-demo -o out.gif`: plays the Components article-expansion demo on a manual
/// clock and writes it as an animated GIF — articles fade in, one expands with a spring that
/// pushes the others down, a badge scales in, and they collapse again.
struct ComponentsDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "components-demo",
        abstract: "Render the Components article-expansion demo to an animated GIF.")

    @Option(name: [.short, .long], help: "The GIF file to write.")
    var output: String

    @Option(help: "Frames per second (1...50: GIF's delays are whole hundredths of a second, at least 2).")
    var fps: Int = 30

    @Option(help: "Pixels per point (0.25...8).")
    var scale: Double = 1

    func run() throws {
        guard (1...Int(GIFEncoder.maximumFrameRate)).contains(fps) else {
            throw ValidationError("--fps \(fps) is outside 1...\(Int(GIFEncoder.maximumFrameRate)) (GIF shows at most 50 fps)")
        }
        guard (0.25...8).contains(scale) else { throw ValidationError("--scale must be within 0.25...8") }
        let width = Int((ArticleFeedDemo.canvasSize.width * scale).rounded())
        let height = Int((ArticleFeedDemo.canvasSize.height * scale).rounded())
        guard let canvas = CairoImageCanvas(width: width, height: height) else {
            throw CommandError("cannot make a \(width)x\(height) canvas")
        }
        let clock = ManualClock()
        let host = ComponentHost(sizeRange: .width(ArticleFeedDemo.feedWidth), clock: clock) { FeedComponent($0) }
        host.layer.position = Point(x: ArticleFeedDemo.margin, y: ArticleFeedDemo.margin)
        let background = Color(red: 0.97, green: 0.97, blue: 0.99)
        let target = try OutputTarget(output, fileExtension: "gif")
        let frameCount = Int((ArticleFeedDemo.duration * Double(fps)).rounded(.up))
        var previousTime: Double?
        try GIFOutput.write(to: target, width: width, height: height, frames: frameCount, fps: Double(fps),
                            dithering: false) { frame in
            let time = Double(frame) / Double(fps)
            clock.advance(to: time)
            for model in ArticleFeedDemo.updates(after: previousTime, upTo: time) { try host.update(model) }
            previousTime = time
            canvas.clear(background)
            Renderer.render(host.layer, into: canvas, transform: AffineTransform(scaleX: scale, y: scale), atTime: time)
            return canvas.makeBitmap()
        }
    }
}
