import Foundation

/// The timing of an animation in its parent's time space — Core Animation's `CAMediaTiming`
/// properties as one value, and the rule (Documentation/LayersAndTiming.md, “Media timing”) that
/// maps a parent time to the time inside one cycle.
///
/// Times are seconds. The parent of an animation is the layer it is attached to (its local time)
/// or, for an animation inside a group, the group's basic time.
public struct MediaTiming: Hashable, Sendable {
    /// The duration an animation gets when it is added with `duration <= 0` and no transaction
    /// duration applies.
    public static let defaultDuration = 0.25

    /// When the animation starts, in the parent's time space. On a layer, 0 means "when the
    /// transaction that adds it commits".
    public var beginTime: Double = 0
    /// The length of one cycle. Values `<= 0` are replaced when the animation is added (by the
    /// transaction's duration or `defaultDuration`; inside a group by the group's duration).
    public var duration: Double = 0
    /// How fast local time runs relative to the parent's; 0 freezes the animation at
    /// `timeOffset`, negative values run it backwards from its begin time.
    public var speed: Double = 1
    /// An offset into the active local time: where in the cycle playback starts (wrapping
    /// around) without changing how long the animation is active.
    public var timeOffset: Double = 0
    /// How many cycles to play; may be fractional, `.infinity` repeats forever, 0 means one.
    public var repeatCount: Double = 0
    /// How long to repeat for, in local time including backward legs; 0 means unused. Setting
    /// both this and `repeatCount` is undefined in Core Animation; here `repeatDuration` wins.
    public var repeatDuration: Double = 0
    /// Whether each cycle plays forwards and then backwards.
    public var autoreverses = false
    /// What the animation shows outside its active interval.
    public var fillMode: FillMode = .removed

    /// Timing with Core Animation's defaults (begin 0, duration 0, speed 1, no repeat).
    public init() {}

    /// Timing with the given properties; the rest keep their defaults.
    public init(beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: FillMode = .removed) {
        self.beginTime = beginTime; self.duration = duration; self.speed = speed
        self.timeOffset = timeOffset; self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration; self.autoreverses = autoreverses; self.fillMode = fillMode
    }

    /// The single-cycle duration used for evaluation: `duration`, or `defaultDuration` when it
    /// was never resolved to a positive value.
    public var effectiveDuration: Double { duration > 0 ? duration : Self.defaultDuration }

    /// Replaces a non-positive duration (never set) by `duration`.
    public mutating func resolveDuration(_ duration: Double) {
        if self.duration <= 0 { self.duration = duration }
    }

    /// The total active duration in local time (infinite for endless repeats).
    public var activeDuration: Double {
        let cycle = effectiveDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * cycle }
        return cycle
    }

    /// The parent time at which the active interval ends, or nil if it never does (endless
    /// repeats, speed 0, or negative speed which runs towards the past).
    public var endTime: Double? {
        let active = activeDuration
        guard speed > 0, active.isFinite else { return nil }
        return beginTime + active / speed
    }

    /// Maps a parent time into this animation's single-cycle time
    /// (Documentation/LayersAndTiming.md, “Media timing”).
    public func state(atParentTime parentTime: Double) -> TimingState {
        let duration = effectiveDuration
        let active = activeDuration
        let elapsed = (parentTime - beginTime) * speed
        let phase: TimingPhase
        var applied = true
        var tau: Double
        if elapsed < 0 {
            phase = .before
            applied = fillMode.fillsBackwards
            tau = timeOffset
        } else if elapsed >= active {
            phase = .after
            applied = fillMode.fillsForwards
            tau = active + timeOffset
        } else {
            phase = .active
            tau = elapsed + timeOffset
        }
        if active.isFinite {
            tau -= active * (tau / active).rounded(.down)
            // A value exactly on the period must not wrap to the start of the next one; floating
            // error can also land a hair past it.
            if tau >= active { tau = 0 }
            if phase == .after && tau == 0 { tau = active }
        }
        let cycles: Double
        if phase == .after && tau == active {
            cycles = (tau / duration).rounded(.up) - 1   // stay on the last cycle's end
        } else {
            cycles = (tau / duration).rounded(.down)
        }
        let within = tau - cycles * duration
        let cycleIndex = Int(exactly: cycles) ?? Int.max
        let reversed = autoreverses && !cycleIndex.isMultiple(of: 2)
        return TimingState(phase: phase, isApplied: applied,
                           basicTime: reversed ? duration - within : within,
                           duration: duration,
                           iteration: autoreverses ? cycleIndex / 2 : cycleIndex,
                           isReversedLeg: reversed)
    }
}
