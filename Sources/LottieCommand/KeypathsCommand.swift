import ArgumentParser
import Foundation
import Graphics
import Lottie

/// `lottie keypaths INPUT`: the tree of every keypath of an animation — layers (inside
/// precomps too), transforms, shape items, properties — as `--set`, value providers and hosted
/// content address them.
struct KeypathsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keypaths",
        abstract: "List the keypaths of an animation as a tree.",
        discussion: """
            Names containing dots are printed escaped (Card\\.png). With --flat every full \
            keypath is printed on its own line; --matching keeps only what a keypath with \
            * and ** wildcards matches; --values adds each property's value at --frame.
            """)

    @Argument(help: "The animation (.json, .lottie or .tgs).")
    var input: String

    @Option(help: "Only what this keypath matches, e.g. '**.Fill 1.Color'.")
    var matching: String?

    @Flag(help: "Full keypaths, one a line, instead of a tree.")
    var flat = false

    @Flag(help: "Show each property's value.")
    var values = false

    @Option(help: "The absolute frame the values are read at (default: the first).")
    var frame: Double?

    func run() throws {
        let (animation, options) = try AnimationInput.loadOrDemo(input)
        let renderer = LottieRenderer(animation: animation, options: options)
        renderer.update(frame: frame ?? animation.startFrame)
        let keypaths = renderer.keypaths(matching: AnimationKeypath(keypath: matching ?? "**"))
        if keypaths.isEmpty, let matching { throw CommandError("nothing matches '\(matching)'") }
        for keypath in keypaths {
            let value = values ? renderer.getValue(for: keypath).map { " = " + Self.describe($0) } ?? "" : ""
            if flat || matching != nil {
                print(keypath.string + value)
            } else {
                let name = AnimationKeypath(keys: [keypath.keys.last ?? ""]).string
                print(String(repeating: "  ", count: max(0, keypath.keys.count - 1)) + name + value)
            }
        }
    }

    /// A property value the way `--set` writes it.
    static func describe(_ value: Any) -> String {
        switch value {
        case let color as Color: return color.hexString
        case let number as Double: return Self.number(number)
        case let vector as LottieVector3: return vector.components.map(Self.number).joined(separator: ",")
        case let bezier as LottieBezier: return "path of \(bezier.vertices.count) vertices\(bezier.isClosed ? ", closed" : "")"
        case let data as [Double]: return "gradient data [" + data.map(Self.number).joined(separator: ",") + "]"
        default: return String(describing: value)
        }
    }

    private static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.4g", v)
    }
}
