/// The position of a transform: one animatable vector, or separately animated x, y (and z)
/// (`p` with `"s": true`).
public enum LottiePosition: Hashable, Sendable {
    /// One vector property; keyframes may carry spatial tangents.
    case combined(KeyframeGroup<LottieVector3>)
    /// Separate dimension properties (`x`, `y`, optionally `z`).
    case split(x: KeyframeGroup<Double>, y: KeyframeGroup<Double>, z: KeyframeGroup<Double>?)

    /// True when any dimension is animated.
    public var isAnimated: Bool {
        switch self {
        case .combined(let p): return p.isAnimated
        case .split(let x, let y, let z): return x.isAnimated || y.isAnimated || (z?.isAnimated ?? false)
        }
    }
}

/// A layer's or shape group's transform (`ks` / `tr`).
///
/// Units are the file's: positions and anchors in composition units, scale and opacity in
/// percent (100 = unchanged), angles in degrees. The matrix is
/// translate(position) · rotate · skew · scale · translate(−anchor).
public struct LottieTransform: Hashable, Sendable {
    /// The anchor point (`a`).
    public var anchor: KeyframeGroup<LottieVector3> = KeyframeGroup(LottieVector3(0, 0))
    /// The position (`p`).
    public var position: LottiePosition = .combined(KeyframeGroup(LottieVector3(0, 0)))
    /// The scale in percent (`s`).
    public var scale: KeyframeGroup<LottieVector3> = KeyframeGroup(LottieVector3(100, 100))
    /// The rotation around z in degrees (`r`, or `rz` on 3-D layers).
    public var rotation: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The rotation around x in degrees (`rx`), 3-D layers only.
    public var rotationX: KeyframeGroup<Double>?
    /// The rotation around y in degrees (`ry`), 3-D layers only.
    public var rotationY: KeyframeGroup<Double>?
    /// The orientation in degrees (`or`), 3-D layers only.
    public var orientation: KeyframeGroup<LottieVector3>?
    /// The skew angle in degrees (`sk`).
    public var skew: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The direction of the skew in degrees (`sa`).
    public var skewAxis: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The opacity in percent (`o`).
    public var opacity: KeyframeGroup<Double> = KeyframeGroup(100)

    /// The identity transform, fully opaque.
    public init() {}
}

/// The per-copy transform of a repeater (`rp.tr`): a transform applied once more for each copy,
/// plus the opacity of the first and last copy.
public struct LottieRepeaterTransform: Hashable, Sendable {
    /// The transform between consecutive copies.
    public var transform: LottieTransform = LottieTransform()
    /// The opacity of the first copy in percent (`so`).
    public var startOpacity: KeyframeGroup<Double> = KeyframeGroup(100)
    /// The opacity of the last copy in percent (`eo`).
    public var endOpacity: KeyframeGroup<Double> = KeyframeGroup(100)

    /// An identity repeater transform.
    public init() {}
}
