import Testing
import Graphics

@Suite struct BezierSegmentTests {
    let arch = CubicBezier(Point(0, 0), Point(30, 90), Point(70, 90), Point(100, 0))

    @Test func cubicEvaluationAndDerivatives() {
        // B(½) = ⅛p0 + ⅜p1 + ⅜p2 + ⅛p3.
        #expect(isClose(arch.point(at: 0.5), Point(50, 67.5)))
        // B′(t) = 3[(1−t)²(p1−p0) + 2(1−t)t(p2−p1) + t²(p3−p2)].
        #expect(isClose(arch.derivative(at: 0), Point(90, 270)))
        #expect(isClose(arch.derivative(at: 0.5), Point(105, 0)))
        #expect(isClose(arch.derivative(at: 1), Point(90, -270)))
        // B″(t) = 6[(1−t)(p2−2p1+p0) + t(p3−2p2+p1)]: at 0, 6·(10, −90).
        #expect(isClose(arch.secondDerivative(at: 0), Point(60, -540)))
    }

    @Test func deCasteljauSplit() {
        let (left, right) = arch.split(at: 0.25)
        #expect(left == CubicBezier(Point(0, 0), Point(7.5, 22.5), Point(15.625, 39.375), Point(24.0625, 50.625)))
        #expect(right == CubicBezier(Point(24.0625, 50.625), Point(49.375, 84.375), Point(77.5, 67.5), Point(100, 0)))
        #expect(isClose(left.point(at: 0.5), arch.point(at: 0.125), 1e-12))
        #expect(isClose(right.point(at: 0.5), arch.point(at: 0.625), 1e-12))
        let middle = arch.subcurve(from: 0.2, to: 0.6)
        #expect(isClose(middle.p0, arch.point(at: 0.2), 1e-12))
        #expect(isClose(middle.p3, arch.point(at: 0.6), 1e-12))
        #expect(isClose(middle.point(at: 0.5), arch.point(at: 0.4), 1e-12))
        #expect(isClose(arch.subcurve(from: 0.6, to: 0.2).p0, arch.point(at: 0.6), 1e-12))
    }

    @Test func quadraticHelpers() {
        let q = QuadraticBezier(Point(0, 0), Point(50, 100), Point(100, 0))
        #expect(isClose(q.point(at: 0.5), Point(50, 50)))
        #expect(isClose(q.derivative(at: 0), Point(100, 200)))
        #expect(isClose(q.derivative(at: 1), Point(100, -200)))
        let (left, right) = q.split(at: 0.5)
        #expect(left == QuadraticBezier(Point(0, 0), Point(25, 50), Point(50, 50)))
        #expect(right == QuadraticBezier(Point(50, 50), Point(75, 50), Point(100, 0)))
        for t in [0.0, 0.1, 0.35, 0.8, 1.0] {
            #expect(isClose(q.cubic.point(at: t), q.point(at: t), 1e-12))
        }
        #expect(isClose(q.bounds, Rect(x: 0, y: 0, width: 100, height: 50)))
        #expect(isClose(q.controlPointBounds, Rect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func cubicBoundsFindInteriorExtrema() {
        // x(t) = −150t + 750t² − 500t³ has extrema at t = (1 ∓ √0.6)/2, x = −8.0947…, 108.0947…;
        // y(t) = 300t(1−t) peaks at 75.
        let c = CubicBezier(Point(0, 0), Point(-50, 100), Point(150, 100), Point(100, 0))
        let expected = Rect(x: -8.094750193111253, y: 0, width: 116.18950038622251, height: 75)
        #expect(isClose(c.bounds, expected, 1e-12))
        #expect(isClose(c.controlPointBounds, Rect(x: -50, y: 0, width: 200, height: 100)))
        var path = BezierPath()
        path.move(to: Point(0, 0))
        path.curve(to: Point(100, 0), control1: Point(-50, 100), control2: Point(150, 100))
        #expect(isClose(path.bounds, expected, 1e-12))
        #expect(isClose(path.controlPointBounds, Rect(x: -50, y: 0, width: 200, height: 100)))
        #expect(BezierPath().bounds.isNull)
    }

    @Test func tangentsWhereTheVelocityVanishes() {
        // A control point on an end point: the curve leaves towards p2 and arrives from p1.
        let c = PathSegment.cubic(CubicBezier(Point(0, 0), Point(0, 0), Point(10, 10), Point(20, 0)))
        #expect(isClose(c.tangent(at: 0), Point(0.7071067811865476, 0.7071067811865476), 1e-12))
        let d = PathSegment.cubic(CubicBezier(Point(0, 0), Point(10, 10), Point(20, 0), Point(20, 0)))
        #expect(isClose(d.tangent(at: 1), Point(0.7071067811865476, -0.7071067811865476), 1e-12))
        let q = PathSegment.quadratic(QuadraticBezier(Point(0, 0), Point(5, 0), Point(5, 0)))
        #expect(isClose(q.tangent(at: 1), Point(1, 0), 1e-12))
        #expect(PathSegment.line(Point(3, 3), Point(3, 3)).tangent(at: 0.5) == .zero)
    }

    @Test func arcLengthToParameterRoundTrip() {
        let segment = PathSegment.cubic(arch)
        let total = segment.length
        for fraction in [0.1, 0.37, 0.5, 0.9] {
            let t = segment.parameter(atLength: fraction * total, length: total)
            #expect(relativeError(segment.arcLength(from: 0, to: t), fraction * total) < 1e-7)
        }
        #expect(segment.parameter(atLength: -1, length: total) == 0)
        #expect(segment.parameter(atLength: total + 1, length: total) == 1)
    }
}
