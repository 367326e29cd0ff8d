/// One colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
    /// Position along the gradient, 0...1.
    public var location: Double
    public var color: Color
    @inlinable public init(location: Double, color: Color) { self.location = location; self.color = color }
}

/// An ordered list of colour stops. Locations outside 0...1 are clamped when drawn; the area
/// before the first and after the last stop is padded with their colours.
public struct Gradient: Hashable, Sendable {
    public var stops: [GradientStop]
    @inlinable public init(stops: [GradientStop]) { self.stops = stops }

    /// Evenly spaced stops of the given colours.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            GradientStop(location: n > 1 ? Double(i) / Double(n - 1) : 0, color: c)
        }
    }

    /// The colour at a location, interpolated between the surrounding stops (straight alpha).
    public func color(at location: Double) -> Color {
        guard let first = stops.first else { return .clear }
        if location <= first.location { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.color.interpolated(to: b.color, fraction: (location - a.location) / span) : b.color
        }
        return stops[stops.count - 1].color
    }
}
