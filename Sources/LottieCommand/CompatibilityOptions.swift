import ArgumentParser
import Lottie

/// Where players disagree, draw as lottie-ios does instead of as the Lottie specification,
/// lottie-web and ThorVG do:
/// - `--no-expressions`: every property's keyframed value, ignoring After Effects expressions;
/// - `--layers-at-out-point`: a layer still visible at its out point `op`.
struct CompatibilityOptions: ParsableArguments {
    @Flag(name: .customLong("no-expressions"),
          help: "Ignore After Effects expressions and draw keyframed values (as lottie-ios does).")
    var ignoresExpressions = false

    @Flag(name: .customLong("layers-at-out-point"),
          help: "Keep a layer visible at its out point (as lottie-ios does); by default it hides there, as the Lottie specification and lottie-web have it.")
    var showsLayersAtOutPoint = false

    /// Sets `options.evaluatesExpressions` and `options.showsLayersAtOutPoint` from the flags.
    func apply(to options: inout LottieRenderOptions) {
        if ignoresExpressions { options.evaluatesExpressions = false }
        if showsLayersAtOutPoint { options.showsLayersAtOutPoint = true }
    }
}
