extension TimingFunction {
    /// The solver precision for an animation of `duration` seconds: at most 1e-7 of the cycle
    /// and never more than a microsecond of its time, so long animations stay as smooth as
    /// short ones (POP's `1/(1000·duration)` is visibly coarse for short animations).
    public static func epsilon(forDuration duration: Double) -> Double {
        guard duration > 0, duration.isFinite else { return 1e-7 }
        return min(1e-7, 1e-6 / duration)
    }

    /// The eased progress for linear progress `x` of an animation lasting `duration` seconds.
    /// A curve whose control points lie on the diagonal (such as `linear`) is exactly the
    /// identity, so it returns `x` itself rather than a solver's approximation of it.
    public func progress(at x: Double, duration: Double) -> Double {
        if isIdentity { return x }
        return value(at: x, epsilon: Self.epsilon(forDuration: duration))
    }

    /// Whether y = x everywhere: both control points on the diagonal.
    public var isIdentity: Bool {
        controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
    }
}
