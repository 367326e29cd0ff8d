import Foundation

/// A flag an export checks between frames (and between the steps of its encoders): set it
/// from any thread to stop the work at the next check, which then throws. A deadline, when
/// given, sets it by itself once the time is past.
public final class RenderCancellation: @unchecked Sendable {
    // `reason` is guarded by `lock`.
    private let lock = NSLock()
    private var reason: ExportError?
    private let deadline: ContinuousClock.Instant?

    /// A flag not yet set; with a `deadline`, checks past it fail with
    /// ``ExportError/deadlineExceeded``.
    public init(deadline: ContinuousClock.Instant? = nil) {
        self.deadline = deadline
    }

    /// Stops the work at its next check with ``ExportError/cancelled`` (the first reason given
    /// is kept).
    public func cancel() { stop(.cancelled) }

    /// Stops the work at its next check with `reason` (the first reason given is kept).
    public func stop(_ reason: ExportError) {
        lock.lock()
        if self.reason == nil { self.reason = reason }
        lock.unlock()
    }

    /// Why the work is stopped, or nil while it may go on.
    public var stopReason: ExportError? {
        lock.lock()
        defer { lock.unlock() }
        if reason == nil, let deadline, ContinuousClock.now >= deadline { reason = .deadlineExceeded }
        return reason
    }

    /// Whether the work should stop.
    public var isStopped: Bool { stopReason != nil }

    /// Throws the reason the work is stopped, if it is.
    public func check() throws {
        if let reason = stopReason { throw reason }
    }
}
