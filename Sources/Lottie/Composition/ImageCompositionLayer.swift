import Graphics
import Layers

/// An image asset (`ty` 2), drawn at the asset's size; a missing image draws nothing.
///
/// The bitmap is looked up when the layer first shows, and again after `reloadImage()` (a new
/// image provider).
final class ImageCompositionLayer: CompositionLayer {
    private let asset: LottieImageAsset?
    private let imageLayer = Layer()
    private var needsImage = true

    init(model: borrowing LottieLayer, referenceID: String, context: CompositionContext) {
        asset = context.animation.images[referenceID]
        super.init(model: model, context: context)
        guard let asset else { return }
        imageLayer.anchorPoint = .zero
        imageLayer.bounds = Rect(x: 0, y: 0, width: asset.width, height: asset.height)
        imageLayer.contentsGravity = .resize
        contentsLayer.addSublayer(imageLayer)
    }

    required init(layer: Layer) {
        asset = (layer as? ImageCompositionLayer)?.asset
        super.init(layer: layer)
    }

    override func displayContents(frame: Double) {
        guard needsImage, let asset else { return }
        imageLayer.contents = context.images.bitmap(for: asset)
        needsImage = false
    }

    /// Looks the bitmap up again at the next display.
    func reloadImage() { needsImage = true }
}
