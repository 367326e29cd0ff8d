import Graphics
import Layers

/// A precomposition (`ty` 0): the layers of a precomp asset in their own time — `(t − st) / sr`,
/// or the time remap's value in seconds — clipped to the precomp's size.
final class PrecompCompositionLayer: CompositionLayer {
    let children: CompositionLayerGroup
    private let timeRemap: NodeProperty<Double>?
    private let clip = Layer()

    init(model: borrowing LottieLayer, precomp: LottiePrecompositionLayer, context: CompositionContext, depth: Int) {
        let asset = context.animation.precompositions[precomp.referenceID]
        children = CompositionLayerGroup(layers: asset?.layers ?? [], context: context, depth: depth + 1)
        timeRemap = model.timeRemap.map { NodeProperty($0) }
        super.init(model: model, context: context)
        clip.anchorPoint = .zero
        clip.bounds = Rect(origin: .zero, size: precomp.size)
        clip.masksToBounds = true
        contentsLayer.addSublayer(clip)
        for layer in children.rootLayers { clip.addSublayer(layer) }
    }

    required init(layer: Layer) {
        guard let other = layer as? PrecompCompositionLayer else { preconditionFailure("precomps copy precomps") }
        children = other.children
        timeRemap = nil
        super.init(layer: layer)
    }

    override func displayContents(frame: Double) {
        let localFrame: Double
        if let timeRemap {
            if timeRemap.needsUpdate(frame: frame) { timeRemap.update(frame: frame) }
            localFrame = timeRemap.value * context.animation.framerate
        } else {
            localFrame = self.localFrame(frame)
        }
        children.display(frame: localFrame)
    }

    /// The frame the precomp's layers show at `frame` of the containing composition, computed
    /// without updating anything (for reading values back at other frames).
    func childFrame(at frame: Double) -> Double {
        guard let timeRemap else { return localFrame(frame) }
        return timeRemap.peekValue(frame: frame) * context.animation.framerate
    }
}

/// A null layer (`ty` 3), and layer types that draw nothing here (audio, camera, data,
/// adjustment, unsupported): only its transform matters, to its children.
final class NullCompositionLayer: CompositionLayer {}
