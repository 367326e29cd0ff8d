import CairoCanvas
import Foundation
import Graphics
import Layers
import Lottie
import Testing

/// The player places its tree by `contentMode`, refits it when the mode or bounds change, and
/// clips as lottie-ios's view does.
@Suite("Content modes: player")
struct PlayerContentModeTests {
    /// A player of `animation` filling a `width` × `height` canvas, at frame 0.
    static func player(_ animation: LottieAnimation, width: Double = 200, height: Double = 200) -> (LottieAnimationLayer, ManualClock) {
        let clock = ManualClock()
        let player = LottieAnimationLayer(animation: animation, clock: clock)
        resize(player, width: width, height: height)
        clock.advance(by: 1.0 / 30)
        return (player, clock)
    }

    static func resize(_ player: LottieAnimationLayer, width: Double, height: Double, at position: Point? = nil) {
        Transaction.perform {
            Transaction.disableActions = true
            player.bounds = Rect(x: 0, y: 0, width: width, height: height)
            player.position = position ?? Point(x: width / 2, y: height / 2)
        }
    }

    static func picture(_ player: LottieAnimationLayer, _ clock: ManualClock, width: Int = 200, height: Int = 200) throws -> Bitmap {
        let canvas = try #require(CairoImageCanvas(width: width, height: height))
        Renderer.render(player, into: canvas, atTime: clock.now)
        return canvas.makeBitmap()
    }

    @Test("the default is lottie-ios's scaleAspectFit: scaled to fit and centred")
    func defaultIsCentredFit() throws {
        let (player, clock) = Self.player(try HalvesFixture.animation())
        #expect(player.contentMode == .scaleAspectFit)
        #expect(player.maskAnimationToBounds)
        let expected = HalvesFixture.Expected(mode: .scaleAspectFit, minX: 0, minY: 50, maxX: 200, maxY: 150)
        let mismatches = HalvesFixture.mismatches(try Self.picture(player, clock), expected)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("a new contentMode refits at once, new bounds at the next frame")
    func refits() throws {
        let (player, clock) = Self.player(try HalvesFixture.animation())
        player.contentMode = .bottomRight
        var mismatches = HalvesFixture.mismatches(try Self.picture(player, clock),
                                                  HalvesFixture.Expected(mode: .bottomRight, minX: 100, minY: 150, maxX: 200, maxY: 200))
        #expect(mismatches.isEmpty, "\(mismatches)")

        Self.resize(player, width: 300, height: 100)
        clock.advance(by: 1.0 / 30)
        mismatches = HalvesFixture.mismatches(try Self.picture(player, clock, width: 300, height: 100),
                                              HalvesFixture.Expected(mode: .bottomRight, minX: 200, minY: 50, maxX: 300, maxY: 100))
        #expect(mismatches.isEmpty, "\(mismatches)")

        player.contentMode = .scaleAspectFill  // 300 × 100 at ×3 = 300 × 150, 25 cropped above and below
        mismatches = HalvesFixture.mismatches(try Self.picture(player, clock, width: 300, height: 100),
                                              HalvesFixture.Expected(mode: .scaleAspectFill, minX: 0, minY: -25, maxX: 300, maxY: 125))
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("maskAnimationToBounds clips what the animation draws outside the composition")
    func maskAnimationToBounds() throws {
        // Centred at natural size: the composition spans 50...150 × 75...125, the green square
        // outside it 20...40 × 90...110.
        let (player, clock) = Self.player(try HalvesFixture.animation(outside: true))
        player.contentMode = .center
        #expect(HalvesFixture.name(in: try Self.picture(player, clock), x: 30, y: 100) == nil)
        #expect(player.hits(at: Point(x: 30, y: 100)).isEmpty)

        player.maskAnimationToBounds = false
        #expect(HalvesFixture.name(in: try Self.picture(player, clock), x: 30, y: 100) == "Green")
        #expect(player.hits(at: Point(x: 30, y: 100)).map(\.keypath.string) == ["Green"])
        #expect(HalvesFixture.name(in: try Self.picture(player, clock), x: 60, y: 100) == "Red")

        // The setting is the player's: a new animation's tree gets it too.
        player.animation = try HalvesFixture.animation(outside: true)
        #expect(player.renderer?.rootLayer.masksToBounds == false)
        #expect(HalvesFixture.name(in: try Self.picture(player, clock), x: 30, y: 100) == "Green")
    }

    @Test("the player clips a filled composition to its own bounds, as lottie-ios's view does")
    func clipsToOwnBounds() throws {
        // A 200 × 200 player at 50...250 of a 300 × 300 canvas; filled ×4, the composition spans
        // player x −100...300 (canvas −50...350), y 0...200 (canvas 50...250).
        let (player, clock) = Self.player(try HalvesFixture.animation())
        Self.resize(player, width: 200, height: 200, at: Point(x: 150, y: 150))
        player.contentMode = .scaleAspectFill
        var bitmap = try Self.picture(player, clock, width: 300, height: 300)
        #expect(player.masksToBounds)
        #expect(HalvesFixture.name(in: bitmap, x: 25, y: 150) == nil, "left of the player")
        #expect(HalvesFixture.name(in: bitmap, x: 275, y: 150) == nil, "right of the player")
        #expect(HalvesFixture.name(in: bitmap, x: 60, y: 150) == "Red")
        #expect(HalvesFixture.name(in: bitmap, x: 240, y: 150) == "Blue")
        #expect(player.hits(at: Point(x: -25, y: 100)).isEmpty)

        player.masksToBounds = false
        bitmap = try Self.picture(player, clock, width: 300, height: 300)
        #expect(HalvesFixture.name(in: bitmap, x: 25, y: 150) == "Red")
        #expect(HalvesFixture.name(in: bitmap, x: 275, y: 150) == "Blue")
        #expect(player.hits(at: Point(x: -25, y: 100)).map(\.keypath.string) == ["Red"])
    }

    @Test("the player's hits agree with what it draws", arguments: LottieContentMode.allCases)
    func hitsAgreeWithDrawing(_ mode: LottieContentMode) throws {
        let (player, clock) = Self.player(try HalvesFixture.animation(outside: true), width: 200, height: 120)
        player.contentMode = mode
        player.maskAnimationToBounds = false
        let bitmap = try Self.picture(player, clock, width: 200, height: 120)
        for y in stride(from: 1, to: 120, by: 4) {
            for x in stride(from: 1, to: 200, by: 4) {
                let pixel = HalvesFixture.name(in: bitmap, x: x, y: y)
                guard pixel != "?" else { continue }
                let hit = player.hits(at: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                #expect(hit.first?.keypath.string == pixel, "\(mode) at (\(x), \(y))")
            }
        }
    }
}
