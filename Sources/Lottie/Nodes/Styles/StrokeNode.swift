import Graphics

/// A solid stroke (`st`).
final class StrokeNode: StyleNode {
    let color: NodeProperty<Color>
    let opacity: NodeProperty<Double>
    let geometry: StrokeGeometry

    init(_ model: borrowing LottieStroke, name: String) {
        color = NodeProperty(model.color)
        opacity = NodeProperty(model.opacity)
        geometry = StrokeGeometry(model.line)
        var named: [(String, any AnyNodeProperty)] = []
        named.reserveCapacity(2 + geometry.propertyCount)
        named.append(("Color", color))
        named.append(("Opacity", opacity))
        geometry.appendNamedProperties(to: &named)
        super.init(name: name, properties: NodePropertyMap(named))
    }

    override func instruction(for path: BezierPath) -> ShapeRenderLayer.Instruction {
        let c = color.value
        let alpha = c.alpha * max(0, min(1, opacity.value / 100))
        guard alpha > 0, let style = geometry.style(for: path, budget: budget, item: keypathName) else { return .none }
        return .stroke(path, .solid(c.withAlpha(alpha).clamped), style)
    }
}
