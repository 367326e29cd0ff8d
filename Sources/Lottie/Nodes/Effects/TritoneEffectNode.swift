import Graphics
import Layers

/// The Tritone effect (`ef` type 23): the layer's grey level maps to shadows (black), midtones
/// (50 % grey) and highlights (white), piecewise linearly, as lottie-web's component transfer
/// does. "Blend with original" is not drawn (lottie-web ignores it too).
final class TritoneEffectNode: ColorEffectNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true

    let highlights: NodeProperty<Color>
    let midtones: NodeProperty<Color>
    let shadows: NodeProperty<Color>

    init(effect: LottieEffect) {
        keypathName = effect.name
        highlights = NodeProperty(effect.color(at: 0, default: .white))
        midtones = NodeProperty(effect.color(at: 1, default: Color(white: 0.5)))
        shadows = NodeProperty(effect.color(at: 2, default: .black))
        propertyMap = NodePropertyMap([("Highlights", highlights), ("Midtones", midtones), ("Shadows", shadows)])
    }

    var colorFilter: ColorFilter {
        let h = highlights.value, m = midtones.value, s = shadows.value
        return ColorFilter(ColorFilter.Stage.linearAverageGrey + [
            .table(red: [s.red, m.red, h.red], green: [s.green, m.green, h.green], blue: [s.blue, m.blue, h.blue]),
        ])
    }

    var drawsOverOriginal: Bool { false }
}
