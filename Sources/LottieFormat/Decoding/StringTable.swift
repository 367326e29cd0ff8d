import Foundation

/// The strings already made from a document's string nodes, so that the names a file repeats
/// (match names such as "ADBE Vector Group", "Transform", "Fill 1") are made once and then
/// shared: making a string validates its bytes and, past 15 bytes, allocates.
///
/// Direct-mapped by a hash of the string's bytes; a slot holds the last string that hashed
/// there. Raw storage, like `MemberIndex`, so lookups cost no exclusivity checks.
struct StringTable {
    private static let slots = 256

    /// The node whose string a slot holds, -1 when empty.
    private let nodes: UnsafeMutablePointer<Int>
    private let strings: UnsafeMutablePointer<String>

    /// An empty table.
    init() {
        nodes = .allocate(capacity: Self.slots)
        nodes.initialize(repeating: -1, count: Self.slots)
        strings = .allocate(capacity: Self.slots)
        strings.initialize(repeating: "", count: Self.slots)
    }

    /// Frees the table; it must not be used afterwards.
    func deallocate() {
        nodes.deallocate()
        strings.deinitialize(count: Self.slots)
        strings.deallocate()
    }

    /// The string of string node `n`.
    func string(_ n: Int, in document: JSONDocument) -> String {
        let slot = Int(truncatingIfNeeded: document.stringHash(n) >> 56)
        let cached = nodes[slot]
        if cached >= 0, document.sameString(cached, n) { return strings[slot] }
        let string = document.string(n)
        nodes[slot] = n
        strings[slot] = string
        return string
    }
}
