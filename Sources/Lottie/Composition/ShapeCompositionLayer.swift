import Graphics
import Layers

/// A shape layer (`ty` 4): its node tree and render layers.
final class ShapeCompositionLayer: CompositionLayer {
    let root: ShapeGroupNode
    /// Whether the next update rebuilds every output (at first, and after a node was switched
    /// on or off).
    var needsFullPass = true

    init(model: borrowing LottieLayer, items: [LottieShapeItem], context: CompositionContext) {
        root = ShapeGroupNode(name: model.name, items: items, transform: nil, budget: context.budget)
        super.init(model: model, context: context)
        contentsLayer.addSublayer(root.containerLayer)
    }

    required init(layer: Layer) {
        guard let other = layer as? ShapeCompositionLayer else { preconditionFailure("shape layers copy shape layers") }
        root = other.root
        super.init(layer: layer)
    }

    override func displayContents(frame: Double) {
        // Pass 1: properties. Pass 2 only when something changed.
        var changed = needsFullPass
        for node in root.allNodes where node.updateProperties(frame: frame, statistics: context.statistics) {
            changed = true
        }
        guard changed else { return }
        if needsFullPass {
            root.invalidateOutputs()
            needsFullPass = false
        }
        // Pass 2: every stage keeps its last output unless its properties or inputs changed.
        root.computePaths(frame: frame, statistics: context.statistics)
        root.pushModificationsDown()
        root.updateLayers(statistics: context.statistics)
        for node in root.allNodes { node.hasLocalUpdates = false }
    }
}
