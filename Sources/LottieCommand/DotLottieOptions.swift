import ArgumentParser
import Foundation
import Lottie

/// `--animation ID` and `--theme ID`: which animation of a `.lottie` file to use, with which of
/// its themes.
struct DotLottieOptions: ParsableArguments {
    @Option(help: "The animation of a .lottie file, by id (default: the manifest's active animation, else the first; lottie info lists them).")
    var animation: String?

    @Option(help: "The theme of a .lottie file to apply, by id (default: the animation's initial theme, if any; none: no theme).")
    var theme: String?

    /// What the options say for `loadOrDemo`.
    var choice: DotLottieChoice { DotLottieChoice(animationID: animation, themeID: theme) }
}

/// An animation of a dotLottie archive and its theme, as chosen on the command line.
struct DotLottieChoice {
    /// The animation's id; nil for the manifest's active animation, else the first.
    var animationID: String?
    /// The theme's id; nil for the animation's initial theme, `none` for no theme.
    var themeID: String?

    /// Whether anything was chosen.
    var isEmpty: Bool { animationID == nil && themeID == nil }

    /// The chosen animation of `file`, themed. Throws `LottieError.animationNotFound` and
    /// `.themeNotFound`, which name the ids the archive has.
    func animation(in file: DotLottieFile) throws -> LottieAnimation {
        let entry = try file.manifestEntry(forAnimation: animationID)
        let theme: String?
        switch themeID {
        case "none"?: theme = nil
        case let id?: theme = id
        // An initial theme the archive lacks is the archive's mistake: render without it.
        case nil: theme = entry.initialTheme.flatMap { file.themeIDs.contains($0) ? $0 : nil }
        }
        return try file.animation(id: entry.id, themeID: theme)
    }
}
