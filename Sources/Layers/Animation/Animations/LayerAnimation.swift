/// An animation that can be added to a layer — Core Animation's `CAAnimation`: media timing,
/// a timing function, removal on completion and a delegate, plus the effect it has on a
/// presentation copy of the layer at a point of its timeline.
///
/// Animations are values: `Layer.add(_:forKey:)` stores a copy, so changing an animation after
/// adding it has no effect on the running one (as in Core Animation).
public protocol LayerAnimation: Action {
    /// Begin time, duration, speed, offset, repeats, autoreverse and fill mode.
    var timing: MediaTiming { get set }
    /// The pacing of each cycle; nil is linear (Core Animation's default).
    var timingFunction: TimingFunction? { get set }
    /// Whether the animation leaves the layer once its active duration is over (default true;
    /// then a forwards fill is moot).
    var isRemovedOnCompletion: Bool { get set }
    /// Told when the animation starts and stops.
    var delegate: (any AnimationDelegate)? { get set }
    /// The key names of the properties the animation writes.
    var animatedKeys: [String] { get }

    /// Writes the animation's effect into `presentation` (a copy of the layer already holding
    /// the model values and the effect of earlier animations) at a point of its timeline.
    func apply(to presentation: Layer, at state: TimingState)

    /// Gets the animation ready when it is added to `layer`: fills in what depends on the layer
    /// or the transaction at that moment. The default resolves a missing duration to
    /// `defaultDuration`.
    mutating func prepare(for layer: Layer, defaultDuration: Double)
}

extension LayerAnimation {
    /// Replaces a non-positive duration by `defaultDuration`.
    public mutating func prepare(for layer: Layer, defaultDuration: Double) {
        timing.resolveDuration(defaultDuration)
    }

    /// Adds the animation to the layer under the event's key (an animation as an action).
    public func run(forKey event: String, on layer: Layer, change: PropertyChange?) {
        layer.add(self, forKey: event)
    }

    /// The progress through one cycle after the timing function.
    public func progress(at state: TimingState) -> Double {
        guard let timingFunction else { return state.linearProgress }
        return timingFunction.progress(at: state.linearProgress, duration: state.duration)
    }

    /// When the animation starts, in its parent's time; 0 when added means "now".
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// The length of one cycle; 0 takes the transaction's duration when added.
    public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// The rate of local time relative to the parent's.
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// The offset into the active local time.
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// How many cycles to play (`.infinity` for ever).
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// How long to repeat for.
    public var repeatDuration: Double {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// Whether each cycle plays backwards after playing forwards.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// What the animation shows outside its active interval.
    public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }
}
