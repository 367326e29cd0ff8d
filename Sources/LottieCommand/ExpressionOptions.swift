import ArgumentParser
import Lottie

/// `--no-expressions`: draw every property's keyframed value, ignoring After Effects
/// expressions, as lottie-ios does (lottie-web and ThorVG evaluate them, and so do we by default).
struct ExpressionOptions: ParsableArguments {
    @Flag(name: .customLong("no-expressions"),
          help: "Ignore After Effects expressions and draw keyframed values (as lottie-ios does).")
    var ignoresExpressions = false

    /// Sets `options.evaluatesExpressions` from the flag.
    func apply(to options: inout LottieRenderOptions) {
        if ignoresExpressions { options.evaluatesExpressions = false }
    }
}
