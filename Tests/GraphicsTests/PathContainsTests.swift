import Foundation
import Testing
import Graphics

@Suite struct PathContainsTests {
    /// A five-pointed star drawn in one stroke through every second vertex of a pentagon of
    /// radius 100 around the origin: the centre pentagon is wound twice.
    var pentagram: BezierPath {
        var path = BezierPath()
        for k in 0..<5 {
            let angle = -Double.pi / 2 + Double(k) * 4 * .pi / 5
            let p = Point(100 * cos(angle), 100 * sin(angle))
            if k == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        return path
    }

    func circle(radius r: Double) -> BezierPath { BezierPath(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r)) }

    @Test func pentagramCentreDependsOnTheRule() {
        let star = pentagram
        #expect(star.contains(Point(0, 0), rule: .nonZero))
        #expect(!star.contains(Point(0, 0), rule: .evenOdd))
        // Inside the top point: wound once.
        #expect(star.contains(Point(0, -80), rule: .nonZero))
        #expect(star.contains(Point(0, -80), rule: .evenOdd))
        // Between two points and outside.
        #expect(!star.contains(Point(0, 70), rule: .nonZero))
        #expect(!star.contains(Point(150, 0), rule: .evenOdd))
    }

    @Test func annulusWithBothCirclesTheSameWay() {
        var rings = circle(radius: 100)
        rings.append(circle(radius: 50))
        #expect(rings.contains(Point(0, 0), rule: .nonZero))     // wound twice
        #expect(!rings.contains(Point(0, 0), rule: .evenOdd))
        #expect(rings.contains(Point(75, 0), rule: .nonZero))
        #expect(rings.contains(Point(0, -75), rule: .evenOdd))
        #expect(!rings.contains(Point(101, 0), rule: .nonZero))
        #expect(!rings.contains(Point(72, 72), rule: .evenOdd))  // radius 101.8
    }

    @Test func annulusWithTheHoleWoundBackwards() {
        var annulus = circle(radius: 100)
        annulus.append(circle(radius: 50).reversed())
        for rule in [FillRule.nonZero, .evenOdd] {
            #expect(!annulus.contains(Point(0, 0), rule: rule))
            #expect(!annulus.contains(Point(30, 30), rule: rule))  // radius 42.4
            #expect(annulus.contains(Point(40, 40), rule: rule))   // radius 56.6
            #expect(annulus.contains(Point(-75, 0), rule: rule))
            #expect(!annulus.contains(Point(0, 100.5), rule: rule))
        }
    }

    @Test func curvesAreCrossedExactlyNotByTheirHull() throws {
        // Just inside and just outside the curve at 45°, where the control polygon is far off.
        let ring = circle(radius: 100)
        let p = try #require(PathMeasure(ring).point(atLength: ring.length / 8))
        let outward = p.normalized
        #expect(ring.contains(p - outward * 0.01))
        #expect(!ring.contains(p + outward * 0.01))
        #expect(ring.contains(p - outward * 0.01, rule: .evenOdd))
        #expect(!ring.contains(p + outward * 0.01, rule: .evenOdd))
    }

    @Test func raysThroughVerticesAndTangentsCountOnce() {
        // The ray from (−5, 5) passes through the vertex (10, 5), where the outline turns back.
        var triangle = BezierPath()
        triangle.move(to: Point(0, 0)); triangle.line(to: Point(10, 5)); triangle.line(to: Point(0, 10)); triangle.close()
        #expect(triangle.contains(Point(5, 5)))
        #expect(!triangle.contains(Point(-5, 5)))
        #expect(!triangle.contains(Point(-5, 5), rule: .evenOdd))
        // A ray grazing the top of a circle touches it without entering.
        let ring = circle(radius: 10)
        #expect(!ring.contains(Point(-20, -10)))
        #expect(!ring.contains(Point(-20, -10), rule: .evenOdd))
        // Through the rightmost point of the circle, a segment boundary and a vertical tangent.
        #expect(ring.contains(Point(0, 0)))
        #expect(ring.contains(Point(9.99, 0)))
        #expect(!ring.contains(Point(10.01, 0)))
    }

    @Test func openSubpathsAreFilledAsIfClosed() {
        var cup = BezierPath()
        cup.move(to: Point(0, 0)); cup.line(to: Point(0, 10)); cup.line(to: Point(10, 10)); cup.line(to: Point(10, 0))
        #expect(cup.contains(Point(5, 5)))
        #expect(!cup.contains(Point(5, -1)))
    }

    @Test func selfIntersectingCubicLoop() {
        // One cubic crossing itself at (50, 42.9): with its closing base line, the loop above
        // the crossing winds +1 and the lobe below it −1 — inside under both rules.
        var loop = BezierPath()
        loop.move(to: Point(0, 0))
        loop.curve(to: Point(100, 0), control1: Point(150, 100), control2: Point(-50, 100))
        loop.close()
        #expect(loop.contains(Point(50, 50)))
        #expect(loop.contains(Point(50, 50), rule: .evenOdd))
        #expect(loop.contains(Point(50, 10)))
        #expect(loop.contains(Point(50, 10), rule: .evenOdd))
        #expect(!loop.contains(Point(50, 90)))
        #expect(!loop.contains(Point(20, 20)))
    }

    @Test func strokeContainsMeasuresDistanceToTheOutline() {
        let ring = BezierPath(ellipseIn: Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(ring.strokeContains(Point(151, 100), width: 4))
        #expect(ring.strokeContains(Point(100, 48.1), width: 4))
        #expect(!ring.strokeContains(Point(153, 100), width: 4))
        #expect(!ring.strokeContains(Point(100, 100), width: 4))
        var line = BezierPath()
        line.move(to: Point(0, 0)); line.line(to: Point(100, 0))
        #expect(line.strokeContains(Point(50, 4.9), width: 10))
        #expect(!line.strokeContains(Point(50, 5.1), width: 10))
        // Past the end, the covered area is round.
        #expect(line.strokeContains(Point(103, 3.9), width: 10))
        #expect(!line.strokeContains(Point(104, 4), width: 10))
        // An open subpath is not closed for stroking.
        var corner = BezierPath()
        corner.move(to: Point(0, 0)); corner.line(to: Point(100, 0)); corner.line(to: Point(100, 100))
        #expect(!corner.strokeContains(Point(50, 50), width: 2))
        #expect(!line.strokeContains(Point(50, 0), width: -1))
    }
}
