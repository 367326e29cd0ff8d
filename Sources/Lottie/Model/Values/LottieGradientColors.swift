import Graphics

/// The colour data of a gradient fill or stroke (`g`): a flat number array, animatable, and
/// how many colour stops it starts with (`p`).
///
/// The array holds `colorStopCount` groups of (offset, red, green, blue), optionally followed
/// by (offset, alpha) pairs for the opacity stops.
public struct LottieGradientColors: Hashable, Sendable {
    /// The number of colour stops at the start of the array (`p`).
    public var colorStopCount: Int
    /// The flat array, animatable (`k`).
    public var values: KeyframeGroup<[Double]>

    /// Gradient colour data.
    public init(colorStopCount: Int, values: KeyframeGroup<[Double]>) {
        self.colorStopCount = colorStopCount; self.values = values
    }

    /// Turns one evaluated array into a gradient with straight-alpha colours: a stop at every
    /// colour offset and every opacity offset, each colour and opacity interpolated linearly
    /// between its neighbours (so opacity stops between colour stops are honoured).
    public func gradient(from values: [Double]) -> Gradient {
        let count = max(0, min(colorStopCount, values.count / 4))
        var colors: [(offset: Double, value: Color)] = []
        colors.reserveCapacity(count)
        for i in 0..<count {
            let b = i * 4
            colors.append((values[b], Color(red: values[b + 1], green: values[b + 2], blue: values[b + 3])))
        }
        var alphas: [(offset: Double, value: Double)] = []
        var i = count * 4
        while i + 1 < values.count {
            alphas.append((values[i], values[i + 1]))
            i += 2
        }
        guard !colors.isEmpty else { return Gradient(stops: []) }
        if alphas.isEmpty {
            return Gradient(stops: colors.map { GradientStop(location: $0.offset, color: $0.value) })
        }
        let offsets = Array(Set(colors.map(\.offset) + alphas.map(\.offset))).sorted()
        return Gradient(stops: offsets.map { offset in
            let color = Self.interpolate(colors, at: offset) { $0.interpolated(to: $1, fraction: $2) }
            let alpha = Self.interpolate(alphas, at: offset) { $0 + ($1 - $0) * $2 }
            return GradientStop(location: offset, color: color.withAlpha(alpha))
        })
    }

    /// The value of a piecewise-linear function given by non-empty stops sorted by offset, held
    /// constant before the first and after the last stop.
    private static func interpolate<V>(_ stops: [(offset: Double, value: V)], at offset: Double,
                                       _ mix: (V, V, Double) -> V) -> V {
        if offset <= stops[0].offset { return stops[0].value }
        for (a, b) in zip(stops, stops.dropFirst()) where offset <= b.offset {
            let span = b.offset - a.offset
            return span > 0 ? mix(a.value, b.value, (offset - a.offset) / span) : b.value
        }
        return stops[stops.count - 1].value
    }
}
