import ArgumentParser
import CairoCanvas
import Demos
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

    @Option(help: "Frames per second of the GIF, 1...50 (GIF's delays are whole hundredths of a second, at least 2).")
    var fps: Int = 20

    @Option(help: "Frames in the PNG strip, evenly spread over the animation.")
    var frames: Int = 8

    @Option(help: "Frames per row of the PNG strip.")
    var columns: Int = 4

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    func validate() throws {
        guard fps > 0, Double(fps) <= GIFEncoder.maximumFrameRate else {
            throw ValidationError("--fps \(fps) is outside 1...\(Int(GIFEncoder.maximumFrameRate)) (GIF shows at most 50 fps)")
        }
        guard frames > 1, frames <= 256 else { throw ValidationError("--frames must be in 2...256") }
        guard columns > 0 else { throw ValidationError("--columns must be positive") }
        guard scale > 0, scale <= 16 else { throw ValidationError("--scale must be in (0, 16]") }
    }

    func run() throws {
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
        switch (output as NSString).pathExtension.lowercased() {
        case "gif":
            let count = Int((AnimatedDemoScene.duration * Double(fps)).rounded(.up)) + 1
            let target = try OutputTarget(output, fileExtension: "gif")
            try GIFOutput.write(to: target, width: width, height: height, frames: count, fps: Double(fps)) { n in
                try frame(at: start + Double(n) / Double(fps))
            }
        case "png":
            let times = (0..<frames).map { start + AnimatedDemoScene.duration * Double($0) / Double(frames - 1) }
            let strip = try ContactStrip.make(frames: times.map(frame(at:)), columns: columns, gap: Int(4 * scale))
            let target = try OutputTarget(output, fileExtension: "png")
            try target.writeAtomically { try strip.writePNG(to: $0) }
            Report.wrote(target, "\(frames) frames in a strip, \(Report.size(strip.width, strip.height))")
        default:
            throw CommandError("\(output): the output must end in .gif or .png")
        }
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
        try OutputLimits.check(width: width, height: height, what: "strip size")
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
