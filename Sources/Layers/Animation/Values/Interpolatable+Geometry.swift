import Graphics

extension Point: Interpolatable {
    /// Component-wise sum.
    public func adding(_ other: Point) -> Point { self + other }
    /// Component-wise difference.
    public func subtracting(_ other: Point) -> Point { self - other }
    /// Both components scaled.
    public func scaled(by factor: Double) -> Point { self * factor }
    // `interpolated(to:fraction:)` and `distance(to:)` come from Graphics.
}

extension Size: Interpolatable {
    /// Component-wise interpolation.
    public func interpolated(to other: Size, fraction: Double) -> Size {
        Size(width: width.interpolated(to: other.width, fraction: fraction),
             height: height.interpolated(to: other.height, fraction: fraction))
    }
    /// Component-wise sum.
    public func adding(_ other: Size) -> Size { Size(width: width + other.width, height: height + other.height) }
    /// Component-wise difference.
    public func subtracting(_ other: Size) -> Size { Size(width: width - other.width, height: height - other.height) }
    /// Both components scaled.
    public func scaled(by factor: Double) -> Size { self * factor }
    /// The Euclidean distance between the two (width, height) vectors.
    public func distance(to other: Size) -> Double {
        Point(x: width, y: height).distance(to: Point(x: other.width, y: other.height))
    }
}

extension Rect: Interpolatable {
    /// Origin and size interpolated component-wise.
    public func interpolated(to other: Rect, fraction: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, fraction: fraction),
             size: size.interpolated(to: other.size, fraction: fraction))
    }
    /// Origins and sizes added.
    public func adding(_ other: Rect) -> Rect {
        Rect(origin: origin + other.origin, size: size.adding(other.size))
    }
    /// Origins and sizes subtracted.
    public func subtracting(_ other: Rect) -> Rect {
        Rect(origin: origin - other.origin, size: size.subtracting(other.size))
    }
    /// All four components scaled.
    public func scaled(by factor: Double) -> Rect { Rect(origin: origin * factor, size: size * factor) }
    /// The Euclidean distance over the four components (x, y, width, height).
    public func distance(to other: Rect) -> Double {
        let o = origin.distance(to: other.origin), s = size.distance(to: other.size)
        return (o * o + s * s).squareRoot()
    }
}
