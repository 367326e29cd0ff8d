import Graphics

/// One vertex of a Lottie bezier path with its two tangent handles, relative to the vertex
/// (`v`, `i` and `o` in the file).
public struct LottieBezierVertex: Hashable, Sendable {
    /// The vertex position.
    public var point: Point
    /// The handle of the curve arriving at this vertex, relative to `point`.
    public var inTangent: Point
    /// The handle of the curve leaving this vertex, relative to `point`.
    public var outTangent: Point

    /// A vertex with relative tangents.
    @inlinable public init(point: Point, inTangent: Point = .zero, outTangent: Point = .zero) {
        self.point = point; self.inTangent = inTangent; self.outTangent = outTangent
    }
}

/// The path data of a shape (`sh`), a mask or a glyph: vertices with relative tangents and
/// whether the path closes.
public struct LottieBezier: Hashable, Sendable {
    /// The vertices in drawing order.
    public var vertices: [LottieBezierVertex]
    /// Whether the last vertex connects back to the first (`c`).
    public var isClosed: Bool

    /// A path from vertices.
    @inlinable public init(vertices: [LottieBezierVertex] = [], isClosed: Bool = false) {
        self.vertices = vertices; self.isClosed = isClosed
    }

    /// The path as a `BezierPath`: each segment is a cubic from a vertex (plus its out tangent)
    /// to the next vertex (plus its in tangent); a closed path adds the closing segment.
    public func bezierPath() -> BezierPath {
        var path = BezierPath()
        guard let first = vertices.first else { return path }
        path.reserveCapacity(vertices.count + 2)
        path.move(to: first.point)
        func segment(from a: LottieBezierVertex, to b: LottieBezierVertex) {
            path.curve(to: b.point, control1: a.point + a.outTangent, control2: b.point + b.inTangent)
        }
        for i in vertices.indices.dropFirst() { segment(from: vertices[i - 1], to: vertices[i]) }
        if isClosed {
            if let last = vertices.last, vertices.count > 1 { segment(from: last, to: first) }
            path.close()
        }
        return path
    }
}
