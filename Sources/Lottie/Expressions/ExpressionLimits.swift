/// Bounds on what After Effects expressions may spend (`LottieRenderOptions.expressionLimits`).
/// An expression past a bound is stopped with a warning and its property shows its keyframed
/// value from then on; the rest of the animation renders.
public struct ExpressionLimits: Sendable, Hashable {
    /// The longest one evaluation of one expression may run, in seconds.
    public var secondsPerEvaluation: Double
    /// The most all expressions together may run while one frame is drawn, in seconds; past
    /// it, the frame's remaining expressions show keyframed values.
    public var secondsPerFrame: Double
    /// The largest the JavaScript heap of one renderer's engine may grow, in bytes.
    public var heapBytes: Int
    /// The longest expression text compiled, in UTF-8 bytes.
    public var maximumSourceBytes: Int

    /// How often the engine's watchdog checks the running script against the bounds.
    var watchdogTick: Double { min(0.01, max(secondsPerEvaluation / 4, 0.001)) }

    /// Bounds far beyond real animations' expressions (rigs run in well under a millisecond).
    public static let `default` = ExpressionLimits(secondsPerEvaluation: 0.25, secondsPerFrame: 2,
                                                   heapBytes: 256 << 20, maximumSourceBytes: 256 << 10)

    /// Bounds with every value given.
    public init(secondsPerEvaluation: Double, secondsPerFrame: Double, heapBytes: Int, maximumSourceBytes: Int) {
        self.secondsPerEvaluation = secondsPerEvaluation
        self.secondsPerFrame = secondsPerFrame
        self.heapBytes = heapBytes
        self.maximumSourceBytes = maximumSourceBytes
    }
}
