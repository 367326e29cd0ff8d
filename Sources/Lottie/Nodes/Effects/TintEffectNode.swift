import Graphics
import Layers

/// The Tint effect (`ef` type 20): the layer's grey level maps linearly from "map black to"
/// to "map white to"; "amount to tint" (0...100) is the opacity of the tinted layer drawn over
/// the original.
///
/// As lottie-web: the grey level is the average of the linear-light channels; the original is
/// drawn below only when the amount is animated or not 100 %.
final class TintEffectNode: ColorEffectNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true

    let black: NodeProperty<Color>
    let white: NodeProperty<Color>
    let amount: NodeProperty<Double>
    let drawsOverOriginal: Bool

    init(effect: LottieEffect) {
        keypathName = effect.name
        let amountGroup = effect.scalar(at: 2, default: 100)
        black = NodeProperty(effect.color(at: 0, default: .black))
        white = NodeProperty(effect.color(at: 1, default: .white))
        amount = NodeProperty(amountGroup)
        drawsOverOriginal = amountGroup.isAnimated || amountGroup.initialValue != 100
        propertyMap = NodePropertyMap([("Map Black To", black), ("Map White To", white), ("Amount to Tint", amount)])
    }

    var colorFilter: ColorFilter {
        let b = black.value, w = white.value
        let tint = ColorMatrix([w.red - b.red, 0, 0, 0, b.red,
                                w.green - b.green, 0, 0, 0, b.green,
                                w.blue - b.blue, 0, 0, 0, b.blue,
                                0, 0, 0, amount.value / 100, 0])
        return ColorFilter(ColorFilter.Stage.linearAverageGrey + [.matrix(tint)])
    }
}
