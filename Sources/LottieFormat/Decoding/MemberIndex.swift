/// A small cache of the member lists of recently read objects, so key lookups do not walk the
/// tape again and again: one walk per object records a presence mask (a key whose bit is
/// missing is certainly absent — most lookups) and the first members' packed keys, which
/// later lookups compare as plain integers.
///
/// Direct-mapped by node index: the decoder moves between a few nested objects at a time.
struct MemberIndex {
    private static let slots = 32
    private static let width = 32

    private let objects: UnsafeMutablePointer<Int>
    private let masks: UnsafeMutablePointer<UInt64>
    private let counts: UnsafeMutablePointer<Int>
    private let keys: UnsafeMutablePointer<(packed: UInt64, node: Int)>

    /// An empty index. It holds no reference to the document (lookups take it as an argument),
    /// so using it costs no reference counting.
    init() {
        objects = .allocate(capacity: Self.slots)
        objects.initialize(repeating: -1, count: Self.slots)
        masks = .allocate(capacity: Self.slots)
        masks.initialize(repeating: 0, count: Self.slots)
        counts = .allocate(capacity: Self.slots)
        counts.initialize(repeating: 0, count: Self.slots)
        keys = .allocate(capacity: Self.slots * Self.width)
        keys.initialize(repeating: (0, 0), count: Self.slots * Self.width)
    }

    /// Frees the cache; the index must not be used afterwards.
    func deallocate() {
        objects.deallocate()
        masks.deallocate()
        counts.deallocate()
        keys.deallocate()
    }

    /// The value node of member `key` of object `n` (the last one when repeated), or nil.
    @inline(__always) func member(_ n: Int, _ key: JSONKey, in document: JSONDocument) -> Int? {
        let slot = n & (Self.slots - 1)
        if objects[slot] != n { fill(slot, n, document) }
        guard masks[slot] & JSONDocument.keyBit(key.packed) != 0 else { return nil }
        let count = counts[slot]
        if count > Self.width { return document.member(n, key) }
        let entries = keys + slot * Self.width
        // From the end, so the first match is the last of repeated keys.
        var i = count
        while i > 0 {
            i -= 1
            if entries[i].packed == key.packed, document.stringEquals(entries[i].node, key) { return entries[i].node + 1 }
        }
        return nil
    }

    /// Walks object `n`'s members once into `slot`.
    private func fill(_ slot: Int, _ n: Int, _ document: JSONDocument) {
        objects[slot] = n
        var mask: UInt64 = 0
        var count = 0
        let entries = keys + slot * Self.width
        let nodes = document.nodes
        if nodes[n].kind == .object {
            var k = n + 1
            let end = nodes[n].end
            while k < end {
                let packed = nodes[k].payload
                mask |= JSONDocument.keyBit(packed)
                if count < Self.width { entries[count] = (packed, k) }
                count += 1
                k = document.next(k + 1)
            }
        }
        masks[slot] = mask
        counts[slot] = count
    }
}
