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
        do {
            try Data(DemoAnimation.json.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw CommandError("cannot write \(output): \(oneLine(error))")
        }
    }
}
