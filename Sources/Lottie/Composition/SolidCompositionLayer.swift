import Graphics
import Layers

/// A solid colour rectangle (`ty` 1).
final class SolidCompositionLayer: CompositionLayer {
    init(model: borrowing LottieLayer, solid: LottieSolidLayer, context: CompositionContext) {
        super.init(model: model, context: context)
        let fill = Layer()
        fill.anchorPoint = .zero
        fill.bounds = Rect(origin: .zero, size: solid.size)
        fill.backgroundColor = solid.color
        contentsLayer.addSublayer(fill)
    }

    required init(layer: Layer) { super.init(layer: layer) }
}
