import Foundation
import Graphics

/// Zig zag (`zz`): each segment gets `ridges` evenly spaced points (in the segment's parameter)
/// pushed alternately to either side of the path by `size`, the vertices alternating with them,
/// as lottie-web builds it. Corner points join the ridges with straight lines; smooth points
/// get handles along the path a (ridges + 1)·2-th of the segment's chord long.
final class ZigZagNode: ModifierNode {
    let size: NodeProperty<Double>
    let ridges: NodeProperty<Double>
    let points: NodeProperty<Double>

    /// The most ridges per segment, so an absurd value cannot exhaust memory.
    static let ridgeLimit = 1000

    init(_ model: borrowing LottieZigZag, name: String) {
        size = NodeProperty(model.size)
        ridges = NodeProperty(model.ridges)
        points = NodeProperty(model.pointType)
        super.init(name: name, properties: NodePropertyMap([("Size", size), ("Ridges per segment", ridges), ("Points", points)]))
    }

    override func modify(_ slots: [PathSlot]) {
        let amplitude = size.value
        guard amplitude != 0, amplitude.isFinite, ridges.value.isFinite else { return }
        // JavaScript's Math.round: halves go up.
        var count = Swift.min(Self.ridgeLimit, Swift.max(0, Int(saturating: (ridges.value + 0.5).rounded(.down))))
        let smooth = points.value == 2
        if let budget {
            // Each segment becomes `count + 1` of them, curves when smooth: keep the result within
            // the elements a style may draw (a star of 10 000 points with 1 000 ridges each asked
            // for 20 million).
            var segments = 0
            for slot in slots { segments = segments.addingClamped(slot.value.elements.count) }
            let weight = smooth ? RenderLimits.curveWeight : 1
            let allowed = Swift.max(0, budget.limits.maxPathElements / weight / Swift.max(1, segments) - 1)
            if count > allowed {
                budget.warn(keypathName, "zig zag makes \(allowed) of its \(count) ridges per segment: its paths would "
                            + "have more than \(budget.limits.maxPathElements) elements (RenderLimits.maxPathElements)")
                count = allowed
            }
        }
        modifyEach(slots) { BezierPath(vertexPaths: $0.vertexPaths.map { $0.zigZagged(amplitude: amplitude, ridges: count, smooth: smooth) }) }
    }
}

extension VertexPath {
    /// The path zig-zagged (see `ZigZagNode`).
    func zigZagged(amplitude: Double, ridges: Int, smooth: Bool) -> VertexPath {
        let n = vertices.count
        let segments = segmentCount
        guard segments > 0 else { return VertexPath(vertices: [], isClosed: isClosed) }
        let handleDivisor = Double((ridges + 1) * 2)
        var out: [Vertex] = []
        out.reserveCapacity(segments * (ridges + 1) + 1)

        /// A point pushed `side · amplitude` along the direction at `angle` (lottie-web's polar
        /// convention: x = cos, y = −sin), with handles across that direction.
        func add(_ p: Point, angle: Double, side: Double, outLength: Double, inLength: Double) {
            let q = p + Point(cos(angle), -sin(angle)) * (side * amplitude)
            let outHandle = q + Point(cos(angle - .pi / 2), -sin(angle - .pi / 2)) * outLength
            let inHandle = q + Point(cos(angle + .pi / 2), -sin(angle + .pi / 2)) * inLength
            out.append(Vertex(q, in: inHandle, out: outHandle))
        }

        /// Vertex `k` of the input (wrapping), pushed across the line from its neighbours.
        func addCorner(_ k: Int, side: Double) {
            let point = vertices[k % n].point
            let previous = vertices[k == 0 ? n - 1 : k - 1].point
            let next = vertices[(k + 1) % n].point
            let across = next - previous
            let angle = -atan2(-across.x, across.y)
            add(point, angle: angle, side: side,
                outLength: smooth ? point.distance(to: next) / handleDivisor : 0,
                inLength: smooth ? point.distance(to: previous) / handleDivisor : 0)
        }

        var side = -1.0
        addCorner(0, side: side)
        for k in 0..<segments {
            side = -side
            let segment = self.segment(k).linearized
            let handle = smooth ? segment.p0.distance(to: segment.p3) / handleDivisor : 0
            for r in 0..<ridges {
                let t = Double(r + 1) / Double(ridges + 1)
                let d = segment.derivative(at: t)
                add(segment.point(at: t), angle: atan2(d.x, d.y), side: side, outLength: handle, inLength: handle)
                side = -side
            }
            addCorner(k + 1, side: side)
        }
        return VertexPath(vertices: out, isClosed: isClosed)
    }
}
