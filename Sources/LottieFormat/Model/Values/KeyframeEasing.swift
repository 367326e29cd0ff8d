import Graphics

/// One control point of a keyframe's timing curve (`i` or `o` in the file): the x (time) and y
/// (progress) coordinates of a cubic-bezier handle in the unit square, one pair per dimension.
///
/// Files write either one number for all dimensions or an array with one number per
/// dimension; both are kept as a vector, with `x.dimensions` telling how many were given.
public struct KeyframeEasing: Hashable, Sendable {
    /// The time coordinates, one per dimension.
    public var x: LottieVector3
    /// The progress coordinates, one per dimension.
    public var y: LottieVector3

    /// An easing handle from per-dimension coordinates.
    @inlinable public init(x: LottieVector3, y: LottieVector3) { self.x = x; self.y = y }

    /// An easing handle shared by every dimension.
    @inlinable public init(x: Double, y: Double) {
        self.x = LottieVector3(x: x, dimensions: 1); self.y = LottieVector3(x: y, dimensions: 1)
    }

    /// The handle for a dimension; dimensions the file did not list use the first entry, as
    /// lottie-web does.
    @inlinable public func point(forDimension dimension: Int) -> Point {
        let i = dimension < x.dimensions ? dimension : 0
        let j = dimension < y.dimensions ? dimension : 0
        return Point(x: x[i], y: y[j])
    }

    /// The linear handle at the start of a segment (0, 0).
    public static let linearOut = KeyframeEasing(x: 0, y: 0)
    /// The linear handle at the end of a segment (1, 1).
    public static let linearIn = KeyframeEasing(x: 1, y: 1)
}
