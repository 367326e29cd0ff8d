import Foundation
import Testing
import Graphics

@Suite struct PathLengthTests {
    /// A circle of radius 50 around (100, 100), four cubics from the top, clockwise on screen.
    let circle = BezierPath(ellipseIn: Rect(x: 50, y: 50, width: 100, height: 100))

    @Test func lineLengthIsExact() {
        var path = BezierPath()
        path.move(to: Point(0, 0))
        path.line(to: Point(30, 40))
        #expect(isClose(path.length, 50, 1e-12))
        // The closing line counts: a 3-4-5 triangle.
        path.line(to: Point(30, 0))
        path.close()
        #expect(isClose(path.length, 120, 1e-12))
    }

    @Test func circleLengthMatchesTwoPiR() {
        // Four-cubic circles run 0.014 % long (the bezier is not a true arc).
        let length = circle.length
        #expect(relativeError(length, 2 * .pi * 50) < 1e-3)
        #expect(relativeError(length, 2 * .pi * 50) < 2e-4)
    }

    @Test func circleLengthMatchesAFineIndependentSumToOnePartInAMillion() {
        let reference = circle.segments.reduce(0.0) { $0 + referenceLength(of: $1.segment) }
        #expect(relativeError(circle.length, reference) < 1e-6)
        #expect(relativeError(circle.length, reference) < 1e-9)
    }

    @Test func cubicLengthMatchesAFineIndependentSum() {
        let arch = PathSegment.cubic(CubicBezier(Point(0, 0), Point(30, 90), Point(70, 90), Point(100, 0)))
        #expect(relativeError(arch.length, referenceLength(of: arch)) < 1e-9)
    }

    @Test func lengthsWithStationaryPointsAndReversals() {
        // x′ = 300(1 − 2t)² ≥ 0: monotone with a stop at t = ½; the length is the 100 travelled.
        let pause = PathSegment.cubic(CubicBezier(Point(0, 0), Point(100, 0), Point(0, 0), Point(100, 0)))
        #expect(relativeError(pause.length, 100) < 1e-9)
        // x goes 0 → 36.18 → 13.82 → 50 (turning at t = (1 ∓ √0.2)/2): 50 + 20√5 travelled.
        let back = PathSegment.cubic(CubicBezier(Point(0, 0), Point(100, 0), Point(-50, 0), Point(50, 0)))
        #expect(relativeError(back.length, 50 + 20 * 5.0.squareRoot()) < 1e-9)
    }

    @Test func pointAndTangentAtLengthOnACircle() throws {
        let measure = PathMeasure(circle)
        let total = measure.length
        // A quarter of the way round from the top, clockwise on screen: the rightmost point.
        #expect(isClose(try #require(measure.point(atLength: total / 4)), Point(150, 100), 1e-9))
        #expect(isClose(try #require(measure.tangent(atLength: total / 4)), Point(0, 1), 1e-9))
        #expect(isClose(try #require(measure.point(atLength: total * 3 / 4)), Point(50, 100), 1e-9))
        #expect(isClose(try #require(measure.tangent(atLength: total * 3 / 4)), Point(0, -1), 1e-9))
        // An eighth of the way: 45° (exactly the cubic's midpoint, r·(½ + ⅜κ) = r·0.7071…).
        let h = 50 * (0.5 + 0.375 * 0.5522847498307936)
        #expect(isClose(try #require(measure.point(atLength: total / 8)), Point(100 + h, 100 - h), 1e-9))
        let diagonal = try #require(measure.tangent(atLength: total / 8))
        #expect(isClose(diagonal, Point(0.5.squareRoot(), 0.5.squareRoot()), 1e-9))
        // Out-of-range distances are clamped to the ends.
        #expect(isClose(try #require(measure.point(atLength: -5)), Point(100, 50), 1e-12))
        #expect(isClose(try #require(measure.point(atLength: total + 5)), Point(100, 50), 1e-9))
        // The convenience forms agree.
        #expect(circle.point(atLength: total / 4) == measure.point(atLength: total / 4))
        #expect(BezierPath().point(atLength: 1) == nil)
    }

    @Test func distancesRunSubpathAfterSubpath() throws {
        var path = BezierPath()
        path.move(to: Point(0, 0)); path.line(to: Point(100, 0))
        path.move(to: Point(0, 50)); path.line(to: Point(0, 150))
        let measure = PathMeasure(path)
        #expect(isClose(measure.length, 200))
        // The end of the first subpath belongs to it, not to the start of the next.
        #expect(try #require(measure.point(atLength: 100)) == Point(100, 0))
        #expect(try #require(measure.tangent(atLength: 100)) == Point(1, 0))
        #expect(isClose(try #require(measure.point(atLength: 150)), Point(0, 100)))
        #expect(try #require(measure.tangent(atLength: 150)) == Point(0, 1))
    }

    /// A measure finds a distance's parameter from the knots its length integration settled
    /// at: on curves with loops, cusps, pauses and reversals, and at every scale, the points it
    /// gives lie where walking a fine chord polygon puts them, to a ten-millionth of the
    /// curve's length. (The search from the segment's start, which `PathSegment` keeps for
    /// dashes, is off by a ten-thousandth of the length past the reversal's turns.)
    @Test func pointsAtLengthsLieWhereAFinePolygonPutsThem() throws {
        let curves = [
            CubicBezier(Point(0, 0), Point(30, 90), Point(70, 90), Point(100, 0)),
            CubicBezier(Point(0, 0), Point(100, 0), Point(0, 0), Point(100, 0)),
            CubicBezier(Point(0, 0), Point(100, 0), Point(-50, 0), Point(50, 0)),
            CubicBezier(Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0)),
            CubicBezier(Point(0, 0), Point(150, 100), Point(-50, 100), Point(100, 0)),
            CubicBezier(Point(10, 10), Point(10, 10), Point(10, 10), Point(40, 50)),
            CubicBezier(Point(0, 0), Point(1e-3, 2e-3), Point(3e-3, -1e-3), Point(4e-3, 0)),
            CubicBezier(Point(-4e4, 1e4), Point(9e4, -3e4), Point(2e4, 8e4), Point(5e4, 5e4)),
        ]
        for curve in curves {
            var path = BezierPath()
            path.move(to: curve.p0)
            path.curve(to: curve.p3, control1: curve.p1, control2: curve.p2)
            let measure = PathMeasure(path)
            let segment = PathSegment.cubic(curve)
            #expect(measure.length == segment.length)
            let distances = (0...200).map { measure.length * Double($0) / 200 }
            let expected = referencePoints(on: segment, atLengths: distances)
            for (distance, reference) in zip(distances, expected) {
                let point = try #require(measure.point(atLength: distance))
                #expect(isClose(point, reference, measure.length * 1e-7), "\(curve) at \(distance) of \(measure.length)")
            }
        }
    }
}
