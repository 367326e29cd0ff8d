import Graphics

/// Rounded corners (`rd`): every sharp corner (a vertex whose control points sit on it) becomes
/// two vertices `radius` along its two segments (at most half of each segment), joined by a
/// curve whose handles reach 0.5519 of the way back to the corner, as lottie-web rounds them.
/// Smooth vertices and the ends of open paths stay as they are.
final class RoundedCornersNode: ModifierNode {
    let radius: NodeProperty<Double>

    init(_ model: borrowing LottieRoundedCorners, name: String) {
        radius = NodeProperty(model.radius)
        super.init(name: name, properties: NodePropertyMap([("Radius", radius)]))
    }

    override func modify(_ slots: [PathSlot]) {
        let r = radius.value
        guard r != 0 else { return }
        modifyEach(slots) { BezierPath(vertexPaths: $0.vertexPaths.map { $0.roundingCorners(radius: r) }) }
    }
}

extension VertexPath {
    /// The path with its sharp corners rounded by `radius` (see `RoundedCornersNode`).
    func roundingCorners(radius: Double) -> VertexPath {
        let n = vertices.count
        var out: [Vertex] = []
        out.reserveCapacity(2 * n)
        for (i, vertex) in vertices.enumerated() {
            let isOpenEnd = !isClosed && (i == 0 || i == n - 1)
            guard vertex.isCorner, !isOpenEnd else { out.append(vertex); continue }
            let corner = vertex.point
            let previous = vertices[(i + n - 1) % n].point, next = vertices[(i + 1) % n].point
            let arrive = corner.towards(previous, by: radius)
            let leave = corner.towards(next, by: radius)
            out.append(Vertex(arrive, in: arrive, out: arrive + (corner - arrive) * bezierCircleFactor))
            out.append(Vertex(leave, in: leave + (corner - leave) * bezierCircleFactor, out: leave))
        }
        return VertexPath(vertices: out, isClosed: isClosed)
    }
}

extension Point {
    /// The point `distance` from here towards `target`, but no further than halfway.
    fileprivate func towards(_ target: Point, by distance: Double) -> Point {
        let length = self.distance(to: target)
        guard length > 0 else { return self }
        return self + (target - self) * (Swift.min(length / 2, distance) / length)
    }
}
