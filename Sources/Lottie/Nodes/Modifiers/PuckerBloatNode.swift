import Graphics

/// Pucker and bloat (`pb`): each path's vertices move towards the average of its vertices by
/// `amount` percent while their control points move away from it by the same fraction (as
/// lottie-web does): positive amounts bloat, pulling the vertices in and throwing the curves
/// out; negative amounts pucker.
final class PuckerBloatNode: ModifierNode {
    let amount: NodeProperty<Double>

    init(_ model: borrowing LottiePuckerBloat, name: String) {
        amount = NodeProperty(model.amount)
        super.init(name: name, properties: NodePropertyMap([("Amount", amount)]))
    }

    override func modify(_ slots: [PathSlot]) {
        let fraction = amount.value / 100
        guard fraction != 0 else { return }
        modifyEach(slots) { BezierPath(vertexPaths: $0.vertexPaths.map { $0.puckeredOrBloated(by: fraction) }) }
    }
}

extension VertexPath {
    /// The path puckered (negative `fraction`) or bloated (positive) about its vertices'
    /// centroid (see `PuckerBloatNode`).
    func puckeredOrBloated(by fraction: Double) -> VertexPath {
        guard !vertices.isEmpty else { return self }
        let center = vertices.reduce(Point.zero) { $0 + $1.point } / Double(vertices.count)
        func move(_ p: Point, _ f: Double) -> Point { p + (center - p) * f }
        return VertexPath(vertices: vertices.map {
            Vertex(move($0.point, fraction), in: move($0.inControl, -fraction), out: move($0.outControl, -fraction))
        }, isClosed: isClosed)
    }
}
