/// A value set on animation properties at run time (lottie-ios' value providers): a constant,
/// keyframes, or a closure of the frame. Use the typed subclasses — `ColorValueProvider`,
/// `FloatValueProvider`, `PointValueProvider`, `SizeValueProvider`, `GradientValueProvider`,
/// `PathValueProvider` — with `LottieRenderer.setValueProvider(_:keypath:)`.
///
/// Values are in the file's units: colours 0...1, opacities 0...100, scales in percent,
/// rotations in degrees. Frames are those of the layer owning the property (the composition's
/// frames, or a precomp's own frames for layers inside precomps).
///
/// Update contract (`hasUpdate` in `Documentation/NodeRenderSystem.md`): a property recomputes only when its provider has
/// something new for it — a constant once after it was set or changed, keyframes when the frame
/// moves where their value can change, a closure on every update. One provider may serve many
/// properties (a keypath with wildcards): each property keeps its own record of what it saw.
public class DynamicValueProvider<Value: KeyframeInterpolatable>: ValueProvider {
    /// Where values come from.
    enum Source {
        case constant(Value)
        case keyframes(KeyframeTrack<Value>)
        case closure((Double) -> Value)
    }

    /// The current source; replacing it counts as a change for every property served.
    var source: Source { didSet { version += 1 } }
    /// Bumped at every change of `source`.
    private(set) var version = 0
    /// The update record when the provider is used directly as a `ValueProvider`.
    private var ownRecord = DynamicProviderRecord()

    /// A provider of one value for every frame.
    public init(_ value: Value) { source = .constant(value) }

    /// A provider interpolating keyframes (with their easing, holds and spatial tangents);
    /// nil when `keyframes` is empty.
    public init?(keyframes: [Keyframe<Value>]) {
        guard let track = KeyframeTrack(keyframes.sorted { $0.time < $1.time }) else { return nil }
        source = .keyframes(track)
    }

    /// A provider calling `closure` with the frame on every update.
    public init(_ closure: @escaping (Double) -> Value) { source = .closure(closure) }

    /// Replaces whatever the provider gave by one constant value; the properties it serves
    /// pick it up at the next update.
    public func setValue(_ value: Value) { source = .constant(value) }

    /// Whether the value may differ from the last one `value(frame:)` gave.
    public func hasUpdate(frame: Double) -> Bool { hasUpdate(frame: frame, since: ownRecord) }

    /// The value at `frame`, remembered as the last one given.
    public func value(frame: Double) -> Value {
        ownRecord = DynamicProviderRecord(frame: frame, version: version)
        return peekValue(frame: frame)
    }

    /// The value at `frame`, without remembering it.
    public func peekValue(frame: Double) -> Value {
        switch source {
        case .constant(let value): return value
        case .keyframes(let track): return track.value(at: frame)
        case .closure(let closure): return closure(frame)
        }
    }

    /// Whether a property that last pulled a value as `record` says needs a new one at `frame`.
    func hasUpdate(frame: Double, since record: DynamicProviderRecord) -> Bool {
        guard record.version == version, let last = record.frame else { return true }
        switch source {
        case .constant: return false
        case .keyframes(let track): return track.mayDiffer(between: last, and: frame)
        case .closure: return true
        }
    }
}

/// When a property last pulled a value from a dynamic provider, and which version it saw.
struct DynamicProviderRecord {
    var frame: Double?
    var version = -1
}

/// One property's view of a shared dynamic provider.
final class DynamicProviderConsumer<Value: KeyframeInterpolatable>: ValueProvider {
    /// The shared provider.
    let source: DynamicValueProvider<Value>
    private var record = DynamicProviderRecord()

    init(_ source: DynamicValueProvider<Value>) { self.source = source }

    func hasUpdate(frame: Double) -> Bool { source.hasUpdate(frame: frame, since: record) }

    func value(frame: Double) -> Value {
        record = DynamicProviderRecord(frame: frame, version: source.version)
        return source.peekValue(frame: frame)
    }

    func peekValue(frame: Double) -> Value { source.peekValue(frame: frame) }
}
