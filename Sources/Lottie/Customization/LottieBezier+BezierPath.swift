import Graphics

extension LottieBezier {
    /// The first subpath of `path` as vertices with relative tangents: lines become vertices
    /// with zero tangents, quadratic curves are raised to cubics, and a closing curve that
    /// ends on the first vertex merges into it.
    init(_ path: BezierPath) {
        var vertices: [LottieBezierVertex] = []
        var closed = false
        loop: for element in path.elements {
            switch element {
            case .move(let p):
                if !vertices.isEmpty { break loop }
                vertices.append(LottieBezierVertex(point: p))
            case .line(let p):
                vertices.append(LottieBezierVertex(point: p))
            case .quadCurve(let p, let c):
                let start = vertices.last?.point ?? p
                let c1 = start + (c - start) * (2.0 / 3.0), c2 = p + (c - p) * (2.0 / 3.0)
                Self.appendCurve(to: p, control1: c1, control2: c2, vertices: &vertices)
            case .curve(let p, let c1, let c2):
                Self.appendCurve(to: p, control1: c1, control2: c2, vertices: &vertices)
            case .close:
                closed = true
                break loop
            }
        }
        // A closing segment that returns to the start is the closed path's last segment.
        if closed, vertices.count > 1, let last = vertices.last, last.point == vertices[0].point {
            vertices[0].inTangent = last.inTangent
            vertices.removeLast()
        }
        self.init(vertices: vertices, isClosed: closed)
    }

    private static func appendCurve(to p: Point, control1: Point, control2: Point, vertices: inout [LottieBezierVertex]) {
        // A curve with no current point (no move first) only places its end point.
        guard let i = vertices.indices.last else {
            vertices.append(LottieBezierVertex(point: p))
            return
        }
        vertices[i].outTangent = control1 - vertices[i].point
        vertices.append(LottieBezierVertex(point: p, inTangent: control2 - p))
    }
}
