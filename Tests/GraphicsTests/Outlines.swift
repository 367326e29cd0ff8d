import Foundation
import Graphics

/// Closed outlines for the boolean tests: circles, blobs and blobs with a spike.
enum Outlines {
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> BezierPath {
        BezierPath(ellipseIn: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    /// A closed outline of `radii.count` cubic curves around `center`, through a point at each
    /// radius, with tangent handles a third of the way to the next point.
    static func blob(_ center: Point, radii: [Double], handle: Double = 1) -> BezierPath {
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

    /// A blob (see `blob`) with a spike at its first point: both curves there leave the point
    /// towards the centre, `angle` radians apart, with handles of `lengths` times the radius
    /// (the leaving curve's, the arriving curve's).
    static func spikedBlob(_ center: Point, radii: [Double], angle: Double, lengths: (Double, Double)) -> BezierPath {
        var elements: [PathElement] = []
        let smooth = blob(center, radii: radii).elements
        let tip = center + Point(radii[0], 0)
        let inward = Point(-1, 0)
        func rotated(_ v: Point, _ a: Double) -> Point { Point(v.x * cos(a) - v.y * sin(a), v.x * sin(a) + v.y * cos(a)) }
        for (k, element) in smooth.enumerated() {
            switch element {
            case .curve(let to, var c1, var c2) where k == 1 || k == smooth.count - 2:
                if k == 1 { c1 = tip + rotated(inward, angle / 2) * (lengths.0 * radii[0]) }
                if k == smooth.count - 2 { c2 = tip + rotated(inward, -angle / 2) * (lengths.1 * radii[0]) }
                elements.append(.curve(to: to, control1: c1, control2: c2))
            default:
                elements.append(element)
            }
        }
        return BezierPath(elements: elements)
    }
}

/// A reproducible stream of random numbers and outlines (a linear congruential generator).
struct RandomOutlines {
    private var seed: UInt64

    init(seed: UInt64) { self.seed = seed }

    /// A number in 0..<1.
    mutating func number() -> Double {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(seed >> 11) / Double(1 << 53)
    }

    /// A circle, a blob, or a blob with a spike whose curves leave the tip crossing over each
    /// other's side (a quarter, a half and a quarter of the time), centred in 100 × 100, with
    /// radii from 5 to 45.
    mutating func outline() -> (path: BezierPath, isSpiked: Bool) {
        let center = Point(100 * number(), 100 * number())
        let radii = (0..<(3 + Int(number() * 6))).map { _ in 5 + 40 * number() }
        let kind = number()
        if kind < 0.25 { return (Outlines.circle(center.x, center.y, radii[0]), false) }
        if kind < 0.5 {
            let spiked = Outlines.spikedBlob(center, radii: radii, angle: 0.6 * number(),
                                             lengths: (0.05 + 0.4 * number(), 0.05 + 0.4 * number()))
            return (spiked, true)
        }
        return (Outlines.blob(center, radii: radii, handle: 2 * number()), false)
    }
}
