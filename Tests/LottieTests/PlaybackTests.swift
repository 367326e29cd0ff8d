import CairoCanvas
import Foundation
import Graphics
import Layers
import Lottie
import Testing

/// Every playback rule on a manual clock. The fixture has 60 frames at 30 fps, so at speed 1
/// a play moves 30 frames per second: the expected frames below are 30 × elapsed seconds.
@Suite("Playback")
struct PlaybackTests {
    // MARK: Ranges

    @Test("play() runs the whole animation once and completes with true at its end")
    func playWhole() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(completion: log.block)
        #expect(player.isAnimationPlaying)
        #expect(player.playbackMode == .playing(.fromProgress(0, toProgress: 1, loopMode: .playOnce)))
        clock.advance(to: 0.5)
        #expect(close(player.currentFrame, 15))
        #expect(close(player.currentProgress, 0.25))
        #expect(close(player.currentTime, 0.5))
        clock.advance(to: 1.99)
        #expect(log.calls.isEmpty)
        clock.advance(to: 2.0)
        #expect(log.calls == [true])
        #expect(!player.isAnimationPlaying)
        #expect(close(player.currentFrame, 60))
        #expect(player.playbackMode == .paused(at: .frame(60)))
        clock.advance(to: 3)
        #expect(close(player.currentFrame, 60))
        #expect(log.calls == [true])
    }

    @Test("play(fromProgress:toProgress:) covers the range at the file's frame rate")
    func progressRange() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(fromProgress: 0.25, toProgress: 0.75, completion: log.block)
        #expect(close(player.currentFrame, 15))
        clock.advance(to: 0.5)
        #expect(close(player.currentFrame, 30))
        clock.advance(to: 0.999)
        #expect(log.calls.isEmpty)
        clock.advance(to: 1.0)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 45))
    }

    @Test("play(fromFrame:toFrame:) with the end before the start plays backwards")
    func backwardFrameRange() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(fromFrame: 50, toFrame: 10, completion: log.block)
        #expect(close(player.currentFrame, 50))
        clock.advance(to: 0.5)
        #expect(close(player.currentFrame, 35))
        clock.advance(to: 40.0 / 30 - 0.001)
        #expect(log.calls.isEmpty)
        clock.advance(to: 40.0 / 30)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 10))
    }

    @Test("a nil start plays from the frame shown now; frames are clamped to ip...op")
    func nilStartAndClamping() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.currentFrame = 45
        player.play(toFrame: 30)
        clock.advance(to: 0.25)
        #expect(close(player.currentFrame, 37.5))
        player.play(fromFrame: -100, toFrame: 500)
        #expect(close(player.currentFrame, 0))
        clock.advance(to: 1.25)
        #expect(close(player.currentFrame, 30))
    }

    @Test("play() resumes from the frame shown, and restarts when already at the end")
    func playResumes() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.currentFrame = 30
        player.play()
        clock.advance(to: 0.5)
        #expect(close(player.currentFrame, 45))
        clock.advance(to: 1.0)
        #expect(close(player.currentFrame, 60))
        #expect(!player.isAnimationPlaying)
        player.play()
        #expect(close(player.currentFrame, 0))
        clock.advance(to: 1.5)
        #expect(close(player.currentFrame, 15))
    }

    @Test("an empty range completes at once with true")
    func emptyRange() throws {
        let (player, _) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(fromFrame: 20, toFrame: 20, completion: log.block)
        #expect(log.calls == [true])
        #expect(!player.isAnimationPlaying)
        #expect(close(player.currentFrame, 20))
    }

    // MARK: Markers

    @Test("play(marker:) plays the marker's range; play(fromMarker:toMarker:) between frames")
    func markerRanges() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(marker: "middle", completion: log.block)
        #expect(close(player.currentFrame, 20))
        clock.advance(to: 1.0 / 3)
        #expect(close(player.currentFrame, 30))
        clock.advance(to: 2.0 / 3)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 40))

        player.play(fromMarker: "middle", toMarker: "outro", playEndMarkerFrame: false, completion: log.block)
        #expect(close(player.currentFrame, 20))
        clock.advance(to: 2.0 / 3 + 19.0 / 30 + 1e-9)
        #expect(log.calls == [true, true])
        #expect(close(player.currentFrame, 39))
        #expect(player.playbackMode == .paused(at: .frame(39)))
    }

    @Test("play(markers:) plays each marker once in order, exactly back to back, and completes once")
    func markerSequence() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(markers: ["outro", "intro"], completion: log.block)
        #expect(player.playbackMode == .playing(.markers(["outro", "intro"])))
        clock.advance(to: 0.5)
        #expect(close(player.currentFrame, 55))
        // The tick that notices the end of "outro" comes 0.1 s late; "intro" still started
        // at 2/3 s, so 0.1 s later it is at frame 3.
        clock.advance(to: 2.0 / 3 + 0.1)
        #expect(close(player.currentFrame, 3))
        #expect(log.calls.isEmpty)
        #expect(player.playbackMode == .playing(.markers(["outro", "intro"])))
        clock.advance(to: 4.0 / 3)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 20))
    }

    @Test("a missing marker changes nothing and completes with false")
    func missingMarker() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(fromFrame: 0, toFrame: 60)
        player.play(marker: "nope", completion: log.block)
        player.play(markers: ["intro", "nope"], completion: log.block)
        player.play(fromMarker: "nope", toMarker: "outro", completion: log.block)
        #expect(log.calls == [false, false, false])
        #expect(player.isAnimationPlaying)
        clock.advance(to: 0.5)
        #expect(close(player.currentFrame, 15))
    }

    @Test("marker lookups give frames, progress and durations")
    func markerLookups() throws {
        let (player, _) = try PlaybackFixture.player()
        #expect(player.markerNames == ["intro", "middle", "outro", "cue"])
        #expect(player.frameTime(forMarker: "outro") == 40)
        #expect(player.progressTime(forMarker: "cue") == 0.5)
        #expect(player.durationFrameTime(forMarker: "middle") == 20)
        #expect(player.progressTime(forMarker: "nope") == nil)
        player.pause(at: .marker("middle", position: .end))
        #expect(close(player.currentFrame, 40))
        #expect(player.playbackMode == .paused(at: .marker("middle", position: .end)))
    }

    // MARK: Loop modes

    @Test("loop: wraps to the start of the range and never completes")
    func loop() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(fromFrame: 0, toFrame: 60, loopMode: .loop, completion: log.block)
        #expect(player.loopMode == .loop)
        clock.advance(to: 2.5)
        #expect(close(player.currentFrame, 15))
        clock.advance(to: 100.25)
        #expect(close(player.currentFrame, 7.5))
        #expect(log.calls.isEmpty)
        #expect(player.isAnimationPlaying)
    }

    @Test("autoReverse: forwards then backwards, forever")
    func autoReverse() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.loopMode = .autoReverse
        player.play()
        clock.advance(to: 1.5)
        #expect(close(player.currentFrame, 45))
        clock.advance(to: 2.5)
        #expect(close(player.currentFrame, 45))
        clock.advance(to: 4.5)
        #expect(close(player.currentFrame, 15))
        #expect(player.isAnimationPlaying)
    }

    @Test("repeat(n): n passes, then completes on the end frame; fractional counts stop part-way")
    func repeatCount() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(fromFrame: 0, toFrame: 60, loopMode: .repeat(2), completion: log.block)
        clock.advance(to: 2.5)
        #expect(close(player.currentFrame, 15))
        clock.advance(to: 3.99)
        #expect(log.calls.isEmpty)
        clock.advance(to: 4)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 60))

        player.play(fromFrame: 0, toFrame: 60, loopMode: .repeat(1.5), completion: log.block)
        clock.advance(to: 7)
        #expect(log.calls == [true, true])
        #expect(close(player.currentFrame, 30))
    }

    @Test("repeatBackwards(n): n there-and-back passes, completing on the start frame")
    func repeatBackwards() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(fromFrame: 0, toFrame: 60, loopMode: .repeatBackwards(1), completion: log.block)
        clock.advance(to: 2.5)
        #expect(close(player.currentFrame, 45))
        clock.advance(to: 4)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 0))
    }

    // MARK: Speed

    @Test("negative speed plays the range from its end to its start")
    func negativeSpeed() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.animationSpeed = -1
        player.play(completion: log.block)
        #expect(close(player.currentFrame, 60))
        clock.advance(to: 0.5)
        #expect(close(player.currentFrame, 45))
        clock.advance(to: 2)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 0))

        player.animationSpeed = -2
        player.play(fromFrame: 10, toFrame: 50, completion: log.block)
        #expect(close(player.currentFrame, 50))
        clock.advance(to: 2.25)
        #expect(close(player.currentFrame, 35))
    }

    @Test("changing speed or loop mode in flight continues from the frame shown, keeping the completion")
    func changesInFlight() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(completion: log.block)
        clock.advance(to: 0.5)
        player.animationSpeed = 2
        #expect(close(player.currentFrame, 15))
        clock.advance(to: 1.0)
        #expect(close(player.currentFrame, 45))
        player.loopMode = .loop
        #expect(player.playbackMode == .playing(.fromProgress(0, toProgress: 1, loopMode: .loop)))
        clock.advance(to: 1.5)
        #expect(close(player.currentFrame, 15))
        player.loopMode = .playOnce
        clock.advance(to: 2.5)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 60))
    }

    @Test("speed 0 holds the frame without ending the play")
    func zeroSpeed() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.play()
        clock.advance(to: 0.5)
        player.animationSpeed = 0
        clock.advance(to: 5)
        #expect(close(player.currentFrame, 15))
        #expect(player.isAnimationPlaying)
        player.animationSpeed = 1
        clock.advance(to: 5.5)
        #expect(close(player.currentFrame, 30))
    }

    // MARK: Pause, stop, interruption

    @Test("pause holds the frame shown and completes with false; play() resumes from there")
    func pauseAndResume() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(completion: log.block)
        clock.advance(to: 0.5)
        player.pause()
        #expect(log.calls == [false])
        #expect(!player.isAnimationPlaying)
        #expect(player.playbackMode == .paused(at: .frame(15)))
        clock.advance(to: 1.5)
        #expect(close(player.currentFrame, 15))
        player.play(completion: log.block)
        clock.advance(to: 2.0)
        #expect(close(player.currentFrame, 30))
        clock.advance(to: 3.0)
        #expect(log.calls == [false, true])
    }

    @Test("pause(at:) holds a progress, a time or a frame")
    func pauseAt() throws {
        let (player, _) = try PlaybackFixture.player()
        player.pause(at: .progress(0.5))
        #expect(close(player.currentFrame, 30))
        player.pause(at: .time(1.5))
        #expect(close(player.currentFrame, 45))
        player.currentProgress = 0.25
        #expect(close(player.currentFrame, 15))
        player.currentTime = 1
        #expect(close(player.currentFrame, 30))
        #expect(player.playbackMode == .paused(at: .time(1)))
    }

    @Test("stop returns to the first frame and completes with false")
    func stop() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(fromFrame: 20, toFrame: 60, loopMode: .loop, completion: log.block)
        clock.advance(to: 0.5)
        player.stop()
        #expect(log.calls == [false])
        #expect(close(player.currentFrame, 0))
        #expect(player.playbackMode == .paused(at: .progress(0)))
        clock.advance(to: 1)
        #expect(close(player.currentFrame, 0))
    }

    @Test("a play interrupted by another completes with false once; the new one runs and completes")
    func interruptedPlay() throws {
        let (player, clock) = try PlaybackFixture.player()
        var events: [String] = []
        player.play(fromFrame: 0, toFrame: 60) { events.append("first \($0) at \(player.currentFrame)") }
        clock.advance(to: 0.5)
        player.play(fromFrame: 30, toFrame: 0) { events.append("second \($0)") }
        // The interrupted completion runs after the new play is in place.
        #expect(events == ["first false at 30.0"])
        clock.advance(to: 1.0)
        #expect(close(player.currentFrame, 15))
        clock.advance(to: 1.5)
        #expect(events == ["first false at 30.0", "second true"])
        clock.advance(to: 3)
        #expect(events.count == 2)
    }

    @Test("setting the frame or the animation ends a play with false")
    func settingFrameInterrupts() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(completion: log.block)
        clock.advance(to: 0.5)
        player.currentFrame = 12
        #expect(log.calls == [false])
        #expect(player.playbackMode == .paused(at: .frame(12)))
        player.play(completion: log.block)
        player.animation = try PlaybackFixture.animation()
        #expect(log.calls == [false, false])
        #expect(close(player.currentFrame, 0))
    }

    @Test("a play started in a completion block continues from the instant the last one ended")
    func chainingFromCompletion() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.play(fromFrame: 0, toFrame: 30) { _ in player.play(fromFrame: 30, toFrame: 0) }
        clock.advance(to: 1.25)   // 0.25 s after the first ended at 1 s
        #expect(close(player.currentFrame, 22.5))
    }

    @Test("a speed change inside a completion block continues from the frame shown at that moment")
    func changeInsideCompletion() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.play(fromFrame: 0, toFrame: 30) { _ in
            player.play(fromFrame: 30, toFrame: 0)   // began at 1.0 s: at 1.1 s it shows frame 27
            player.animationSpeed = 2                // from 1.1 s on, 60 frames a second
        }
        clock.advance(to: 1.1)
        #expect(close(player.currentFrame, 27))
        clock.advance(to: 1.25)
        #expect(close(player.currentFrame, 18))
    }

    @Test("setPlaybackMode reproduces the state playbackMode reports")
    func playbackModeRoundTrip() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.setPlaybackMode(.playing(.fromFrame(10, toFrame: 40, loopMode: .autoReverse)), completion: log.block)
        #expect(player.loopMode == .autoReverse)
        #expect(player.playbackMode == .playing(.fromFrame(10, toFrame: 40, loopMode: .autoReverse)))
        clock.advance(to: 1.5)   // half a second into the way back from 40
        #expect(close(player.currentFrame, 25))
        player.setPlaybackMode(.paused(at: .progress(0.75)))
        #expect(log.calls == [false])
        #expect(close(player.currentFrame, 45))
        player.play(.marker("intro", loopMode: .playOnce))
        #expect(player.playbackMode == .playing(.marker("intro", loopMode: .playOnce)))
    }

    // MARK: Frames shown

    @Test("respectAnimationFrameRate shows whole frames; realtimeAnimationFrame stays exact")
    func respectFrameRate() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.respectAnimationFrameRate = true
        player.play()
        clock.advance(to: 0.51)
        #expect(player.currentFrame == 15)
        #expect(close(player.realtimeAnimationFrame, 15.3))
        #expect(close(player.realtimeAnimationProgress, 15.3 / 60))
    }

    @Test("the hosted tree draws the frame being played, fitted to the layer's bounds")
    func drawsPlayedFrame() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.play()
        clock.advance(to: 1.0)   // frame 30: the square covers x 30...50, y 40...60
        let canvas = try #require(CairoImageCanvas(width: 100, height: 100))
        Renderer.render(player, into: canvas, atTime: clock.now)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.color(x: 40, y: 50).red > 0.9)   // inside the square
        #expect(bitmap.color(x: 25, y: 50).alpha < 0.1)  // left of it
        #expect(bitmap.color(x: 55, y: 50).alpha < 0.1)  // right of it

        // Twice the size: the composition is scaled to fit the new bounds at the next frame.
        Transaction.perform {
            Transaction.disableActions = true
            player.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
            player.position = Point(x: 100, y: 100)
        }
        clock.advance(to: 1.0)
        let big = try #require(CairoImageCanvas(width: 200, height: 200))
        Renderer.render(player, into: big, atTime: clock.now)
        #expect(big.makeBitmap().color(x: 80, y: 100).red > 0.9)
        #expect(big.makeBitmap().color(x: 50, y: 100).alpha < 0.1)
        #expect(big.makeBitmap().color(x: 110, y: 100).alpha < 0.1)
    }

    @Test("frame updates never animate the hosted tree implicitly")
    func noImplicitAnimationsInTree() throws {
        let (player, clock) = try PlaybackFixture.player()
        Transaction.flush()   // every layer is committed: changes could now animate implicitly
        player.play()
        clock.step(frames: 10, interval: 0.1)
        func animated(_ layer: Layer) -> [Layer] {
            (layer.hasAnimations ? [layer] : []) + layer.sublayers.flatMap(animated) + (layer.mask.map(animated) ?? [])
        }
        let tree = try #require(player.renderer?.rootLayer)
        #expect(animated(tree).isEmpty)
        #expect(close(player.currentFrame, 30))
    }

    @Test("a display link drives the player in real time")
    func displayLink() throws {
        let time = SteppedTimeSource()
        let link = DisplayLink(frameRate: .fixed(30), timeSource: time)
        let player = LottieAnimationLayer(animation: try PlaybackFixture.animation(), clock: link)
        let log = CompletionLog()
        player.play(completion: log.block)
        link.run(until: time.start + 1.001)
        #expect(close(player.currentFrame, 30, tolerance: 1e-6))
        link.run(until: time.start + 2.5)
        #expect(log.calls == [true])
        #expect(close(player.currentFrame, 60))
    }
}

/// A time source that jumps instead of sleeping, so a display link runs instantly.
final class SteppedTimeSource: RealTimeSource, @unchecked Sendable {
    let start = 1000.0
    private let lock = NSLock()
    private var current = 1000.0
    func now() -> Double { lock.withLock { current } }
    func wait(until time: Double) { lock.withLock { current = max(current, time) } }
}
