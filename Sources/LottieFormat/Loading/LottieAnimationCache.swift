import Foundation

/// A thread-safe least-recently-used cache of loaded animations, in memory, keyed by file path,
/// by URL (see `LottieAnimation.loadedFrom(url:limits:timeout:animationCache:)`, which uses
/// ``shared`` by default) or by any key you choose.
public final class LottieAnimationCache: @unchecked Sendable {
    // Unchecked: all mutable state is guarded by `lock`.
    private let lock = NSLock()
    private var entries: [String: LottieAnimation] = [:]
    /// Keys from least to most recently used.
    private var order: [String] = []

    /// How many animations the cache keeps.
    public let capacity: Int

    /// A process-wide cache of 32 animations.
    public static let shared = LottieAnimationCache(capacity: 32)

    /// A cache keeping at most `capacity` animations (at least 1).
    public init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The number of cached animations.
    public var count: Int { lock.withLock { entries.count } }

    /// The cached animation for a key, marking it as recently used.
    public func animation(forKey key: String) -> LottieAnimation? {
        lock.withLock {
            guard let animation = entries[key] else { return nil }
            touch(key)
            return animation
        }
    }

    /// Stores an animation, evicting the least recently used one when full.
    public func setAnimation(_ animation: LottieAnimation, forKey key: String) {
        lock.withLock {
            entries[key] = animation
            touch(key)
            while order.count > capacity { entries[order.removeFirst()] = nil }
        }
    }

    /// Removes one animation.
    public func removeAnimation(forKey key: String) {
        lock.withLock {
            entries[key] = nil
            order.removeAll { $0 == key }
        }
    }

    /// Removes every animation.
    public func removeAll() {
        lock.withLock {
            entries.removeAll()
            order.removeAll()
        }
    }

    /// The animation at a file, from the cache or loaded (and cached) on a miss. The key is
    /// the file's standardized path.
    public func animation(fileURL: URL, limits: LoadLimits = .default) throws -> LottieAnimation {
        let key = fileURL.standardizedFileURL.path
        if let cached = animation(forKey: key) { return cached }
        let animation = try LottieAnimation.load(fileURL: fileURL, limits: limits)
        setAnimation(animation, forKey: key)
        return animation
    }

    /// The animation at a URL, from the cache or loaded (and cached) on a miss, as
    /// `LottieAnimation.loadedFrom(url:limits:timeout:animationCache:)` loads it with this
    /// cache.
    public func animation(url: URL, limits: LoadLimits = .default, timeout: TimeInterval = 60) async throws -> LottieAnimation {
        try await LottieAnimation.loadedFrom(url: url, limits: limits, timeout: timeout, animationCache: self)
    }

    private func touch(_ key: String) {
        if let i = order.firstIndex(of: key) { order.remove(at: i) }
        order.append(key)
    }
}
