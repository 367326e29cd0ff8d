import ArgumentParser
import Demos
import Dynamics
import Foundation

/// `lottie plot-curves -o DIR`: writes two curves of the POP-style Dynamics engine as
/// value-against-time PNG plots (an ease-in-ease-out tween and a spring with mass 5).
struct PlotCurvesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot-curves",
        abstract: "Plot the Dynamics engine's ease-in-ease-out and spring curves as PNG files.")

    @Option(name: [.short, .customLong("output")], help: "The folder to write the PNG files to.")
    var output: String = "."

    @Option(parsing: .unconditional, help: "The plot width in pixels (at most 16384).")
    var width: Int = 480

    @Option(parsing: .unconditional, help: "The plot height in pixels (at most 16384).")
    var height: Int = 320

    func validate() throws {
        do {
            try OutputLimits.check(width: width, height: height, what: "plot size")
        } catch let error as CommandError {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        for (name, plot) in CurvePlot.seedExamples(width: width, height: height) {
            guard let bitmap = plot.render() else {
                throw CommandError("cannot draw a \(width)x\(height) plot")
            }
            let target = try OutputTarget((output as NSString).appendingPathComponent(name + ".png"), fileExtension: "png")
            try target.writeAtomically { try bitmap.writePNG(to: $0) }
            Report.wrote(target, Report.size(bitmap.width, bitmap.height))
        }
    }
}
