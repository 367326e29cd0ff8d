import Lottie

/// The values of `--fit`: every `LottieContentMode` by its Swift name, and the names the
/// option took before it had lottie-ios's modes (`fit`, `fill`, `stretch`).
enum FitOption {
    /// The default: uniform scale from the top-left corner, the placement lottie-ios's snapshot
    /// images have (see `LottieContentMode.scaleAspectFitTopLeft`).
    static let defaultName = LottieContentMode.scaleAspectFitTopLeft.rawValue

    /// The earlier names, each the same placement as before.
    static let aliases: [String: LottieContentMode] = [
        "fit": .scaleAspectFitTopLeft, "fill": .scaleAspectFill, "stretch": .scaleToFill,
    ]

    /// Every accepted name: the modes in declaration order, then the earlier names.
    static let names = LottieContentMode.allCases.map(\.rawValue) + ["fit", "fill", "stretch"]

    /// The help of `--fit`, listing the choices.
    static func help(_ what: String) -> String {
        "How the composition fits \(what): \(LottieContentMode.allCases.map(\.rawValue).joined(separator: ", ")) "
            + "(lottie-ios's content modes, and aspect fit from the top-left corner); "
            + "fit, fill and stretch are scaleAspectFitTopLeft, scaleAspectFill and scaleToFill."
    }

    /// The content mode `name` stands for, or an error listing the valid names.
    static func mode(named name: String) throws -> LottieContentMode {
        guard let mode = LottieContentMode(rawValue: name) ?? aliases[name] else {
            throw CommandError("--fit '\(name)' is not a content mode; use one of \(names.joined(separator: ", "))")
        }
        return mode
    }
}
