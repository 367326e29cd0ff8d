import Testing
import Graphics

@Suite struct PathDashTests {
    /// A horizontal line 100 long.
    var line: BezierPath {
        var path = BezierPath()
        path.move(to: Point(0, 0)); path.line(to: Point(100, 0))
        return path
    }

    /// Each dash as (start x, end x) along the horizontal test line.
    func spans(_ path: BezierPath) -> [(Double, Double)] {
        path.subpaths.map { piece in
            let start = piece.elements.first.flatMap { if case .move(let p) = $0 { p.x } else { nil } } ?? .nan
            return (start, piece.currentPoint?.x ?? .nan)
        }
    }

    func expectSpans(_ path: BezierPath, _ expected: [(Double, Double)]) {
        let actual = spans(path)
        #expect(actual.count == expected.count, "\(actual)")
        for (a, e) in zip(actual, expected) {
            #expect(isClose(a.0, e.0, 1e-9) && isClose(a.1, e.1, 1e-9), "\(a) != \(e)")
        }
    }

    @Test func phaseZeroStartsWithADash() {
        // Period 15: dashes at 0, 15, … 90; the last one runs 90...100.
        expectSpans(line.dashed(pattern: [10, 5]),
                    [(0, 10), (15, 25), (30, 40), (45, 55), (60, 70), (75, 85), (90, 100)])
    }

    @Test func positivePhaseStartsPartWayIntoTheFirstDash() {
        expectSpans(line.dashed(pattern: [10, 5], phase: 5),
                    [(0, 5), (10, 20), (25, 35), (40, 50), (55, 65), (70, 80), (85, 95)])
    }

    @Test func negativePhaseCountsBackwardsIntoThePattern() {
        // −5 ≡ 10 (mod 15): the line starts with the last 5 of the gap.
        expectSpans(line.dashed(pattern: [10, 5], phase: -5),
                    [(5, 15), (20, 30), (35, 45), (50, 60), (65, 75), (80, 90), (95, 100)])
        #expect(line.dashed(pattern: [10, 5], phase: -5) == line.dashed(pattern: [10, 5], phase: 10))
        #expect(line.dashed(pattern: [10, 5], phase: 35) == line.dashed(pattern: [10, 5], phase: 5))
    }

    @Test func oddPatternsRepeatAndSolidPatternsReturnThePath() {
        expectSpans(line.dashed(pattern: [10]), [(0, 10), (20, 30), (40, 50), (60, 70), (80, 90)])
        #expect(line.dashed(pattern: [0, 0]) == line)
        #expect(line.dashed(pattern: []) == line)
        #expect(line.dashed(pattern: [5, -1]) == line)
        #expect(line.dashed(pattern: [5, .nan]) == line)
    }

    @Test func zeroLengthDashesLeaveDots() {
        let dots = line.dashed(pattern: [0, 25])
        expectSpans(dots, [(0, 0), (25, 25), (50, 50), (75, 75), (100, 100)])
        #expect(dots.elements.count == 10)
    }

    @Test func thePatternRestartsAtEverySubpath() {
        var path = line
        path.move(to: Point(0, 10)); path.line(to: Point(100, 10))
        let dashed = path.dashed(pattern: [30, 20])
        #expect(dashed.elements == [
            .move(to: Point(0, 0)), .line(to: Point(30, 0)), .move(to: Point(50, 0)), .line(to: Point(80, 0)),
            .move(to: Point(0, 10)), .line(to: Point(30, 10)), .move(to: Point(50, 10)), .line(to: Point(80, 10)),
        ])
    }

    @Test func aDashThroughTheStartOfAClosedPathIsJoined() throws {
        let circle = BezierPath(ellipseIn: Rect(x: 50, y: 50, width: 100, height: 100))
        let c = circle.length
        // Phase c/16 into [c/8, c/8]: dashes 0…c/16, 3c/16…5c/16, …, 15c/16…c; the first and
        // last join into one dash centred on the start (the top).
        let dashes = circle.dashed(pattern: [c / 8, c / 8], phase: c / 16).subpaths
        #expect(dashes.count == 4)
        for dash in dashes {
            #expect(relativeError(dash.length, c / 8) < 1e-7)
            #expect(dash.elements.dropFirst().allSatisfy { if case .curve = $0 { true } else { false } })
        }
        let measure = PathMeasure(circle)
        let joined = try #require(dashes.last)
        guard case .move(let start) = joined.elements.first else { Issue.record("no move"); return }
        #expect(isClose(start, try #require(measure.point(atLength: 15 * c / 16)), 1e-7))
        #expect(isClose(try #require(joined.currentPoint), try #require(measure.point(atLength: c / 16)), 1e-7))
    }

    @Test func aClosedPathThatIsAllDashStaysClosed() {
        let square = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let dashed = square.dashed(pattern: [100, 5])
        #expect(dashed.moveCount == 1)
        #expect(dashed.elements.last == .close)
        #expect(isClose(dashed.length, 40))
    }

    @Test func absurdlyFineDashesGiveUpAndReturnThePath() {
        var long = BezierPath()
        long.move(to: Point(0, 0)); long.line(to: Point(1e9, 0))
        #expect(long.dashed(pattern: [1, 1]) == long)
    }
}
