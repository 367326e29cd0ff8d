import Graphics

/// Paths for the `Path` property of shapes (`sh`). A Lottie shape is one subpath: only the
/// first subpath of a `BezierPath` is used.
public final class PathValueProvider: DynamicValueProvider<LottieBezier> {
    /// A provider of one path.
    public convenience init(_ path: BezierPath) { self.init(LottieBezier(path)) }

    /// A provider interpolating path keyframes (vertex by vertex); nil when `keyframes` is
    /// empty.
    public convenience init?(keyframes: [Keyframe<BezierPath>]) {
        self.init(keyframes: keyframes.map { $0.mapValue(LottieBezier.init) })
    }

    /// A provider calling `closure` with the frame on every update.
    public convenience init(_ closure: @escaping (Double) -> BezierPath) {
        self.init { (frame: Double) -> LottieBezier in LottieBezier(closure(frame)) }
    }

    /// The path, when the provider gives a constant (nil for keyframes and closures).
    /// Setting it switches to that constant path.
    public var path: BezierPath? {
        get { if case .constant(let v) = source { return v.bezierPath() } else { return nil } }
        set { if let newValue { setValue(LottieBezier(newValue)) } }
    }
}
