import Foundation

/// A value behind a lock, for the few process-wide settings (`LottieLogger.shared`,
/// `LottieConfiguration.shared`) that any thread may read and replace.
///
/// `Synchronization.Mutex` would do the same but needs macOS 15, above the package's platforms.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // Unchecked: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) { self.value = value }

    /// The value now.
    package func get() -> Value { lock.withLock { value } }

    /// Replaces the value.
    package func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
