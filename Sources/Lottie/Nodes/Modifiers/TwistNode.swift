import Foundation
import Graphics

/// Twist (`tw`): turns the paths about `center`, by the full `angle` at the centre and less
/// further out, down to nothing at the point furthest from it, as After Effects describes its
/// Twist operator ("rotates a path more sharply in the center than at the periphery"; positive
/// angles turn clockwise on screen). lottie-web has no twist, so the falloff (linear in the
/// distance) is ours. Segments are first cut into pieces short enough for the turn to bend
/// them smoothly.
final class TwistNode: ModifierNode {
    let angle: NodeProperty<Double>
    let center: NodeProperty<LottieVector3>

    init(_ model: borrowing LottieTwist, name: String) {
        angle = NodeProperty(model.angle)
        center = NodeProperty(model.center)
        super.init(name: name, properties: NodePropertyMap([("Angle", angle), ("Center", center)]))
    }

    override func modify(_ slots: [PathSlot]) {
        let radians = angle.value * .pi / 180
        guard radians != 0, radians.isFinite else { return }
        let c = center.value.point
        modifyEach(slots) { $0.twisted(by: radians, around: c) }
    }
}

extension BezierPath {
    /// The most pieces one segment is cut into before twisting.
    static let twistPieceLimit = 64

    /// The path twisted by `angle` radians about `center` (see `TwistNode`).
    func twisted(by angle: Double, around center: Point) -> BezierPath {
        let paths = vertexPaths
        var radius = 0.0
        for path in paths {
            for v in path.vertices {
                radius = Swift.max(radius, v.point.distance(to: center), v.inControl.distance(to: center), v.outControl.distance(to: center))
            }
        }
        guard radius > 0, radius.isFinite else { return self }
        func turn(_ p: Point) -> Point {
            let d = p - center
            let a = angle * Swift.max(0, 1 - d.length / radius)
            let (s, c) = (sin(a), cos(a))
            return center + Point(d.x * c - d.y * s, d.x * s + d.y * c)
        }
        // A piece spanning a change of distance Δ turns by up to |angle|·Δ/radius; keep that
        // below π/16 per piece.
        let step = Double.pi / 16
        return BezierPath(vertexPaths: paths.map { path in
            let pieces = path.subdivided { segment in
                let span = segment.p0.distance(to: segment.p1) + segment.p1.distance(to: segment.p2) + segment.p2.distance(to: segment.p3)
                let n = (abs(angle) * span / radius / step).rounded(.up)
                return n.isFinite ? Swift.min(Self.twistPieceLimit, Swift.max(1, Int(n))) : 1
            }
            return VertexPath(vertices: pieces.vertices.map { VertexPath.Vertex(turn($0.point), in: turn($0.inControl), out: turn($0.outControl)) },
                              isClosed: pieces.isClosed)
        })
    }
}

extension VertexPath {
    /// The same path with each segment cut into `pieces(segment)` equal parameter steps
    /// (equal lengths for straight segments, whose control points are spread along them first).
    func subdivided(_ pieces: (CubicBezier) -> Int) -> VertexPath {
        guard segmentCount > 0 else { return self }
        var out = vertices
        var inserted: [[Vertex]] = Array(repeating: [], count: vertices.count)
        for k in 0..<segmentCount {
            var segment = self.segment(k)
            let n = pieces(segment)
            guard n > 1 else { continue }
            if segment.p1 == segment.p0 && segment.p2 == segment.p3 { segment = segment.linearized }
            var rest = segment
            var middle: [Vertex] = []
            for j in 1..<n {
                // Split the remainder so that the next piece is 1/(n−j+1) of it.
                let (head, tail) = rest.split(at: 1 / Double(n - j + 1))
                if j == 1 { out[k].outControl = head.p1 } else { middle[middle.count - 1].outControl = head.p1 }
                middle.append(Vertex(head.p3, in: head.p2, out: head.p3))
                rest = tail
            }
            middle[middle.count - 1].outControl = rest.p1
            out[(k + 1) % vertices.count].inControl = rest.p2
            inserted[k] = middle
        }
        var result: [Vertex] = []
        for k in vertices.indices { result.append(out[k]); result += inserted[k] }
        return VertexPath(vertices: result, isClosed: isClosed)
    }
}
