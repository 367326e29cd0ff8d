/// Gives a node property its value frame by frame ("Value Provider" in `Documentation/NodeRenderSystem.md`): a keyframe
/// interpolator, a single value, or a provider a user installs at run time.
///
/// Each frame the property first asks `hasUpdate(frame:)`; only when it answers true is
/// `value(frame:)` called and the node downstream rebuilt.
public protocol ValueProvider<Value>: AnyObject {
    /// The type of value provided.
    associatedtype Value
    /// Whether the value at `frame` may differ from the last value this provider gave.
    func hasUpdate(frame: Double) -> Bool
    /// The value at `frame` (in the owning layer's local time).
    func value(frame: Double) -> Value
    /// The value at `frame` without the side effects of `value(frame:)` (what `hasUpdate`
    /// reports next is unchanged): for reading values back (`getValue`).
    func peekValue(frame: Double) -> Value
}

extension ValueProvider {
    /// Providers whose `value(frame:)` has no side effects need not implement `peekValue`.
    public func peekValue(frame: Double) -> Value { value(frame: frame) }
}

/// A provider of one value that never changes.
public final class SingleValueProvider<Value>: ValueProvider {
    /// The value.
    public var constant: Value { didSet { hasNewValue = true } }
    private var hasNewValue = true

    /// A provider of `value`.
    public init(_ value: Value) { constant = value }

    public func hasUpdate(frame: Double) -> Bool { hasNewValue }

    public func value(frame: Double) -> Value {
        hasNewValue = false
        return constant
    }

    /// The constant.
    public func peekValue(frame: Double) -> Value { constant }
}

/// The provider behind a keyframed property: evaluates a `KeyframeTrack` and reports an update
/// only when the frame moves somewhere the value can change.
public final class KeyframeInterpolator<Value: KeyframeInterpolatable>: ValueProvider {
    // The non-generic parts first, so that `hasUpdate`, asked of every property every frame,
    // runs without looking up the value type's layout.
    private var lastFrame: Double?
    private let timing: KeyframeTiming
    let track: KeyframeTrack<Value>
    /// `KeyframeTrack.value(at:)` as compiled for the value type: made where the type is
    /// known (a property is built for a concrete type), so that evaluating, asked through
    /// `ValueProvider` in code not specialised for the type, does not look up the metadata of
    /// the track's types and cast values at run time on every call (1.5–3 % of a frame on the
    /// bench's files).
    private let evaluate: (borrowing KeyframeTrack<Value>, Double) -> Value

    init(track: KeyframeTrack<Value>) {
        self.track = track
        timing = track.timing
        evaluate = { track, frame in track.value(at: frame) }
    }

    public func hasUpdate(frame: Double) -> Bool {
        guard let lastFrame else { return true }
        return timing.mayDiffer(between: lastFrame, and: frame)
    }

    public func value(frame: Double) -> Value {
        lastFrame = frame
        return evaluate(track, frame)
    }

    /// The track's value at `frame`.
    public func peekValue(frame: Double) -> Value { evaluate(track, frame) }
}
