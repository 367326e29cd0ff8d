import Graphics
import Layers

/// The Fill effect (`ef` type 21): every pixel takes the fill colour, keeping its alpha scaled
/// by the effect's opacity (0...1). As lottie-web, the whole layer is filled (the "fill mask",
/// "invert" and feather parameters are not drawn).
final class FillEffectNode: ColorEffectNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true

    let color: NodeProperty<Color>
    let opacity: NodeProperty<Double>

    init(effect: LottieEffect) {
        keypathName = effect.name
        color = NodeProperty(effect.color(at: 2, default: .red))
        opacity = NodeProperty(effect.scalar(at: 6, default: 1))
        propertyMap = NodePropertyMap([("Color", color), ("Opacity", opacity)])
    }

    var colorFilter: ColorFilter {
        let c = color.value
        return ColorFilter([.matrix(ColorMatrix([0, 0, 0, 0, c.red,
                                                 0, 0, 0, 0, c.green,
                                                 0, 0, 0, 0, c.blue,
                                                 0, 0, 0, opacity.value, 0]))])
    }

    var drawsOverOriginal: Bool { false }
}
