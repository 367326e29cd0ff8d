import Testing
import Graphics

@Suite struct PathTrimTests {
    let circle = BezierPath(ellipseIn: Rect(x: 50, y: 50, width: 100, height: 100))
    var line: BezierPath {
        var path = BezierPath()
        path.move(to: Point(0, 0)); path.line(to: Point(100, 0))
        return path
    }

    @Test func trimOfALineIsExact() {
        #expect(line.trimmed(from: 0.2, to: 0.7).elements == [.move(to: Point(20, 0)), .line(to: Point(70, 0))])
        // Reversed ends are swapped, as lottie-web does.
        #expect(line.trimmed(from: 0.7, to: 0.2) == line.trimmed(from: 0.2, to: 0.7))
        // Ends outside 0...1 are clamped.
        #expect(line.trimmed(from: -0.5, to: 0.3).elements == [.move(to: Point(0, 0)), .line(to: Point(30, 0))])
    }

    @Test func wholeAndEmptyTrims() {
        #expect(circle.trimmed(from: 0, to: 1) == circle)
        #expect(circle.trimmed(from: 1, to: 0) == circle)
        #expect(circle.trimmed(from: 0.3, to: 0.3).isEmpty)
        #expect(circle.trimmed(from: 0.3, to: 0.3, offset: 0.5).isEmpty)
    }

    @Test func trimOfACircleKeepsCubicsAndMeasuresRight() throws {
        let total = circle.length
        let quarter = circle.trimmed(from: 0.1, to: 0.35)
        // Within 0.1 % of the analytic quarter of 2πr, and exactly a quarter of the measured.
        #expect(relativeError(quarter.length, 0.25 * 2 * .pi * 50) < 1e-3)
        #expect(relativeError(quarter.length, 0.25 * total) < 1e-8)
        #expect(quarter.elements.dropFirst().allSatisfy { if case .curve = $0 { true } else { false } })
        let measure = PathMeasure(circle)
        #expect(isClose(try #require(quarter.currentPoint), try #require(measure.point(atLength: 0.35 * total)), 1e-7))
        let half = circle.trimmed(from: 0, to: 0.5)
        #expect(half.elements.count == 3)  // move and the two right-hand cubics, unsplit
        #expect(isClose(try #require(half.currentPoint), Point(100, 150), 1e-9))
    }

    @Test func trimOfOneCubicCutsByArcLength() throws {
        var path = BezierPath()
        path.move(to: Point(0, 0))
        path.curve(to: Point(100, 0), control1: Point(10, 90), control2: Point(90, 120))
        let measure = PathMeasure(path)
        let middle = path.trimmed(from: 0.25, to: 0.75)
        #expect(middle.elements.count == 2)
        guard case .move(let start) = middle.elements[0], case .curve(let end, _, _) = middle.elements[1] else {
            Issue.record("expected a move and one cubic, got \(middle.elements)")
            return
        }
        #expect(isClose(start, try #require(measure.point(atLength: 0.25 * measure.length)), 1e-5))
        #expect(isClose(end, try #require(measure.point(atLength: 0.75 * measure.length)), 1e-5))
        #expect(relativeError(middle.length, 0.5 * measure.length) < 1e-8)
    }

    @Test func trimWindowWrapsAroundAClosedPathAsOnePiece() throws {
        // 0.6...1.0 turned by 0.2 is the window 0.8...1.2.
        let total = circle.length
        let measure = PathMeasure(circle)
        let wrapped = circle.trimmed(from: 0.6, to: 1.0, offset: 0.2)
        #expect(wrapped.moveCount == 1)
        #expect(!wrapped.elements.contains(.close))
        #expect(relativeError(wrapped.length, 0.4 * total) < 1e-8)
        #expect(relativeError(wrapped.length, 0.4 * 2 * .pi * 50) < 1e-3)
        guard case .move(let start) = wrapped.elements[0] else { Issue.record("no move"); return }
        #expect(isClose(start, try #require(measure.point(atLength: 0.8 * total)), 1e-7))
        #expect(isClose(try #require(wrapped.currentPoint), try #require(measure.point(atLength: 0.2 * total)), 1e-7))
        // The tail of the last cubic runs into the head of the first, through the top.
        #expect(wrapped.elements.count == 3)
        guard case .curve(let joint, _, _) = wrapped.elements[1] else { Issue.record("no cubic"); return }
        #expect(isClose(joint, Point(100, 50), 1e-9))
        // A negative offset turns the other way: −0.8 is the same as 0.2.
        #expect(isClose(circle.trimmed(from: 0.6, to: 1.0, offset: -0.8).elements, wrapped.elements, 1e-9))
    }

    @Test func trimWindowWrapsAroundAnOpenPathAsTwoPieces() {
        let wrapped = line.trimmed(from: 0.6, to: 1.0, offset: 0.2)
        #expect(isClose(wrapped.elements, [.move(to: Point(80, 0)), .line(to: Point(100, 0)),
                                           .move(to: Point(0, 0)), .line(to: Point(20, 0))]))
    }

    @Test func fullLengthWindowWithOffsetGoesRoundFromTheOffset() throws {
        let turned = circle.trimmed(from: 0, to: 1, offset: 0.25)
        #expect(turned.moveCount == 1)
        #expect(turned.elements.first == .move(to: Point(150, 100)))
        #expect(isClose(try #require(turned.currentPoint), Point(150, 100), 1e-9))
        #expect(relativeError(turned.length, circle.length) < 1e-9)
    }

    @Test func trimRunsOverTheTotalLengthOfAllSubpaths() {
        var path = BezierPath()
        path.move(to: Point(0, 0)); path.line(to: Point(100, 0))
        path.move(to: Point(0, 10)); path.line(to: Point(300, 10))
        // Half of 400: the whole first line and a third of the second.
        #expect(path.trimmed(from: 0, to: 0.5).elements == [
            .move(to: Point(0, 0)), .line(to: Point(100, 0)),
            .move(to: Point(0, 10)), .line(to: Point(100, 10)),
        ])
        #expect(path.trimmed(from: 0.5, to: 0.75).elements == [.move(to: Point(100, 10)), .line(to: Point(200, 10))])
    }

    @Test func closedSubpathsInsideTheWindowStayClosed() {
        var path = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10))  // length 40
        path.move(to: Point(0, 20)); path.line(to: Point(40, 20))            // length 40
        let kept = path.trimmed(from: 0, to: 0.75)
        #expect(kept.elements == [
            .move(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10)), .line(to: Point(0, 10)), .close,
            .move(to: Point(0, 20)), .line(to: Point(20, 20)),
        ])
    }

    @Test func reversedPathTrimsFromTheSameStartTheOtherWay() throws {
        let quarter = circle.reversed().trimmed(from: 0, to: 0.25)
        #expect(quarter.elements.first == .move(to: Point(100, 50)))
        #expect(isClose(try #require(quarter.currentPoint), Point(50, 100), 1e-9))
    }

    @Test func trimSpanFollowsLottieWebsRules() {
        #expect(TrimSpan(start: 0.2, end: 0.7, offset: 0) == .window(from: 0.2, to: 0.7))
        #expect(TrimSpan(start: 0.7, end: 0.2, offset: 0) == .window(from: 0.2, to: 0.7))
        #expect(TrimSpan(start: -1, end: 2, offset: 0) == .whole)
        #expect(TrimSpan(start: 0.5, end: 0.5, offset: 0.1) == .empty)
        #expect(TrimSpan(start: 0.25, end: 0.5, offset: 0.5) == .window(from: 0.75, to: 1))
        if case .wrapping(let from, let through) = TrimSpan(start: 0.6, end: 1, offset: 0.2) {
            #expect(isClose(from, 0.8) && isClose(through, 0.2))
        } else {
            Issue.record("expected a wrapping span")
        }
        // Offsets are taken modulo one turn: 1.5 turns is half a turn.
        #expect(TrimSpan(start: 0, end: 0.25, offset: 1.5) == .window(from: 0.5, to: 0.75))
        // Both ends past 1 fold back.
        #expect(TrimSpan(start: 0.5, end: 0.75, offset: 0.75) == .window(from: 0.25, to: 0.5))
        #expect(TrimSpan(start: .nan, end: 0.5, offset: .infinity) == .window(from: 0, to: 0.5))
    }
}
