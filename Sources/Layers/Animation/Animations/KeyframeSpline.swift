/// The Kochanek–Bartels spline of a cubic keyframe animation (Documentation/LayersAndTiming.md,
/// “Keyframe animations”): a cubic Hermite segment between each pair of values, with tangents
/// shaped by per-keyframe tension, continuity and bias (all 0: Catmull–Rom). The ends duplicate
/// their end value.
struct KeyframeSpline<Value: Interpolatable> {
    let values: [Value]
    private let outgoing: [Value]
    private let incoming: [Value]

    init(values: [Value], tension: [Double]?, continuity: [Double]?, bias: [Double]?) {
        self.values = values
        var outgoing: [Value] = [], incoming: [Value] = []
        for i in values.indices {
            let previous = values[max(i - 1, 0)], next = values[min(i + 1, values.count - 1)]
            let before = values[i].subtracting(previous), after = next.subtracting(values[i])
            func parameter(_ list: [Double]?) -> Double { list.flatMap { i < $0.count ? $0[i] : nil } ?? 0 }
            let t = parameter(tension), c = parameter(continuity), b = parameter(bias)
            incoming.append(before.scaled(by: (1 - t) * (1 - c) * (1 + b) / 2)
                .adding(after.scaled(by: (1 - t) * (1 + c) * (1 - b) / 2)))
            outgoing.append(before.scaled(by: (1 - t) * (1 + c) * (1 + b) / 2)
                .adding(after.scaled(by: (1 - t) * (1 - c) * (1 - b) / 2)))
        }
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// The point `s` (0...1) of the way along segment `i` (from value i to value i + 1).
    func value(segment i: Int, at s: Double) -> Value {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return values[i].scaled(by: h00).adding(outgoing[i].scaled(by: h10))
            .adding(values[i + 1].scaled(by: h01)).adding(incoming[i + 1].scaled(by: h11))
    }

    /// A table of cumulative lengths along segment `i`, for constant-speed travel.
    func lengthTable(segment i: Int, samples: Int = 32) -> [Double] {
        var table = [0.0]
        var previous = values[i]
        for n in 1...samples {
            let point = value(segment: i, at: Double(n) / Double(samples))
            table.append(table[n - 1] + previous.distance(to: point))
            previous = point
        }
        return table
    }
}

/// Inverting a cumulative length table: the parameter at which a fraction of the length is
/// reached, interpolating linearly between samples.
func parameter(atLengthFraction fraction: Double, in table: [Double]) -> Double {
    guard let total = table.last, total > 0, table.count > 1 else { return fraction }
    let target = fraction * total
    var lo = 0, hi = table.count - 1
    while hi - lo > 1 {
        let mid = (lo + hi) / 2
        if table[mid] < target { lo = mid } else { hi = mid }
    }
    let span = table[hi] - table[lo]
    let local = span > 0 ? (target - table[lo]) / span : 0
    return (Double(lo) + local) / Double(table.count - 1)
}
