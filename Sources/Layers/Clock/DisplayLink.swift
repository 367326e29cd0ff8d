import Foundation

/// A real-time frame clock, like `CADisplayLink`: `run(until:)` delivers frames on the calling
/// thread at the chosen rate until stopped, and `pause()`/`resume()`/`stop()` may be called from
/// any thread (including from a frame handler).
///
/// Frames are scheduled at `start + n·interval`; when a handler overruns, missed frames are
/// skipped rather than delivered in a burst. Before each frame the thread's implicit
/// transaction is flushed, as a run loop would before Core Animation draws. A tick's
/// `duration` is the time since the previous delivered frame, and 0 for the first frame after
/// `run` starts or after a pause, so that animators never see the paused time as one long step.
public final class DisplayLink: FrameClock, @unchecked Sendable {
    // `lock` guards everything below it; handlers are called with the lock released.
    private let lock = NSLock()
    private var handlers: [(token: FrameHandlerToken, handler: (FrameTick) -> Void)] = []
    private var nextID = 0
    private var paused = false
    private var stopped = false
    private var rate: FrameRate

    /// The display's highest refresh rate, which `.preferred` rates divide.
    public let maximumFramesPerSecond: Int
    /// Where real time comes from.
    public let timeSource: any RealTimeSource

    /// A display link at `frameRate` (default: the display's maximum, 60 Hz).
    public init(frameRate: FrameRate = .preferred(0), maximumFramesPerSecond: Int = 60,
                timeSource: any RealTimeSource = SystemTimeSource()) {
        rate = frameRate
        self.maximumFramesPerSecond = maximumFramesPerSecond
        self.timeSource = timeSource
    }

    /// The current time of the time source.
    public var now: Double { timeSource.now() }

    /// The requested frame rate; a change takes effect at the next frame.
    public var frameRate: FrameRate {
        get { lock.withLock { rate } }
        set { lock.withLock { rate = newValue } }
    }

    /// The interval between frames that `frameRate` gives on this display.
    public var frameInterval: Double { frameRate.frameInterval(maximumFramesPerSecond: maximumFramesPerSecond) }

    /// Whether frames are currently held back.
    public var isPaused: Bool { lock.withLock { paused } }

    /// Holds frames back until `resume()`.
    public func pause() { lock.withLock { paused = true } }

    /// Delivers frames again after `pause()`.
    public func resume() { lock.withLock { paused = false } }

    /// Makes `run(until:)` return after the current frame.
    public func stop() { lock.withLock { stopped = true } }

    /// Registers a handler called once per frame, in registration order.
    @discardableResult
    public func addFrameHandler(_ handler: @escaping (FrameTick) -> Void) -> FrameHandlerToken {
        lock.withLock {
            let token = FrameHandlerToken(id: nextID)
            nextID += 1
            handlers.append((token, handler))
            return token
        }
    }

    /// Unregisters a handler; unknown tokens are ignored.
    public func removeFrameHandler(_ token: FrameHandlerToken) {
        lock.withLock { handlers.removeAll { $0.token == token } }
    }

    /// Delivers frames on the calling thread until `stop()` is called or the time source
    /// reaches `endTime` (nil: no end). Returns the number of frames delivered.
    @discardableResult
    public func run(until endTime: Double? = nil) -> Int {
        lock.withLock { stopped = false }
        var delivered = 0
        var origin = timeSource.now()
        var frameIndex = 0.0
        var previous: Double?
        while true {
            let (interval, isPaused, isStopped) = lock.withLock { (rate.frameInterval(maximumFramesPerSecond: maximumFramesPerSecond), paused, stopped) }
            if isStopped { break }
            let target = origin + frameIndex * interval
            if let endTime, target > endTime { break }
            timeSource.wait(until: target)
            if isPaused {
                // Poll once a frame; the first frame after resuming starts a fresh schedule.
                previous = nil
                frameIndex += 1
                if lock.withLock({ !paused }) { origin = timeSource.now(); frameIndex = 0 }
                continue
            }
            let timestamp = target
            let tick = FrameTick(timestamp: timestamp, duration: previous.map { timestamp - $0 } ?? 0)
            previous = timestamp
            Transaction.flush()
            let current = lock.withLock { handlers }
            MediaTime.withClock(self) {
                for entry in current where lock.withLock({ handlers.contains { $0.token == entry.token } }) {
                    entry.handler(tick)
                }
            }
            delivered += 1
            // Skip the frames whose time has already passed.
            let late = (timeSource.now() - origin) / interval
            frameIndex = max(frameIndex + 1, late.rounded(.down) + 1)
        }
        return delivered
    }
}
