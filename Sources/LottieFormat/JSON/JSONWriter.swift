/// Writes JSON text, compactly, into a byte array. Numbers are written as integers when they
/// are integral and otherwise in Swift's shortest round-tripping form, so reading the text
/// back gives exactly the same doubles. Package-wide: the Lottie module writes the expression
/// engine's scene description with it.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    /// Whether the next value in the current container needs a comma before it.
    private var needsComma = false

    package init() { bytes.reserveCapacity(1 << 16) }

    package mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); needsComma = false }
    package mutating func endObject() { bytes.append(UInt8(ascii: "}")); needsComma = true }
    package mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma = false }
    package mutating func endArray() { bytes.append(UInt8(ascii: "]")); needsComma = true }

    /// Writes an object key; the value must follow.
    package mutating func key(_ k: String) {
        separate()
        writeString(k)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes a named object key (see `Keys/`); the value must follow.
    mutating func key(_ k: JSONKey) { key(k.name) }

    package mutating func number(_ d: Double) {
        separate()
        if d == d.rounded(), abs(d) < 1e15 {
            bytes.append(contentsOf: String(Int64(d)).utf8)
        } else {
            bytes.append(contentsOf: d.description.utf8)
        }
        needsComma = true
    }

    mutating func number(_ i: Int) { number(Double(i)) }

    package mutating func string(_ s: String) { separate(); writeString(s); needsComma = true }

    package mutating func bool(_ b: Bool) { separate(); bytes.append(contentsOf: (b ? "true" : "false").utf8); needsComma = true }

    package mutating func null() { separate(); bytes.append(contentsOf: "null".utf8); needsComma = true }

    mutating func numbers(_ values: [Double]) {
        beginArray()
        for v in values { number(v) }
        endArray()
    }

    /// Writes a raw JSON value (objects with sorted keys, for stable output).
    mutating func json(_ value: LottieJSON) {
        switch value {
        case .null: null()
        case .bool(let b): bool(b)
        case .number(let n): number(n)
        case .string(let s): string(s)
        case .array(let a):
            beginArray()
            for v in a { json(v) }
            endArray()
        case .object(let o):
            beginObject()
            for k in o.keys.sorted() {
                key(k)
                if let v = o[k] { json(v) }
            }
            endObject()
        }
    }

    @inline(__always) private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func writeString(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings (keys, names) need no escapes: copied whole rather than a byte at a time.
        var text = s
        let copied = text.withUTF8 { utf8 in
            for c in utf8 where c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        guard !copied else {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for c in s.utf8 {
            switch c {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = String(c, radix: 16)
                bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: bytes.append(c)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
