import Foundation
@testable import Graphics
import Testing

/// `SubpathSeparation`: what it shows apart is apart once flattened (checked segment against
/// segment), and it gives up on outlines that meet or that it cannot tell.
@Suite struct SubpathSeparationTests {
    /// The grid `BezierPath.combining` snaps `operands`' rings to.
    static func grid(_ operands: [BezierPath], tolerance: Double) -> SnapGrid {
        let points = operands.flatMap { $0.fillRings(tolerance: tolerance).flatMap(\.points) }
        return SnapGrid(bounds: Rect.enclosing(points))
    }

    func shownApart(_ operands: [BezierPath], tolerance: Double) -> Bool {
        SubpathSeparation.apart(operands, tolerance: tolerance, grid: Self.grid(operands, tolerance: tolerance))
    }

    @Test func outlinesApartAreShownApart() {
        // A letter and its counters, rings round a centre, pieces side by side, a polygon.
        let letter = [Outlines.circle(0, 0, 100), Outlines.circle(-40, 0, 20), Outlines.circle(40, 0, 30)]
        #expect(shownApart(letter, tolerance: 0.01))
        #expect(shownApart([Outlines.circle(0, 0, 10), Outlines.circle(0, 0, 20), Outlines.circle(0, 0, 30)], tolerance: 0.01))
        #expect(shownApart([Outlines.circle(0, 0, 10), Outlines.circle(25, 0, 10), Outlines.blob(Point(0, 40), radii: [8, 12, 9, 11, 10])], tolerance: 0.01))
        var star = BezierPath()
        for k in 0..<10 {
            let p = Point(cos(Double(k) * .pi / 5), sin(Double(k) * .pi / 5)) * (k % 2 == 0 ? 50 : 20)
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        #expect(shownApart([star, Outlines.circle(0, 0, 5)], tolerance: 0.01))
        // Curves closer than their control points are: shown apart by halving them.
        #expect(shownApart([Outlines.circle(0, 0, 10), BezierPath(rect: Rect(x: -6.5, y: -6.5, width: 13, height: 13))],
                                        tolerance: 0.01))
        // Within one operand too, and whatever the winding.
        // A spike whose sides leave the tip the same way, one on either side: no line through
        // the tip parts the curves, but their chords meet only there.
        var spike = BezierPath()
        spike.move(to: Point(0, 0)); spike.curve(to: Point(5, 20), control1: Point(2, 5), control2: Point(5, 10))
        spike.curve(to: Point(10, 0), control1: Point(5, 10), control2: Point(8, 5)); spike.close()
        #expect(shownApart([spike], tolerance: 0.01))
        var nested = Outlines.circle(0, 0, 100)
        nested.append(Outlines.circle(0, 0, 50).reversed())
        #expect(shownApart([nested], tolerance: 0.01))
    }

    @Test func outlinesThatMeetOrCannotBeToldAreNot() {
        // Crossing, touching at a point, one inside the other sharing a vertex.
        #expect(!shownApart([Outlines.circle(0, 0, 10), Outlines.circle(15, 0, 10)], tolerance: 0.01))
        #expect(!shownApart([Outlines.circle(0, 0, 10), Outlines.circle(20, 0, 10)], tolerance: 0.01))
        #expect(!shownApart([Outlines.circle(0, 0, 10), Outlines.circle(5, 0, 5)], tolerance: 0.01))
        // An outline crossing itself: a figure of eight, a curve with a loop.
        var eight = BezierPath()
        eight.move(to: Point(0, 0)); eight.line(to: Point(10, 10)); eight.line(to: Point(10, 0)); eight.line(to: Point(0, 10))
        eight.close()
        #expect(!shownApart([eight], tolerance: 0.01))
        var loop = BezierPath()
        loop.move(to: Point(0, 0)); loop.curve(to: Point(10, 0), control1: Point(20, 10), control2: Point(-10, 10))
        loop.line(to: Point(10, -10)); loop.line(to: Point(0, -10)); loop.close()
        #expect(!shownApart([loop], tolerance: 0.01))
        // Spikes whose curves cross below the tip, or whose sides fold back along each other.
        var crossedSpike = BezierPath()
        crossedSpike.move(to: Point(0, 0)); crossedSpike.curve(to: Point(5, 20), control1: Point(2, 5), control2: Point(5.5, 10))
        crossedSpike.curve(to: Point(10, 0), control1: Point(4.5, 10), control2: Point(8, 5)); crossedSpike.close()
        #expect(!shownApart([crossedSpike], tolerance: 0.01))
        var folded = BezierPath()
        folded.move(to: Point(0, 0)); folded.line(to: Point(0, 10)); folded.line(to: Point(0, 5))
        folded.curve(to: Point(0, 0), control1: Point(6, 5), control2: Point(6, 0)); folded.close()
        #expect(!shownApart([folded], tolerance: 0.01))
        // Two curves enclosing a lens (each the other's neighbour at both ends).
        var lens = BezierPath()
        lens.move(to: Point(0, 0)); lens.curve(to: Point(10, 0), control1: Point(3, 5), control2: Point(7, 5))
        lens.curve(to: Point(0, 0), control1: Point(7, -5), control2: Point(3, -5)); lens.close()
        #expect(!shownApart([lens], tolerance: 0.01))
        // A square inside a circle, its corners closer to the curves than the tolerance.
        #expect(!shownApart([Outlines.circle(0, 0, 10), BezierPath(rect: Rect(x: -7.07, y: -7.07, width: 14.14, height: 14.14))],
                                         tolerance: 0.01))
        // Too many pieces to test pair by pair, and coordinates that are not numbers.
        var many = BezierPath()
        for k in 0...SubpathSeparation.maxPieces {
            let angle = 2 * .pi * Double(k) / Double(SubpathSeparation.maxPieces + 1)
            let p = Point(cos(angle), sin(angle)) * 100
            if k == 0 { many.move(to: p) } else { many.line(to: p) }
        }
        many.close()
        #expect(!shownApart([many], tolerance: 0.01))
        var broken = Outlines.circle(0, 0, 10)
        broken.line(to: Point(.nan, 0))
        #expect(!shownApart([broken], tolerance: 0.01))
    }

    /// The chords of two segments meeting at a joint, exactly on the grid: apart, crossing,
    /// folding back along each other at the joint, and going straight on.
    @Test func chordsAtASpike() {
        let grid = SnapGrid(bounds: Rect(x: -10, y: -10, width: 20, height: 20))
        func meetOnlyAtJoint(_ a: PathSegment, _ b: PathSegment) -> Bool {
            SubpathSeparation.chordsMeetOnlyAtJoint(a, b, tolerance: 0.01, grid: grid)
        }
        let up = PathSegment.cubic(CubicBezier(Point(-5, -10), Point(-1, -5), Point(0, -5), Point(0, 10)))
        #expect(meetOnlyAtJoint(up, .cubic(CubicBezier(Point(0, 10), Point(0, -5), Point(1, -5), Point(5, -10)))))
        // Leaving right of `up`, then crossing it in a loop far larger than the flattening.
        #expect(!meetOnlyAtJoint(up, .cubic(CubicBezier(Point(0, 10), Point(3, 5), Point(-8, 0), Point(-8, -10)))))
        #expect(!meetOnlyAtJoint(up, .line(Point(0, 10), Point(-4, -12))))
        #expect(!meetOnlyAtJoint(.line(Point(0, 0), Point(0, 10)), .line(Point(0, 10), Point(0, 5))))
        #expect(meetOnlyAtJoint(.line(Point(0, 0), Point(0, 10)), .line(Point(0, 10), Point(0, 15))))
    }

    /// Random blobs, circles and spiked blobs side by side, nested and crossing: wherever the
    /// curves are shown apart, their flattened rings, on the grid noding works on, meet nowhere
    /// but where consecutive segments join, so noding would have cut nothing and found no
    /// shared vertex.
    @Test func outlinesShownApartDoNotMeetOnceFlattened() {
        var random = RandomOutlines(seed: 0x2545_F491_4F6C_DD1D)
        var shown = 0, spikesShown = 0, spikesNotShown = 0
        let trials = 400
        for _ in 0..<trials {
            let operands: [BezierPath] = (0..<(1 + Int(random.number() * 3))).map { _ in
                let (outline, isSpiked) = random.outline()
                if isSpiked {
                    if shownApart([outline], tolerance: 0.01) { spikesShown += 1 } else { spikesNotShown += 1 }
                }
                return outline
            }
            guard shownApart(operands, tolerance: 0.01) else { continue }
            shown += 1
            let grid = Self.grid(operands, tolerance: 0.01)
            let rings = operands.flatMap {
                $0.fillRings(tolerance: 0.01).map { $0.points.map { Point(grid.snap($0).x, grid.snap($0).y) } }
            }
            #expect(Self.meetOnlyAtJoints(rings), "\(operands)")
        }
        // Enough of each kind: spikes shown apart through their chords, and spikes that are not.
        #expect(shown > trials / 5 && shown < trials * 4 / 5)
        #expect(spikesShown > trials / 20 && spikesNotShown > trials / 20)
    }

    /// Whether the closed polygons `rings` meet nowhere but where consecutive segments of one
    /// ring join (without folding back over each other), tested pair by pair (exactly, for
    /// whole-number coordinates).
    static func meetOnlyAtJoints(_ rings: [[Point]]) -> Bool {
        var segments: [(a: Point, b: Point, ring: Int, index: Int, count: Int)] = []
        for (r, ring) in rings.enumerated() {
            var points: [Point] = []
            for p in ring where points.last != p { points.append(p) }
            if points.count > 1, points.first == points.last { points.removeLast() }
            for i in points.indices {
                segments.append((points[i], points[(i + 1) % points.count], r, i, points.count))
            }
        }
        func orientation(_ a: Point, _ b: Point, _ c: Point) -> Double { (b - a).cross(c - a) }
        func onSegment(_ p: Point, _ a: Point, _ b: Point) -> Bool {
            orientation(a, b, p) == 0 && min(a.x, b.x) <= p.x && p.x <= max(a.x, b.x) && min(a.y, b.y) <= p.y && p.y <= max(a.y, b.y)
        }
        for i in segments.indices {
            for j in (i + 1)..<segments.count {
                let s = segments[i], t = segments[j]
                if s.ring == t.ring, (t.index == s.index + 1 || (s.index == 0 && t.index == s.count - 1)) {
                    // Joined end to start: neither folds back onto the other.
                    let (first, second) = t.index == s.index + 1 ? (s, t) : (t, s)
                    if orientation(first.a, first.b, second.b) == 0 && (first.b - first.a).dot(second.b - second.a) < 0 { return false }
                    continue
                }
                let d1 = orientation(s.a, s.b, t.a), d2 = orientation(s.a, s.b, t.b)
                let d3 = orientation(t.a, t.b, s.a), d4 = orientation(t.a, t.b, s.b)
                if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return false }
                if onSegment(t.a, s.a, s.b) || onSegment(t.b, s.a, s.b) || onSegment(s.a, t.a, t.b) || onSegment(s.b, t.a, t.b) {
                    return false
                }
            }
        }
        return true
    }
}
