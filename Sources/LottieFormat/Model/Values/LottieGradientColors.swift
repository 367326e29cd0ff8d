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
    /// The slot the colour data is bound to (`sid` of `g`, beside `p` and `k`); the loaded data
    /// already is the slot's (or the chosen theme's).
    public var slotID: String?

    /// Gradient colour data.
    public init(colorStopCount: Int, values: KeyframeGroup<[Double]>, slotID: String? = nil) {
        self.colorStopCount = colorStopCount; self.values = values; self.slotID = slotID
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
        // Offsets ascend, so each function is read by a cursor that only moves forward: linear
        // in the stops, where looking each offset up from the start cost their square.
        var colorCursor = StopCursor(colors), alphaCursor = StopCursor(alphas)
        return Gradient(stops: offsets.map { offset in
            let color = colorCursor.value(at: offset) { $0.interpolated(to: $1, fraction: $2) }
            let alpha = alphaCursor.value(at: offset) { $0 + ($1 - $0) * $2 }
            return GradientStop(location: offset, color: color.withAlpha(alpha))
        })
    }
}

/// Reads a piecewise-linear function given by non-empty stops (sorted by offset in any sane
/// file): constant before the first stop, and at each offset interpolated between the first
/// later stop at or beyond the offset and the stop before that one (the last stop's value when
/// there is none).
///
/// Asked at ascending offsets, the cursor carries on from where the last answer was found: a
/// stop passed over for a smaller offset lies below this one too, so the answer is the one a
/// scan from the start gives, in whatever order the stops are, at linear cost in all.
private struct StopCursor<V> {
    let stops: [(offset: Double, value: V)]
    /// Where the scan for the next offset starts.
    private var next = 1
    /// The offset asked for last.
    private var last = -Double.infinity

    init(_ stops: [(offset: Double, value: V)]) { self.stops = stops }

    /// The value at `offset`.
    mutating func value(at offset: Double, _ mix: (V, V, Double) -> V) -> V {
        if offset <= stops[0].offset { return stops[0].value }
        // An offset going back (or NaN) scans from the start again.
        if !(offset >= last) { next = 1 }
        last = offset
        while next < stops.count, !(offset <= stops[next].offset) { next += 1 }
        guard next < stops.count else { return stops[stops.count - 1].value }
        let a = stops[next - 1], b = stops[next]
        let span = b.offset - a.offset
        return span > 0 ? mix(a.value, b.value, (offset - a.offset) / span) : b.value
    }
}

extension Gradient {
    /// `count` (at least 2) stops evenly spaced from the first stop's location to the last's,
    /// each the colour the gradient has there: how a gradient with absurdly many stops is drawn
    /// within `RenderLimits.maxGradientStops`.
    package func resampled(to count: Int) -> Gradient {
        guard let first = stops.first, let last = stops.last, count >= 2, stops.count > count else { return self }
        let sorted = zip(stops, stops.dropFirst()).allSatisfy({ $0.location <= $1.location })
            ? stops : stops.sorted { $0.location < $1.location }
        let from = sorted[0].location, to = sorted[sorted.count - 1].location
        guard from.isFinite, to.isFinite else { return Gradient(stops: [first, last]) }
        var cursor = StopCursor(sorted.map { (offset: $0.location, value: $0.color) })
        var result: [GradientStop] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            let location = from + (to - from) * Double(i) / Double(count - 1)
            let color = cursor.value(at: location) { $0.interpolated(to: $1, fraction: $2) }
            result.append(GradientStop(location: location, color: color))
        }
        return Gradient(stops: result)
    }
}
