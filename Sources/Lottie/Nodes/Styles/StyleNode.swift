import Graphics

/// A node that paints the paths above it in its group (fill, stroke, gradient fill, gradient
/// stroke): the "Renderer" output node of `Documentation/NodeRenderSystem.md`, with its render layer.
class StyleNode: AnimatorNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    /// Switching the node on or off changes its output: the next pass rebuilds it.
    var isEnabled = true { didSet { if isEnabled != oldValue { invalidate() } } }
    /// The layer that draws this style's output.
    let renderLayer = ShapeRenderLayer()
    /// The slots this style paints: every path above it in its group (set when the tree is
    /// built; derived slots stand for nested groups' paths).
    var targets: [PathSlot] = []
    /// The renderer's limits and where to report hitting them (nil: unbounded, as for glyphs
    /// built outside a renderer).
    var budget: RenderBudget?

    init(name: String, properties: NodePropertyMap) {
        keypathName = name
        propertyMap = properties
        renderLayer.name = name
    }

    /// The instruction for a combined path; subclasses build fills or strokes.
    func instruction(for path: BezierPath) -> ShapeRenderLayer.Instruction { .none }

    /// Whether the drawing was built since the style was made or last invalidated.
    private var isBuilt = false

    /// Rebuilds the render layer's drawing when one of the style's properties or paths changed
    /// (or it was never built): the same inputs would build the same drawing. Returns whether
    /// the layer will redraw.
    func update(statistics: RenderStatistics?) -> Bool {
        guard !isBuilt || hasLocalUpdates || targets.contains(where: \.changed) else { return false }
        isBuilt = true
        statistics?.stylesRebuilt += 1
        return rebuildOutput()
    }

    /// Makes the next `update` build the drawing again.
    func invalidate() { isBuilt = false }

    /// Rebuilds the render layer's drawing; the layer redraws only when the drawing differs
    /// from the last one. Returns whether it will redraw.
    private func rebuildOutput() -> Bool {
        guard isEnabled else { return renderLayer.update(.none) }
        if let budget {
            let limit = budget.limits.maxPathElements
            var elements = 0
            for slot in targets { elements = elements.addingClamped(slot.value.elements.count) }
            if elements > limit / RenderLimits.curveWeight {
                // Curves could take the paths over: weigh them (a walk over every element,
                // which paths far under the limit are spared).
                elements = 0
                for slot in targets { elements = elements.addingClamped(slot.value.weightedElementCount) }
            }
            if elements > limit {
                budget.warn(keypathName, "not drawn: its paths count \(elements) elements, more than \(limit) "
                            + "(RenderLimits.maxPathElements)")
                return renderLayer.update(.none)
            }
        }
        var path = BezierPath()
        for slot in targets { path.append(slot.value) }
        return renderLayer.update(path.isEmpty ? .none : instruction(for: path))
    }
}
