import Dispatch

/// The media time that animations are scheduled against: seconds of a monotonic clock
/// (Core Animation's `CACurrentMediaTime()`), or of a `FrameClock` installed for the current
/// thread with `withClock(_:_:)` — so tests and offline renders decide what "now" is.
public enum MediaTime {
    private final class Overrides { var clocks: [any FrameClock] = [] }
    private static let overrides = ThreadLocal { Overrides() }

    /// The current media time in seconds.
    public static func now() -> Double {
        if let clock = overrides.value.clocks.last { return clock.now }
        return systemNow()
    }

    /// Seconds since an arbitrary fixed point of the system's monotonic clock (unaffected by
    /// wall-clock changes).
    public static func systemNow() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Runs `body` with `clock.now` as this thread's media time (nested calls stack).
    @discardableResult
    public static func withClock<R>(_ clock: any FrameClock, _ body: () throws -> R) rethrows -> R {
        let box = overrides.value
        box.clocks.append(clock)
        defer { box.clocks.removeLast() }
        return try body()
    }
}
