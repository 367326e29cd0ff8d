import Graphics
import Layers

/// A keyframed property compiled for fast evaluation: easing curves solved once, spatial
/// paths measured once.
///
/// Semantics follow lottie-web: before the first keyframe the first value holds, after the
/// last keyframe the last value holds; a hold keyframe keeps its value until the next one;
/// otherwise each dimension is eased with its own bezier curve when the file gives one per
/// dimension, and positions with spatial tangents move along their bezier path at an
/// arc-length-correct speed.
public struct KeyframeTrack<Value: KeyframeInterpolatable>: Sendable {
    /// One compiled segment, from keyframe `i` to keyframe `i + 1`.
    struct Segment: Sendable {
        var startTime: Double
        var endTime: Double
        var from: Value
        var to: Value
        var isHold: Bool
        /// Where the segment's easing curves lie in the track's `easings`: one per dimension
        /// (one when all dimensions share it); empty for linear segments.
        var easings: Range<Int>
        /// The motion path for spatial segments.
        var spatial: SpatialCurve?
    }

    /// When the segments begin and which hold, apart from the values: `KeyframeTiming` needs
    /// nothing from the value type, which unspecialised generic code would look up at run time.
    let timing: KeyframeTiming
    let segments: [Segment]
    /// The easing curves of all segments, in one array rather than one per segment (a track is
    /// compiled for every animated property at load).
    let easings: [UnitBezier]
    /// The value before the first keyframe.
    let firstValue: Value
    /// The value at and after the last keyframe.
    let lastValue: Value

    /// The time of the first keyframe.
    public var startTime: Double { timing.startTime }
    /// The time of the last keyframe.
    public var endTime: Double { timing.endTime }

    /// Compiles keyframes sorted by time; nil when there are none.
    public init?(_ keyframes: [Keyframe<Value>]) {
        guard !keyframes.isEmpty else { return nil }
        firstValue = keyframes[0].value
        lastValue = keyframes[keyframes.count - 1].value
        var segments: [Segment] = []
        segments.reserveCapacity(keyframes.count - 1)
        var easings: [UnitBezier] = []
        // Most segments ease every dimension alike: one curve each.
        easings.reserveCapacity(keyframes.count - 1)
        // Fields read through the array, not `let k = keyframes[i]`: copying whole keyframes
        // (values, easings, tangents) went through the generic value witnesses, a large part
        // of compiling a track.
        for i in 0..<(keyframes.count - 1) {
            let firstEasing = easings.count
            let isHold = keyframes[i].isHold
            if !isHold, let o = keyframes[i].outEasing, let inE = keyframes[i].inEasing {
                let dims = max(o.x.dimensions, o.y.dimensions, inE.x.dimensions, inE.y.dimensions)
                for d in 0..<dims {
                    let p1 = o.point(forDimension: d), p2 = inE.point(forDimension: d)
                    easings.append(UnitBezier(p1x: p1.x, p1y: p1.y, p2x: p2.x, p2y: p2.y))
                }
            }
            let from = keyframes[i].value, to = keyframes[i + 1].value
            let spatial = SpatialCurve(from: from, to: to, outTangent: keyframes[i].spatialOutTangent,
                                       inTangent: keyframes[i].spatialInTangent)
            segments.append(Segment(startTime: keyframes[i].time, endTime: keyframes[i + 1].time, from: from, to: to,
                                    isHold: isHold, easings: firstEasing..<easings.count, spatial: spatial))
        }
        self.segments = segments
        self.easings = easings
        timing = KeyframeTiming(startTime: keyframes[0].time, endTime: keyframes[keyframes.count - 1].time,
                                segmentStarts: segments.map(\.startTime), segmentHolds: segments.map(\.isHold))
    }

    /// The value at a frame of the property's own (layer-local) time.
    public func value(at frame: Double) -> Value {
        if !(frame >= startTime) { return firstValue }  // also catches NaN
        guard let index = timing.segmentIndex(at: frame) else { return lastValue }
        let s = segments[index]
        if s.isHold { return s.from }
        let span = s.endTime - s.startTime
        let t = span > 0 ? min(1, max(0, (frame - s.startTime) / span)) : 1
        let progress: EasedProgress
        let e = s.easings, first = e.lowerBound
        switch e.count {
        case 0: progress = EasedProgress(uniform: t)
        case 1: progress = EasedProgress(uniform: Self.ease(easings[first], t))
        default:
            progress = EasedProgress(Self.ease(easings[first], t), Self.ease(easings[first + 1], t),
                                     Self.ease(easings[e.count > 2 ? first + 2 : first], t), count: e.count)
        }
        if let spatial = s.spatial, let v = spatial.value(at: progress[0], like: s.from) {
            return v
        }
        return s.from.interpolated(to: s.to, progress: progress)
    }

    /// Whether the value can differ between two frames: false when both lie before the first
    /// keyframe, after the last, or inside the same hold segment.
    public func mayDiffer(between a: Double, and b: Double) -> Bool {
        timing.mayDiffer(between: a, and: b)
    }

    @inline(__always) static func ease(_ curve: UnitBezier, _ t: Double) -> Double {
        curve.solve(t, epsilon: 1e-7)
    }
}

/// The times of a keyframe track's segments and which of them hold.
struct KeyframeTiming: Sendable {
    /// The times of the first and the last keyframe.
    let startTime: Double, endTime: Double
    /// The start time of each segment.
    let segmentStarts: [Double]
    /// Whether each segment holds its first value.
    let segmentHolds: [Bool]

    /// The index of the segment that contains `frame`, or nil outside the keyframes.
    func segmentIndex(at frame: Double) -> Int? {
        guard frame >= startTime, frame < endTime else { return nil }
        // Binary search: the last segment whose start is <= frame.
        var lo = 0, hi = segmentStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segmentStarts[mid] <= frame { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Whether a value can differ between two frames: false when both lie before the first
    /// keyframe, after the last, or inside the same hold segment.
    func mayDiffer(between a: Double, and b: Double) -> Bool {
        if a == b { return false }
        if a <= startTime && b <= startTime { return false }
        if a >= endTime && b >= endTime { return false }
        if let i = segmentIndex(at: a), i == segmentIndex(at: b), segmentHolds[i] { return false }
        return true
    }
}
