/// The result of mapping a parent time into an animation's time space
/// (Documentation/LayersAndTiming.md, “Media timing”): which phase the animation is in, whether it
/// has any effect, and where inside a single cycle it is.
public struct TimingState: Hashable, Sendable {
    /// Before, inside or after the active interval.
    public var phase: TimingPhase
    /// Whether the animation contributes a value at this time (false outside the active interval
    /// unless the fill mode holds it).
    public var isApplied: Bool
    /// The time inside one forward cycle, in `0...duration`, after reversing the backward legs of
    /// an autoreversing animation ("basic" local time).
    public var basicTime: Double
    /// The single-cycle duration `basicTime` is measured against.
    public var duration: Double
    /// How many whole repeats (forward + backward pairs when autoreversing) came before this one;
    /// drives `cumulative` animations.
    public var iteration: Int
    /// Whether this is the backward leg of an autoreversing cycle.
    public var isReversedLeg: Bool

    /// `basicTime / duration`, the linear progress before any timing function.
    public var linearProgress: Double { duration > 0 ? basicTime / duration : 1 }

    /// Creates a state from its parts.
    public init(phase: TimingPhase, isApplied: Bool, basicTime: Double, duration: Double,
                iteration: Int, isReversedLeg: Bool) {
        self.phase = phase; self.isApplied = isApplied; self.basicTime = basicTime
        self.duration = duration; self.iteration = iteration; self.isReversedLeg = isReversedLeg
    }
}
