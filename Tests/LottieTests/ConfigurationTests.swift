import Foundation
import Layers
import Lottie
import Testing

/// The playback fixture with a point marker "Reduced Motion" at frame 45.
private func reducedMotionFixture(marker: String = #"{"cm":"Reduced Motion","tm":45,"dr":0}"#) throws -> LottieAnimation {
    try LottieAnimation.load(string: PlaybackFixture.json.replacingOccurrences(
        of: #"{"cm":"cue","tm":30,"dr":0}"#, with: #"{"cm":"cue","tm":30,"dr":0},"# + marker))
}

/// A player of `animation` with `option`, on a fresh manual clock.
private func player(_ animation: LottieAnimation, _ option: ReducedMotionOption) -> (LottieAnimationLayer, ManualClock) {
    let clock = ManualClock()
    let player = LottieAnimationLayer(animation: animation, clock: clock,
                                      configuration: LottieConfiguration(reducedMotionOption: option))
    return (player, clock)
}

/// A reduced-motion mode an app can switch while it runs.
private final class MotionSwitch: ReducedMotionOptionProvider, @unchecked Sendable {
    // Unchecked: the tests change it from the one task that plays.
    var mode: ReducedMotionMode = .standardMotion
    var currentReducedMotionMode: ReducedMotionMode { mode }
}

@Suite("LottieConfiguration: default options and reduced motion")
struct ConfigurationTests {
    // MARK: Default options

    @Test("A player takes its configuration's render options unless given its own")
    func playerRenderOptions() throws {
        var configuration = LottieConfiguration()
        configuration.renderOptions.showsLayersAtOutPoint = true
        configuration.renderOptions.renderLimits.maxDashSegments = 7
        let animation = try PlaybackFixture.animation()
        let configured = LottieAnimationLayer(animation: animation, clock: ManualClock(), configuration: configuration)
        #expect(configured.renderOptions.showsLayersAtOutPoint)
        #expect(configured.renderer?.renderLimits.maxDashSegments == 7)
        let own = LottieAnimationLayer(animation: animation, clock: ManualClock(),
                                       renderOptions: LottieRenderOptions(), configuration: configuration)
        #expect(!own.renderOptions.showsLayersAtOutPoint)
        #expect(own.renderer?.renderLimits == .default)
        #expect(own.configuration.renderOptions.renderLimits.maxDashSegments == 7)
    }

    @Test("The shared configuration supplies renderers and players made without options")
    func sharedConfiguration() throws {
        let previous = LottieConfiguration.shared
        defer { LottieConfiguration.shared = previous }
        // A fallback family after sans-serif, which always resolves: nothing else running now
        // draws differently for it.
        let marker = "Shared Configuration Test Family"
        var configuration = previous
        configuration.renderOptions.fontProvider.fallbackFamilies.append(marker)
        LottieConfiguration.shared = configuration
        let animation = try PlaybackFixture.animation()
        #expect(LottieRenderer(animation: animation).fontProvider.fallbackFamilies.last == marker)
        let player = LottieAnimationLayer(animation: animation, clock: ManualClock())
        #expect(player.renderOptions.fontProvider.fallbackFamilies.last == marker)
        #expect(player.configuration.renderOptions.fontProvider.fallbackFamilies.last == marker)
        #expect(LottieConfiguration().reducedMotionOption == .standardMotion)
    }

    // MARK: Reduced motion

    @Test("Without a reduced-motion marker, play() holds the last frame and completes with true")
    func reducedMotionWithoutMarker() throws {
        let (player, clock) = player(try PlaybackFixture.animation(), .reducedMotion)
        let log = CompletionLog()
        player.play(completion: log.block)
        #expect(!player.isAnimationPlaying)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 60))
        #expect(player.playbackMode == .paused(at: .frame(60)))
        clock.advance(to: 1)
        #expect(close(player.currentFrame, 60))

        // A range holds where it would have ended, backwards too.
        player.play(fromProgress: 0.5, toProgress: 0.25, completion: log.block)
        #expect(close(player.currentFrame, 15))
        player.animationSpeed = -1
        player.play(fromFrame: 10, toFrame: 40, completion: log.block)
        #expect(close(player.currentFrame, 10))
        #expect(log.calls == [true, true, true])
    }

    @Test("A point marker named for reduced motion is shown instead of any play")
    func reducedMotionPointMarker() throws {
        let (player, clock) = player(try reducedMotionFixture(), .reducedMotion)
        let log = CompletionLog()
        player.play(marker: "intro", completion: log.block)
        #expect(!player.isAnimationPlaying)
        #expect(close(player.currentFrame, 45))
        #expect(log.calls == [true])
        player.play(markers: ["intro", "middle", "outro"], completion: log.block)
        clock.advance(to: 3)
        #expect(close(player.currentFrame, 45))
        #expect(log.calls == [true, true])
        // A marker the animation lacks is still refused first.
        player.play(marker: "nope", completion: log.block)
        #expect(log.calls == [true, true, false])
    }

    @Test("A ranged reduced-motion marker plays instead, with the player's loop mode")
    func reducedMotionRangedMarker() throws {
        let animation = try reducedMotionFixture(marker: #"{"cm":"reduced_motion","tm":10,"dr":15}"#)
        let (player, clock) = player(animation, .reducedMotion)
        let log = CompletionLog()
        player.play(completion: log.block)
        #expect(player.isAnimationPlaying)
        #expect(player.playbackMode == .playing(.marker("reduced_motion", loopMode: .playOnce)))
        #expect(close(player.currentFrame, 10))
        clock.advance(to: 0.25)
        #expect(close(player.currentFrame, 17.5))
        clock.advance(to: 0.5)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 25))
    }

    @Test("Disabled motion holds the marker's frame or the first frame")
    func disabledMotion() throws {
        let log = CompletionLog()
        let (withMarker, _) = player(try reducedMotionFixture(), .disabledMotion)
        withMarker.play(completion: log.block)
        #expect(close(withMarker.currentFrame, 45))
        let (plain, _) = player(try PlaybackFixture.animation(), .disabledMotion)
        plain.currentFrame = 30
        plain.play(fromProgress: 0, toProgress: 1, loopMode: .loop, completion: log.block)
        #expect(!plain.isAnimationPlaying)
        #expect(close(plain.currentFrame, 0))
        #expect(log.calls == [true, true])
    }

    @Test("A dynamic option is asked each time a play starts")
    func dynamicOption() throws {
        let motion = MotionSwitch()
        let option = ReducedMotionOption.dynamic(motion, dataID: "switch")
        #expect(option == .dynamic(MotionSwitch(), dataID: "switch"))
        #expect(option != .reducedMotion)
        let (player, clock) = player(try PlaybackFixture.animation(), option)
        player.play()
        #expect(player.isAnimationPlaying)
        clock.advance(to: 0.5)
        #expect(close(player.currentFrame, 15))
        motion.mode = .reducedMotion
        #expect(option.currentReducedMotionMode == .reducedMotion)
        // A play in flight continues; the next play is replaced.
        player.animationSpeed = 2
        #expect(player.isAnimationPlaying)
        player.play(toFrame: 30)
        #expect(!player.isAnimationPlaying)
        #expect(close(player.currentFrame, 30))
    }

    @Test("A configuration set on the player later applies to the next play")
    func configurationChangesLater() throws {
        let (player, _) = try PlaybackFixture.player()
        player.configuration.reducedMotionOption = .reducedMotion
        player.play()
        #expect(!player.isAnimationPlaying)
        #expect(close(player.currentFrame, 60))
    }
}
