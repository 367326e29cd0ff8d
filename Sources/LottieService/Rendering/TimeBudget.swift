import LottieExport

/// Runs `operation` (waiting in the render queue, then rendering) against the request's time
/// budget: when the budget runs out first, the render is told to stop
/// (``ExportError/deadlineExceeded`` on its ``RenderCancellation``), the operation's task is
/// cancelled, and the request is answered at once with that error. A cancellation from outside
/// (the client went away) surfaces as ``ExportError/cancelled``.
func withTimeBudget<Value: Sendable>(until deadline: ContinuousClock.Instant, cancellation: RenderCancellation,
                                     _ operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
    try await withThrowingTaskGroup(of: Value?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(until: deadline, clock: .continuous)
            return nil
        }
        defer { group.cancelAll() }
        do {
            guard let first = try await group.next() else { throw ExportError.cancelled }
            guard let value = first else {
                cancellation.stop(.deadlineExceeded)
                throw ExportError.deadlineExceeded
            }
            return value
        } catch is CancellationError {
            // The sleep or the queue saw the request's own task cancelled: the client left.
            cancellation.cancel()
            throw cancellation.stopReason ?? .cancelled
        }
    }
}
