import Dispatch
import Foundation
import LottieExport

/// Runs CPU-bound work (loading, rendering, encoding) on a Dispatch thread, off the Swift
/// concurrency pool and the event loops, and waits for it without blocking.
///
/// Cancelling the waiting task sets the work's ``RenderCancellation`` (the work stops at its
/// next check) and stops the wait at once with ``ExportError/cancelled``; `onFinish` runs on
/// the work's thread when the work has really ended, however the wait ended, and `discard`
/// gets a value the work produced after nobody waited for it any more (a rendered file to
/// delete).
enum BlockingWork {
    static func run<Value: Sendable>(cancellation: RenderCancellation, onFinish: @escaping @Sendable () -> Void,
                                     discard: @escaping @Sendable (Value) -> Void = { _ in },
                                     _ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        let waiter = Waiter<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                guard waiter.attach(continuation) else {
                    onFinish()
                    return
                }
                DispatchQueue.global(qos: .userInitiated).async {
                    let result = Result { try work() }
                    onFinish()
                    if !waiter.resume(with: result), case .success(let late) = result { discard(late) }
                }
            }
        } onCancel: {
            cancellation.cancel()
            waiter.resume(with: .failure(cancellation.stopReason ?? .cancelled))
        }
    }
}

/// A continuation resumed once, by the work or by a cancellation, whichever comes first (a
/// cancellation may come before the continuation exists).
private final class Waiter<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?
    private var early: Result<Value, any Error>?
    private var done = false

    /// Keeps `continuation`; false (after resuming it) when a result came first.
    func attach(_ continuation: CheckedContinuation<Value, any Error>) -> Bool {
        lock.lock()
        if let early {
            done = true
            lock.unlock()
            continuation.resume(with: early)
            return false
        }
        self.continuation = continuation
        lock.unlock()
        return true
    }

    /// Resumes the continuation with `result` unless it was resumed already; whether `result`
    /// was delivered (or kept for the continuation still to come).
    @discardableResult
    func resume(with result: Result<Value, any Error>) -> Bool {
        lock.lock()
        guard !done else {
            lock.unlock()
            return false
        }
        guard let continuation else {
            let kept = early == nil
            if kept { early = result }
            lock.unlock()
            return kept
        }
        done = true
        self.continuation = nil
        lock.unlock()
        continuation.resume(with: result)
        return true
    }
}
