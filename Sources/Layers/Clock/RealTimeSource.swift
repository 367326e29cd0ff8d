import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a `DisplayLink` reads real time and how it waits for the next frame; replaceable so
/// that tests can run a display link without sleeping.
public protocol RealTimeSource: Sendable {
    /// The current time in seconds (monotonic).
    func now() -> Double
    /// Blocks the calling thread until `now() >= time` (returns at once if it already is).
    func wait(until time: Double)
}

/// The system's monotonic clock (the same time base as `MediaTime.systemNow()`), waiting with
/// `nanosleep`.
public struct SystemTimeSource: RealTimeSource {
    /// The system clock.
    public init() {}

    /// `MediaTime.systemNow()`.
    public func now() -> Double { MediaTime.systemNow() }

    /// Sleeps until the given time.
    public func wait(until time: Double) {
        let remaining = time - now()
        guard remaining > 0 else { return }
        var request = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&request, &left) != 0 { request = left }
    }
}
