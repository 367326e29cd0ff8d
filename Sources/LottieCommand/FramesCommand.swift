import ArgumentParser
import CairoCanvas
import Foundation
import Graphics
import Lottie

/// `lottie frames [INPUT] -o sheet.png`: a contact sheet — one PNG with a grid of evenly
/// spaced frames, first frame top-left, reading order — for reviewing an animation at a glance.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write a contact sheet: a grid of evenly spaced frames in one PNG.")

    /// Pixels between cells and around the grid.
    static let gap = 4

    @Argument(help: "The animation (.json, .lottie or .tgs); omit it for the bundled demo.")
    var input: String?

    @Option(name: [.short, .long], help: "The PNG file to write.")
    var output: String?

    @Option(help: "How many frames, spread evenly from the first frame to the last (op - 1).")
    var count: Int = 12

    @Option(help: "Cells per row (default: about square).")
    var columns: Int?

    @Option(help: "The colour of the sheet behind the cells, as #RRGGBB[AA].")
    var sheetColor: String = "#2B2B2B"

    @Option(help: "Render threads.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var size: OutputSizeOptions

    func run() throws {
        guard let output else { throw CommandError("missing the output file: -o FILE.png") }
        guard output.lowercased().hasSuffix(".png") else { throw CommandError("\(output): a contact sheet is a .png file") }
        guard (1...1000).contains(count) else { throw CommandError("--count \(count) is outside 1...1000") }
        let columns = self.columns ?? Int(Double(count).squareRoot().rounded(.up))
        guard (1...1000).contains(columns) else { throw CommandError("--columns \(columns) is outside 1...1000") }
        guard let sheetColor = Color(hex: sheetColor) else { throw CommandError("--sheet-color '\(self.sheetColor)' is not a colour like #2B2B2B") }
        let (animation, options) = try AnimationInput.loadOrDemo(input)
        let cell = try size.pixelSize(for: animation, defaultLongSide: 160)
        let rows = (count + columns - 1) / columns
        let sheetWidth = columns * (cell.width + Self.gap) + Self.gap
        let sheetHeight = rows * (cell.height + Self.gap) + Self.gap
        guard sheetWidth <= maxOutputSide, sheetHeight <= maxOutputSide, sheetWidth * sheetHeight <= maxOutputPixels,
              let sheet = CairoImageCanvas(width: sheetWidth, height: sheetHeight) else {
            throw CommandError("a \(columns)x\(rows) sheet of \(cell.width)x\(cell.height) cells is too large")
        }
        sheet.clear(sheetColor)
        let job = try RenderJob(animation: animation, options: options, pixelSize: cell, mode: size.contentMode(),
                                background: size.backgroundColor(), jobs: jobs, quiet: true)
        let frames = Self.evenlySpacedFrames(of: animation, count: count)
        try job.renderInParallel(frames) { index, bitmap in
            let x = Self.gap + (index % columns) * (cell.width + Self.gap)
            let y = Self.gap + (index / columns) * (cell.height + Self.gap)
            sheet.draw(bitmap, transform: AffineTransform(translationX: Double(x), y: Double(y)), opacity: 1)
        }
        do {
            try sheet.makeBitmap().writePNG(to: URL(fileURLWithPath: output))
        } catch {
            throw CommandError("cannot write \(output): \(oneLine(error))")
        }
        print("wrote \(output) (\(count) frames in \(columns)x\(rows), cells \(cell.width)x\(cell.height))")
    }

    /// `count` frames from `ip` to the last frame `op − 1` (or `ip` alone for one), evenly spaced.
    static func evenlySpacedFrames(of animation: LottieAnimation, count: Int) -> [Double] {
        let first = animation.startFrame, last = max(animation.startFrame, animation.endFrame - 1)
        guard count > 1 else { return [first] }
        return (0..<count).map { first + (last - first) * Double($0) / Double(count - 1) }
    }
}
