import CairoCanvas
import Foundation
import Graphics
import Layers
import Lottie
import Testing

private typealias D = DotLottieFixture

/// A player without an animation on a fresh manual clock, 200 × 100 (the size of `alpha`).
private func makePlayer(_ animation: LottieAnimation? = nil) -> (LottieAnimationLayer, ManualClock) {
    let clock = ManualClock()
    let player = LottieAnimationLayer(animation: animation, clock: clock)
    Transaction.performWithoutActions {  // resized at once, not animated
        player.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        player.position = Point(x: 100, y: 50)
    }
    return (player, clock)
}

/// The colour the player draws at a point now, on a canvas of the player's size.
private func pixel(_ player: LottieAnimationLayer, _ clock: ManualClock, _ point: (Int, Int)) throws -> Color {
    let canvas = try #require(CairoImageCanvas(width: Int(player.bounds.width), height: Int(player.bounds.height)))
    Renderer.render(player, into: canvas, atTime: clock.now)
    return canvas.makeBitmap().color(x: point.0, y: point.1)
}

/// A dotLottie archive on the player (lottie-ios' `loadAnimation(_:from:)`): animations by id,
/// the manifest's settings applied to playback, themes and slots at run time.
@Suite("Player dotLottie")
struct PlayerDotLottieTests {
    @Test("opens the manifest's active animation by default, another by id; an unknown id changes nothing")
    func opensByID() throws {
        let file = try D.file()
        let (player, _) = makePlayer()
        try player.loadAnimation(from: file)
        #expect(player.animation?.name == "alpha" && player.dotLottieConfiguration?.id == "alpha")
        try player.loadAnimation("beta", from: file)
        #expect(player.animation?.name == "beta")
        #expect(throws: LottieError.animationNotFound(id: "gamma", available: ["alpha", "beta"])) {
            try player.loadAnimation("gamma", from: file)
        }
        #expect(player.animation?.name == "beta" && player.dotLottieFile == file)
        // An animation set directly leaves the archive.
        player.animation = try PlaybackFixture.animation()
        #expect(player.dotLottieFile == nil && player.dotLottieConfiguration == nil && player.themeID == nil)
    }

    @Test("the manifest's settings make the configuration: loop, bounce, speed, direction, autoplay")
    func configurations() throws {
        let file = try D.file()
        let alpha = DotLottieConfiguration(try file.manifestEntry(forAnimation: "alpha"))
        #expect(alpha.loopMode == .autoReverse && alpha.speed == 2 && !alpha.autoplay && alpha.initialThemeID == "dark")
        let beta = DotLottieConfiguration(try file.manifestEntry(forAnimation: "beta"))
        #expect(beta.loopMode == .playOnce && beta.speed == -0.5 && beta.autoplay && beta.initialThemeID == nil)
        var once = DotLottieManifest.Animation(id: "x")
        once.mode = "bounce"
        #expect(DotLottieConfiguration(once).loopMode == .repeatBackwards(1))
        once.loop = true
        once.mode = nil
        #expect(DotLottieConfiguration(once).loopMode == .loop && DotLottieConfiguration(once).speed == 1)
    }

    @Test("alpha: no autoplay; played, it runs at speed 2 and bounces for ever")
    func bouncingAtDoubleSpeed() throws {
        let (player, clock) = makePlayer()
        try player.loadAnimation("alpha", from: D.file())
        #expect(!player.isAnimationPlaying && player.loopMode == .autoReverse && player.animationSpeed == 2)
        player.play()
        clock.advance(by: 0.5)
        #expect(close(player.currentFrame, 30), "speed 2: 60 frames a second")
        clock.advance(by: 0.75)
        #expect(close(player.currentFrame, 45), "past the end it comes back: 60 − 15")
        clock.advance(by: 1.25)
        #expect(close(player.currentFrame, 30), "and forwards again after frame 0")
        #expect(player.isAnimationPlaying)
    }

    @Test("beta: autoplay, backwards at half speed, once")
    func autoplayBackwards() throws {
        let (player, clock) = makePlayer()
        let log = CompletionLog()
        // Not at time 0: a play resumed at the same rate would then begin at media time 0, which
        // the timing model (as Core Animation's) reads as "now".
        clock.advance(by: 1)
        try player.loadAnimation("beta", from: D.file())
        #expect(player.isAnimationPlaying && player.loopMode == .playOnce && player.animationSpeed == -0.5)
        #expect(close(player.currentFrame, 60), "backwards starts at the end")
        clock.advance(by: 1)
        #expect(close(player.currentFrame, 45), "15 frames a second, backwards")
        player.play(completion: log.block)
        clock.advance(by: 3.1)
        #expect(close(player.currentFrame, 0), "\(player.currentFrame)")
        #expect(!player.isAnimationPlaying)
        #expect(log.calls == [true])
    }

    @Test("the initial theme applies; another theme at run time changes the next frame; clearing restores the file's values")
    func themesAtRunTime() throws {
        let (player, clock) = makePlayer()
        try player.loadAnimation("alpha", from: D.file())
        #expect(player.themeID == "dark")
        #expect(D.near(try pixel(player, clock, D.Point.fill), D.blue))
        #expect(D.near(try pixel(player, clock, D.Point.photo), D.blue))
        #expect(D.near(try pixel(player, clock, D.Point.spotMoved), D.blue))
        let renderer = try #require(player.renderer)
        try player.setTheme("light")
        #expect(player.renderer === renderer, "no new tree")
        #expect(player.themeID == "light")
        #expect(D.near(try pixel(player, clock, D.Point.fill), Color(red: 1, green: 1, blue: 1)))
        #expect(D.near(try pixel(player, clock, D.Point.photo), D.red), "light has no image rule: the file's")
        #expect(player.warnings.contains { $0.path == "t/light.json rules[1]" && $0.kind == .unsupportedFeature })
        player.clearTheme()
        #expect(player.themeID == nil)
        #expect(D.near(try pixel(player, clock, D.Point.fill), D.red))
        #expect(D.near(try pixel(player, clock, D.Point.spotAtDefault), D.blue))
        #expect(throws: LottieError.themeNotFound(id: "dusk", available: ["dark", "light"])) { try player.setTheme("dusk") }
        #expect(player.themeID == nil)
        // A theme's rules for other animations do not apply.
        try player.loadAnimation("beta", from: D.file())
        try player.setTheme("dark")
        // (beta is 100x100, centred in the 200x100 player: its middle is the player's.)
        #expect(D.near(try pixel(player, clock, (100, 50)), D.yellow))
    }

    @Test("order on the player: file < theme < slot set on the player < keypath provider")
    func compositionOrder() throws {
        let (player, clock) = makePlayer()
        try player.loadAnimation("alpha", from: D.file())
        let keypath: AnimationKeypath = "Shapes.Fill Box.Fill.Color"
        #expect(D.near(try pixel(player, clock, D.Point.fill), D.blue), "the theme over the file")
        try player.setSlot("fill", value: .color(D.green))
        #expect(D.near(try pixel(player, clock, D.Point.fill), D.green), "the slot over the theme")
        player.setValueProvider(ColorValueProvider(D.yellow), keypath: keypath)
        #expect(D.near(try pixel(player, clock, D.Point.fill), D.yellow), "the provider over the slot")
        player.removeValueProvider(for: keypath)
        player.clearSlot("fill")
        #expect(D.near(try pixel(player, clock, D.Point.fill), D.blue), "the theme again")
        try player.setSlot("fill", value: .color(D.green))
        try player.setTheme("light")
        #expect(D.near(try pixel(player, clock, D.Point.fill), D.green), "a new theme stays under the slot")
    }

    @Test("slots set on the player: kept across animations, unknown ones warned about, wrong kinds refused")
    func playerSlots() throws {
        let (player, clock) = makePlayer(try LottieAnimation.load(string: D.betaJSON))
        try player.setSlot("fill", value: .color(D.yellow))
        // (beta is 100x100, centred in the 200x100 player once it has refitted at the next
        // frame after the resize: its middle is the player's.)
        clock.advance(by: 1.0 / 60)
        #expect(D.near(try pixel(player, clock, (100, 50)), D.yellow))
        try player.setSlot("title", value: .text("B"))
        #expect(player.warnings.map(\.path) == ["slots.title"])
        #expect(throws: LottieError.slotTypeMismatch(slot: "fill", expected: [.color], found: .vector)) {
            try player.setSlot("fill", value: .vector(LottieVector3(1, 2)))
        }
        #expect(player.slotValues.keys.sorted() == ["fill", "title"])
        try player.loadAnimation("alpha", from: D.file())
        #expect(player.warnings.isEmpty, "alpha binds both: \(player.warnings)")
        #expect(D.near(try pixel(player, clock, D.Point.fill), D.yellow), "the player's slot over the initial theme")
        #expect(try pixel(player, clock, D.Point.title).alpha == 0, "B")
        player.clearAllSlots()
        #expect(D.near(try pixel(player, clock, D.Point.fill), D.blue), "the theme's blue")
        #expect(try pixel(player, clock, D.Point.title).alpha == 0, "the theme's B")
        player.clearTheme()
        #expect(D.near(try pixel(player, clock, D.Point.title), D.red), "the file's A")
    }
}
