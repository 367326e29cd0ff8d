import Graphics

// The animatable properties of `GradientLayer`, named as in Core Animation ("colors",
// "locations", "startPoint", "endPoint").

extension AnimatableKey where Value == [Color] {
    /// `colors`: lists of the same length interpolate colour by colour.
    public static var gradientColors: Self { Self("colors", \GradientLayer.colors) }
}

extension AnimatableKey where Value == [Double] {
    /// `locations`: no locations animate as the evenly spaced ones the layer draws with.
    public static var gradientLocations: Self {
        Self("locations", get: { ($0 as? GradientLayer).map { GradientLayer.locations($0.locations, count: $0.colors.count) } },
             set: { ($0 as? GradientLayer)?.locations = $1 })
    }
}

extension AnimatableKey where Value == Point {
    /// `startPoint`.
    public static var gradientStartPoint: Self { Self("startPoint", \GradientLayer.startPoint) }
    /// `endPoint`.
    public static var gradientEndPoint: Self { Self("endPoint", \GradientLayer.endPoint) }
}

extension GradientLayer {
    /// The locations a gradient with `count` colours is drawn with: the given ones when they
    /// match the colours, else evenly spaced.
    static func locations(_ locations: [Double]?, count: Int) -> [Double] {
        if let locations, locations.count == count { return locations }
        return count > 1 ? (0..<count).map { Double($0) / Double(count - 1) } : Array(repeating: 0, count: count)
    }
}
