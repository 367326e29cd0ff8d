/// One keyframe of an animated property.
///
/// The segment from this keyframe to the next is shaped by `outEasing` (leaving this keyframe)
/// and `inEasing` (arriving at the next one) — both stored on this keyframe, as in the file
/// (`o` and `i`). Positions may also move along a curve: `spatialOutTangent` (`to`) and
/// `spatialInTangent` (`ti`) are the bezier handles of that path, relative to this value and to
/// the next value respectively.
public struct Keyframe<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The frame of the keyframe (`t`), in the owning layer's local time.
    public var time: Double
    /// The value at `time` (`s`). Old exports leave it out on the last keyframe; the loader then
    /// uses the previous keyframe's end value.
    public var value: Value
    /// The legacy end value of the segment starting here (`e`, exporters before 5.5). Players
    /// interpolate towards the next keyframe's `value`; this is kept for fidelity.
    public var endValue: Value?
    /// A hold keyframe (`h == 1`) keeps `value` until the next keyframe, with no interpolation.
    public var isHold: Bool
    /// The easing handle leaving this keyframe (`o`); nil means linear.
    public var outEasing: KeyframeEasing?
    /// The easing handle arriving at the next keyframe (`i`); nil means linear.
    public var inEasing: KeyframeEasing?
    /// The spatial bezier handle leaving this value (`to`), relative to `value`.
    public var spatialOutTangent: LottieVector3?
    /// The spatial bezier handle arriving at the next value (`ti`), relative to that value.
    public var spatialInTangent: LottieVector3?

    /// A keyframe; only time and value are required.
    public init(time: Double, value: Value, endValue: Value? = nil, isHold: Bool = false,
                outEasing: KeyframeEasing? = nil, inEasing: KeyframeEasing? = nil,
                spatialOutTangent: LottieVector3? = nil, spatialInTangent: LottieVector3? = nil) {
        self.time = time; self.value = value; self.endValue = endValue; self.isHold = isHold
        self.outEasing = outEasing; self.inEasing = inEasing
        self.spatialOutTangent = spatialOutTangent; self.spatialInTangent = spatialInTangent
    }
}
