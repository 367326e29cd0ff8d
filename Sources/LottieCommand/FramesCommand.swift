import ArgumentParser
import CairoCanvas
import Foundation
import Graphics
import Lottie

/// `lottie frames [INPUT] -o sheet.png`: a contact sheet — one PNG with a grid of evenly
/// spaced frames, first frame top-left, reading order, each labelled with its frame number —
/// for reviewing an animation at a glance.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write a contact sheet: a grid of evenly spaced, numbered frames in one PNG.",
        discussion: """
            --width and --height size each cell (one frame); the sheet is the cells plus 4-pixel \
            gaps and a label strip under each cell. By default a cell is the composition's size \
            with its longer side capped at 256 pixels.
            """)

    /// Pixels between cells and around the grid.
    static let gap = 4
    /// The longer side of a cell when no size is given (smaller compositions keep their size).
    static let defaultCellSide = 256.0

    @Argument(help: "The animation (.json, .lottie or .tgs; - reads standard input); omit it for the bundled demo.")
    var input: String?

    @Option(name: [.short, .long], help: "The PNG file to write; - writes to standard output.")
    var output: String?

    @Option(help: "How many frames, spread evenly from the first frame to the last (op - 1), 1...1000.")
    var count: Int = 12

    @Option(help: "Cells per row (default: about square).")
    var columns: Int?

    @Option(help: "The colour of the sheet behind the cells, as #RRGGBB[AA].")
    var sheetColor: String = "#2B2B2B"

    @Flag(inversion: .prefixedNo, help: "Print each cell's frame number under it.")
    var labels = true

    @Option(parsing: .unconditional, help: "Render threads, 1...64.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var size: CellSizeOptions

    @OptionGroup var compatibility: CompatibilityOptions

    func validate() throws {
        guard (1...1000).contains(count) else { throw ValidationError("--count \(count) is outside 1...1000") }
        if let columns, !(1...1000).contains(columns) { throw ValidationError("--columns \(columns) is outside 1...1000") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs) is outside 1...64") }
    }

    func run() throws {
        guard let output else { throw CommandError("missing the output file: -o FILE.png (or -o - for standard output)") }
        guard output == "-" || output.lowercased().hasSuffix(".png") else {
            throw CommandError("\(output): a contact sheet is a .png file")
        }
        let columns = min(self.columns ?? Int(Double(count).squareRoot().rounded(.up)), count)
        guard let sheetColor = Color(hex: sheetColor) else { throw CommandError("--sheet-color '\(self.sheetColor)' is not a colour like #2B2B2B") }
        let (animation, loaded) = try AnimationInput.loadOrDemo(input)
        var options = loaded
        compatibility.apply(to: &options)
        let cell = try size.pixelSize(for: animation, defaultLongSide: Self.defaultCellSide, what: "cell size")
        let label = labels ? FrameLabel(cellWidth: cell.width, sheet: sheetColor) : nil
        let rowHeight = cell.height + (label?.height ?? 0) + Self.gap
        let rows = (count + columns - 1) / columns
        let sheetWidth = columns * (cell.width + Self.gap) + Self.gap
        let sheetHeight = rows * rowHeight + Self.gap
        try OutputLimits.check(width: sheetWidth, height: sheetHeight,
                               what: "contact sheet (\(columns)x\(rows) cells of \(cell.width)x\(cell.height))")
        guard let sheet = CairoImageCanvas(width: sheetWidth, height: sheetHeight) else {
            throw CommandError("cannot make a \(sheetWidth)x\(sheetHeight) sheet")
        }
        sheet.clear(sheetColor)
        let target = try OutputTarget(output, fileExtension: "png")
        let job = try RenderJob(animation: animation, options: options, pixelSize: cell, mode: size.contentMode(),
                                background: size.backgroundColor(), jobs: jobs, quiet: true)
        let frames = Self.evenlySpacedFrames(of: animation, count: count)
        try job.renderInParallel(frames) { index, bitmap in
            let x = Self.gap + (index % columns) * (cell.width + Self.gap)
            let y = Self.gap + (index / columns) * rowHeight
            sheet.draw(bitmap, transform: AffineTransform(translationX: Double(x), y: Double(y)), opacity: 1)
            label?.draw(Report.fps(frames[index]), on: sheet, centredAt: Double(x) + Double(cell.width) / 2,
                        top: y + cell.height)
        }
        let bitmap = sheet.makeBitmap()
        try target.writeAtomically { try bitmap.writePNG(to: $0) }
        Report.wrote(target, "\(count) frames in \(columns)x\(rows), cells \(cell.width)x\(cell.height), sheet \(sheetWidth)x\(sheetHeight)")
    }

    /// `count` whole frames from `ip` to the last frame `op − 1` (or `ip` alone for one),
    /// evenly spaced, so that each label names exactly the frame drawn.
    static func evenlySpacedFrames(of animation: LottieAnimation, count: Int) -> [Double] {
        let first = animation.startFrame, last = max(animation.startFrame, animation.endFrame - 1)
        guard count > 1, last > first else { return Array(repeating: first, count: max(1, count)) }
        return (0..<count).map { index in
            let exact = first + (last - first) * Double(index) / Double(count - 1)
            return min(last, max(first, exact.rounded()))
        }
    }
}

/// Frame numbers drawn with a built-in 5×7 pixel font (digits, point and minus), so that the
/// sheet looks the same on every machine whatever fonts it has.
struct FrameLabel {
    /// Glyph rows, top to bottom, as 5-bit masks (bit 4 is the left column).
    private static let glyphs: [Character: [UInt8]] = [
        "0": [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
        "1": [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "2": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
        "3": [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
        "4": [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
        "5": [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
        "6": [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
        "7": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
        "8": [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
        "9": [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
        ".": [0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b01100, 0b01100],
        "-": [0b00000, 0b00000, 0b00000, 0b11111, 0b00000, 0b00000, 0b00000],
    ]

    /// Size of one font pixel in sheet pixels: 2 on cells 96 pixels wide or more.
    let pixel: Int
    /// Light text on a dark sheet, dark text on a light one.
    let color: Color

    init(cellWidth: Int, sheet: Color) {
        pixel = cellWidth >= 96 ? 2 : 1
        let luminance = 0.2126 * sheet.red + 0.7152 * sheet.green + 0.0722 * sheet.blue
        color = luminance < 0.5 ? Color(red: 0.88, green: 0.88, blue: 0.88) : Color(red: 0.12, green: 0.12, blue: 0.12)
    }

    /// The label strip's height: the glyphs and a margin above and below.
    var height: Int { 7 * pixel + 2 * 3 }

    /// Draws `text` centred horizontally at `centre`, in the strip starting at row `top`
    /// (characters without a glyph are left out).
    func draw(_ text: String, on canvas: CairoImageCanvas, centredAt centre: Double, top: Int) {
        let glyphs = text.compactMap { Self.glyphs[$0] }
        let advance = 6 * pixel
        var x = (centre - Double(glyphs.count * advance - pixel) / 2).rounded()
        let y = Double(top + 3)
        let size = Double(pixel)
        var path = BezierPath()
        for rows in glyphs {
            for (row, bits) in rows.enumerated() {
                for column in 0..<5 where bits & (0b10000 >> UInt8(column)) != 0 {
                    path.append(BezierPath(rect: Rect(x: x + Double(column) * size, y: y + Double(row) * size,
                                                      width: size, height: size)))
                }
            }
            x += Double(advance)
        }
        canvas.fill(path, color: color)
    }
}
