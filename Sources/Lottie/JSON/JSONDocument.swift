/// A parsed JSON text as a flat array of nodes in document order (a "tape").
///
/// Containers know where their subtree ends, so a reader can skip any value in O(1) and no
/// node allocates: parsing a large animation makes three arrays, not a tree of objects. Object
/// members are stored as a key node (a string) followed by the value's subtree.
final class JSONDocument: Sendable {
    /// The kinds of JSON values.
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value. Strings keep their bytes in `source` (or in `unescaped` when they had escape
    /// sequences) and their first eight bytes packed into `payload`, so keys compare as one
    /// integer.
    struct Node: Sendable {
        var kind: Kind
        /// For strings: the bytes live in `unescaped` rather than `source`.
        var isUnescaped: Bool
        /// The index just past this node's subtree.
        var end: UInt32
        /// Containers: the number of elements or members. Strings: the byte offset.
        var count: UInt32
        /// Strings: the byte length.
        var length: UInt32
        /// Numbers: the `Double` bit pattern. Strings: the first eight bytes, little-endian.
        var payload: UInt64
    }

    /// The JSON text.
    let source: [UInt8]
    /// The nodes; node 0 is the root value.
    let nodes: [Node]
    /// The decoded bytes of strings that contained escapes.
    let unescaped: [UInt8]

    init(source: [UInt8], nodes: [Node], unescaped: [UInt8]) {
        self.source = source; self.nodes = nodes; self.unescaped = unescaped
    }

    /// The root value's index.
    static let root = 0

    // MARK: Reading

    @inline(__always) func kind(_ n: Int) -> Kind { nodes[n].kind }

    /// The index of the value after `n`'s subtree.
    @inline(__always) func next(_ n: Int) -> Int { Int(nodes[n].end) }

    /// The number at `n`, or nil when it is not a number.
    @inline(__always) func number(_ n: Int) -> Double? {
        let node = nodes[n]
        return node.kind == .number ? Double(bitPattern: node.payload) : nil
    }

    /// The string at `n` (which must be a string node).
    func string(_ n: Int) -> String {
        let node = nodes[n]
        let start = Int(node.count), len = Int(node.length)
        if node.isUnescaped {
            return unescaped.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + len]), as: UTF8.self) }
        }
        return source.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + len]), as: UTF8.self) }
    }

    /// Whether the string node `n` equals `key`.
    @inline(__always) func stringEquals(_ n: Int, _ key: JSONKey) -> Bool {
        let node = nodes[n]
        let length = key.text.utf8CodeUnitCount
        guard node.payload == key.packed, Int(node.length) == length else { return false }
        if length <= 8 { return true }
        let start = Int(node.count)
        let buffer = node.isUnescaped ? unescaped : source
        let text = key.text.utf8Start
        for i in 8..<length where buffer[start + i] != text[i] { return false }
        return true
    }

    /// The element count of the container `n`.
    @inline(__always) func count(_ n: Int) -> Int { Int(nodes[n].count) }

    /// The value of member `key` of object `n`, or nil when absent (or `n` is not an object).
    /// With duplicate keys the last one wins, as in JavaScript's `JSON.parse`.
    func member(_ n: Int, _ key: JSONKey) -> Int? {
        guard nodes[n].kind == .object else { return nil }
        var found: Int?
        var k = n + 1
        let end = Int(nodes[n].end)
        while k < end {
            let v = k + 1
            if stringEquals(k, key) { found = v }
            k = Int(nodes[v].end)
        }
        return found
    }

    /// The elements of array `n` (empty when `n` is not an array).
    @inline(__always) func elements(_ n: Int) -> Elements {
        nodes[n].kind == .array ? Elements(document: self, index: n + 1, end: Int(nodes[n].end)) : Elements(document: self, index: 0, end: 0)
    }

    /// The (key, value) node pairs of object `n` (empty when `n` is not an object).
    @inline(__always) func members(_ n: Int) -> Members {
        nodes[n].kind == .object ? Members(document: self, index: n + 1, end: Int(nodes[n].end)) : Members(document: self, index: 0, end: 0)
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
    func path(of n: Int) -> String {
        var path = ""
        var current = JSONDocument.root
        while current != n, current < nodes.count {
            switch nodes[current].kind {
            case .array:
                var i = 0
                var child = current + 1
                while child < n, next(child) <= n { child = next(child); i += 1 }
                path += "[\(i)]"
                current = child
            case .object:
                var k = current + 1
                while next(k + 1) <= n { k = next(k + 1) }
                let key = string(k)
                path += path.isEmpty ? key : "." + key
                current = k + 1
                if current > n { return path }
            default:
                return path
            }
        }
        return path
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
        case .array: return "array of \(count(n))"
        case .object: return "object"
        }
    }
}

/// An object key known at compile time, with its first eight bytes packed the way the parser
/// packs strings. Built from a literal without allocating.
struct JSONKey: Sendable, ExpressibleByStringLiteral {
    let text: StaticString
    let packed: UInt64

    init(stringLiteral value: StaticString) {
        text = value
        packed = JSONKey.pack(UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
    }

    /// The key as a string.
    var name: String { text.description }

    /// Packs up to eight bytes into an integer, first byte lowest.
    @inline(__always) static func pack<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var packed: UInt64 = 0
        var shift: UInt64 = 0
        for b in bytes.prefix(8) {
            packed |= UInt64(b) << shift
            shift += 8
        }
        return packed
    }
}
