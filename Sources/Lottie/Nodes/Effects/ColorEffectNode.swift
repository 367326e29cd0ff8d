import Graphics
import Layers

/// An effect that recolours the layer pixel by pixel (Fill, Tint, Tritone): a `ColorFilter`
/// built from the current parameter values, drawn over the unfiltered layer when the effect
/// blends with the original.
protocol ColorEffectNode: LayerEffectNode {
    /// The colour filter for the current parameter values.
    var colorFilter: ColorFilter { get }
    /// Whether the filtered layer is drawn over the original one (lottie-web's `feMerge`).
    var drawsOverOriginal: Bool { get }
}

extension ColorEffectNode {
    func draw(in canvas: any Canvas, _ content: () -> Void) {
        guard isEnabled else { return content() }
        if drawsOverOriginal { content() }
        canvas.drawColorFiltered(colorFilter, content)
    }
}

extension ColorFilter.Stage {
    /// lottie-web's first step of Tint and Tritone: every channel becomes the plain average of
    /// the linear-light red, green and blue, converted back to sRGB.
    static let linearAverageGrey: [ColorFilter.Stage] = [
        .sRGBToLinear,
        .matrix(ColorMatrix([1.0 / 3, 1.0 / 3, 1.0 / 3, 0, 0,
                             1.0 / 3, 1.0 / 3, 1.0 / 3, 0, 0,
                             1.0 / 3, 1.0 / 3, 1.0 / 3, 0, 0,
                             0, 0, 0, 1, 0])),
        .linearToSRGB,
    ]
}
