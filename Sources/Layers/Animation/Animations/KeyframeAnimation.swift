import Foundation
import Graphics

/// A property animation through a sequence of keyframes (Core Animation's `CAKeyframeAnimation`;
/// Documentation/LayersAndTiming.md, “Keyframe animations”): values (or, for points, a path)
/// reached at `keyTimes`, with per-segment timing functions and a calculation mode; a layer moving
/// along a path can turn with it (`rotationMode`).
///
/// The animation's own `timingFunction` first maps the cycle's linear progress; the keyframe
/// segments are then found in the result.
public struct KeyframeAnimation<Value: Interpolatable>: AttributedPropertyAnimation {
    /// The property, the combination with the value under the animation, and the timing
    /// (`key`, `isAdditive`, `isCumulative`, `timing`, `timingFunction`, `isRemovedOnCompletion`
    /// and `delegate` read and write it).
    public var attributes: PropertyAnimationAttributes<Value>
    /// The keyframe values (at least one for any effect). Ignored when `path` is set.
    public var values: [Value]
    /// For a point-valued key: a path to follow. Every segment end is a keyframe; lines are
    /// followed straight and curves along the curve. Takes precedence over `values`.
    public var path: BezierPath?
    /// When each keyframe is reached, as fractions of the cycle (0...1, non-decreasing, first 0
    /// and last 1; `discrete` takes one more entry than there are values). Missing or invalid
    /// key times space the keyframes evenly.
    public var keyTimes: [Double]?
    /// The pacing of each segment between keyframes (one fewer than keyframes).
    public var timingFunctions: [TimingFunction]?
    /// How values between keyframes are computed.
    public var calculationMode: KeyframeCalculationMode = .linear
    /// Whether a layer animated along `path` turns to follow it (rotating `transform`).
    public var rotationMode: KeyframeRotationMode?
    /// Kochanek–Bartels tension per keyframe (`cubic` modes), in -1...1.
    public var tensionValues: [Double]?
    /// Kochanek–Bartels continuity per keyframe (`cubic` modes), in -1...1.
    public var continuityValues: [Double]?
    /// Kochanek–Bartels bias per keyframe (`cubic` modes), in -1...1.
    public var biasValues: [Double]?

    /// An animation of `key` through `values`.
    public init(key: AnimatableKey<Value>, values: [Value], keyTimes: [Double]? = nil, duration: Double = 0) {
        attributes = PropertyAnimationAttributes(key: key, duration: duration)
        self.values = values
        self.keyTimes = keyTimes
    }

    /// The property's key, and `transform` when the layer turns along a path.
    public var animatedKeys: [String] {
        rotationMode == nil || path == nil ? [key.name] : [key.name, AnimatableKey<Transform3D>.transform.name]
    }

    /// The keyframe value at a point of the timeline (the underlying value when there are no
    /// keyframes), offset by earlier repeats when cumulative.
    public func value(at state: TimingState, underlying: Value) -> Value {
        let track = makeTrack()
        guard let value = track.value(at: progress(at: state)) else { return underlying }
        guard let first = track.first, let last = track.last,
              let offset = cumulativeOffset(from: first, to: last, iteration: state.iteration) else { return value }
        return value.adding(offset)
    }

    /// Writes the keyframe value and, along a path with a rotation mode, turns the layer to the
    /// direction of travel.
    public func apply(to presentation: Layer, at state: TimingState) {
        guard let underlying = key.value(in: presentation) else { return }
        let track = makeTrack()
        guard track.count > 0 else { return }
        let value = value(at: state, underlying: underlying)
        key.setValue(isAdditive ? underlying.adding(value) : value, in: presentation)
        guard let rotationMode, path != nil else { return }
        let u = min(1, max(0, progress(at: state)))
        let delta = 1e-4
        guard let a = track.value(at: max(0, u - delta)) as? Point,
              let b = track.value(at: min(1, u + delta)) as? Point, a != b else { return }
        var angle = atan2(b.y - a.y, b.x - a.x)
        if rotationMode == .autoReverse { angle += Double.pi }
        presentation.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            .concatenating(presentation.transform)
    }

    private func makeTrack() -> KeyframeTrack<Value> {
        if let path, Value.self == Point.self {
            let segments = path.segments.map(\.segment)
            if !segments.isEmpty { return KeyframeTrack(pathSegments: segments, animation: self) }
        }
        return KeyframeTrack(values: values, animation: self)
    }
}

extension KeyframeAnimation where Value == Point {
    /// An animation of a point-valued `key` (usually `.position`) along `path`.
    public init(key: AnimatableKey<Point>, path: BezierPath, duration: Double = 0) {
        self.init(key: key, values: [], duration: duration)
        self.path = path
    }
}

/// The keyframes of one evaluation: either values or the segments of a path, with the key
/// times and the rule for a point inside a segment.
struct KeyframeTrack<Value: Interpolatable> {
    /// The number of keyframes.
    let count: Int
    let first: Value?
    let last: Value?
    private let mode: KeyframeCalculationMode
    private let keyTimes: [Double]
    private let timingFunctions: [TimingFunction]?
    private let duration: Double
    /// The value `s` of the way along segment i; with `paced` true, s is a fraction of length.
    /// (Optional only because path points are `Point`s cast to `Value`.)
    private let segmentValue: (Int, Double, _ paced: Bool) -> Value?
    private let discreteValue: (Int) -> Value?

    init(values: [Value], animation: KeyframeAnimation<Value>) {
        count = values.count
        first = values.first
        last = values.last
        mode = animation.calculationMode
        timingFunctions = animation.timingFunctions
        duration = animation.timing.effectiveDuration
        discreteValue = { values[$0] }
        if mode.isCubic, values.count > 1 {
            let spline = KeyframeSpline(values: values, tension: animation.tensionValues,
                                        continuity: animation.continuityValues, bias: animation.biasValues)
            let tables = mode.isPaced ? values.indices.dropLast().map { spline.lengthTable(segment: $0) } : []
            segmentValue = { i, s, paced in
                spline.value(segment: i, at: paced ? parameter(atLengthFraction: s, in: tables[i]) : s)
            }
            keyTimes = Self.keyTimes(for: animation, count: values.count,
                                     lengths: tables.map { $0.last ?? 0 })
        } else {
            segmentValue = { i, s, _ in values[i].interpolated(to: values[i + 1], fraction: s) }
            let lengths = mode.isPaced ? zip(values, values.dropFirst()).map { $0.distance(to: $1) } : []
            keyTimes = Self.keyTimes(for: animation, count: values.count, lengths: lengths)
        }
    }

    /// The keyframes of a path: its start and every segment end (only for `Value == Point`).
    init(pathSegments segments: [PathSegment], animation: KeyframeAnimation<Value>) {
        let points = [segments[0].start] + segments.map(\.end)
        count = points.count
        first = points.first as? Value
        last = points.last as? Value
        mode = animation.calculationMode
        timingFunctions = animation.timingFunctions
        duration = animation.timing.effectiveDuration
        let lengths = segments.map(\.length)
        discreteValue = { points[$0] as? Value }
        segmentValue = { i, s, paced in
            let t = paced ? segments[i].parameter(atLength: s * lengths[i], length: lengths[i]) : s
            return segments[i].point(at: t) as? Value
        }
        keyTimes = Self.keyTimes(for: animation, count: points.count, lengths: mode.isPaced ? lengths : [])
    }

    /// The value at keyframe progress `u` (0...1, clamped), or nil with no keyframes.
    func value(at u: Double) -> Value? {
        guard count > 0, let first else { return nil }
        guard count > 1 else { return first }
        let u = min(1, max(0, u))
        if mode == .discrete {
            // Value i holds on [k_i, k_{i+1}); the last from its key time on.
            var i = 0
            while i + 1 < count && keyTimes[i + 1] <= u { i += 1 }
            return discreteValue(i)
        }
        var i = 0
        while i + 2 < count && keyTimes[i + 1] <= u { i += 1 }
        let start = keyTimes[i], end = keyTimes[i + 1]
        var s = end > start ? (u - start) / (end - start) : 1   // zero-length segment: the later value
        s = min(1, max(0, s))
        if !mode.isPaced, let functions = timingFunctions, i < functions.count {
            s = functions[i].progress(at: s, duration: duration * (end - start))
        }
        return segmentValue(i, s, mode.isPaced)
    }

    /// The key times in use: proportional to the segment lengths for paced modes, the given
    /// ones when valid, else evenly spaced.
    private static func keyTimes(for animation: KeyframeAnimation<Value>, count n: Int, lengths: [Double]) -> [Double] {
        let mode = animation.calculationMode
        if mode.isPaced {
            let total = lengths.reduce(0, +)
            if total > 0 {
                var times = [0.0], sum = 0.0
                for length in lengths { sum += length; times.append(sum / total) }
                times[times.count - 1] = 1
                return times
            }
        }
        if let given = animation.keyTimes, !mode.isPaced, isValid(given, count: n, discrete: mode == .discrete) {
            return given
        }
        let steps = Double(mode == .discrete ? n : max(n - 1, 1))
        return (0..<(mode == .discrete ? n + 1 : n)).map { Double($0) / steps }
    }

    private static func isValid(_ times: [Double], count n: Int, discrete: Bool) -> Bool {
        guard times.count == n || (discrete && times.count == n + 1) else { return false }
        guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }),
              times.allSatisfy({ $0 >= 0 && $0 <= 1 }) else { return false }
        return discrete || (times.first == 0 && times.last == 1)
    }
}
