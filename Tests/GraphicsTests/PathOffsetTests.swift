import Foundation
import Testing
import Graphics

@Suite struct PathOffsetTests {
    /// A 100-unit square drawn clockwise on screen (y down), as a Lottie rectangle is.
    let square: BezierPath = {
        var p = BezierPath()
        p.move(to: Point(0, 0)); p.line(to: Point(100, 0)); p.line(to: Point(100, 100)); p.line(to: Point(0, 100)); p.close()
        return p
    }()

    func corners(_ path: BezierPath) -> [Point] { path.vertexPaths.flatMap { $0.vertices.map(\.point) } }

    @Test func miterGrowsASquareBySideTwiceTheAmount() {
        let grown = square.offset(by: 10, join: .miter, miterLimit: 100)
        #expect(abs(area(grown) - 120 * 120) < 1e-6)
        #expect(grown.bounds == Rect(x: -10, y: -10, width: 120, height: 120))
        // The four miter tips are the corners of the grown square.
        for tip in [Point(-10, -10), Point(110, -10), Point(110, 110), Point(-10, 110)] {
            #expect(corners(grown).contains { $0.distance(to: tip) < 1e-9 })
        }
    }

    @Test func bevelAndMiterLimitCutTheCorners() {
        // Bevelled: the grown square minus four right triangles with legs of 10.
        let bevel = square.offset(by: 10, join: .bevel)
        #expect(abs(area(bevel) - (14_400 - 4 * 50)) < 1e-6)
        // A miter whose tip lies 10 from the segment end is over a limit of 4 (lottie-web
        // measures the distance, not a ratio): bevelled too.
        let limited = square.offset(by: 10, join: .miter, miterLimit: 4)
        #expect(abs(area(limited) - (14_400 - 4 * 50)) < 1e-6)
        #expect(!corners(limited).contains { $0.distance(to: Point(-10, -10)) < 1 })
    }

    @Test func roundJoinsBulgeBetweenBevelAndMiter() {
        let round = square.offset(by: 10, join: .round)
        let a = area(round)
        #expect(a > 14_200 + 1 && a < 14_400 - 1)
        // Each corner is one curve from the end of one offset side to the start of the next,
        // with handles 0.5519 of the gap (10√2) along the sides.
        let vertices = round.vertexPaths[0].vertices
        guard let i = vertices.firstIndex(where: { $0.point.distance(to: Point(100, -10)) < 1e-9 }) else {
            Issue.record("no vertex at the end of the top side")
            return
        }
        let handle = 10 * 2.0.squareRoot() * 0.5519
        #expect(vertices[i].outControl.distance(to: Point(100 + handle, -10)) < 1e-9)
        let next = vertices[(i + 1) % vertices.count]
        #expect(next.point.distance(to: Point(110, 0)) < 1e-9)
        #expect(next.inControl.distance(to: Point(110, -handle)) < 1e-9)
    }

    @Test func negativeAmountsShrinkAndCutTheInnerCorners() {
        let shrunk = square.offset(by: -10, join: .miter, miterLimit: 100)
        #expect(abs(area(shrunk) - 80 * 80) < 1e-3)
        #expect(shrunk.bounds.insetBy(dx: -1e-6, dy: -1e-6).contains(Point(10, 10)))
        #expect(abs(shrunk.bounds.width - 80) < 1e-6)
        // Counter-clockwise paths move the other way, as in lottie-web.
        let reversed = square.reversed().offset(by: 10, join: .miter, miterLimit: 100)
        #expect(abs(area(reversed) - 80 * 80) < 1e-3)
    }

    @Test func circleGrowsByTheAmount() {
        // Lottie's ellipse is drawn clockwise from the top.
        let k = 50 * 0.5519
        var circle = BezierPath()
        circle.move(to: Point(0, -50))
        circle.curve(to: Point(50, 0), control1: Point(k, -50), control2: Point(50, -k))
        circle.curve(to: Point(0, 50), control1: Point(50, k), control2: Point(k, 50))
        circle.curve(to: Point(-50, 0), control1: Point(-k, 50), control2: Point(-50, k))
        circle.curve(to: Point(0, -50), control1: Point(-50, -k), control2: Point(-k, -50))
        circle.close()
        let grown = circle.offset(by: 10)
        for step in 0..<64 {
            guard let p = grown.point(atLength: grown.length * Double(step) / 64) else { continue }
            #expect(abs(p.length - 60) < 0.05)
        }
        #expect(abs(area(grown) - Double.pi * 3600) / (Double.pi * 3600) < 0.001)
    }

    @Test func openLinesAreOutlinedOnBothSides() {
        var line = BezierPath()
        line.move(to: Point(0, 0)); line.line(to: Point(100, 0))
        let outline = line.offset(by: 10)
        // Out along one side and back along the other, square ends: a 100 × 20 rectangle.
        #expect(abs(area(outline) - 2000) < 1e-6)
        #expect(outline.bounds == Rect(x: 0, y: -10, width: 100, height: 20))
    }

    @Test func zeroAmountChangesNothing() {
        #expect(square.offset(by: 0) == square)
    }
}
