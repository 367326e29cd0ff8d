import CairoCanvas
import Foundation
import Graphics
import Layers
import Lottie
import Testing

/// The README's "Use it from Swift" example, run as written (with a temporary folder for the
/// files), so the first code people copy keeps compiling and working.
@Suite struct ReadmeExampleTests {
    @Test func readmeExampleRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.json.utf8).write(to: folder.appendingPathComponent("anim.json"))

        let animation = try LottieAnimation.load(fileURL: folder.appendingPathComponent("anim.json"))

        let renderer = LottieRenderer(animation: animation)
        renderer.setValueProvider(ColorValueProvider(.red), keypath: "**.Fill 1.Color")
        let canvas = try #require(CairoImageCanvas(width: 256, height: 256))
        renderer.render(frame: animation.frameTime(forProgress: 0.5), into: canvas)
        try canvas.makeBitmap().writePNG(to: folder.appendingPathComponent("frame.png"))

        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: animation, clock: clock)
        player.setValueProvider(ColorValueProvider(.red), keypath: "**.Fill 1.Color")  // kept when `animation` changes
        Transaction.performWithoutActions {  // a layer: resized at once, not animated (as CATransaction.setDisableActions)
            player.frame = Rect(x: 0, y: 0, width: 256, height: 144)  // a wide view...
            player.contentMode = .scaleAspectFit  // ...with the animation centred in it, as in lottie-ios
        }
        player.loopMode = .loop
        var completions: [Bool] = []
        player.play(fromProgress: 0, toProgress: 1) { finished in completions.append(finished) }
        clock.advance(by: 0.5)
        canvas.clear()
        Renderer.render(player, into: canvas)
        let view = canvas.makeBitmap()

        let hits = renderer.hitTest(Point(x: 50, y: 50))

        // The frame file holds the red square (the provider replaced its blue) in the middle.
        let frame = try Bitmap(pngData: Data(contentsOf: folder.appendingPathComponent("frame.png")))
        #expect(frame.color(x: 128, y: 128) == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(frame.color(x: 5, y: 5).alpha == 0)
        // The 100x100 composition is scaled 1.44 to the view's height and centred: the square
        // spans x 84.8...171.2 (top-left anchoring would put it at 28.8...115.2).
        #expect(view.color(x: 128, y: 72) == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.color(x: 60, y: 72).alpha == 0 && view.color(x: 190, y: 72).alpha == 0)
        // Half a second into a one-second loop.
        #expect(abs(player.currentProgress - 0.5) < 0.02)
        #expect(player.isAnimationPlaying)
        #expect(completions.isEmpty)
        #expect(hits.first?.keypath.description == "Square")
        #expect(player.getValue(for: "**.Fill 1.Color") as? Color == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    /// A 100x100, one-second animation: a blue 60x60 square in the middle.
    static let json = """
    {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[
     {"ty":4,"nm":"Square","ind":1,"ip":0,"op":30,"st":0,
      "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
      "shapes":[{"ty":"gr","nm":"Group 1","it":[
        {"ty":"rc","nm":"Rect","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[60,60]},"r":{"a":0,"k":0}},
        {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}},
        {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}]}
    """
}
