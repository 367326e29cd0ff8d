import Graphics
import Layers

/// Holds content a user attached to a Lottie layer: a sublayer of the composition layer's
/// contents layer, so it has the Lottie layer's own coordinate space and follows its
/// transform (parents included), opacity, masks, matte and visibility frame by frame.
///
/// When it replaces the layer's drawing, it keeps the drawing's layers while they are out of
/// the tree.
final class HostedContentLayer: Layer {
    /// The user's layer.
    let content: Layer
    let placement: LottieHostingPlacement
    /// The layer's own drawing while replaced (put back when the last replacing host goes).
    var replacedLayers: [Layer] = []

    init(content: Layer, placement: LottieHostingPlacement) {
        self.content = content
        self.placement = placement
        super.init()
        anchorPoint = .zero
        name = "hosted " + (content.name ?? "content")
        addSublayer(content)
    }

    required init(layer: Layer) {
        let other = layer as? HostedContentLayer
        content = other?.content ?? Layer()
        placement = other?.placement ?? .above
        super.init(layer: layer)
    }

    /// Only the content is hit, never the holder itself.
    override func contains(_ point: Point) -> Bool { false }
}
