import Graphics

/// A Core Animation–style timing function: a `UnitBezier` easing curve whose control points
/// are stored in single precision, exactly as `CAMediaTimingFunction` stores them (so 0.42 is
/// really 0.41999998688697815), which keeps eased values bit-compatible with engines that read
/// them back as floats.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point, each coordinate rounded to `Float`.
    public let controlPoint1: Point
    /// The second control point, each coordinate rounded to `Float`.
    public let controlPoint2: Point

    /// A curve through (0, 0), `(c1x, c1y)`, `(c2x, c2y)`, (1, 1); the coordinates are rounded
    /// to `Float`. The x coordinates are meant to lie in 0...1; y may overshoot.
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        func single(_ v: Double) -> Double { Double(Float(v)) }
        controlPoint1 = Point(x: single(c1x), y: single(c1y))
        controlPoint2 = Point(x: single(c2x), y: single(c2y))
        unitBezier = UnitBezier(p1x: controlPoint1.x, p1y: controlPoint1.y,
                                p2x: controlPoint2.x, p2y: controlPoint2.y)
    }

    /// Constant speed: (0, 0, 1, 1).
    public static let linear = TimingFunction(0, 0, 1, 1)
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(0.42, 0, 1, 1)
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(0, 0, 0.58, 1)
    /// Slow start and end: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
    /// Core Animation's default curve for implicit animations: (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)

    /// The curve as a solver.
    public let unitBezier: UnitBezier

    /// The eased progress for linear progress `x` (normally 0...1), solved to within `epsilon`
    /// in x. A good epsilon for an animation of `d` seconds is `1 / (1000 · d)` (POP's choice)
    /// or smaller; 1e-7 is precise for any use.
    public func value(at x: Double, epsilon: Double = 1e-7) -> Double {
        unitBezier.solve(x, epsilon: epsilon)
    }
}
