/// An animation of one `AnimatableProperty` of an object from `fromValue` to `toValue`: the
/// common part of basic, spring and decay animations.
///
/// A missing `fromValue` or `toValue` is read from the object when the animation starts (so a
/// spring with only a `toValue` starts where the object is). Values of any `AnimatableValue`
/// type go in as vectors: `animation.toValue = 100`, `animation.toValue = .init(Point(x: 3, y: 4))`.
public class DynamicPropertyAnimation: DynamicAnimation {
    /// The property being animated. Assigning it also takes its threshold.
    public var property: AnimatableProperty {
        didSet { thresholdDidChange() }
    }

    /// Where the animation starts; nil reads the object's value when it starts.
    public var fromValue: AnimatableVector?

    /// Where the animation ends; nil reads the object's value when it starts. Changing it on a
    /// running spring retargets it smoothly (value and velocity are kept); changing it on a
    /// finished animation kept by `removedOnCompletion = false` restarts it.
    public var toValue: AnimatableVector? {
        get { target }
        set {
            guard newValue != target else { return }
            target = newValue
            reachedToValue = false
            initialDistance = nil
            if isActive && isPaused { setPaused(false) }
        }
    }
    /// The stored target (decay animations compute theirs).
    var target: AnimatableVector?

    /// The value as of the last frame, rounded by `roundingFactor`; nil before the start.
    public var currentValue: AnimatableVector? { current.map(rounded) }
    /// The unrounded current value.
    var current: AnimatableVector?

    /// When non-zero, written values are rounded to multiples of it (the animation's own state
    /// stays exact) and a spring settles only when the rounded value rests exactly on the target.
    public var roundingFactor = 0.0
    /// Which ends of the from→to range the value may not pass.
    public var clampMode: ClampMode = []
    /// When true, each frame adds the animation's change since the previous frame to the
    /// object's value instead of writing the value (needs a readable property), so several
    /// animations and direct changes combine.
    public var isAdditive = false

    /// How far the animation has come, 0...1 (eased progress for basic animations, distance
    /// along from→to for springs and decays).
    public internal(set) var progress = 0.0
    /// Progress values (0...1) at which `onProgressMarker` is called, once each per run, in order.
    public var progressMarkers: [Double] = [] {
        didSet {
            progressMarkers.sort()
            nextMarker = 0
        }
    }
    private var nextMarker = 0
    /// Called when progress reaches a marker of `progressMarkers`, with that marker.
    public var onProgressMarker: ((DynamicPropertyAnimation, Double) -> Void)?
    /// Called once per run when every component has reached or crossed its target.
    public var onReachToValue: ((DynamicPropertyAnimation) -> Void)?

    /// The threshold in use (the property's unless the property changes).
    var threshold: Double
    /// Velocity in value units per second (springs and decays).
    var currentVelocity: AnimatableVector?
    /// The velocity as last set from outside (springs' and decays' `originalVelocity`).
    var assignedVelocity: AnimatableVector?
    /// The last two written values, for the spring's history convergence test and additive writes.
    var previous: AnimatableVector?
    var previous2: AnimatableVector?
    /// `toValue − start` when the run started; nil when zero.
    private var initialDistance: AnimatableVector?
    private var reachedToValue = false

    init(property: AnimatableProperty) {
        self.property = property
        threshold = property.threshold
        super.init()
    }

    func thresholdDidChange() { threshold = property.threshold }

    /// Sets the velocity from outside (springs' and decays' `velocity`): the current velocity
    /// and the one kept as the original. Does nothing, and returns false, when it is the current one.
    @discardableResult
    func assignVelocity(_ velocity: AnimatableVector?) -> Bool {
        guard velocity != currentVelocity else { return false }
        currentVelocity = velocity
        assignedVelocity = velocity
        return true
    }

    /// The number of components in play (from the first of from/to/velocity that exists).
    var valueCount: Int { fromValue?.count ?? target?.count ?? currentVelocity?.count ?? 1 }

    func rounded(_ v: AnimatableVector) -> AnimatableVector {
        guard roundingFactor != 0 else { return v }
        // Round to multiples of the factor the way POP does: via its reciprocal.
        let scale = 1 / roundingFactor
        return AnimatableVector(storage: (v.storage * scale).rounded(.toNearestOrAwayFromZero) / scale,
                                count: v.count)
    }

    // MARK: Life cycle

    override func willRun(started: Bool, object: AnyObject) {
        if fromValue == nil { fromValue = property.value(of: object) }
        if target == nil { resolveTarget(object: object) }
        if started {
            if current == nil, let from = fromValue { current = from }
            if currentVelocity == nil { currentVelocity = .zero(count: valueCount) }
        }
        if initialDistance == nil, let start = current ?? fromValue, let to = target {
            let distance = to - start
            if distance.squaredLength != 0 { initialDistance = distance }
        }
    }

    /// Sets a missing target: read from the object (decay animations compute theirs).
    func resolveTarget(object: AnyObject) { target = property.value(of: object) }

    /// Whether the animation has the values it needs; one without them finishes at once.
    var hasValues: Bool { current != nil && target != nil }

    override var isDone: Bool { !hasValues }

    override func computeProgress() {
        guard let value = current, let from = fromValue, let to = target else { return }
        let s = (value - from).squaredLength
        let e = (value - to).squaredLength
        let d = (to - from).squaredLength
        if d == 0 {
            progress = 1
        } else if s > e {
            progress = (s / d).squareRoot()
        } else {
            progress = 1 - (e / d).squareRoot()
        }
    }

    override func deliverProgress() {
        guard hasValues, let value = current, let to = target else { return }
        while nextMarker < progressMarkers.count, progress >= progressMarkers[nextMarker] {
            onProgressMarker?(self, progressMarkers[nextMarker])
            nextMarker += 1
        }
        guard !reachedToValue else { return }
        let remaining = to - value
        var reached = remaining.squaredLength == 0
        if !reached, let distance = initialDistance {
            // Reached when every component has crossed (or touched) its target.
            reached = (0..<value.count).allSatisfy {
                remaining[$0].sign != distance[$0].sign
            }
        }
        if reached {
            reachedToValue = true
            onReachToValue?(self)
        }
    }

    override func finalizeProgress() {
        progress = 1
        if let to = target { current = to }
        clamp()
        deliverProgress()
    }

    override func write(to object: AnyObject, onlyIfChanged: Bool) {
        guard isRunning, hasValues, let exact = current else { return }
        let value = rounded(exact)
        if !isAdditive {
            if onlyIfChanged, let objectValue = property.value(of: object),
               objectValue.storage == value.storage {
                return
            }
            previous2 = previous
            previous = value
            property.setValue(value, on: object)
        } else {
            guard let objectValue = property.value(of: object) else { return }
            var change = value
            if let previous { change = change - previous }
            if onlyIfChanged && change.storage == .zero { return }
            previous2 = previous
            previous = value
            property.setValue(objectValue + change, on: object)
        }
    }

    override func reset(all: Bool) {
        super.reset(all: all)
        if all {
            current = nil
            previous = nil
            previous2 = nil
        }
        progress = 0
        nextMarker = 0
        reachedToValue = false
        initialDistance = nil
    }

    /// Swaps the values for the next leg of a repeat: the new leg starts where this one ended;
    /// an autoreversing leg goes back to the old start, a plain repeat runs the same leg again.
    override func prepareNextLeg() {
        let oldFrom = fromValue
        fromValue = toValue
        if autoreverses {
            toValue = oldFrom
        } else {
            fromValue = oldFrom
        }
    }

    /// Applies `clampMode` (plus `extra`) to the current value.
    func clamp(_ extra: ClampMode = []) {
        let mode = clampMode.union(extra)
        guard !mode.isEmpty, var value = current, let from = fromValue, let to = target else { return }
        for i in 0..<value.count {
            let increasing = to.storage[i] > from.storage[i]
            var x = value.storage[i]
            if mode.contains(.start) && (increasing ? x < from.storage[i] : x > from.storage[i]) {
                x = from.storage[i]
            }
            if mode.contains(.end) && (increasing ? x > to.storage[i] : x < to.storage[i]) {
                x = to.storage[i]
            }
            value.storage[i] = x
        }
        current = value
    }
}
