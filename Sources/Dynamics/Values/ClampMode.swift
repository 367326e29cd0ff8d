/// Which ends of a property animation's range the current value may not pass. The direction
/// is taken per component from `toValue > fromValue`.
public struct ClampMode: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// A clamp mode from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The value may not go beyond `fromValue`, away from `toValue`.
    public static let start = ClampMode(rawValue: 1 << 0)
    /// The value may not overshoot `toValue`.
    public static let end = ClampMode(rawValue: 1 << 1)
    /// Both ends.
    public static let both: ClampMode = [.start, .end]
}
