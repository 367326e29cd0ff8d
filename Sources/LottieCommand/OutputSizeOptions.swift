import ArgumentParser
import Graphics
import Lottie
import LottieExport

/// The size, fitting and background options of the commands that draw frames; the two option
/// groups below differ only in their help (`render` sizes the output, `frames` each cell).
protocol SizeOptions {
    var width: Int? { get }
    var height: Int? { get }
    var scale: Double? { get }
    var fit: String { get }
    var background: String? { get }
}

extension SizeOptions {
    /// Checks the numbers and the `--fit` name on their own, before anything is loaded.
    func validateSize() throws {
        _ = try contentMode()
        if let width, width < 1 { throw ValidationError("--width \(width) must be at least 1") }
        if let height, height < 1 { throw ValidationError("--height \(height) must be at least 1") }
        if let scale, !(scale > 0 && scale.isFinite) { throw ValidationError("--scale \(scale) must be a positive number") }
        if let width, width > OutputLimits.maximumSide {
            throw ValidationError("--width \(width) is larger than the limit of \(OutputLimits.maximumSide) pixels")
        }
        if let height, height > OutputLimits.maximumSide {
            throw ValidationError("--height \(height) is larger than the limit of \(OutputLimits.maximumSide) pixels")
        }
    }

    /// The size in pixels for `animation`, checked against `OutputLimits`. With no size
    /// options, `defaultLongSide` (when given) caps the longer side instead of scale 1.
    func pixelSize(for animation: LottieAnimation, defaultLongSide: Double? = nil,
                   what: String = "output size") throws -> (width: Int, height: Int) {
        let longSide = max(animation.width, animation.height)
        let scale = self.scale ?? defaultLongSide.map { longSide > $0 ? $0 / longSide : 1 } ?? 1
        guard scale > 0, scale.isFinite else { throw CommandError("--scale \(scale) must be a positive number") }
        let (w, h) = OutputSize.pixels(width: width, height: height, scale: scale, of: animation)
        try OutputLimits.check(width: w, height: h, what: what)
        return (Int(w), Int(h))
    }

    /// The content mode named by `--fit`.
    func contentMode() throws -> LottieContentMode {
        try FitOption.mode(named: fit)
    }

    /// The colour named by `--background`, if any.
    func backgroundColor() throws -> Color? {
        guard let background else { return nil }
        guard let color = Color(hex: background) else {
            throw CommandError("--background '\(background)' is not a colour like #1E1E1E or #1E1E1E80")
        }
        return color
    }
}

/// `render`'s output size options.
struct OutputSizeOptions: ParsableArguments, SizeOptions {
    @Option(parsing: .unconditional,
            help: "Output width in pixels, at most 16384 (default: from --height keeping the aspect ratio, else the composition's × --scale).")
    var width: Int?

    @Option(parsing: .unconditional,
            help: "Output height in pixels, at most 16384 (default: from --width keeping the aspect ratio, else the composition's × --scale).")
    var height: Int?

    @Option(parsing: .unconditional, help: "Scale of the composition's own size, when no width or height is given (default 1).")
    var scale: Double?

    // `--mode` is the option's earlier name, still accepted.
    @Option(name: [.customLong("fit"), .customLong("mode")], help: ArgumentHelp(FitOption.help("the output")))
    var fit: String = FitOption.defaultName

    @Option(help: "A colour under the animation, as #RRGGBB or #RRGGBBAA (default: transparent; MP4, which has no alpha, uses black).")
    var background: String?

    func validate() throws { try validateSize() }
}

/// `frames`' cell size options: the size of each frame on the contact sheet.
struct CellSizeOptions: ParsableArguments, SizeOptions {
    @Option(parsing: .unconditional,
            help: "Width of each cell (one frame) in pixels (default: from --height keeping the aspect ratio, else the composition's, its longer side capped at 256).")
    var width: Int?

    @Option(parsing: .unconditional,
            help: "Height of each cell in pixels, without its label (default: from --width keeping the aspect ratio, else as for --width).")
    var height: Int?

    @Option(parsing: .unconditional, help: "Scale of the composition's own size for each cell, when no width or height is given.")
    var scale: Double?

    // `--mode` is the option's earlier name, still accepted.
    @Option(name: [.customLong("fit"), .customLong("mode")], help: ArgumentHelp(FitOption.help("each cell")))
    var fit: String = FitOption.defaultName

    @Option(help: "A colour under each frame, as #RRGGBB or #RRGGBBAA (default: transparent, showing the sheet colour).")
    var background: String?

    func validate() throws { try validateSize() }
}
