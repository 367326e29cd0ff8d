import Layers
import Testing

/// The cubic-bezier solver against WebKit's UnitBezier as compiled in POP (Documentation/Dynamics.md, “Animations”; Documentation/LayersAndTiming.md, “Timing functions”).
@Suite("Timing functions")
struct TimingFunctionTests {
    @Test("every curve, x and epsilon matches POP's solver",
          .enabled(if: ReferenceVectors.isAvailable, ReferenceVectors.skipMessage),
          arguments: ReferenceVectors.timingFunctions)
    func vectors(_ reference: TimingCase) throws {
        let p = reference.control_points
        let function = TimingFunction(p[0], p[1], p[2], p[3])
        let rounded = [function.controlPoint1.x, function.controlPoint1.y,
                       function.controlPoint2.x, function.controlPoint2.y]
        #expect(rounded == reference.control_points_as_float)
        for column in reference.columns {
            try #require(column.y.count == reference.x.count)
            for (x, y) in zip(reference.x, column.y) {
                #expect(abs(function.value(at: x, epsilon: column.epsilon) - y) <= 1e-12,
                        "x \(x) eps \(column.epsilon)")
            }
        }
        let exact = UnitBezier(p1x: p[0], p1y: p[1], p2x: p[2], p2y: p[3])
        for (x, y) in zip(reference.x, reference.doubleControlPoints) {
            #expect(abs(exact.solve(x, epsilon: 1e-7) - y) <= 1e-12, "double control points, x \(x)")
        }
    }

    @Test("named curves are CA's control points rounded to Float")
    func namedCurves() {
        #expect(TimingFunction.easeInEaseOut.controlPoint1.x == 0.41999998688697815)
        #expect(TimingFunction.easeInEaseOut.controlPoint2.x == 0.5799999833106995)
        #expect(TimingFunction.default.controlPoint1.y == 0.10000000149011612)
        #expect(TimingFunction.linear == TimingFunction(0, 0, 1, 1))
    }

    @Test("ease-in-out is symmetric and hits its ends")
    func symmetry() {
        let f = TimingFunction.easeInEaseOut
        #expect(f.value(at: 0) == 0)
        #expect(abs(f.value(at: 1) - 1) < 1e-12)
        #expect(abs(f.value(at: 0.5) - 0.5) < 1e-6)
        for x in stride(from: 0.05, to: 0.5, by: 0.05) {
            #expect(abs(f.value(at: x) + f.value(at: 1 - x) - 1) < 1e-6)
        }
    }

    @Test("x outside 0...1 clamps when Newton cannot converge")
    func outOfRange() {
        let curve = UnitBezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)
        #expect(curve.solveCurveX(-0.5, epsilon: 1e-7) <= 0)
        #expect(curve.solveCurveX(1.5, epsilon: 1e-7) >= 1)
    }
}
