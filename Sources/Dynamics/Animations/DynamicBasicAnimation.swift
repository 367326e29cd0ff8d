import Layers

/// A tween: the value follows a timing curve from `fromValue` to `toValue` over `duration`
/// seconds (POP's `POPBasicAnimation`).
///
/// Each frame the linear time fraction `t = min(elapsed, duration) / duration` is eased through
/// the timing function, solved to `1 / (1000 · duration)` as POP does, and the value is
/// `from + eased · (to − from)` per component. It ends when `t` reaches 1 (within 1e-6) and then
/// writes exactly `toValue`.
public final class DynamicBasicAnimation: DynamicPropertyAnimation {
    /// The length of one leg in seconds (default 0.4). Zero or less jumps to `toValue` at once.
    public var duration = 0.4
    /// The easing curve; nil uses Core Animation's `default` curve.
    public var timingFunction: TimingFunction?
    /// The linear time fraction of the last frame.
    private var timeFraction = 0.0

    /// A tween of `property`.
    public override init(property: AnimatableProperty) {
        super.init(property: property)
    }

    override func advance(time: Double, dt: Double, object: AnyObject) -> Bool {
        guard let from = fromValue, let to = target, let start = startTime else { return false }
        let curve = timingFunction ?? .default
        var eased = 1.0
        if duration > 0 {
            let t = Swift.min(time - start, duration) / duration
            eased = curve.unitBezier.solve(t, epsilon: 1 / (1000 * duration))
            timeFraction = t
        } else {
            timeFraction = 1
        }
        current = AnimatableVector(storage: from.storage + (to.storage - from.storage) * eased,
                                   count: Swift.max(from.count, to.count))
        progress = eased
        clamp()
        return true
    }

    /// Progress is the eased fraction computed while advancing.
    override func computeProgress() {}

    override var isDone: Bool { super.isDone || timeFraction + 1e-6 >= 1 }

    override func reset(all: Bool) {
        super.reset(all: all)
        timeFraction = 0
    }
}
