/// A value an animation can move between: interpolation for tweens, sums for additive, `by` and
/// cumulative animations, and a distance for paced keyframes.
///
/// Numbers, points, sizes, rects and colours work component-wise (colours in straight RGBA, as
/// Core Animation interpolates them); transforms by decomposition; paths point by point. Values
/// whose structures do not match (paths with different elements, arrays of different lengths)
/// switch from one to the other halfway instead of interpolating.
public protocol Interpolatable: Equatable, Sendable {
    /// The value a `fraction` of the way from `self` to `other`; fractions outside 0...1
    /// extrapolate (springs and overshooting timing functions need that).
    func interpolated(to other: Self, fraction: Double) -> Self
    /// `self + other`: how an additive animation combines with the value under it.
    func adding(_ other: Self) -> Self
    /// `self − other`, the inverse of `adding`: `b.adding(a.subtracting(b)) == a`.
    func subtracting(_ other: Self) -> Self
    /// `self · factor`, for the offsets of cumulative repeats.
    func scaled(by factor: Double) -> Self
    /// A non-negative distance between two values, for constant-speed (paced) keyframes.
    func distance(to other: Self) -> Double
}

extension Double: Interpolatable {
    /// `self + (other − self)·fraction`.
    public func interpolated(to other: Double, fraction: Double) -> Double { self + (other - self) * fraction }
    /// The sum.
    public func adding(_ other: Double) -> Double { self + other }
    /// The difference.
    public func subtracting(_ other: Double) -> Double { self - other }
    /// The product.
    public func scaled(by factor: Double) -> Double { self * factor }
    /// The absolute difference.
    public func distance(to other: Double) -> Double { abs(other - self) }
}

extension Float: Interpolatable {
    /// `self + (other − self)·fraction`, computed in double precision.
    public func interpolated(to other: Float, fraction: Double) -> Float {
        Float(Double(self).interpolated(to: Double(other), fraction: fraction))
    }
    /// The sum.
    public func adding(_ other: Float) -> Float { self + other }
    /// The difference.
    public func subtracting(_ other: Float) -> Float { self - other }
    /// The product.
    public func scaled(by factor: Double) -> Float { Float(Double(self) * factor) }
    /// The absolute difference.
    public func distance(to other: Float) -> Double { abs(Double(other) - Double(self)) }
}
