import ArgumentParser
import Foundation
import Lottie
import LottieExport

/// `lottie info [INPUT]`: loads an animation and describes it (the bundled demo without an
/// input). Exits 0 when it loads, and with a one-line error and a non-zero status when it does
/// not.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Describe an animation: size, frame rate, frames, layers, shapes, features, markers, assets, fonts and warnings; of a .lottie file, also its animations, themes and state machines.")

    @Argument(help: "A .json, .lottie (dotLottie) or .tgs (Telegram sticker) file, - for standard input; omit it for the bundled demo.")
    var input: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Flag(help: "List every warning (by default only the first 10 are listed).")
    var allWarnings = false

    @Option(help: "Load the file this many times and report load times (first, minimum, median; ms) and peak memory.")
    var timeLoads: Int?

    @OptionGroup var dotLottie: DotLottieOptions

    @OptionGroup var compatibility: CompatibilityOptions

    func run() throws {
        guard (1...10_000).contains(timeLoads ?? 1) else { throw CommandError("--time-loads \(timeLoads ?? 0) is outside 1...10000") }
        var timings: [Double] = []
        var loaded: LottieAnimation?
        let standardInput = input == "-" ? try AnimationInput.read("-") : nil
        for _ in 0..<(timeLoads ?? 1) {
            let start = ContinuousClock.now
            loaded = try standardInput.map { try AnimationInput.loadStandardInput($0, choice: dotLottie.choice) }
                ?? input.map { try AnimationInput.load($0, choice: dotLottie.choice).0 }
                ?? AnimationInput.loadOrDemo(nil, choice: dotLottie.choice).0
            let elapsed = (ContinuousClock.now - start).components
            timings.append(Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15)
        }
        guard let animation = loaded else { throw CommandError("nothing was loaded") }
        let fileSize = standardInput?.count ?? input.map { ((try? FileManager.default.attributesOfItem(atPath: $0))?[.size] as? NSNumber)?.intValue ?? 0 }
            ?? DemoAnimation.json.utf8.count
        var info = AnimationDescription(animation: animation, fileSize: fileSize, loadTimes: timeLoads == nil ? [] : timings)
        if info.summary.expressionCount > 0, !compatibility.ignoresExpressions {
            info.expressionFailures = Self.expressionFailures(of: animation)
        }
        let archive = try standardInput.map { DotLottieFile.isArchive($0) ? try DotLottieFile.load(data: $0) : nil }
            ?? input.flatMap(AnimationInput.archive)
        if let archive {
            info.archive = ArchiveDescription(file: archive, shown: try archive.manifestEntry(forAnimation: dotLottie.animation).id)
        }
        print(json ? info.json() : info.text(listingAllWarnings: allWarnings))
    }

    /// The expressions that fail (to compile, or at one of five frames from the first to the
    /// last), one warning each.
    private static func expressionFailures(of animation: LottieAnimation) -> [LottieWarning] {
        let renderer = LottieRenderer(animation: animation)
        for progress in [0, 0.25, 0.5, 0.75, 1] { renderer.update(frame: renderer.frame(atProgress: progress)) }
        return renderer.renderWarnings.filter { $0.kind == .expression }
    }
}

