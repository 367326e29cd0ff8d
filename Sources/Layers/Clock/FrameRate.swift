/// How often a `DisplayLink` delivers frames.
public enum FrameRate: Hashable, Sendable {
    /// Exactly this many frames per second (offline-style pacing, any positive value).
    case fixed(Double)
    /// `CADisplayLink.preferredFramesPerSecond`: the nearest rate the display supports, i.e.
    /// the display's maximum divided by a whole number; 0 or less means the maximum.
    case preferred(Int)

    /// The interval between frames for a display refreshing at most `maximum` times a second.
    public func frameInterval(maximumFramesPerSecond maximum: Int) -> Double {
        let top = Double(max(1, maximum))
        switch self {
        case .fixed(let fps):
            return fps > 0 && fps.isFinite ? 1 / fps : 1 / top
        case .preferred(let fps):
            guard fps > 0 else { return 1 / top }
            let divisor = max(1, (top / Double(fps)).rounded())
            return divisor / top
        }
    }
}
