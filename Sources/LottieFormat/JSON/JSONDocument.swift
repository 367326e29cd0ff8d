import Foundation

/// A parsed JSON text as a flat array of nodes in document order (a "tape").
///
/// Containers know where their subtree ends, so a reader can skip any value in O(1) and no
/// node allocates: parsing a large animation makes one node buffer, not a tree of objects.
/// Object members are stored as a key node (a string) followed by the value's subtree.
final class JSONDocument: @unchecked Sendable {
    // Unchecked: the node storage is written only by the parser before the document exists,
    // then only read, and freed when the document goes away.

    /// The kinds of JSON values.
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value in 16 bytes. Strings keep their bytes in `source` (or in `unescaped` when they
    /// had escape sequences) and their first eight bytes packed into `payload`, so keys compare
    /// as one integer.
    struct Node: Sendable {
        /// Bits 0-2: the kind; bit 3: the string's bytes live in `unescaped`, or the array's
        /// numbers live in `numbers`; bits 8-31: the element count (containers) or byte length
        /// (strings); bits 32-63: the index just past the subtree (every kind but strings) or
        /// the byte offset (strings).
        var header: UInt64
        /// Numbers: the `Double` bit pattern. Strings: the first eight bytes, little-endian.
        /// Compact arrays: the index of the first number in `numbers` (bits 0-39) and, for
        /// arrays of equally long number arrays, that length (bits 40-63; 0 for plain arrays of
        /// numbers).
        var payload: UInt64

        /// The largest element count or string length a node can hold.
        static let maxCount = (1 << 24) - 1

        @inline(__always) var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: header & 7)) ?? .null }
        @inline(__always) var isUnescaped: Bool { header & 8 != 0 }
        /// An array whose numbers are stored in `numbers` rather than as nodes: an array of
        /// numbers, or an array of number arrays of one length (a matrix, such as path points).
        @inline(__always) var isCompact: Bool { header & 8 != 0 && kind == .array }
        /// The index of a compact array's first number.
        @inline(__always) var firstNumber: Int { Int(truncatingIfNeeded: payload & 0xFF_FFFF_FFFF) }
        /// A compact array's row length; 0 for an array of numbers.
        @inline(__always) var columns: Int { Int(truncatingIfNeeded: payload >> 40) }
        /// Element count of a container, byte length of a string.
        @inline(__always) var count: Int { Int(truncatingIfNeeded: (header >> 8) & 0xFF_FFFF) }
        /// The index past the subtree (not for strings).
        @inline(__always) var end: Int { Int(truncatingIfNeeded: header >> 32) }
        /// The byte offset of a string.
        @inline(__always) var offset: Int { Int(truncatingIfNeeded: header >> 32) }

        /// A container or scalar (not a string) node.
        @inline(__always) init(kind: Kind, count: Int = 0, end: Int, payload: UInt64 = 0) {
            header = UInt64(kind.rawValue) | UInt64(truncatingIfNeeded: count) << 8 | UInt64(truncatingIfNeeded: end) << 32
            self.payload = payload
        }

        /// A compact array of `count` elements stored from `numbers[first]`: numbers when
        /// `columns` is 0, else rows of `columns` numbers.
        @inline(__always) init(compactArrayAt first: Int, count: Int, columns: Int, end: Int) {
            header = UInt64(Kind.array.rawValue) | 8 | UInt64(truncatingIfNeeded: count) << 8 | UInt64(truncatingIfNeeded: end) << 32
            payload = UInt64(truncatingIfNeeded: first) | UInt64(truncatingIfNeeded: columns) << 40
        }

        /// The most numbers a document can hold (the index must fit in 40 bits).
        static let maxNumbers = 1 << 40
        /// The longest row of a compact matrix.
        static let maxColumns = (1 << 24) - 1

        /// A string node.
        @inline(__always) init(stringAt offset: Int, length: Int, unescaped: Bool, packed: UInt64) {
            header = UInt64(Kind.string.rawValue) | (unescaped ? 8 : 0) | UInt64(truncatingIfNeeded: length) << 8
                | UInt64(truncatingIfNeeded: offset) << 32
            payload = packed
        }
    }

    /// The JSON text, borrowed: the document exists only while `JSONParser.withDocument`'s
    /// body runs.
    let source: UnsafeBufferPointer<UInt8>
    /// The nodes; node 0 is the root value. Raw storage so reads need no bounds checks or
    /// reference counting: every index the reader uses comes from the nodes themselves.
    let nodes: UnsafeMutableBufferPointer<Node>
    /// The elements of number arrays, which are most arrays in Lottie (points, colours,
    /// keyframe values): 8 bytes per number instead of a 16-byte node.
    let numbers: UnsafeMutableBufferPointer<Double>
    /// The decoded bytes of strings that contained escapes.
    let unescaped: [UInt8]

    /// A document taking ownership of `nodes` and `numbers` (malloc'd; freed with the document).
    init(source: UnsafeBufferPointer<UInt8>, nodes: UnsafeMutableBufferPointer<Node>,
         numbers: UnsafeMutableBufferPointer<Double>, unescaped: [UInt8]) {
        self.source = source; self.nodes = nodes; self.numbers = numbers; self.unescaped = unescaped
    }

    deinit {
        free(nodes.baseAddress)
        free(numbers.baseAddress)
    }

    /// The root value's index.
    static let root = 0

    // MARK: Reading

    @inline(__always) func kind(_ n: Int) -> Kind { nodes[n].kind }

    /// The index of the value after `n`'s subtree.
    @inline(__always) func next(_ n: Int) -> Int {
        let node = nodes[n]
        return node.kind == .string ? n + 1 : node.end
    }

    /// The number at `n`, or nil when it is not a number.
    @inline(__always) func number(_ n: Int) -> Double? {
        let node = nodes[n]
        return node.kind == .number ? Double(bitPattern: node.payload) : nil
    }

    /// The string at `n` (which must be a string node).
    func string(_ n: Int) -> String {
        withBytes(of: n) { String(decoding: $0, as: UTF8.self) }
    }

    /// A hash of the bytes of string node `n`, from its length and its first and last eight
    /// bytes.
    func stringHash(_ n: Int) -> UInt64 {
        let node = nodes[n]
        var hash = node.payload ^ UInt64(truncatingIfNeeded: node.count) &* 0x9E37_79B9_7F4A_7C15
        if node.count > 8 {
            let last = withBytes(of: n) { UInt64(littleEndian: UnsafeRawBufferPointer($0).loadUnaligned(fromByteOffset: $0.count - 8, as: UInt64.self)) }
            hash = (hash ^ (hash >> 29) ^ last) &* 0xBF58_476D_1CE4_E5B9
        }
        return hash &* 0x94D0_49BB_1331_11EB
    }

    /// Whether string nodes `a` and `b` have the same bytes.
    func sameString(_ a: Int, _ b: Int) -> Bool {
        let first = nodes[a], second = nodes[b]
        guard first.payload == second.payload, first.count == second.count else { return false }
        guard first.count > 8 else { return true }
        return withBytes(of: a) { x in
            withBytes(of: b) { y in
                guard let x = x.baseAddress, let y = y.baseAddress else { return false }
                return memcmp(x, y, first.count) == 0
            }
        }
    }

    /// Runs `body` with the bytes of string node `n`.
    private func withBytes<R>(of n: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let node = nodes[n]
        let start = node.offset, len = node.count
        if node.isUnescaped { return unescaped.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + len])) } }
        return body(UnsafeBufferPointer(rebasing: source[start..<start + len]))
    }

    /// Whether the string node `n` equals `key`.
    @inline(__always) func stringEquals(_ n: Int, _ key: JSONKey) -> Bool {
        let node = nodes[n]
        let length = key.text.utf8CodeUnitCount
        guard node.kind == .string, node.payload == key.packed, node.count == length else { return false }
        return length <= 8 || bytesEqual(n, key)
    }

    /// Whether the bytes of string node `n` equal `key`'s (of the same length). Out of line:
    /// keys longer than eight bytes are rare.
    @inline(never) private func bytesEqual(_ n: Int, _ key: JSONKey) -> Bool {
        withBytes(of: n) { $0.elementsEqual(UnsafeBufferPointer(start: key.text.utf8Start, count: key.text.utf8CodeUnitCount)) }
    }

    /// The numbers of `n` when it is an array of numbers (stored compactly), else nil.
    @inline(__always) func numberArray(_ n: Int) -> UnsafeBufferPointer<Double>? {
        let node = nodes[n]
        guard node.isCompact, node.columns == 0 else { return nil }
        return UnsafeBufferPointer(rebasing: numbers[node.firstNumber..<node.firstNumber + node.count])
    }

    /// The rows of `n` when it is an array of equally long number arrays, stored compactly
    /// row after row; else nil.
    @inline(__always) func numberMatrix(_ n: Int) -> (columns: Int, values: UnsafeBufferPointer<Double>)? {
        let node = nodes[n]
        guard node.isCompact, node.columns > 0 else { return nil }
        return (node.columns, UnsafeBufferPointer(rebasing: numbers[node.firstNumber..<node.firstNumber + node.count * node.columns]))
    }

    /// Whether `n` is an array whose elements are stored compactly (no element nodes).
    @inline(__always) func isCompactArray(_ n: Int) -> Bool { nodes[n].isCompact }

    /// The element count of the container `n`.
    @inline(__always) func count(_ n: Int) -> Int { nodes[n].count }

    /// The value of member `key` of object `n`, or nil when absent (or `n` is not an object).
    /// With duplicate keys the last one wins, as in JavaScript's `JSON.parse`.
    func member(_ n: Int, _ key: JSONKey) -> Int? {
        let nodes = self.nodes
        guard nodes[n].kind == .object else { return nil }
        var found: Int?
        var k = n + 1
        let end = nodes[n].end
        let packed = key.packed
        while k < end {
            let v = k + 1
            if nodes[k].payload == packed, stringEquals(k, key) { found = v }
            k = next(v)
        }
        return found
    }

    /// The values of four keys shorter than eight bytes of object `n`, found in one walk over
    /// its members: 0 (the root, never a member) when absent or when `n` is not an object; the
    /// last of repeated keys wins, as in `member`.
    @inline(__always) func members(_ n: Int, _ keys: (JSONKey, JSONKey, JSONKey, JSONKey)) -> (Int, Int, Int, Int) {
        let tags = (keys.0.shortTag, keys.1.shortTag, keys.2.shortTag, keys.3.shortTag)
        var found = (0, 0, 0, 0)
        forEachMember(n) { tag, v in
            if tag == tags.0 {
                found.0 = v
            } else if tag == tags.1 {
                found.1 = v
            } else if tag == tags.2 {
                found.2 = v
            } else if tag == tags.3 {
                found.3 = v
            }
        }
        return found
    }

    /// The tag of string node `n`: equal to `JSONKey.shortTag` exactly when the string is that
    /// short key.
    @inline(__always) func shortTag(_ n: Int) -> UInt64 {
        let node = nodes[n]
        return node.payload | UInt64(truncatingIfNeeded: min(node.count, 8)) << 56
    }

    /// Calls `body` with each member of object `n` (none when `n` is not an object) in order:
    /// the key's tag, which equals `JSONKey.shortTag` exactly when the key is that short key,
    /// and the value's node. Readers of objects with many possible keys compare the tags in one
    /// walk instead of looking each key up.
    @inline(__always) func forEachMember(_ n: Int, _ body: (_ tag: UInt64, _ value: Int) throws -> Void) rethrows {
        let nodes = self.nodes
        guard nodes[n].kind == .object else { return }
        var k = n + 1
        let end = nodes[n].end
        while k < end {
            let v = k + 1
            try body(shortTag(k), v)
            k = next(v)
        }
    }

    /// The bit a key sets in a presence mask (a hash of its first eight bytes).
    @inline(__always) static func keyBit(_ packed: UInt64) -> UInt64 {
        1 << ((packed &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// The element nodes of array `n` (empty when `n` is not an array, and for compact arrays,
    /// whose elements are read with `numberArray` and `numberMatrix`).
    @inline(__always) func elements(_ n: Int) -> Elements {
        nodes[n].kind == .array && !nodes[n].isCompact ? Elements(document: self, index: n + 1, end: nodes[n].end) : Elements(document: self, index: 0, end: 0)
    }

    /// The (key, value) node pairs of object `n` (empty when `n` is not an object).
    @inline(__always) func members(_ n: Int) -> Members {
        nodes[n].kind == .object ? Members(document: self, index: n + 1, end: nodes[n].end) : Members(document: self, index: 0, end: 0)
    }

    /// Iterates the element indices of an array without allocating.
    struct Elements: Sequence, IteratorProtocol {
        let document: JSONDocument
        var index: Int
        let end: Int
        mutating func next() -> Int? {
            guard index < end else { return nil }
            defer { index = document.next(index) }
            return index
        }
    }

    /// Iterates the (key, value) indices of an object without allocating.
    struct Members: Sequence, IteratorProtocol {
        let document: JSONDocument
        var index: Int
        let end: Int
        mutating func next() -> (key: Int, value: Int)? {
            guard index < end else { return nil }
            defer { index = document.next(index + 1) }
            return (index, index + 1)
        }
    }

    // MARK: Paths

    /// The JSON path of node `n`, e.g. `layers[3].shapes[1].ks`. Found by descending from the
    /// root through the containers whose subtree holds `n`, so parsing never pays for paths.
    /// Built as bytes and made a string once: files with many warnings ask for many paths.
    func path(of n: Int) -> String {
        var path: [UInt8] = []
        path.reserveCapacity(64)
        var current = JSONDocument.root
        walk: while current != n, current < nodes.count {
            switch nodes[current].kind {
            case .array:
                var i = 0
                var child = current + 1
                while child < n, next(child) <= n { child = next(child); i += 1 }
                path.append(UInt8(ascii: "["))
                appendDecimal(i, to: &path)
                path.append(UInt8(ascii: "]"))
                current = child
            case .object:
                var k = current + 1
                while next(k + 1) <= n { k = next(k + 1) }
                if !path.isEmpty { path.append(UInt8(ascii: ".")) }
                appendBytes(ofString: k, to: &path)
                current = k + 1
                if current > n { break walk }
            default:
                break walk
            }
        }
        return String(decoding: path, as: UTF8.self)
    }

    private func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    private func appendBytes(ofString n: Int, to bytes: inout [UInt8]) {
        // Appending a buffer rather than a slice copies the bytes at once.
        withBytes(of: n) { bytes.append(contentsOf: $0) }
    }

    /// A short description of the value at `n` for error messages.
    func describe(_ n: Int) -> String {
        switch nodes[n].kind {
        case .null: return "null"
        case .false: return "false"
        case .true: return "true"
        case .number: return "number \(Double(bitPattern: nodes[n].payload))"
        case .string:
            let s = string(n)
            return "string \"" + (s.count > 40 ? String(s.prefix(40)) + "…" : s) + "\""
        case .array:
            if numberArray(n) != nil { return "array of \(count(n)) numbers" }
            if let m = numberMatrix(n) { return "array of \(count(n)) arrays of \(m.columns) numbers" }
            return "array of \(count(n))"
        case .object: return "object"
        }
    }
}

/// An object key known at compile time, with its first eight bytes packed the way the parser
/// packs strings. Built from a literal without allocating.
struct JSONKey: Sendable, ExpressibleByStringLiteral {
    let text: StaticString
    let packed: UInt64

    // Inlined so that the packing of a literal folds to a constant at the call site.
    @inline(__always) init(stringLiteral value: StaticString) {
        text = value
        packed = JSONKey.pack(UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
    }

    /// The key as a string.
    var name: String { text.description }

    /// The packed bytes with the length (at most 8) in the top byte: for a key shorter than
    /// eight bytes, equal to a string node's `payload | min(count, 8) << 56` exactly when the
    /// string is the key (a longer string has bit 3 of the top byte set, a shorter key not).
    @inline(__always) var shortTag: UInt64 {
        assert(text.utf8CodeUnitCount < 8, "shortTag is for keys shorter than eight bytes")
        return packed | UInt64(truncatingIfNeeded: text.utf8CodeUnitCount) << 56
    }

    /// Packs up to eight bytes into an integer, first byte lowest.
    @inline(__always) static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var packed: UInt64 = 0
        for i in 0..<min(bytes.count, 8) { packed |= UInt64(bytes[i]) << (UInt64(i) * 8) }
        return packed
    }
}
