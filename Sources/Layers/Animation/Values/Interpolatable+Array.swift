extension Array: Interpolatable where Element: Interpolatable {
    /// Element-wise interpolation; arrays of different lengths switch halfway.
    public func interpolated(to other: [Element], fraction: Double) -> [Element] {
        guard count == other.count else { return fraction < 0.5 ? self : other }
        return zip(self, other).map { $0.interpolated(to: $1, fraction: fraction) }
    }
    /// Element-wise sum; a length mismatch leaves `self` unchanged.
    public func adding(_ other: [Element]) -> [Element] {
        count == other.count ? zip(self, other).map { $0.adding($1) } : self
    }
    /// Element-wise difference; a length mismatch leaves `self` unchanged.
    public func subtracting(_ other: [Element]) -> [Element] {
        count == other.count ? zip(self, other).map { $0.subtracting($1) } : self
    }
    /// Every element scaled.
    public func scaled(by factor: Double) -> [Element] { map { $0.scaled(by: factor) } }
    /// The Euclidean norm of the element distances (0 when the lengths differ).
    public func distance(to other: [Element]) -> Double {
        guard count == other.count else { return 0 }
        return zip(self, other).reduce(0) { sum, pair in
            let d = pair.0.distance(to: pair.1)
            return sum + d * d
        }.squareRoot()
    }
}
