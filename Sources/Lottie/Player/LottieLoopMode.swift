/// How many times, and in which directions, a play of `LottieAnimationLayer` runs through its
/// range (lottie-ios's `LottieLoopMode`).
public enum LottieLoopMode: Hashable, Sendable {
    /// Once through the range, then the completion runs with `true`.
    case playOnce
    /// Through the range again and again, forever.
    case loop
    /// Forwards then backwards through the range, forever.
    case autoReverse
    /// Through the range this many times (fractions stop part-way through the last pass).
    case `repeat`(Double)
    /// This many forwards-then-backwards passes (each pass is one there-and-back).
    case repeatBackwards(Double)

    /// The Core Animation repeat settings of the mode: cycles (`.infinity` for ever) and
    /// whether each cycle plays back again.
    var cycles: (count: Double, autoreverses: Bool) {
        switch self {
        case .playOnce: return (1, false)
        case .loop: return (.infinity, false)
        case .autoReverse: return (.infinity, true)
        case .repeat(let count): return (Self.validCount(count), false)
        case .repeatBackwards(let count): return (Self.validCount(count), true)
        }
    }

    /// Whether a play in this mode never completes by itself.
    public var isEndless: Bool { cycles.count == .infinity }

    /// A repeat count from the caller, as Core Animation takes it: positive counts as given
    /// (infinity for ever), anything else (0, negative, NaN) as one pass.
    private static func validCount(_ count: Double) -> Double {
        count > 0 ? count : 1
    }
}
