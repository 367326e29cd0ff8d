#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread, created on first use and released when the thread ends.
///
/// Transactions are per thread, as in Core Animation, and their state is read on every layer
/// property change, so this uses a POSIX thread-specific key rather than Foundation's thread
/// dictionary.
final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    // The values the key maps to are reachable from their own thread only. A constant, so that
    // reading it (at every layer creation and property change) needs no exclusivity check.
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        var key = pthread_key_t()
        pthread_key_create(&key, { pointer in
            #if canImport(Darwin)
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            #endif
        })
        self.key = key
    }

    /// Calls `body` with this thread's value without retaining it: the thread holds the value
    /// until it ends. For reads made at every layer creation and property change, where a
    /// retain and release of the value cost more than the read.
    @inline(__always) func withValue<Result>(_ body: (Value) -> Result) -> Result {
        guard let pointer = pthread_getspecific(key) else { return body(value) }
        return Unmanaged<Value>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// This thread's value.
    var value: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let fresh = make()
        pthread_setspecific(key, Unmanaged.passRetained(fresh as AnyObject).toOpaque())
        return fresh
    }
}
