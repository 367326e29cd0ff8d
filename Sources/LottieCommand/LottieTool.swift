import ArgumentParser

/// `lottie`: render, inspect and benchmark Lottie animations.
@main
struct LottieTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lottie",
        abstract: "Render, inspect and benchmark Lottie animations.",
        subcommands: [RenderCommand.self, BenchCommand.self, PlotCurvesCommand.self, LayersDemoCommand.self, ComponentsDemoCommand.self, BenchSceneCommand.self]
    )
}
