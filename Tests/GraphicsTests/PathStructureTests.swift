import Testing
import Graphics

@Suite struct PathStructureTests {
    let circle = BezierPath(ellipseIn: Rect(x: 50, y: 50, width: 100, height: 100))

    @Test func flatteningStaysWithinTheTolerance() {
        let flat = circle.flattened(tolerance: 0.1)
        #expect(flat.elements.first == .move(to: Point(100, 50)))
        #expect(flat.elements.last == .close)
        #expect(flat.elements.allSatisfy { if case .curve = $0 { false } else if case .quadCurve = $0 { false } else { true } })
        // Every chord's midpoint is within 0.1 of the curve (radius 50 ± the bezier's 0.0135).
        var previous = Point(100, 50)
        var chords = 0
        for element in flat.elements {
            guard case .line(let p) = element else { continue }
            let mid = previous.interpolated(to: p, fraction: 0.5)
            #expect(mid.distance(to: Point(100, 100)) > 50 - 0.1 - 0.0136)
            previous = p
            chords += 1
        }
        // Wang's bound for each quarter: Δ²p = (50 − 2·27.614, 50 − 27.614) = (−5.228, 22.386),
        // ‖Δ²p‖ = 22.988, ⌈√(0.75·22.988/0.1)⌉ = ⌈13.13⌉ = 14 chords.
        #expect(chords == 4 * 14)
        let coarse = circle.flattened(tolerance: 10)
        #expect(coarse.elements.count < flat.elements.count)
    }

    @Test func segmentWalkReadsPathsLikeCoreGraphics() {
        var path = BezierPath()
        path.line(to: Point(5, 5))          // no current point: only a start
        path.line(to: Point(10, 5))
        path.close()
        path.line(to: Point(5, 20))         // after close: a new subpath from (5, 5)
        path.move(to: Point(99, 99))        // a lone move draws nothing
        let steps = Array(path.segments)
        #expect(steps.map(\.segment) == [.line(Point(5, 5), Point(10, 5)), .line(Point(10, 5), Point(5, 5)),
                                         .line(Point(5, 5), Point(5, 20))])
        #expect(steps.map(\.startsSubpath) == [true, false, true])
        #expect(steps.map(\.role) == [.drawn, .closing, .drawn])
        let filled = Array(path.fillSegments)
        #expect(filled.last?.role == .implicitClosing)
        #expect(filled.last?.segment == .line(Point(5, 20), Point(5, 5)))
    }

    @Test func subpathsSplitAtEachStart() {
        var path = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        path.move(to: Point(20, 20)); path.line(to: Point(30, 20))
        path.move(to: Point(50, 50))
        let parts = path.subpaths
        #expect(parts.count == 2)
        #expect(parts[0] == BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(parts[1].elements == [.move(to: Point(20, 20)), .line(to: Point(30, 20))])
    }

    @Test func reversalOfOpenAndClosedSubpaths() {
        var path = BezierPath()
        path.move(to: Point(0, 0)); path.line(to: Point(10, 0))
        path.curve(to: Point(20, 10), control1: Point(12, 0), control2: Point(20, 8))
        path.move(to: Point(0, 20)); path.line(to: Point(10, 20)); path.line(to: Point(10, 30)); path.close()
        #expect(path.reversed().elements == [
            // The triangle first, from its own start, backwards; its closing line comes first.
            .move(to: Point(0, 20)), .line(to: Point(10, 30)), .line(to: Point(10, 20)), .close,
            // Then the open subpath from its end.
            .move(to: Point(20, 10)), .curve(to: Point(10, 0), control1: Point(20, 8), control2: Point(12, 0)),
            .line(to: Point(0, 0)),
        ])
        #expect(circle.reversed().reversed() == circle)
        #expect(isClose(circle.reversed().length, circle.length, 1e-9))
    }
}
