import Graphics
import Layers

/// An image asset (`ty` 2), drawn at the asset's size; a missing image draws nothing.
final class ImageCompositionLayer: CompositionLayer {
    init(model: LottieLayer, referenceID: String, context: CompositionContext) {
        super.init(model: model, context: context)
        guard let asset = context.animation.images[referenceID] else { return }
        let image = Layer()
        image.anchorPoint = .zero
        image.bounds = Rect(x: 0, y: 0, width: asset.width, height: asset.height)
        image.contents = context.images.bitmap(for: asset)
        image.contentsGravity = .resize
        contentsLayer.addSublayer(image)
    }

    required init(layer: Layer) { super.init(layer: layer) }
}
