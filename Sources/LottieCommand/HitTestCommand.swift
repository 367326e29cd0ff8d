import ArgumentParser
import Foundation
import Graphics
import Lottie

/// `lottie hit-test INPUT --frame F --point X,Y`: which layers are visible under a point of the
/// composition, top-most first, judged by their real geometry, masks, mattes and opacity.
struct HitTestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit-test",
        abstract: "List the layers under a point of an animation, top-most first.",
        discussion: """
            The point is in composition coordinates (0...width, 0...height). Layers that are \
            hidden, outside their in/out range, or less opaque than --min-opacity at the point \
            are not listed. Prints one keypath a line with its opacity there, or nothing.
            """)

    @Argument(help: "The animation (.json, .lottie or .tgs).")
    var input: String

    @Option(help: "The point, X,Y in composition coordinates.")
    var point: String

    @Option(help: "The absolute composition frame (default: the first).")
    var frame: Double?

    @Option(help: "The frame as progress 0...1 of the composition.")
    var progress: Double?

    @Option(help: "How opaque something must be at the point to count, 0...1.")
    var minOpacity: Double = LottieRenderer.defaultHitTestMinimumOpacity

    @Option(help: "A folder of font files text layers look in before the system's fonts.")
    var fonts: String?

    @OptionGroup var dynamicValues: SetValueOptions

    @OptionGroup var compatibility: CompatibilityOptions

    func run() throws {
        let parts = point.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw CommandError("--point '\(point)' is not X,Y")
        }
        guard (0...1).contains(minOpacity) else { throw CommandError("--min-opacity \(minOpacity) is outside 0...1") }
        let (animation, loaded) = try AnimationInput.loadOrDemo(input, fonts: fonts)
        var options = loaded
        try dynamicValues.apply(to: &options, animation: animation)
        compatibility.apply(to: &options)
        let renderer = LottieRenderer(animation: animation, options: options)
        let f = frame ?? renderer.frame(atProgress: progress ?? 0)
        guard f.isFinite else { throw CommandError("the frame is not a number") }
        renderer.update(frame: f)
        for hit in renderer.hitTest(Point(x: x, y: y), minimumOpacity: minOpacity) {
            print(hit.keypath.string + String(format: "  opacity %.3f", hit.opacity))
        }
    }
}
