/// How a keyframe animation moves between its keyframes (`CAAnimationCalculationMode`).
public enum KeyframeCalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight interpolation between neighbouring keyframes, timed by `keyTimes`.
    case linear
    /// No interpolation: each value holds until the next key time.
    case discrete
    /// Constant speed over the whole animation; `keyTimes` and `timingFunctions` are ignored.
    case paced
    /// A smooth Kochanek–Bartels spline through the values (Catmull–Rom by default).
    case cubic
    /// The cubic spline travelled at constant speed.
    case cubicPaced

    var isPaced: Bool { self == .paced || self == .cubicPaced }
    var isCubic: Bool { self == .cubic || self == .cubicPaced }
}

/// Whether a layer moving along a keyframe path turns to follow it (`CAAnimationRotationMode`).
public enum KeyframeRotationMode: String, Hashable, Sendable {
    /// The layer's rotation follows the path's direction of travel.
    case auto
    /// The direction of travel plus half a turn.
    case autoReverse
}
