import Testing
import Graphics

@Suite struct VertexPathTests {
    @Test func closedCurveBackToTheStartIsTheClosingSegment() {
        // A Lottie-style closed path: curves to each vertex and one back to the first.
        var path = BezierPath()
        path.move(to: Point(0, 0))
        path.curve(to: Point(10, 0), control1: Point(2, -3), control2: Point(8, -3))
        path.line(to: Point(10, 10))
        path.curve(to: Point(0, 0), control1: Point(10, 10), control2: Point(-3, 5))
        path.close()
        let subpaths = path.vertexPaths
        #expect(subpaths.count == 1)
        let v = subpaths[0]
        #expect(v.isClosed)
        #expect(v.vertices.count == 3)
        #expect(v.vertices[0] == VertexPath.Vertex(Point(0, 0), in: Point(-3, 5), out: Point(2, -3)))
        #expect(v.vertices[1] == VertexPath.Vertex(Point(10, 0), in: Point(8, -3), out: Point(10, 0)))
        #expect(v.vertices[2].isCorner)
        #expect(v.segmentCount == 3)
        #expect(v.segment(2) == CubicBezier(Point(10, 10), Point(10, 10), Point(-3, 5), Point(0, 0)))
        // And back: straight segments as lines, the bent closing one as a curve.
        #expect(BezierPath(vertexPaths: subpaths).elements == [
            .move(to: Point(0, 0)),
            .curve(to: Point(10, 0), control1: Point(2, -3), control2: Point(8, -3)),
            .line(to: Point(10, 10)),
            .curve(to: Point(0, 0), control1: Point(10, 10), control2: Point(-3, 5)),
            .close,
        ])
    }

    @Test func straightClosingLineAndOpenSubpaths() {
        var path = BezierPath()
        path.move(to: Point(0, 0)); path.line(to: Point(4, 0)); path.line(to: Point(4, 3)); path.close()
        path.line(to: Point(-1, -1))  // after close: a new subpath from the closed start
        path.move(to: Point(7, 7)); path.quadCurve(to: Point(9, 7), control: Point(8, 10))
        let subpaths = path.vertexPaths
        #expect(subpaths.count == 3)
        #expect(subpaths[0].isClosed && subpaths[0].vertices.count == 3 && subpaths[0].vertices.allSatisfy { $0.isCorner })
        #expect(!subpaths[1].isClosed && subpaths[1].vertices.map(\.point) == [Point(0, 0), Point(-1, -1)])
        // The quadratic as its exact cubic: controls two thirds of the way to the quad's control.
        #expect(subpaths[2].vertices[0].outControl == Point(7 + 2.0 / 3, 7 + 2))
        #expect(subpaths[2].vertices[1].inControl == Point(9 - 2.0 / 3, 7 + 2))
        #expect(BezierPath(vertexPaths: Array(subpaths.prefix(1))).elements
            == [.move(to: Point(0, 0)), .line(to: Point(4, 0)), .line(to: Point(4, 3)), .close])
    }

    @Test func linearizedSpreadsDegenerateControlPoints() {
        let line = CubicBezier(Point(0, 0), Point(0, 0), Point(30, 0), Point(30, 0)).linearized
        #expect(line.p1 == Point(10, 0) && line.p2 == Point(20, 0))
        #expect(abs(line.point(at: 0.25).x - 7.5) < 1e-12)
        let curve = CubicBezier(Point(0, 0), Point(0, 5), Point(30, 5), Point(30, 0))
        #expect(curve.linearized == curve)
    }
}
