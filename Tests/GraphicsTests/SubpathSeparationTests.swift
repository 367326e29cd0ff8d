import Foundation
@testable import Graphics
import Testing

/// `SubpathSeparation`: what it shows apart is apart once flattened (checked segment against
/// segment), and it gives up on outlines that meet or that it cannot tell.
@Suite struct SubpathSeparationTests {
    func circle(_ cx: Double, _ cy: Double, _ r: Double) -> BezierPath {
        BezierPath(ellipseIn: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    /// A closed outline of `radii.count` cubic curves around `center`, through a point at each
    /// radius, with tangent handles a third of the way to the next point.
    func blob(_ center: Point, radii: [Double], handle: Double = 1) -> BezierPath {
        let n = radii.count
        let points = radii.indices.map { k in
            center + Point(cos(2 * .pi * Double(k) / Double(n)), sin(2 * .pi * Double(k) / Double(n))) * radii[k]
        }
        var path = BezierPath()
        path.move(to: points[0])
        for k in 0..<n {
            let (previous, a, b, next) = (points[(k + n - 1) % n], points[k], points[(k + 1) % n], points[(k + 2) % n])
            path.curve(to: b, control1: a + (b - previous) * (handle / 6), control2: b - (next - a) * (handle / 6))
        }
        path.close()
        return path
    }

    @Test func outlinesApartAreShownApart() {
        // A letter and its counters, rings round a centre, pieces side by side, a polygon.
        let letter = [circle(0, 0, 100), circle(-40, 0, 20), circle(40, 0, 30)]
        #expect(SubpathSeparation.apart(letter, tolerance: 0.01))
        #expect(SubpathSeparation.apart([circle(0, 0, 10), circle(0, 0, 20), circle(0, 0, 30)], tolerance: 0.01))
        #expect(SubpathSeparation.apart([circle(0, 0, 10), circle(25, 0, 10), blob(Point(0, 40), radii: [8, 12, 9, 11, 10])], tolerance: 0.01))
        var star = BezierPath()
        for k in 0..<10 {
            let p = Point(cos(Double(k) * .pi / 5), sin(Double(k) * .pi / 5)) * (k % 2 == 0 ? 50 : 20)
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        #expect(SubpathSeparation.apart([star, circle(0, 0, 5)], tolerance: 0.01))
        // Curves closer than their control points are: shown apart by halving them.
        #expect(SubpathSeparation.apart([circle(0, 0, 10), BezierPath(rect: Rect(x: -6.5, y: -6.5, width: 13, height: 13))],
                                        tolerance: 0.01))
        // Within one operand too, and whatever the winding.
        var nested = circle(0, 0, 100)
        nested.append(circle(0, 0, 50).reversed())
        #expect(SubpathSeparation.apart([nested], tolerance: 0.01))
    }

    @Test func outlinesThatMeetOrCannotBeToldAreNot() {
        // Crossing, touching at a point, one inside the other sharing a vertex.
        #expect(!SubpathSeparation.apart([circle(0, 0, 10), circle(15, 0, 10)], tolerance: 0.01))
        #expect(!SubpathSeparation.apart([circle(0, 0, 10), circle(20, 0, 10)], tolerance: 0.01))
        #expect(!SubpathSeparation.apart([circle(0, 0, 10), circle(5, 0, 5)], tolerance: 0.01))
        // An outline crossing itself: a figure of eight, a curve with a loop.
        var eight = BezierPath()
        eight.move(to: Point(0, 0)); eight.line(to: Point(10, 10)); eight.line(to: Point(10, 0)); eight.line(to: Point(0, 10))
        eight.close()
        #expect(!SubpathSeparation.apart([eight], tolerance: 0.01))
        var loop = BezierPath()
        loop.move(to: Point(0, 0)); loop.curve(to: Point(10, 0), control1: Point(20, 10), control2: Point(-10, 10))
        loop.line(to: Point(10, -10)); loop.line(to: Point(0, -10)); loop.close()
        #expect(!SubpathSeparation.apart([loop], tolerance: 0.01))
        // A spike whose sides leave the tip on the same side: apart, but not shown so.
        var spike = BezierPath()
        spike.move(to: Point(0, 0)); spike.curve(to: Point(5, 20), control1: Point(2, 5), control2: Point(5, 10))
        spike.curve(to: Point(10, 0), control1: Point(5, 10), control2: Point(8, 5)); spike.close()
        #expect(!SubpathSeparation.apart([spike], tolerance: 0.01))
        // Two curves enclosing a lens (each the other's neighbour at both ends).
        var lens = BezierPath()
        lens.move(to: Point(0, 0)); lens.curve(to: Point(10, 0), control1: Point(3, 5), control2: Point(7, 5))
        lens.curve(to: Point(0, 0), control1: Point(7, -5), control2: Point(3, -5)); lens.close()
        #expect(!SubpathSeparation.apart([lens], tolerance: 0.01))
        // A square inside a circle, its corners closer to the curves than the tolerance.
        #expect(!SubpathSeparation.apart([circle(0, 0, 10), BezierPath(rect: Rect(x: -7.07, y: -7.07, width: 14.14, height: 14.14))],
                                         tolerance: 0.01))
        // Too many pieces to test pair by pair, and coordinates that are not numbers.
        var many = BezierPath()
        for k in 0...SubpathSeparation.maxPieces {
            let angle = 2 * .pi * Double(k) / Double(SubpathSeparation.maxPieces + 1)
            let p = Point(cos(angle), sin(angle)) * 100
            if k == 0 { many.move(to: p) } else { many.line(to: p) }
        }
        many.close()
        #expect(!SubpathSeparation.apart([many], tolerance: 0.01))
        var broken = circle(0, 0, 10)
        broken.line(to: Point(.nan, 0))
        #expect(!SubpathSeparation.apart([broken], tolerance: 0.01))
    }

    /// Random blobs, circles and spikes side by side, nested and crossing: wherever the curves
    /// are shown apart, their flattened rings meet nowhere but where consecutive segments join,
    /// so noding would have cut nothing and found no shared vertex.
    @Test func outlinesShownApartDoNotMeetOnceFlattened() {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func random() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var shownApart = 0
        let trials = 300
        for _ in 0..<trials {
            let operands: [BezierPath] = (0..<(1 + Int(random() * 3))).map { _ in
                let center = Point(100 * random(), 100 * random())
                let radii = (0..<(3 + Int(random() * 6))).map { _ in 5 + 40 * random() }
                return random() < 0.3 ? circle(center.x, center.y, radii[0]) : blob(center, radii: radii, handle: 2 * random())
            }
            guard SubpathSeparation.apart(operands, tolerance: 0.01) else { continue }
            shownApart += 1
            let rings = operands.flatMap { $0.fillRings(tolerance: 0.01).map(\.points) }
            #expect(Self.meetOnlyAtJoints(rings), "\(operands)")
        }
        // Enough of each kind.
        #expect(shownApart > trials / 5 && shownApart < trials * 4 / 5)
    }

    /// Whether the closed polygons `rings` meet nowhere but where consecutive segments of one
    /// ring join (without folding back over each other), tested pair by pair exactly.
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
