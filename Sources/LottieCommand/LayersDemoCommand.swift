import ArgumentParser
import CairoCanvas
import Foundation
import Graphics
import Layers
import MediaEncoders

/// `lottie layers-demo -o demo.gif|demo.png`: renders `AnimatedDemoScene` (keyframes along a
/// path, basic animations in a group, a spring, a stroke being drawn) frame by frame through
/// the layer renderer, as an animated GIF or as a PNG contact strip of a few frames.
struct LayersDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layers-demo",
        abstract: "Render the animated layer demo scene to a GIF or a PNG strip of frames.")

    @Option(name: [.short, .customLong("output")], help: "The output file: .gif (all frames) or .png (a strip).")
    var output: String

    @Option(help: "Frames per second of the GIF.")
    var fps: Int = 20

    @Option(help: "Frames in the PNG strip, evenly spread over the animation.")
    var frames: Int = 8

    @Option(help: "Frames per row of the PNG strip.")
    var columns: Int = 4

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    func validate() throws {
        guard fps > 0, fps <= 120 else { throw ValidationError("--fps must be in 1...120") }
        guard frames > 1, frames <= 256 else { throw ValidationError("--frames must be in 2...256") }
        guard columns > 0 else { throw ValidationError("--columns must be positive") }
        guard scale > 0, scale <= 16 else { throw ValidationError("--scale must be in (0, 16]") }
    }

    func run() throws {
        let url = URL(fileURLWithPath: output)
        let start = 1.0
        let scene = AnimatedDemoScene.make(startTime: start)
        let width = Int((AnimatedDemoScene.size.width * scale).rounded())
        let height = Int((AnimatedDemoScene.size.height * scale).rounded())
        func frame(at time: Double) throws -> Bitmap {
            guard let canvas = CairoImageCanvas(width: width, height: height) else {
                throw CommandError("cannot make a \(width)x\(height) canvas")
            }
            scene.advanceAnimations(to: time)
            Renderer.render(scene, into: canvas, transform: AffineTransform(scaleX: scale, y: scale),
                            backgroundColor: .white, atTime: time)
            return canvas.makeBitmap()
        }
        switch url.pathExtension.lowercased() {
        case "gif":
            let count = Int((AnimatedDemoScene.duration * Double(fps)).rounded(.up)) + 1
            let encoder = try GIFEncoder(url: url, width: width, height: height)
            for n in 0..<count {
                try encoder.add(frame: try frame(at: start + Double(n) / Double(fps)), delay: .milliseconds(1000 / fps))
            }
            try encoder.finish()
        case "png":
            let times = (0..<frames).map { start + AnimatedDemoScene.duration * Double($0) / Double(frames - 1) }
            let strip = try ContactStrip.make(frames: times.map(frame(at:)), columns: columns, gap: Int(4 * scale))
            try strip.writePNG(to: url)
        default:
            throw CommandError("\(output): the output must end in .gif or .png")
        }
        print(url.path)
    }
}

/// Frames laid out in rows on a white sheet, `gap` pixels apart.
enum ContactStrip {
    /// The sheet of `frames` (all the size of the first), `columns` per row.
    static func make(frames: [Bitmap], columns: Int, gap: Int) throws -> Bitmap {
        guard let first = frames.first else { throw CommandError("no frames") }
        let columns = min(columns, frames.count)
        let rows = (frames.count + columns - 1) / columns
        let width = columns * first.width + (columns + 1) * gap
        let height = rows * first.height + (rows + 1) * gap
        guard var sheet = Bitmap(width: width, height: height) else {
            throw CommandError("cannot make a \(width)x\(height) strip")
        }
        sheet.pixels = [UInt8](repeating: 255, count: width * height * 4)
        for (index, frame) in frames.enumerated() {
            let left = gap + (index % columns) * (first.width + gap)
            let top = gap + (index / columns) * (first.height + gap)
            for y in 0..<min(frame.height, first.height) {
                let source = y * frame.bytesPerRow
                let target = (top + y) * sheet.bytesPerRow + left * 4
                sheet.pixels.replaceSubrange(target..<(target + frame.bytesPerRow),
                                             with: frame.pixels[source..<(source + frame.bytesPerRow)])
            }
        }
        return sheet
    }
}
