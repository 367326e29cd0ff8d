import ArgumentParser
import Lottie

/// `--set 'KEYPATH=VALUE'` (repeatable): property values changed before rendering, e.g.
/// `--set '**.Fill 1.Color=#ff0000'`, `--set 'Card.Transform.Position=100,40'`.
struct SetValueOptions: ParsableArguments {
    @Option(name: .customLong("set"),
            help: "Change a property: KEYPATH=VALUE with a colour #rrggbb[aa], a number, a pair X,Y or a gradient #rrggbb@0,#rrggbb@1; repeatable.")
    var assignments: [String] = []

    /// Adds the assignments to `options`, after checking that each one sets at least one
    /// property of `animation`.
    func apply(to options: inout LottieRenderOptions, animation: LottieAnimation) throws {
        guard !assignments.isEmpty else { return }
        var overrides: [LottieValueOverride] = []
        for assignment in assignments {
            do {
                overrides.append(try LottieValueOverride(parsing: assignment))
            } catch {
                throw CommandError("--set \(error)")
            }
        }
        let probe = LottieRenderer(animation: animation)
        for (assignment, override) in zip(assignments, overrides) where probe.apply(override) == 0 {
            throw CommandError("--set '\(assignment)': no property of the animation matches with a value of that kind (see lottie keypaths)")
        }
        options.valueOverrides += overrides
    }
}
