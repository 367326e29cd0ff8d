/// Where a parent time falls relative to an animation's active interval.
public enum TimingPhase: String, Hashable, Sendable {
    /// Before `beginTime` (in the animation's own direction of time).
    case before
    /// Inside the active interval.
    case active
    /// At or past the end of the active duration.
    case after
}
