import Foundation
import Lottie

/// Keeps the warnings a logger is sent, for tests; bind `logger` to the test's task with
/// `LottieLogger.withLogger(_:operation:)` so that tests running in parallel do not mix.
final class LogCapture: @unchecked Sendable {
    // Unchecked: `messages` is only touched while `lock` is held.
    private let lock = NSLock()
    private var messages: [String] = []

    /// The warnings logged so far, in order.
    var warnings: [String] { lock.withLock { messages } }

    /// Forgets what was logged.
    func clear() { lock.withLock { messages.removeAll() } }

    /// A logger that records warnings here (and ignores the rest).
    var logger: LottieLogger {
        LottieLogger(warn: { [self] message, _, _ in
            let text = message()
            lock.withLock { messages.append(text) }
        })
    }
}
