import Graphics

/// A solid fill (`fl`).
final class FillNode: StyleNode {
    let color: NodeProperty<Color>
    let opacity: NodeProperty<Double>
    let rule: FillRule

    init(_ model: borrowing LottieFill, name: String) {
        color = NodeProperty(model.color)
        opacity = NodeProperty(model.opacity)
        rule = model.fillRule
        super.init(name: name, properties: NodePropertyMap([("Color", color), ("Opacity", opacity)]))
    }

    override func instruction(for path: BezierPath) -> ShapeRenderLayer.Instruction {
        let c = color.value
        let alpha = c.alpha * max(0, min(1, opacity.value / 100))
        guard alpha > 0 else { return .none }
        return .fill(path, .solid(c.withAlpha(alpha).clamped), rule)
    }
}
