import ArgumentParser
import Graphics
import Lottie

/// The output size, fitting and background options shared by the commands that draw frames.
struct OutputSizeOptions: ParsableArguments {
    @Option(help: "Output width in pixels (default: from --height keeping the aspect ratio, else the composition's × --scale).")
    var width: Int?

    @Option(help: "Output height in pixels (default: from --width keeping the aspect ratio, else the composition's × --scale).")
    var height: Int?

    @Option(help: "Scale of the composition's own size, when no width or height is given (default 1).")
    var scale: Double?

    @Option(help: "How the composition fits the output: fit, fill or stretch.")
    var mode: String = "fit"

    @Option(help: "A colour under the animation, as #RRGGBB or #RRGGBBAA (default: transparent).")
    var background: String?

    /// The output size in pixels for `animation`, checked against the command's limits. With
    /// no size options, `defaultLongSide` (when given) sets the longer side instead of scale 1.
    func pixelSize(for animation: LottieAnimation, defaultLongSide: Double? = nil) throws -> (width: Int, height: Int) {
        let longSide = max(animation.width, animation.height)
        let scale = self.scale ?? defaultLongSide.map { longSide > 0 ? $0 / longSide : 1 } ?? 1
        guard scale > 0, scale.isFinite else { throw CommandError("--scale \(scale) must be a positive number") }
        let aspect = animation.height > 0 && animation.width > 0 ? animation.width / animation.height : 1
        let w: Double, h: Double
        switch (width, height) {
        case let (w0?, h0?): (w, h) = (Double(w0), Double(h0))
        case let (w0?, nil): (w, h) = (Double(w0), (Double(w0) / aspect).rounded())
        case let (nil, h0?): (w, h) = ((Double(h0) * aspect).rounded(), Double(h0))
        case (nil, nil): (w, h) = ((animation.width * scale).rounded(.up), (animation.height * scale).rounded(.up))
        }
        guard w >= 1, h >= 1, w <= Double(maxOutputSide), h <= Double(maxOutputSide), w * h <= Double(maxOutputPixels) else {
            throw CommandError("output size \(Self.format(w))x\(Self.format(h)) is out of range (1...\(maxOutputSide) per side, at most \(maxOutputPixels / 1_000_000) megapixels)")
        }
        return (Int(w), Int(h))
    }

    /// The content mode named by `--mode`.
    func contentMode() throws -> LottieContentMode {
        guard let mode = LottieContentMode(rawValue: mode) else {
            throw CommandError("unknown mode '\(mode)' (fit, fill, stretch)")
        }
        return mode
    }

    /// The colour named by `--background`, if any.
    func backgroundColor() throws -> Color? {
        guard let background else { return nil }
        guard let color = Color(hex: background) else {
            throw CommandError("--background '\(background)' is not a colour like #1E1E1E or #1E1E1E80")
        }
        return color
    }

    private static func format(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
