import Graphics

/// Points for position-like properties: position, anchor point, gradient start and end points,
/// shape positions.
public final class PointValueProvider: DynamicValueProvider<LottieVector3> {
    /// A provider of one point.
    public convenience init(_ point: Point) { self.init(LottieVector3(point.x, point.y)) }

    /// A provider interpolating point keyframes; nil when `keyframes` is empty.
    public convenience init?(keyframes: [Keyframe<Point>]) {
        self.init(keyframes: keyframes.map { $0.mapValue { LottieVector3($0.x, $0.y) } })
    }

    /// A provider calling `closure` with the frame on every update.
    public convenience init(_ closure: @escaping (Double) -> Point) {
        self.init { (frame: Double) -> LottieVector3 in
            let p = closure(frame)
            return LottieVector3(p.x, p.y)
        }
    }

    /// The point, when the provider gives a constant (nil for keyframes and closures).
    /// Setting it switches to that constant point.
    public var point: Point? {
        get { if case .constant(let v) = source { return v.point } else { return nil } }
        set { if let newValue { setValue(LottieVector3(newValue.x, newValue.y)) } }
    }
}
