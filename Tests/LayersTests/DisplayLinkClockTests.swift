import Foundation
import Testing
@testable import Layers

/// A time source that never sleeps: waiting jumps straight to the requested time, and a hook
/// can act when time passes a mark (to simulate another thread resuming a paused link).
final class FakeTimeSource: RealTimeSource, @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double
    var onWait: (@Sendable (Double) -> Void)?

    init(start: Double = 0) { time = start }

    func now() -> Double { lock.withLock { time } }

    func wait(until target: Double) {
        lock.withLock { time = max(time, target) }
        onWait?(target)
    }

    /// Simulates work taking `seconds` of real time.
    func spend(_ seconds: Double) { lock.withLock { time += seconds } }
}

@Suite("Display link clock")
struct DisplayLinkClockTests {
    @Test("a fixed rate delivers frames at start + n·interval with frame-to-frame durations")
    func fixedRate() {
        let source = FakeTimeSource(start: 10)
        let link = DisplayLink(frameRate: .fixed(25), timeSource: source)
        var ticks: [FrameTick] = []
        link.addFrameHandler { ticks.append($0) }
        let count = link.run(until: 10.5)
        // 10, 10.04, ..., 10.48: 13 frames (10.52 is past the end).
        #expect(count == 13 && ticks.count == 13)
        for (n, tick) in ticks.enumerated() {
            #expect(abs(tick.timestamp - (10 + 0.04 * Double(n))) < 1e-9)
            #expect(abs(tick.duration - (n == 0 ? 0 : 0.04)) < 1e-9)
        }
    }

    @Test("preferred rates snap to the display maximum divided by a whole number")
    func preferredRates() {
        #expect(FrameRate.preferred(0).frameInterval(maximumFramesPerSecond: 60) == 1.0 / 60)
        #expect(FrameRate.preferred(60).frameInterval(maximumFramesPerSecond: 60) == 1.0 / 60)
        #expect(FrameRate.preferred(25).frameInterval(maximumFramesPerSecond: 60) == 2.0 / 60)  // 30 Hz
        #expect(FrameRate.preferred(20).frameInterval(maximumFramesPerSecond: 60) == 3.0 / 60)
        #expect(FrameRate.preferred(45).frameInterval(maximumFramesPerSecond: 60) == 1.0 / 60)
        #expect(FrameRate.preferred(50).frameInterval(maximumFramesPerSecond: 120) == 2.0 / 120)
        #expect(FrameRate.fixed(24).frameInterval(maximumFramesPerSecond: 60) == 1.0 / 24)
        #expect(FrameRate.fixed(-1).frameInterval(maximumFramesPerSecond: 60) == 1.0 / 60)
    }

    @Test("pause holds frames back; the first frame after resume has duration 0")
    func pauseAndResume() {
        let source = FakeTimeSource()
        let link = DisplayLink(frameRate: .fixed(10), timeSource: source)
        // "Another thread" resumes the link once time passes 1.0 s.
        source.onWait = { [weak link] t in if t >= 1.0 { link?.resume() } }
        var ticks: [FrameTick] = []
        link.addFrameHandler { tick in
            ticks.append(tick)
            if ticks.count == 3 { link.pause() }
            if ticks.count == 6 { link.stop() }
        }
        link.run()
        #expect(ticks.count == 6)
        #expect(ticks.prefix(3).map(\.timestamp).enumerated().allSatisfy { abs($0.element - 0.1 * Double($0.offset)) < 1e-9 })
        // Paused after the frame at 0.2; resumed at 1.0, so no frame falls in (0.2, 1.0).
        #expect(ticks[3].timestamp >= 1.0)
        #expect(ticks[3].duration == 0)
        #expect(abs(ticks[4].duration - 0.1) < 1e-9)
        #expect(!link.isPaused)
    }

    @Test("frames missed by a slow handler are skipped, not delivered in a burst")
    func skipsMissedFrames() {
        let source = FakeTimeSource()
        let link = DisplayLink(frameRate: .fixed(10), timeSource: source)
        var stamps: [Double] = []
        link.addFrameHandler { tick in
            stamps.append(tick.timestamp)
            if stamps.count == 2 { source.spend(0.25) }   // frame at 0.1 ends at 0.35
        }
        link.run(until: 0.65)
        let expected = [0, 0.1, 0.4, 0.5, 0.6]
        #expect(stamps.count == expected.count)
        for (a, b) in zip(stamps, expected) { #expect(abs(a - b) < 1e-9) }
    }

    @Test("handlers can be removed, and media time during a frame is the link's time")
    func handlersAndMediaTime() {
        let source = FakeTimeSource(start: 100)
        let link = DisplayLink(frameRate: .fixed(10), timeSource: source)
        var a = 0, b = 0
        var mediaTimes: [Double] = []
        var tokenB: FrameHandlerToken?
        link.addFrameHandler { _ in
            a += 1
            mediaTimes.append(MediaTime.now())
            if a == 2, let tokenB { link.removeFrameHandler(tokenB) }
        }
        tokenB = link.addFrameHandler { _ in b += 1 }
        link.run(until: 100.35)
        #expect(a == 4 && b == 1)
        #expect(mediaTimes.enumerated().allSatisfy { abs($0.element - (100 + 0.1 * Double($0.offset))) < 1e-9 })
    }

    @Test("the implicit transaction is flushed before every frame")
    func flushesImplicitTransaction() {
        let link = DisplayLink(frameRate: .fixed(10), timeSource: FakeTimeSource())
        Transaction.disableActions = true        // opens an implicit transaction
        #expect(Transaction.stack.scopes.count == 1)
        var openAtFrame: [Int] = []
        link.addFrameHandler { _ in openAtFrame.append(Transaction.stack.scopes.count) }
        link.run(until: 0.15)
        #expect(openAtFrame == [0, 0])
        #expect(Transaction.disableActions == false)
    }

    @Test("MediaTime follows an installed manual clock, innermost first")
    func mediaTimeOverride() {
        let outer = ManualClock(startTime: 5), inner = ManualClock(startTime: 7)
        MediaTime.withClock(outer) {
            #expect(MediaTime.now() == 5)
            outer.advance(by: 0.5)
            #expect(MediaTime.now() == 5.5)
            MediaTime.withClock(inner) { #expect(MediaTime.now() == 7) }
            #expect(MediaTime.now() == 5.5)
        }
        let a = MediaTime.now(), b = MediaTime.now()
        #expect(b >= a && a > 0)
    }

    @Test("in real time: frames on the 30 Hz grid for 0.2 s (some may be skipped on a busy machine)")
    func realTime() {
        let link = DisplayLink(frameRate: .preferred(30))
        let start = link.now
        var stamps: [Double] = []
        link.addFrameHandler { stamps.append($0.timestamp) }
        link.run(until: start + 0.2)
        #expect((1...7).contains(stamps.count))
        #expect(link.now >= start + 0.15)
        let origin = stamps.first ?? start
        #expect(origin >= start && origin < start + 0.05)
        for stamp in stamps {
            let n = (stamp - origin) * 30
            #expect(abs(n - n.rounded()) < 1e-6)
        }
    }

    @Test("the system source really waits")
    func systemSourceWaits() {
        let source = SystemTimeSource()
        let start = source.now()
        source.wait(until: start + 0.02)
        #expect(source.now() - start >= 0.02)
    }
}

@Suite("Layer animation driver")
struct LayerAnimationDriverClockTests {
    @Test("a manual clock drives events and renders frames at the clock's time")
    func manualClockDrivesTree() {
        let clock = ManualClock(startTime: 10)
        let root = Layer()
        let log = AnimationEventLog()
        var frames: [(Double, Double)] = []
        var completed = false
        let driver = LayerAnimationDriver(root: root, clock: clock) { tick in
            frames.append((tick.timestamp, root.presentation(at: tick.timestamp).opacity))
        }
        MediaTime.withClock(clock) {
            Transaction.begin()
            Transaction.completionBlock = { completed = true }
            var fade = BasicAnimation(key: .opacity, from: 0, to: 1, duration: 0.5)
            fade.delegate = log
            root.add(fade, forKey: "fade")
            Transaction.commit()
        }
        clock.step(frames: 3, interval: 0.125)
        #expect(log.events == ["start"])
        #expect(frames.map(\.1) == [0.25, 0.5, 0.75])
        #expect(!completed)
        clock.step(frames: 1, interval: 0.125)     // 10.5: the end of the active duration
        #expect(log.events == ["start", "stop(true)"])
        #expect(completed)
        #expect(root.animationKeys.isEmpty)
        #expect(frames.last?.1 == 1)               // the model value again
        driver.invalidate()
        clock.step(frames: 1)
        #expect(frames.count == 4)
    }

    @Test("animations added during a frame begin at the frame's time")
    func addDuringFrame() {
        let clock = ManualClock(startTime: 3)
        let root = Layer()
        let driver = LayerAnimationDriver(root: root, clock: clock) { _ in
            root.add(BasicAnimation(key: .opacity, from: 0, duration: 1), forKey: "fade")
        }
        clock.advance(to: 3.5)
        #expect(root.animation(forKey: "fade")?.beginTime == 3.5)
        #expect(root.presentation(at: 3.75).opacity == 0.25)
        driver.invalidate()
    }
}
