/// Counts of what an animation contains, for tools and diagnostics.
public struct LottieAnimationSummary: Hashable, Sendable {
    /// Layers by type name (`LottieLayerContent.typeName`), over the root and every
    /// precomposition, each layer counted once.
    public var layersByType: [String: Int] = [:]
    /// Shape items by `ty`, nested groups included (glyph outlines not included).
    public var shapesByType: [String: Int] = [:]
    /// Layer masks.
    public var maskCount = 0
    /// Layer effects.
    public var effectCount = 0
    /// Properties carrying an expression.
    public var expressionCount = 0

    /// The number of layers.
    public var layerCount: Int { layersByType.values.reduce(0, +) }
    /// The number of shape items.
    public var shapeCount: Int { shapesByType.values.reduce(0, +) }

    /// The summary of an animation.
    public init(_ animation: LottieAnimation) {
        for layer in animation.layers + animation.precompositions.values.flatMap(\.layers) {
            layersByType[layer.content.typeName, default: 0] += 1
            maskCount += layer.masks.count
            effectCount += layer.effects.count
            if case .shapes(let items) = layer.content { countShapes(items) }
        }
        expressionCount = animation.warnings.filter { $0.kind == .expression }.count
    }

    private mutating func countShapes(_ items: [LottieShapeItem]) {
        for item in items {
            shapesByType[item.content.typeName, default: 0] += 1
            if case .group(let g) = item.content { countShapes(g.items) }
        }
    }
}

extension LottieAnimation {
    /// Counts of the animation's layers, shapes, masks and effects.
    public var summary: LottieAnimationSummary { LottieAnimationSummary(self) }
}

extension LottieLayerContent {
    /// A readable name of the layer type: `precomposition`, `solid`, `image`, `null`, `shape`,
    /// `text`, `audio`, `adjustment`, `camera`, `data`, or `unsupported(N)`.
    public var typeName: String {
        switch self {
        case .precomposition: return "precomposition"
        case .solid: return "solid"
        case .image: return "image"
        case .null: return "null"
        case .shapes: return "shape"
        case .text: return "text"
        case .audio: return "audio"
        case .adjustment: return "adjustment"
        case .camera: return "camera"
        case .data: return "data"
        case .unsupported(let type): return "unsupported(\(type))"
        }
    }
}
