import Graphics
import Layers

/// The layers of one composition (the root or a precomp): builds a composition layer per
/// Lottie layer, resolves parents and track mattes, and updates them frame by frame.
final class CompositionLayerGroup {
    /// Every composition layer, in file order (top-most first).
    let layers: [CompositionLayer]
    /// The layers to add to the container, bottom-most first (matte sources excluded: they
    /// are masks of the layers they matte).
    let rootLayers: [Layer]
    /// Further instances of matte sources that several layers use (`tp`): a layer can be the
    /// mask of only one layer, so each further user gets its own copy, updated like the rest.
    private let matteCopies: [CompositionLayer]
    /// What the layers share (the animation, images, counters).
    let context: CompositionContext

    /// Precomps nest at most this deep (cycles are rejected by the loader; this bounds the
    /// rest).
    static let maxDepth = 64

    init(layers models: [LottieLayer], context: CompositionContext, depth: Int = 0) {
        self.context = context
        // By index, not `for model in models`: that copies every layer model (dozens of
        // references to retain and release) on top of the copy each layer keeps.
        var built: [CompositionLayer] = []
        built.reserveCapacity(models.count)
        for i in models.indices {
            built.append(Self.makeLayer(models[i], context: context, depth: depth))
        }
        // Parents by index.
        var byIndex: [Int: CompositionLayer] = [:]
        for layer in built { if let i = layer.model.index { byIndex[i] = layer } }
        for layer in built {
            if let p = layer.model.parent, let parent = byIndex[p], parent !== layer { layer.parentLayer = parent }
        }
        // Track mattes: the matte source is the layer named by `tp`, or the one just above.
        var matteSources = Set<ObjectIdentifier>()
        var copies: [CompositionLayer] = []
        for (i, layer) in built.enumerated() {
            guard let mode = layer.model.matteMode else { continue }
            let source: CompositionLayer?
            if let tp = layer.model.matteParent { source = byIndex[tp] } else { source = i > 0 ? built[i - 1] : nil }
            guard var source, source !== layer else { continue }
            if !matteSources.insert(ObjectIdentifier(source)).inserted {
                let copy = Self.makeLayer(source.model, context: context, depth: depth)
                copy.parentLayer = source.parentLayer
                copies.append(copy)
                source = copy
            }
            let matte = MatteLayer(source: source)
            layer.mask = matte
            layer.maskMode = mode.maskMode
        }
        for layer in built where layer.model.isMatteSource { matteSources.insert(ObjectIdentifier(layer)) }
        self.layers = built
        matteCopies = copies
        rootLayers = built.reversed().filter { !matteSources.contains(ObjectIdentifier($0)) }
    }

    private static func makeLayer(_ model: borrowing LottieLayer, context: CompositionContext, depth: Int) -> CompositionLayer {
        switch model.content {
        case .precomposition(let p) where depth < maxDepth:
            return PrecompCompositionLayer(model: model, precomp: p, context: context, depth: depth)
        case .solid(let s): return SolidCompositionLayer(model: model, solid: s, context: context)
        case .image(let id): return ImageCompositionLayer(model: model, referenceID: id, context: context)
        case .shapes(let items): return ShapeCompositionLayer(model: model, items: items, context: context)
        case .text(let text): return TextCompositionLayer(model: model, text: text, context: context)
        default: return NullCompositionLayer(model: model, context: context)
        }
    }

    /// Updates every layer for a frame of this composition.
    func display(frame: Double) {
        for layer in layers { layer.display(frame: frame) }
        for copy in matteCopies { copy.display(frame: frame) }
    }
}

/// Holds a matte source layer as another layer's mask. The source keeps its own composition
/// geometry; it is drawn only through the mask.
final class MatteLayer: Layer {
    init(source: CompositionLayer) {
        super.init()
        anchorPoint = .zero
        addSublayer(source)
    }

    required init(layer: Layer) { super.init(layer: layer) }
}
