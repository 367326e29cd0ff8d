/// Values kept from one frame to the next under the policy of this canvas's caches (the one
/// CairoCanvas' `CoverageCache` follows too): a value is kept when its key comes up in two
/// different frames (a key seen once costs only a dictionary entry), values not used during
/// the previous frame are dropped when the next one begins, and what is kept stays within a
/// budget of bytes.
final class FrameCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var size: Int
        var lastFrame: Int
    }

    // Looked up for every shape drawn, so the state skips the run-time exclusivity checks: no
    // access to it spans a call that could reach it again (`modifyValue`'s body works on
    // one value only).
    @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
    /// Keys seen once, by the frame they were seen in.
    @exclusivity(unchecked) private var candidates: [Key: Int] = [:]
    @exclusivity(unchecked) private var frame = 0
    @exclusivity(unchecked) private var cachedBytes = 0
    private let maxBytes: Int
    /// The keys `beginFrame` drops, listed before they are removed: removing them while
    /// iterating would copy the whole dictionary (the iteration holds its storage).
    @exclusivity(unchecked) private var staleKeys: [Key] = []

    /// A cache holding at most `maxBytes` (as the values' sizes count them).
    init(maxBytes: Int) {
        self.maxBytes = maxBytes
        // Room for a typical frame's keys from the start: growing a dictionary rehashes every
        // key, which showed in the profile of a single-frame animation's only (cold) frame.
        candidates.reserveCapacity(128)
        entries.reserveCapacity(128)
    }

    /// How many values are kept.
    var count: Int { entries.count }

    /// Starts a new frame: drops what the frame before did not use.
    func beginFrame() {
        let previous = frame
        frame += 1
        for (key, entry) in entries where entry.lastFrame < previous {
            cachedBytes -= entry.size
            staleKeys.append(key)
        }
        for key in staleKeys { entries[key] = nil }
        staleKeys.removeAll(keepingCapacity: true)
        for (key, seen) in candidates where seen < previous { staleKeys.append(key) }
        for key in staleKeys { candidates[key] = nil }
        staleKeys.removeAll(keepingCapacity: true)
    }

    /// The value kept for `key`, if any, now used in this frame.
    func value(for key: Key) -> Value? {
        // Found by index and changed in place: one lookup, where reading the entry and storing
        // it back would hash the key twice.
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].lastFrame = frame
        return entries.values[index].value
    }

    /// Runs `body` on the value kept for `key` (now used in this frame), if any: it may change
    /// the value within `room` bytes (its size plus what the budget has left) and returns its
    /// new size with its result.
    func modifyValue<Result>(for key: Key, _ body: (_ value: inout Value, _ room: Int) -> (size: Int, result: Result)) -> Result? {
        guard let index = entries.index(forKey: key) else { return nil }
        let oldSize = entries.values[index].size
        let (size, result) = body(&entries.values[index].value, maxBytes - cachedBytes + oldSize)
        cachedBytes += size - oldSize
        entries.values[index].size = size
        entries.values[index].lastFrame = frame
        return result
    }

    /// Remembers that `key` came up in this frame, as an offer that is not kept does.
    func remember(_ key: Key) { candidates[key] = frame }

    /// Whether `offer(for:size:worthKeeping:_:)` would keep a value for `key` now (the key came
    /// up in an earlier frame), if it fits the budget.
    func willKeep(_ key: Key) -> Bool {
        candidates[key].map { $0 < frame } ?? false
    }

    /// Offers a value of `size` bytes for `key`, made by `make` only when it is kept: when the
    /// key came up in an earlier frame too, the value is `worthKeeping` and it fits the
    /// budget. Otherwise the key is remembered. Returns the value when it was kept.
    @discardableResult
    func offer(for key: Key, size: Int, worthKeeping: Bool = true, _ make: () -> Value) -> Value? {
        // One lookup for a key seen for the first time (the common case): the frame is
        // recorded, and what it replaced says whether the key came up before.
        guard let seen = candidates.updateValue(frame, forKey: key), seen < frame else { return nil }
        candidates[key] = nil
        guard worthKeeping, cachedBytes + size <= maxBytes else { return nil }
        let value = make()
        entries[key] = Entry(value: value, size: size, lastFrame: frame)
        cachedBytes += size
        return value
    }
}
