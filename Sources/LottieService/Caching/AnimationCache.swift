import Foundation
import Lottie

/// Loaded animations by the content of the bytes they were loaded from, least recently used
/// first out: a second render of the same file skips the load. Bounded by a number of entries
/// and by the bytes of the bodies kept (each entry keeps its body, to confirm a hash match
/// byte for byte).
final class AnimationCache: @unchecked Sendable {
    private struct Key: Hashable {
        let hash: Int
        let count: Int
    }

    private final class Entry {
        let key: Key
        let data: Data
        let animation: LottieAnimation
        var lastUse: UInt64
        init(key: Key, data: Data, animation: LottieAnimation, lastUse: UInt64) {
            (self.key, self.data, self.animation, self.lastUse) = (key, data, animation, lastUse)
        }
    }

    // Everything below is guarded by `lock`.
    private let lock = NSLock()
    private let maxEntries: Int
    private let maxBytes: Int
    private var entries: [Key: [Entry]] = [:]
    private var count = 0
    private var bytes = 0
    private var clock: UInt64 = 0

    /// A cache of at most `maxEntries` animations loaded from at most `maxBytes` bytes in all.
    init(maxEntries: Int, maxBytes: Int) {
        self.maxEntries = max(0, maxEntries)
        self.maxBytes = max(0, maxBytes)
    }

    /// The number of animations held.
    var entryCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// The animation loaded from exactly `data`, if held (and now the most recently used).
    func animation(for data: Data) -> LottieAnimation? {
        let key = Self.key(data)
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[key]?.first(where: { $0.data == data }) else { return nil }
        clock += 1
        entry.lastUse = clock
        return entry.animation
    }

    /// Keeps `animation`, loaded from `data`, evicting the least recently used entries to stay
    /// within the bounds (a body larger than all of them is not kept).
    func insert(_ animation: LottieAnimation, for data: Data) {
        guard maxEntries > 0, data.count <= maxBytes else { return }
        let key = Self.key(data)
        lock.lock()
        defer { lock.unlock() }
        if entries[key]?.contains(where: { $0.data == data }) == true { return }
        while count >= maxEntries || bytes + data.count > maxBytes, evictOldest() {}
        clock += 1
        entries[key, default: []].append(Entry(key: key, data: data, animation: animation, lastUse: clock))
        count += 1
        bytes += data.count
    }

    /// Removes the least recently used entry; false when there is none. (A linear scan: the
    /// cache holds tens of entries, and a scan is cheap beside a load.)
    private func evictOldest() -> Bool {
        var oldest: Entry?
        for bucket in entries.values {
            for entry in bucket where oldest.map({ entry.lastUse < $0.lastUse }) ?? true { oldest = entry }
        }
        guard let oldest else { return false }
        entries[oldest.key]?.removeAll { $0 === oldest }
        if entries[oldest.key]?.isEmpty == true { entries[oldest.key] = nil }
        count -= 1
        bytes -= oldest.data.count
        return true
    }

    private static func key(_ data: Data) -> Key {
        var hasher = Hasher()
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
        return Key(hash: hasher.finalize(), count: data.count)
    }
}
