import Graphics

/// The motion path of a spatial keyframe segment (a position moving along a bezier curve from
/// `s + to` to `e + ti`), measured so that progress maps to arc length, as After Effects moves
/// layers at constant speed along the path before easing.
struct SpatialCurve: Sendable {
    let curve: CubicBezier
    /// Cumulative lengths at evenly spaced curve parameters, `lengths[0] == 0`.
    let lengths: [Double]
    let z0: Double, z1: Double

    static let sampleCount = 64

    /// A curve for a segment whose tangents are not both zero; nil otherwise, for values that
    /// are not vectors, and — as lottie-web decides — when both handles lie on the straight line
    /// through the two values (the value then interpolates dimension by dimension).
    init?<Value>(from: Value, to: Value, outTangent: LottieVector3?, inTangent: LottieVector3?) {
        guard let a = from as? LottieVector3, let b = to as? LottieVector3,
              let to = outTangent, let ti = inTangent else { return nil }
        let zeroOut = to.x == 0 && to.y == 0, zeroIn = ti.x == 0 && ti.y == 0
        if zeroOut && zeroIn { return nil }
        let p0 = a.point, p3 = b.point
        if p0 != p3, Self.isOnLine(p0, p3, p0 + to.point), Self.isOnLine(p0, p3, p3 + ti.point) { return nil }
        curve = CubicBezier(p0, p0 + to.point, p3 + ti.point, p3)
        var lengths = [0.0]
        lengths.reserveCapacity(Self.sampleCount + 1)
        var previous = p0, total = 0.0
        for i in 1...Self.sampleCount {
            let p = curve.point(at: Double(i) / Double(Self.sampleCount))
            total += previous.distance(to: p)
            lengths.append(total)
            previous = p
        }
        guard total > 0 else { return nil }
        self.lengths = lengths
        z0 = a.z; z1 = b.z
    }

    /// Whether `c` lies on the line through `a` and `b`, with lottie-web's tolerance on twice the
    /// triangle's area (`pointOnLine2D`).
    private static func isOnLine(_ a: Point, _ b: Point, _ c: Point) -> Bool {
        abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) < 0.001
    }

    /// The point `progress` of the way along the path by length (progress may overshoot 0...1
    /// with elastic easing: the curve is extrapolated along its end tangents).
    func value<Value>(at progress: Double, like sample: Value) -> Value? {
        guard let template = sample as? LottieVector3 else { return nil }
        let total = lengths[lengths.count - 1]
        let target = progress * total
        let point: Point
        if progress <= 0 {
            let dir = (curve.p1 - curve.p0).length > 0 ? (curve.p1 - curve.p0).normalized : (curve.p3 - curve.p0).normalized
            point = curve.p0 + dir * target
        } else if progress >= 1 {
            let dir = (curve.p3 - curve.p2).length > 0 ? (curve.p3 - curve.p2).normalized : (curve.p3 - curve.p0).normalized
            point = curve.p3 + dir * (target - total)
        } else {
            var lo = 0, hi = lengths.count - 1
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if lengths[mid] < target { lo = mid } else { hi = mid }
            }
            let span = lengths[hi] - lengths[lo]
            let f = span > 0 ? (target - lengths[lo]) / span : 0
            point = curve.point(at: (Double(lo) + f) / Double(Self.sampleCount))
        }
        let result = LottieVector3(x: point.x, y: point.y, z: z0 + (z1 - z0) * progress, dimensions: template.dimensions)
        return result as? Value
    }
}
