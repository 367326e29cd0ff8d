import ArgumentParser
import Dynamics
import Foundation

/// `lottie plot-curves -o DIR`: writes the POP-style engine's curves of the seed article as
/// value-against-time PNG plots (an ease-in-ease-out tween and a spring with mass 5).
struct PlotCurvesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot-curves",
        abstract: "Plot the Dynamics engine's ease-in-ease-out and spring curves as PNG files.")

    @Option(name: [.short, .customLong("output")], help: "The folder to write the PNG files to.")
    var output: String = "."

    @Option(help: "The plot width in pixels.")
    var width: Int = 480

    @Option(help: "The plot height in pixels.")
    var height: Int = 320

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, plot) in CurvePlot.seedExamples(width: width, height: height) {
            guard let bitmap = plot.render() else {
                throw ValidationError("invalid plot size \(width)x\(height)")
            }
            let file = folder.appendingPathComponent(name + ".png")
            try bitmap.writePNG(to: file)
            print(file.path)
        }
    }
}
