/// One frame of a clock: when it happened and how long since the previous one, in seconds of
/// media time.
public struct FrameTick: Sendable, Hashable {
    /// The media time of this frame.
    public var timestamp: Double
    /// The media time elapsed since the previous frame (0 for the first).
    public var duration: Double

    /// A frame at `timestamp`, `duration` seconds after the previous one.
    public init(timestamp: Double, duration: Double) {
        self.timestamp = timestamp; self.duration = duration
    }
}

/// Identifies a frame handler registered with a `FrameClock`, for removal.
public struct FrameHandlerToken: Hashable, Sendable {
    let id: Int
}

/// A source of frames, shared by everything that animates: Core Animation–style layer
/// animations, the Lottie player and the POP-style animator. `ManualClock` drives it by hand
/// (tests, offline rendering); a real-time display link drives it from the wall clock.
public protocol FrameClock: AnyObject {
    /// The current media time in seconds.
    var now: Double { get }
    /// Registers a handler called once per frame, in registration order.
    @discardableResult
    func addFrameHandler(_ handler: @escaping (FrameTick) -> Void) -> FrameHandlerToken
    /// Unregisters a handler. Unknown tokens are ignored.
    func removeFrameHandler(_ token: FrameHandlerToken)
}

/// A clock that moves only when told to: deterministic time for tests and offline rendering.
public final class ManualClock: FrameClock {
    /// The clock's current media time.
    public private(set) var now: Double
    private var handlers: [(token: FrameHandlerToken, handler: (FrameTick) -> Void)] = []
    private var nextID = 0

    /// A clock starting at the given media time.
    public init(startTime: Double = 0) { now = startTime }

    /// Registers a handler called once per frame, in registration order.
    @discardableResult
    public func addFrameHandler(_ handler: @escaping (FrameTick) -> Void) -> FrameHandlerToken {
        let token = FrameHandlerToken(id: nextID)
        nextID += 1
        handlers.append((token, handler))
        return token
    }

    /// Unregisters a handler; unknown tokens are ignored.
    public func removeFrameHandler(_ token: FrameHandlerToken) {
        handlers.removeAll { $0.token == token }
    }

    /// Moves time forward by `dt` seconds and delivers one frame.
    public func advance(by dt: Double) { advance(to: now + dt) }

    /// Moves time to `time` (never backwards) and delivers one frame.
    public func advance(to time: Double) {
        let dt = max(0, time - now)
        now = max(now, time)
        let tick = FrameTick(timestamp: now, duration: dt)
        // A handler may add or remove handlers; deliver to the ones registered at the start.
        for entry in handlers where handlers.contains(where: { $0.token == entry.token }) {
            entry.handler(tick)
        }
    }

    /// Delivers `count` frames `interval` seconds apart.
    public func step(frames count: Int, interval: Double = 1.0 / 60.0) {
        for _ in 0..<max(0, count) { advance(by: interval) }
    }
}
