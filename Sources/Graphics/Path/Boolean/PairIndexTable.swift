/// A hash map from a pair of 64-bit words to a dense index (0, 1, 2… in order of insertion):
/// the vertex table of an `EdgeArrangement`.
///
/// Why not `Dictionary`: building the arrangement is a lookup for about every segment, every
/// frame a merge's inputs animate, and `Dictionary`'s seeded SipHash of two `Double`s dominated
/// the whole boolean operation. Open addressing with a multiplicative hash over flat arrays
/// does the same job several times faster.
struct PairIndexTable {
    /// Two words per slot.
    private var keys: [UInt64]
    /// Each slot's index, or -1 when the slot is free.
    private var indices: [Int32]
    private var shift: UInt64
    /// The number of pairs stored.
    private(set) var count = 0

    /// An empty table that holds `expectedCount` pairs without growing.
    init(expectedCount: Int) {
        var capacity = 16, bits: UInt64 = 4
        while capacity < 2 * expectedCount { capacity *= 2; bits += 1 }
        keys = [UInt64](repeating: 0, count: 2 * capacity)
        indices = [Int32](repeating: -1, count: capacity)
        shift = 64 - bits
    }

    /// The index of the pair (`a`, `b`), inserting it with the next free index if it is new.
    mutating func index(of a: UInt64, _ b: UInt64) -> Int {
        if 2 * (count + 1) > indices.count { grow() }
        var slot = self.slot(a, b)
        while true {
            let stored = indices[slot]
            if stored < 0 {
                keys[2 * slot] = a
                keys[2 * slot + 1] = b
                indices[slot] = Int32(truncatingIfNeeded: count)
                count += 1
                return count - 1
            }
            if keys[2 * slot] == a, keys[2 * slot + 1] == b { return Int(stored) }
            slot = (slot + 1) & (indices.count - 1)
        }
    }

    /// The first slot to probe for a pair: the top bits of a multiplicative mix of both words
    /// (their low bits are often all zero, as in the bit patterns of whole-number `Double`s).
    @inline(__always) private func slot(_ a: UInt64, _ b: UInt64) -> Int {
        let mixed = (a &* 0x9E37_79B9_7F4A_7C15 ^ (b &+ 0x632B_E59B_D9B4_E019)) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: (mixed ^ (mixed >> 31)) >> shift)
    }

    private mutating func grow() {
        let oldKeys = keys, oldIndices = indices
        keys = [UInt64](repeating: 0, count: 2 * oldKeys.count)
        indices = [Int32](repeating: -1, count: 2 * oldIndices.count)
        shift -= 1
        for old in oldIndices.indices where oldIndices[old] >= 0 {
            var slot = self.slot(oldKeys[2 * old], oldKeys[2 * old + 1])
            while indices[slot] >= 0 { slot = (slot + 1) & (indices.count - 1) }
            keys[2 * slot] = oldKeys[2 * old]
            keys[2 * slot + 1] = oldKeys[2 * old + 1]
            indices[slot] = oldIndices[old]
        }
    }
}
