import Foundation

/// The bounds `lottie serve` puts on every request, each a flag of the command with a safe
/// default: a request past one is refused with a 4xx status naming the limit (or `503` when
/// the render queue is full, `504` when the time budget runs out), never served at any cost.
public struct ServiceLimits: Sendable, Equatable {
    /// The most bytes a request body may have (`--max-body-bytes`); larger bodies get `413`.
    public var maxBodyBytes: Int = 16 << 20
    /// The most bytes a `.lottie` (zip) or `.tgs` (gzip) body may inflate to
    /// (`--max-decompressed-bytes`); a bomb gets `413`.
    public var maxDecompressedBytes: Int = 64 << 20
    /// The most bytes the JavaScript heap of one render's expressions may hold
    /// (`--max-expression-heap-bytes`); an expression past it is stopped and its property
    /// keeps its keyframed value. With `maxConcurrentRenders`, it bounds what hostile
    /// expressions can make the process hold (the library's own default, 256 MiB, is for one
    /// render in a process of its own).
    public var maxExpressionHeapBytes: Int = 64 << 20
    /// The most pixels one output frame may have, width × height (`--max-pixels`); `422` past it.
    public var maxPixelsPerFrame: Int = 2048 * 2048
    /// The most frames one render may draw (`--max-frames`); `422` past it.
    public var maxFramesPerRequest: Int = 600
    /// Renders that run at once (`--max-concurrent-renders`); by default one per core.
    public var maxConcurrentRenders: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Renders that may wait for a free slot (`--max-queued-renders`); past them `503` with
    /// `Retry-After`.
    public var maxQueuedRenders: Int = 16
    /// Seconds a request may take, waiting and rendering (`--timeout`); past it `504`, and the
    /// render stops at its next frame.
    public var timeoutSeconds: Double = 30
    /// Animations kept loaded, by the hash of their bytes (`--cache-entries`); 0 turns the
    /// cache off.
    public var cacheEntries: Int = 64
    /// The most bytes of request bodies the cache keeps loaded animations for
    /// (`--cache-bytes`).
    public var cacheBytes: Int = 256 << 20

    /// The defaults, with one render slot per core.
    public init() {}

    /// Checks that every limit is positive (the queue and the cache may be 0); returns the
    /// first problem as a message, or nil.
    public func problem() -> String? {
        let positive: [(String, Int)] = [
            ("--max-body-bytes", maxBodyBytes), ("--max-decompressed-bytes", maxDecompressedBytes),
            ("--max-expression-heap-bytes", maxExpressionHeapBytes), ("--max-pixels", maxPixelsPerFrame), ("--max-frames", maxFramesPerRequest),
            ("--max-concurrent-renders", maxConcurrentRenders),
        ]
        for (name, value) in positive where value < 1 { return "\(name) \(value) must be at least 1" }
        if maxQueuedRenders < 0 { return "--max-queued-renders \(maxQueuedRenders) must be at least 0" }
        if cacheEntries < 0 { return "--cache-entries \(cacheEntries) must be at least 0" }
        if cacheBytes < 0 { return "--cache-bytes \(cacheBytes) must be at least 0" }
        guard timeoutSeconds > 0, timeoutSeconds.isFinite, timeoutSeconds <= 86_400 else {
            return "--timeout \(timeoutSeconds) must be above 0 and at most 86400 seconds"
        }
        return nil
    }
}
