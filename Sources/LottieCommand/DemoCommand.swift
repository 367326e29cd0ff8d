import ArgumentParser
import Foundation

/// `lottie demo`: prints (or saves) the bundled demo animation's JSON, to look at, edit, or
/// feed to other players.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Print the bundled demo animation (the one 'lottie render' draws without an input).")

    @Option(name: [.short, .long], help: "Write the JSON to this file instead of standard output.")
    var output: String?

    func run() throws {
        guard let output else {
            print(DemoAnimation.json)
            return
        }
        let data = Data(DemoAnimation.json.utf8)
        let target = try OutputTarget(output, fileExtension: "json")
        try target.writeAtomically { try data.write(to: $0) }
        Report.wrote(target, "\(data.count) bytes")
    }
}
