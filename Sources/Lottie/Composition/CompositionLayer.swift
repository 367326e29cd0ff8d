import Graphics
import Layers

/// Everything composition layers share while building and updating the tree: the animation,
/// where images come from, the work counters.
final class CompositionContext {
    let animation: LottieAnimation
    let images: ImageStore
    let statistics: RenderStatistics
    /// Whether a layer is still visible at its out point (`ip <= t <= op`, lottie-ios) or not
    /// (`ip <= t < op`, the Lottie specification and lottie-web).
    let includesOutPoint: Bool
    /// Whether the frame being shown is at or past the animation's out point, where layers
    /// are visible at their out points whatever `includesOutPoint` says (see
    /// `LottieRenderOptions.showsLayersAtOutPoint`).
    var isAtAnimationEnd = false
    /// Features of the animation the layers do not draw (effects, layer styles).
    var warnings: [LottieWarning] = []
    /// Fonts and the text provider of text layers.
    let text: TextResources
    /// The render limits and what the tree has spent of them.
    let budget: RenderBudget
    /// What the tree binds to slots, and the slot values set.
    let slots = SlotBindings()

    init(animation: LottieAnimation, images: ImageStore, statistics: RenderStatistics, includesOutPoint: Bool,
         text: TextResources = TextResources(), budget: RenderBudget = RenderBudget()) {
        self.text = text
        self.budget = budget
        self.animation = animation
        self.images = images
        self.statistics = statistics
        self.includesOutPoint = includesOutPoint
    }

    /// Records a feature the layers do not draw and logs it.
    func warn(_ warning: LottieWarning) {
        warnings.append(warning)
        LottieLogger.current.warn(warning.description)
    }
}

/// One Lottie layer in the layer tree (the "layer container" of `Documentation/Player.md`).
///
/// The composition layer itself has the identity geometry of its composition, so that a track
/// matte (its `mask`) lives in composition space; the Lottie transform (with the parent chain)
/// goes on `contentsLayer`, which holds the type-specific content and the Lottie masks.
class CompositionLayer: Layer {
    let model: LottieLayer
    let context: CompositionContext
    /// The layer the Lottie transform moves.
    let contentsLayer = Layer()
    let transformNode: TransformNode
    /// The layer whose transform this one inherits (`parent`), resolved by the container.
    /// Not `weak` (a weak reference gives the parent a side table, slowing its every retain and
    /// release): the parent belongs to the same `CompositionLayerGroup`, which holds all its
    /// layers and is the only caller of `display(frame:)`, the only reader.
    unowned(unsafe) var parentLayer: CompositionLayer?
    /// The Lottie masks, drawn as the contents layer's mask.
    let maskLayer: LottieMaskLayer?
    /// The effects (the contents layer's filters) and layer styles (the filters of a layer
    /// between this one and the contents layer, present only when there are styles).
    let effectNodes: [any LayerEffectNode]
    /// The layer's transform including parents, as of the last update.
    private(set) var globalMatrix: AffineTransform = .identity

    /// The layer's model is borrowed down the initialisers and copied once, here: a layer model
    /// holds dozens of references, each retained by a copy.
    init(model: borrowing LottieLayer, context: CompositionContext) {
        self.model = copy model
        self.context = context
        transformNode = TransformNode(model.transform)
        let masks = model.masks.filter { $0.mode != .none }
        maskLayer = masks.isEmpty ? nil : LottieMaskLayer(masks: masks)
        let effects = LayerEffectFactory.makeEffectNodes(for: model) { context.warn($0) }
        let styles = LayerEffectFactory.makeStyleNodes(for: model) { context.warn($0) }
        effectNodes = effects + styles
        super.init()
        name = model.name
        anchorPoint = .zero
        contentsLayer.anchorPoint = .zero
        contentsLayer.name = model.name + " contents"
        if styles.isEmpty {
            addSublayer(contentsLayer)
        } else {
            let styled = Layer()
            styled.anchorPoint = .zero
            styled.filters = styles
            addSublayer(styled)
            styled.addSublayer(contentsLayer)
        }
        contentsLayer.filters = effects
        if let mode = model.blendMode.graphicsBlendMode { blendMode = mode }
    }

    required init(layer: Layer) {
        guard let other = layer as? CompositionLayer else {
            preconditionFailure("a composition layer copies only composition layers")
        }
        model = other.model
        context = other.context
        transformNode = other.transformNode
        maskLayer = nil
        effectNodes = other.effectNodes
        super.init(layer: layer)
    }

    /// Whether the layer shows at `frame` of its containing composition.
    func isVisible(at frame: Double) -> Bool {
        guard !model.isHidden, frame >= model.inFrame else { return false }
        return frame < model.outFrame
            || (frame == model.outFrame && (context.includesOutPoint || context.isAtAnimationEnd))
    }

    /// Updates the layer for a frame of its containing composition: properties, transform
    /// (after the parent's), visibility, masks and content.
    func display(frame: Double) {
        // A layer's own keyframes are in the containing composition's time (lottie-ios); only a
        // precomp's layers run on the precomp layer's local time.
        let local = frame
        let visible = isVisible(at: frame)
        if isHidden == visible { isHidden = !visible }
        // A hidden layer draws nothing, so its transform, masks and content wait until it shows
        // again (most layers of a long animation are hidden at any one frame).
        guard visible else { return }
        let statistics = context.statistics
        transformNode.updateProperties(frame: local, statistics: statistics)
        let autoOrient = model.autoOrient ? transformNode.autoOrientAngle(frame: local) : 0
        var matrix = transformNode.matrix(autoOrientAngle: autoOrient)
        var ancestor = parentLayer
        var depth = 0
        while let p = ancestor, depth < 256 {
            let pLocal = frame
            p.transformNode.updateProperties(frame: pLocal, statistics: statistics)
            let pAuto = p.model.autoOrient ? p.transformNode.autoOrientAngle(frame: pLocal) : 0
            matrix = matrix.concatenating(p.transformNode.matrix(autoOrientAngle: pAuto))
            ancestor = p.parentLayer
            depth += 1
        }
        globalMatrix = matrix
        // Only real changes reach the layer: its setters do key-path work even for equal values.
        let transform = Transform3D(affine: matrix), opacity = transformNode.opacityFraction
        if contentsLayer.transform != transform { contentsLayer.transform = transform }
        if contentsLayer.opacity != opacity { contentsLayer.opacity = opacity }
        if let maskLayer {
            maskLayer.display(frame: local, statistics: statistics)
            if let clips = maskLayer.clipPaths() {
                contentsLayer.clipPaths = clips
                if contentsLayer.mask != nil { contentsLayer.mask = nil }
            } else {
                contentsLayer.clipPaths = []
                if contentsLayer.mask == nil { contentsLayer.mask = maskLayer }
            }
        }
        for node in effectNodes { node.updateProperties(frame: local, statistics: statistics) }
        displayContents(frame: local)
    }

    /// The time a precomp's layers run on at a frame of the containing composition:
    /// `(frame − st) / sr`.
    func localFrame(_ frame: Double) -> Double {
        let stretch = model.timeStretch == 0 ? 1 : model.timeStretch
        return (frame - model.startTime) / stretch
    }

    /// Updates the type-specific content at a frame of the containing composition; subclasses
    /// override.
    func displayContents(frame: Double) {}
}
