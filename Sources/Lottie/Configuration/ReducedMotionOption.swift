/// How plays respond to a person's wish for less motion (lottie-ios' `ReducedMotionOption`):
/// one mode always, or a mode asked for each time a play starts.
///
/// Set it in ``LottieConfiguration/reducedMotionOption``, for every player through
/// ``LottieConfiguration/shared`` or for one player through its `configuration`. What each mode
/// does to a play is described at ``ReducedMotionMode``.
public enum ReducedMotionOption: Sendable, Hashable, CustomStringConvertible {
    /// Always the given mode.
    case specific(ReducedMotionMode)
    /// The mode `provider` gives at the moment a play starts (for an app setting or a desktop
    /// accessibility preference that can change while the app runs). `dataID` tells providers
    /// apart for `==` and hashing, as in lottie-ios.
    case dynamic(any ReducedMotionOptionProvider, dataID: any Hashable & Sendable)

    /// Plays run as asked, with no override (the default).
    public static var standardMotion: ReducedMotionOption { .specific(.standardMotion) }
    /// Plays are replaced by the animation's "reduced motion" marker, or by a still of the
    /// play's last frame (see ``ReducedMotionMode/reducedMotion``).
    public static var reducedMotion: ReducedMotionOption { .specific(.reducedMotion) }
    /// Nothing plays: the player holds a still frame (see ``ReducedMotionMode/disabledMotion``).
    public static var disabledMotion: ReducedMotionOption { .specific(.disabledMotion) }

    /// The mode in force now: the specific one, or what the provider answers.
    public var currentReducedMotionMode: ReducedMotionMode {
        switch self {
        case .specific(let mode): return mode
        case .dynamic(let provider, _): return provider.currentReducedMotionMode
        }
    }

    public static func == (lhs: ReducedMotionOption, rhs: ReducedMotionOption) -> Bool {
        switch (lhs, rhs) {
        case (.specific(let a), .specific(let b)): return a == b
        case (.dynamic(_, let a), .dynamic(_, let b)): return AnyHashable(a) == AnyHashable(b)
        case (.specific, .dynamic), (.dynamic, .specific): return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .specific(let mode): hasher.combine(mode)
        case .dynamic(_, let dataID): hasher.combine(AnyHashable(dataID))
        }
    }

    public var description: String {
        switch self {
        case .specific(let mode): return "\(mode)"
        case .dynamic(let provider, let dataID): return "dynamic(\(type(of: provider)), dataID: \(dataID))"
        }
    }
}

/// What a play does under a reduced-motion setting (lottie-ios' `ReducedMotionMode`).
public enum ReducedMotionMode: String, Hashable, Sendable, CaseIterable {
    /// Plays run as asked.
    case standardMotion
    /// Every play (`play()`, ranges, markers, marker sequences, `setPlaybackMode(.playing…)`)
    /// is replaced, as in lottie-ios: when the animation has a marker named "reduced motion"
    /// ("reduced_motion", "reduced-motion" or "reducedMotion", in any case) its range is played
    /// instead, with the player's `loopMode` — a point marker makes that a still of its frame;
    /// without one, the player holds a still of the frame the play would have ended on (the
    /// last frame, for `play()` at a positive speed). The completion runs as for the marker's
    /// play — with `true` at once for a still.
    case reducedMotion
    /// Nothing plays: every play holds a still of the "reduced motion" marker's frame, or else
    /// of the first frame, and completes at once with `true` (lottie-ios' mode for snapshot
    /// tests, where a moving animation makes the pictures differ).
    case disabledMotion
}

/// Gives the reduced-motion mode each time a play starts (lottie-ios'
/// `ReducedMotionOptionProvider`). Asked on the thread that starts the play.
public protocol ReducedMotionOptionProvider: Sendable {
    /// The mode in force now.
    var currentReducedMotionMode: ReducedMotionMode { get }
}
