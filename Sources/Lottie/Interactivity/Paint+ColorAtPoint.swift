import Foundation
import Graphics

extension Paint {
    /// The straight-alpha colour the paint has at `point` (in the space it is drawn in).
    func color(at point: Point) -> Color {
        switch self {
        case .solid(let color):
            return color
        case .linearGradient(let gradient, let start, let end):
            let d = end - start
            let length2 = d.x * d.x + d.y * d.y
            let t = length2 > 0 ? ((point.x - start.x) * d.x + (point.y - start.y) * d.y) / length2 : 0
            return gradient.color(at: t)
        case .radialGradient(let gradient, let center, let radius, let focal):
            return gradient.color(at: Self.radialLocation(of: point, center: center, radius: radius, focal: focal))
        case .conicGradient(let gradient, let center, let startAngle):
            var angle = atan2(point.y - center.y, point.x - center.x) - startAngle
            angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
            if angle < 0 { angle += 2 * .pi }
            return gradient.color(at: angle / (2 * .pi))
        case .image(let bitmap, let transform):
            guard let inverse = transform.inverted else { return .clear }
            let p = inverse.apply(to: point)
            guard p.x.isFinite, p.y.isFinite else { return .clear }
            return bitmap.color(x: Int(saturating: p.x.rounded(.down)), y: Int(saturating: p.y.rounded(.down)))
        }
    }

    /// The gradient location of `point` for a focal radial gradient: the fraction of the way
    /// from the focal point to the circle, along the ray through the point.
    private static func radialLocation(of point: Point, center: Point, radius: Double, focal: Point) -> Double {
        let d = point - focal
        let dd = d.x * d.x + d.y * d.y
        guard dd > 0 else { return 0 }
        guard radius > 0 else { return 1 }
        // The ray f + u·d meets the circle where |f − c + u·d| = r; the point is at u = 1,
        // so its location is 1 / u.
        let fc = focal - center
        let b = 2 * (fc.x * d.x + fc.y * d.y)
        let c = fc.x * fc.x + fc.y * fc.y - radius * radius
        let discriminant = b * b - 4 * dd * c
        guard discriminant >= 0 else { return 1 }
        let u = (-b + discriminant.squareRoot()) / (2 * dd)
        return u > 0 ? 1 / u : 1
    }
}
