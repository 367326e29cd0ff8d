import Graphics

/// A node that paints the paths above it in its group (fill, stroke, gradient fill, gradient
/// stroke): the "Renderer" output node of `Documentation/NodeRenderSystem.md`, with its render layer.
class StyleNode: AnimatorNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true
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

    /// Rebuilds the render layer's drawing; the layer redraws only when the drawing differs
    /// from the last one. Returns whether it will redraw.
    func rebuildOutput() -> Bool {
        guard isEnabled else { return renderLayer.update(.none) }
        if let budget {
            var elements = 0
            for slot in targets { elements = elements.addingClamped(slot.value.elements.count) }
            let limit = budget.limits.maxPathElements
            if elements > limit {
                budget.warn(keypathName, "not drawn: its paths have \(elements) elements, more than \(limit) "
                            + "(RenderLimits.maxPathElements)")
                return renderLayer.update(.none)
            }
        }
        var path = BezierPath()
        for slot in targets { path.append(slot.value) }
        return renderLayer.update(path.isEmpty ? .none : instruction(for: path))
    }
}
