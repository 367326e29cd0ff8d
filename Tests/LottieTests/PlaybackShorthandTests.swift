import Lottie
import Testing

/// lottie-ios' shorthands for playback modes, and its clamped frame-to-progress conversion. The
/// fixture (`PlaybackFixture`) has frames 0...60 at 30 fps and the marker `outro` at 40.
@Suite("Playback shorthands")
struct PlaybackShorthandTests {
    @Test("toProgress, toFrame and toMarker start from the frame shown")
    func shorthandsAreOpenRanges() {
        typealias Mode = LottiePlaybackMode.PlaybackMode
        #expect(Mode.toProgress(0.5, loopMode: .loop) == .fromProgress(nil, toProgress: 0.5, loopMode: .loop))
        #expect(Mode.toFrame(40, loopMode: .autoReverse) == .fromFrame(nil, toFrame: 40, loopMode: .autoReverse))
        #expect(Mode.toMarker("outro", loopMode: .playOnce)
            == .fromMarker(nil, toMarker: "outro", playEndMarkerFrame: true, loopMode: .playOnce))
        #expect(Mode.toMarker("outro", playEndMarkerFrame: false, loopMode: .playOnce)
            == .fromMarker(nil, toMarker: "outro", playEndMarkerFrame: false, loopMode: .playOnce))

        #expect(LottiePlaybackMode.paused == .paused(at: .currentFrame))
        #expect(LottiePlaybackMode.toProgress(0.5, loopMode: .loop) == .playing(.toProgress(0.5, loopMode: .loop)))
        #expect(LottiePlaybackMode.toFrame(40, loopMode: .loop) == .playing(.toFrame(40, loopMode: .loop)))
        #expect(LottiePlaybackMode.toMarker("outro", playEndMarkerFrame: false, loopMode: .loop)
            == .playing(.toMarker("outro", playEndMarkerFrame: false, loopMode: .loop)))
    }

    @Test("a player plays a shorthand from where it is paused, and .paused holds the frame shown")
    func playerPlaysShorthands() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.currentFrame = 10
        let log = CompletionLog()
        player.setPlaybackMode(.toFrame(40, loopMode: .playOnce), completion: log.block)
        #expect(player.isAnimationPlaying)
        clock.advance(by: 0.5)
        #expect(close(player.currentFrame, 25), "15 frames on from frame 10")
        player.setPlaybackMode(.paused)
        #expect(!player.isAnimationPlaying)
        #expect(log.calls == [false])
        #expect(close(player.currentFrame, 25))
        clock.advance(by: 0.5)
        #expect(close(player.currentFrame, 25), "held")

        player.play(.toMarker("outro", playEndMarkerFrame: true, loopMode: .playOnce), completion: log.block)
        clock.advance(by: 0.5)
        #expect(close(player.currentFrame, 40))
        #expect(log.calls == [false, true])

        player.play(.toProgress(0, loopMode: .playOnce))
        clock.advance(by: 0.5)
        #expect(close(player.currentFrame, 25), "backwards from 40 towards progress 0")
    }

    @Test("progressTime(forFrame:) clamps to 0...1 unless clamped is false")
    func progressClamping() throws {
        let animation = try PlaybackFixture.animation()
        #expect(animation.progressTime(forFrame: 15) == 0.25)
        #expect(animation.progressTime(forFrame: 90) == 1)
        #expect(animation.progressTime(forFrame: -30) == 0)
        #expect(animation.progressTime(forFrame: 90, clamped: false) == 1.5)
        #expect(animation.progressTime(forFrame: -30, clamped: false) == -0.5)
        let frame: AnimationFrameTime = 30
        let progress: AnimationProgressTime = animation.progressTime(forFrame: frame)
        #expect(progress == 0.5)
    }
}
