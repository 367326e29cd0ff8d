import ArgumentParser
import Foundation

/// `lottie`: render, inspect and benchmark Lottie animations.
@main
struct LottieTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lottie",
        abstract: "Render, inspect, preview and benchmark Lottie animations.",
        subcommands: [RenderCommand.self, InfoCommand.self, FramesCommand.self, PlayCommand.self, BenchCommand.self,
                      DemoCommand.self, PlotCurvesCommand.self, LayersDemoCommand.self, ComponentsDemoCommand.self,
                      BenchSceneCommand.self, KeypathsCommand.self, HitTestCommand.self, HostedContentDemoCommand.self,
                      StateMachineCommand.self, ServeCommand.self]
    )

    /// Runs the command; every failure, usage mistakes included, ends with one line on
    /// standard error and a non-zero exit status (help and version print in full).
    static func main() {
        do {
            var command = try parseAsRoot()
            // `serve` handles SIGTERM and SIGINT itself: a graceful shutdown, not an exit.
            if !(command is ServeCommand) { Interruption.install() }
            try command.run()
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }
            let message = message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }
}
