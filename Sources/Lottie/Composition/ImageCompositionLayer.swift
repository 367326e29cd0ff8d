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
    /// The picture an image slot gives the layer instead of its asset's, with the size it is
    /// drawn at (see `ImageSlotBinding`).
    private var slotImage: (bitmap: Bitmap, size: Size)?

    init(model: borrowing LottieLayer, referenceID: String, context: CompositionContext) {
        asset = context.animation.images[referenceID]
        super.init(model: model, context: context)
        guard let asset else { return }
        imageLayer.anchorPoint = .zero
        imageLayer.bounds = Rect(x: 0, y: 0, width: asset.width, height: asset.height)
        imageLayer.contentsGravity = .resize
        contentsLayer.addSublayer(imageLayer)
        if let slotID = asset.slotID { context.slots.bind(ImageSlotBinding(layer: self, slot: slotID), to: slotID) }
    }

    required init(layer: Layer) {
        asset = (layer as? ImageCompositionLayer)?.asset
        super.init(layer: layer)
    }

    override func displayContents(frame: Double) {
        guard needsImage, let asset else { return }
        let size = slotImage?.size ?? Size(width: asset.width, height: asset.height)
        if imageLayer.bounds.size != size { imageLayer.bounds = Rect(origin: .zero, size: size) }
        imageLayer.contents = slotImage?.bitmap ?? context.images.bitmap(for: asset)
        needsImage = false
    }

    /// Looks the bitmap up again at the next display.
    func reloadImage() { needsImage = true }

    /// Shows an image slot's value from the next display (its size when it gives one, else the
    /// asset's), or the asset's own image again for nil. A value that cannot be decoded leaves
    /// the asset's image, with a warning.
    func showSlotImage(_ value: LottieImageAsset?, slot id: String) {
        slotImage = nil
        if let value, let asset, let bitmap = context.images.slotBitmap(value, slot: id) {
            let size = value.width > 0 && value.height > 0 ? Size(width: value.width, height: value.height)
                : Size(width: asset.width, height: asset.height)
            slotImage = (bitmap, size)
        }
        needsImage = true
    }
}
