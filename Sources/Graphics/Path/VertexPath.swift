/// One subpath as a list of vertices, each with absolute incoming and outgoing control points:
/// the form Lottie shapes use (`v`, `i`, `o`) and the one path modifiers (round corners, zig zag,
/// offset, ...) are defined on.
///
/// Segment `k` runs from vertex `k` (leaving along its `outControl`) to vertex `k + 1` (arriving
/// along its `inControl`); a closed path has one more segment, from the last vertex back to the
/// first.
public struct VertexPath: Hashable, Sendable {
    /// A vertex with its control points.
    public struct Vertex: Hashable, Sendable {
        /// The point the path passes through.
        public var point: Point
        /// The control point of the segment arriving here.
        public var inControl: Point
        /// The control point of the segment leaving here.
        public var outControl: Point

        /// A vertex with explicit control points.
        @inlinable public init(_ point: Point, in inControl: Point, out outControl: Point) {
            self.point = point; self.inControl = inControl; self.outControl = outControl
        }

        /// A vertex whose control points sit on it (a sharp corner between straight segments).
        @inlinable public init(corner point: Point) { self.init(point, in: point, out: point) }

        /// Whether both control points sit exactly on the vertex.
        @inlinable public var isCorner: Bool { point == inControl && point == outControl }
    }

    /// The vertices in drawing order.
    public var vertices: [Vertex]
    /// Whether a segment joins the last vertex back to the first.
    public var isClosed: Bool

    /// A path through `vertices`.
    public init(vertices: [Vertex] = [], isClosed: Bool) {
        self.vertices = vertices
        self.isClosed = isClosed
    }

    /// The number of segments: one per vertex when closed, one fewer when open.
    public var segmentCount: Int { isClosed ? vertices.count : Swift.max(0, vertices.count - 1) }

    /// Segment `k` as a cubic curve (the closing segment for `k == vertices.count - 1` when closed).
    public func segment(_ k: Int) -> CubicBezier {
        let a = vertices[k], b = vertices[(k + 1) % vertices.count]
        return CubicBezier(a.point, a.outControl, b.inControl, b.point)
    }

    /// Appends the subpath to `path`: straight segments as lines, others as curves, and a closed
    /// path ends with `close` (after a curve back to the start when the closing segment bends).
    public func append(to path: inout BezierPath) {
        guard let first = vertices.first else { return }
        path.move(to: first.point)
        func draw(from a: Vertex, to b: Vertex) {
            if a.outControl == a.point && b.inControl == b.point {
                path.line(to: b.point)
            } else {
                path.curve(to: b.point, control1: a.outControl, control2: b.inControl)
            }
        }
        for k in vertices.indices.dropFirst() { draw(from: vertices[k - 1], to: vertices[k]) }
        guard isClosed else { return }
        if let last = vertices.last, vertices.count > 1, !(last.outControl == last.point && first.inControl == first.point) {
            draw(from: last, to: first)
        }
        path.close()
    }
}

extension BezierPath {
    /// The subpaths as vertex lists, read as `segments` reads the elements. A closed subpath
    /// whose last drawn segment already ends at its start keeps that segment as its closing one
    /// (no duplicate vertex); quadratic segments become the equivalent cubics.
    public var vertexPaths: [VertexPath] {
        var result: [VertexPath] = []
        var vertices: [VertexPath.Vertex] = []
        /// Where a drawing element after `close` starts its subpath.
        var closedStart: Point?
        func finishOpen() {
            if !vertices.isEmpty { result.append(VertexPath(vertices: vertices, isClosed: false)) }
            vertices = []
        }
        func draw(to point: Point, in inControl: Point, out outControl: (Point) -> Point) {
            if vertices.isEmpty {
                // No current point: after a `close` the subpath restarts at the closed start;
                // otherwise the element only sets the current point.
                guard let start = closedStart else { vertices = [VertexPath.Vertex(corner: point)]; return }
                vertices = [VertexPath.Vertex(corner: start)]
            }
            let last = vertices.count - 1
            vertices[last].outControl = outControl(vertices[last].point)
            vertices.append(VertexPath.Vertex(point, in: inControl, out: point))
        }
        for element in elements {
            switch element {
            case .move(let p):
                finishOpen()
                vertices = [VertexPath.Vertex(corner: p)]
                closedStart = nil
            case .line(let p):
                draw(to: p, in: p) { $0 }
            case .quadCurve(let p, let c):
                draw(to: p, in: p + (c - p) * (2.0 / 3.0)) { $0 + (c - $0) * (2.0 / 3.0) }
            case .curve(let p, let c1, let c2):
                draw(to: p, in: c2) { _ in c1 }
            case .close:
                guard let first = vertices.first else { continue }
                if vertices.count > 1, let last = vertices.last, last.point == first.point {
                    vertices[0].inControl = last.inControl
                    vertices.removeLast()
                }
                result.append(VertexPath(vertices: vertices, isClosed: true))
                vertices = []
                closedStart = first.point
            }
        }
        finishOpen()
        return result
    }

    /// A path made of the given vertex paths, in order.
    public init(vertexPaths: [VertexPath]) {
        var path = BezierPath()
        for subpath in vertexPaths { subpath.append(to: &path) }
        self = path
    }
}
