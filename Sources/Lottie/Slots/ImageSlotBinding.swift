/// An image layer whose asset is bound to a slot (`sid` on the image asset): a slot value
/// replaces the picture the layer draws.
final class ImageSlotBinding: SlotBinding {
    let kind = LottieSlotValue.Kind.image
    /// Unowned: the layer holds the composition context, which holds the bindings.
    private unowned let layer: ImageCompositionLayer
    private let slot: String

    init(layer: ImageCompositionLayer, slot: String) {
        self.layer = layer
        self.slot = slot
    }

    func apply(_ value: LottieSlotValue) {
        if case .image(let asset) = value.content { layer.showSlotImage(asset, slot: slot) }
    }

    func restore() { layer.showSlotImage(nil, slot: slot) }
}
