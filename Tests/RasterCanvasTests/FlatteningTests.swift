import Graphics
@testable import RasterCanvas
import Testing

/// Records what a `FlatteningSink` hands on.
struct PolylineSink: GeometrySink {
    var points: [Point] = []
    var curveCalls = 0
    /// How many of the lines were continuations of a curve (`curvePiece`).
    var pieces = 0

    mutating func beginSubpath(at p: Point, closed: Bool) { points = [p] }
    mutating func line(to p: Point) { points.append(p) }
    mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) { curveCalls += 1 }
    mutating func curvePiece(to p: Point) { points.append(p); pieces += 1 }
    mutating func endSubpath() {}
}

@Suite struct FlatteningTests {
    /// A quarter circle of radius 100, an S-bend, a curve with a cusp and one whose controls
    /// sit on its ends (a straight line as a cubic).
    static let curves: [CubicBezier] = [
        CubicBezier(Point(x: 100, y: 0), Point(x: 100, y: 55.228), Point(x: 55.228, y: 100), Point(x: 0, y: 100)),
        CubicBezier(Point(x: 0, y: 0), Point(x: 80, y: -60), Point(x: 20, y: 160), Point(x: 100, y: 100)),
        CubicBezier(Point(x: 20, y: 150), Point(x: 160, y: 120), Point(x: 0, y: 120), Point(x: 140, y: 150)),
        CubicBezier(Point(x: 3, y: 4), Point(x: 3, y: 4), Point(x: 90, y: 40), Point(x: 90, y: 40)),
    ]

    private func flatten(_ curve: CubicBezier, _ method: FlatteningSink<PolylineSink>.Method) -> PolylineSink {
        var sink = FlatteningSink(PolylineSink(), tolerance: 0.1, method: method)
        sink.beginSubpath(at: curve.p0, closed: false)
        sink.cubic(to: curve.p3, control1: curve.p1, control2: curve.p2)
        sink.endSubpath()
        return sink.base
    }

    /// The largest distance from points along the curve to the polyline.
    private func deviation(of curve: CubicBezier, from polyline: [Point]) -> Double {
        func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
            let ab = b - a, ap = p - a
            let t = ab.dot(ab) > 0 ? min(1, max(0, ap.dot(ab) / ab.dot(ab))) : 0
            return (ap - ab * t).length
        }
        var worst = 0.0
        for k in 0...2000 {
            let p = curve.point(at: Double(k) / 2000)
            let nearest = zip(polyline, polyline.dropFirst()).map { distance(p, toSegment: $0, $1) }.min() ?? .infinity
            worst = max(worst, nearest)
        }
        return worst
    }

    @Test(arguments: [FlatteningSink<PolylineSink>.Method.equalSteps, .halving])
    func linesStayWithinTheToleranceAndEndWhereTheCurveEnds(_ method: FlatteningSink<PolylineSink>.Method) {
        for curve in Self.curves {
            let result = flatten(curve, method)
            #expect(result.curveCalls == 0)
            #expect(result.points.first == curve.p0)
            #expect(result.points.last == curve.p3, "the last point is the curve's end exactly")
            // Every line after the first continues the curve.
            #expect(result.pieces == result.points.count - 2)
            #expect(deviation(of: curve, from: result.points) <= 0.1)
        }
    }

    /// Equal steps are cut for half the tolerance, so that curved edges do not lose coverage
    /// on average (see `FlatteningSink.walk`): on the quarter circle the chords' middles sit
    /// within 0.05 of the arc.
    @Test func equalStepsKeepCurvedEdgesWithinHalfTheTolerance() {
        let quarter = Self.curves[0]
        let result = flatten(quarter, .equalSteps)
        #expect(deviation(of: quarter, from: result.points) <= 0.05)
        // And with no more lines than halving a tolerance of a quarter as large would give.
        var fine = FlatteningSink(PolylineSink(), tolerance: 0.025, method: .halving)
        fine.beginSubpath(at: quarter.p0, closed: false)
        fine.cubic(to: quarter.p3, control1: quarter.p1, control2: quarter.p2)
        #expect(result.points.count <= fine.base.points.count)
    }

    /// Non-finite control points make one line (nothing to walk), never a runaway loop.
    @Test func nonFiniteCurvesBecomeOneLine() {
        let result = flatten(CubicBezier(.zero, Point(x: .nan, y: 0), Point(x: 1, y: .infinity), Point(x: 5, y: 5)), .equalSteps)
        #expect(result.points == [.zero, Point(x: 5, y: 5)])
    }
}
