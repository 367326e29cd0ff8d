import Foundation

/// A byte-level JSON parser (RFC 8259) producing a `JSONDocument` tape.
///
/// One pass over UTF-8 bytes, no intermediate objects: strings without escapes point into the
/// source, numbers are converted on the spot (exactly, with a slower fallback for long or
/// extreme literals). Nesting deeper than the limit, malformed text and numbers that overflow
/// a `Double` are errors.
struct JSONParser {
    private let input: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var nodes: Buffer<JSONDocument.Node>
    private var numbers: Buffer<Double>
    private var unescaped: [UInt8] = []
    private let maxDepth: Int

    /// Thrown while unwinding from too deep a nesting; each container on the way adds its
    /// path component, so the error can name where the nesting went too deep.
    private struct DepthExceeded: Error {
        var components: [String] = []
    }

    private init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.input = input
        self.maxDepth = maxDepth
        // Lottie JSON averages one value per 4 to 5 bytes, half of them numbers in arrays. Files
        // with few numbers need up to one node per 4 bytes (the corpus: at most 1 per 4.2): room
        // for one per 5 makes growing, which copies the nodes, rare; room never written costs
        // nothing.
        nodes = Buffer(capacity: input.count / 5 + 16)
        numbers = Buffer(capacity: input.count / 8 + 16)
    }

    /// Parses a complete JSON text and runs `body` with the document.
    static func withDocument<R>(_ bytes: [UInt8], maxDepth: Int = 256, _ body: (JSONDocument) throws -> R) throws -> R {
        try bytes.withUnsafeBufferPointer { try withDocument($0, maxDepth: maxDepth, body) }
    }

    /// Parses a complete JSON text and runs `body` with the document.
    static func withDocument<R>(_ data: Data, maxDepth: Int = 256, _ body: (JSONDocument) throws -> R) throws -> R {
        try data.withUnsafeBytes { try withDocument($0.bindMemory(to: UInt8.self), maxDepth: maxDepth, body) }
    }

    /// Parses the JSON text `input` and runs `body` with the document, which reads its strings
    /// from `input` and so must not be used after `body` returns. (Borrowing the bytes rather
    /// than keeping the caller's `Data` matters: each read of a `Data`'s bytes costs several
    /// exclusivity checks, more than making the string; a copy would cost page faults.)
    private static func withDocument<R>(_ input: UnsafeBufferPointer<UInt8>, maxDepth: Int,
                                        _ body: (JSONDocument) throws -> R) throws -> R {
        var parser = JSONParser(input: input, maxDepth: maxDepth)
        do {
            try parser.parseDocument()
        } catch let e as DepthExceeded {
            parser.deallocate()
            throw LottieError.limitExceeded(limit: .nestingDepth, maximum: maxDepth, path: e.components.reversed().joined())
        } catch {
            parser.deallocate()
            throw error
        }
        if parser.nodes.failed || parser.numbers.failed {
            parser.deallocate()
            throw parser.error("out of memory")
        }
        let document = JSONDocument(source: input, nodes: parser.nodes.finish(), numbers: parser.numbers.finish(),
                                    unescaped: parser.unescaped)
        return try body(document)
    }

    private func deallocate() {
        nodes.deallocate()
        numbers.deallocate()
    }

    /// A growable array of plain values in malloc'd memory, handed to the document when
    /// parsing succeeds. If memory runs out it stops storing and says so (`failed`), and the
    /// parser reports an error.
    ///
    /// Large buffers come from malloc too. A mapping of their own, advised for huge pages, was
    /// tried: it saves page faults on a process's very first parse, but on the virtual machines
    /// we measure on a fresh huge page now and then takes milliseconds (issue_2330: one load in
    /// ten 2-3x slower), and it is fresh memory at every load. From malloc a buffer reuses memory
    /// the process has touched before: glibc serves a large block freed earlier from its heap
    /// (its mmap threshold rises to the largest block freed).
    private struct Buffer<Element> {
        private var base: UnsafeMutablePointer<Element>?
        private var capacity: Int
        private(set) var count = 0
        private(set) var failed = false

        init(capacity: Int) {
            self.capacity = max(16, capacity)
            base = malloc(self.capacity * MemoryLayout<Element>.stride)?.assumingMemoryBound(to: Element.self)
            failed = base == nil
        }

        @inline(__always) mutating func append(_ element: Element) {
            if count == capacity, !grow() { return }
            base?[count] = element
            count += 1
        }

        /// Forgets the elements from `newCount` on.
        mutating func truncate(to newCount: Int) { count = min(count, newCount) }

        @inline(__always) subscript(index: Int) -> Element? {
            get { index < count ? base?[index] : nil }
            nonmutating set { if index < count, let newValue { base?[index] = newValue } }
        }

        private mutating func grow() -> Bool {
            guard !failed, let bigger = realloc(base, capacity * 2 * MemoryLayout<Element>.stride) else {
                failed = true
                return false
            }
            base = bigger.assumingMemoryBound(to: Element.self)
            capacity *= 2
            return true
        }

        /// The elements as a buffer the caller now owns (release it with `free`).
        func finish() -> UnsafeMutableBufferPointer<Element> {
            UnsafeMutableBufferPointer(start: base, count: base == nil ? 0 : count)
        }

        func deallocate() { free(base) }
    }

    private mutating func parseDocument() throws {
        // A UTF-8 byte order mark is allowed before the value.
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { position = 3 }
        skipWhitespace()
        try parseValue(depth: 0)
        skipWhitespace()
        if position < input.count { try fail("unexpected data after the JSON value") }
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws {
        guard position < input.count else { try fail("unexpected end of data, expected a value") }
        switch input[position] {
        case UInt8(ascii: "{"): try parseObject(depth: depth)
        case UInt8(ascii: "["): try parseArray(depth: depth)
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        case UInt8(ascii: "t"): try parseLiteral("true", .true)
        case UInt8(ascii: "f"): try parseLiteral("false", .false)
        case UInt8(ascii: "n"): try parseLiteral("null", .null)
        default: try fail("unexpected character \(describeByte(input[position])), expected a value")
        }
    }

    /// Reads a string or number member or element (most of them) without going through
    /// `parseValue`; false, with nothing read, for anything else.
    @inline(__always) private mutating func parseScalar() throws -> Bool {
        guard position < input.count else { return false }
        let c = input[position]
        if c == UInt8(ascii: "\"") {
            if !parseShortString() { try parseString() }
        } else if JSONParser.startsNumber(c) {
            try parseNumber()
        } else {
            return false
        }
        return true
    }

    private mutating func parseObject(depth: Int) throws {
        if depth >= maxDepth { throw DepthExceeded() }
        let index = beginContainer(.object)
        position += 1
        skipWhitespace()
        var count = 0
        if position < input.count, input[position] == UInt8(ascii: "}") {
            position += 1
            endContainer(index, count: count)
            return
        }
        while true {
            guard position < input.count, input[position] == UInt8(ascii: "\"") else {
                try fail(position < input.count ? "expected a string key" : "unterminated object")
            }
            let keyIndex = nodes.count
            if !parseShortString() { try parseString() }
            skipWhitespace()
            guard position < input.count, input[position] == UInt8(ascii: ":") else { try fail("expected ':' after an object key") }
            position += 1
            skipWhitespace()
            if try !parseScalar() {
                do {
                    try parseValue(depth: depth + 1)
                } catch var e as DepthExceeded {
                    e.components.append((depth == 0 ? "" : ".") + keyString(keyIndex))
                    throw e
                }
            }
            count += 1
            if count > JSONDocument.Node.maxCount { try fail("too many members in one object") }
            skipWhitespace()
            guard position < input.count else { try fail("unterminated object") }
            let c = input[position]
            position += 1
            if c == UInt8(ascii: ",") { skipWhitespace(); continue }
            if c == UInt8(ascii: "}") { break }
            position -= 1
            try fail("expected ',' or '}' in an object, found \(describeByte(c))")
        }
        endContainer(index, count: count)
    }

    private mutating func parseArray(depth: Int) throws {
        if depth >= maxDepth { throw DepthExceeded() }
        let index = beginContainer(.array)
        position += 1
        skipWhitespace()
        var count = 0
        if position < input.count, input[position] == UInt8(ascii: "]") {
            position += 1
            endContainer(index, count: count)
            return
        }
        if try parseNumberArray(index) { return }
        if depth + 1 < maxDepth, try parseNumberMatrix(index) { return }
        while true {
            if try !parseScalar() {
                do {
                    try parseValue(depth: depth + 1)
                } catch var e as DepthExceeded {
                    e.components.append("[\(count)]")
                    throw e
                }
            }
            count += 1
            if count > JSONDocument.Node.maxCount { try fail("too many elements in one array") }
            skipWhitespace()
            guard position < input.count else { try fail("unterminated array") }
            let c = input[position]
            position += 1
            if c == UInt8(ascii: ",") { skipWhitespace(); continue }
            if c == UInt8(ascii: "]") { break }
            position -= 1
            try fail("expected ',' or ']' in an array, found \(describeByte(c))")
        }
        endContainer(index, count: count)
    }

    /// Reads an array made only of numbers into `numbers`; returns false (with nothing
    /// consumed) when an element is not a number, so the caller reads it generically.
    private mutating func parseNumberArray(_ index: Int) throws -> Bool {
        // On a local cursor, stored back once: number arrays are most of a file's values.
        let start = position, first = numbers.count, end = input.count
        var p = start
        while p < end, JSONParser.startsNumber(input[p]) {
            numbers.append(try readNumber(at: &p))
            p = skippingWhitespace(from: p)
            guard p < end else {
                position = p
                try fail("unterminated array")
            }
            let c = input[p]
            if c == UInt8(ascii: ",") {
                p = skippingWhitespace(from: p + 1)
                continue
            }
            position = p
            if c == UInt8(ascii: "]") {
                position += 1
                let count = numbers.count - first
                if count > JSONDocument.Node.maxCount { try fail("too many elements in one array") }
                if numbers.count > JSONDocument.Node.maxNumbers { try fail("too many numbers") }
                nodes[index] = JSONDocument.Node(compactArrayAt: first, count: count, columns: 0, end: index + 1)
                return true
            }
            try fail("expected ',' or ']' in an array, found \(describeByte(c))")
        }
        position = start
        numbers.truncate(to: first)
        return false
    }

    /// Reads an array of number arrays that all have the same length (path points) into
    /// `numbers`, row after row; returns false (with nothing consumed) for anything else.
    private mutating func parseNumberMatrix(_ index: Int) throws -> Bool {
        // On a local cursor, stored back once, as in `parseNumberArray`.
        let start = position, first = numbers.count, end = input.count
        var p = start
        var rows = 0, columns = 0
        while p < end, input[p] == UInt8(ascii: "[") {
            p = skippingWhitespace(from: p + 1)
            var length = 0
            while p < end, JSONParser.startsNumber(input[p]) {
                numbers.append(try readNumber(at: &p))
                length += 1
                p = skippingWhitespace(from: p)
                guard p < end, input[p] == UInt8(ascii: ",") else { break }
                p = skippingWhitespace(from: p + 1)
            }
            guard p < end, input[p] == UInt8(ascii: "]"), length > 0,
                  rows == 0 || length == columns, length <= JSONDocument.Node.maxColumns else { break }
            columns = length
            rows += 1
            p = skippingWhitespace(from: p + 1)
            guard p < end else { break }
            if input[p] == UInt8(ascii: ",") {
                p = skippingWhitespace(from: p + 1)
                continue
            }
            guard input[p] == UInt8(ascii: "]"), rows <= JSONDocument.Node.maxCount,
                  numbers.count <= JSONDocument.Node.maxNumbers else { break }
            position = p + 1
            nodes[index] = JSONDocument.Node(compactArrayAt: first, count: rows, columns: columns, end: index + 1)
            return true
        }
        position = start
        numbers.truncate(to: first)
        return false
    }

    @inline(__always) private mutating func beginContainer(_ kind: JSONDocument.Kind) -> Int {
        nodes.append(JSONDocument.Node(kind: kind, end: 0))
        return nodes.count - 1
    }

    @inline(__always) private mutating func endContainer(_ index: Int, count: Int) {
        guard let node = nodes[index] else { return }
        nodes[index] = JSONDocument.Node(kind: node.kind, count: count, end: nodes.count)
    }

    private mutating func parseLiteral(_ word: StaticString, _ kind: JSONDocument.Kind) throws {
        let n = word.utf8CodeUnitCount
        guard position + n <= input.count else { try fail("unexpected end of data in a literal") }
        for i in 0..<n where input[position + i] != word.utf8Start[i] {
            try fail("invalid literal, expected \(word)")
        }
        position += n
        appendScalar(kind, payload: 0)
    }

    @inline(__always) private mutating func appendScalar(_ kind: JSONDocument.Kind, payload: UInt64) {
        nodes.append(JSONDocument.Node(kind: kind, end: nodes.count + 1, payload: payload))
    }

    // MARK: Strings

    private mutating func parseString() throws {
        let start = position + 1  // after the opening quote
        let end = input.count
        var p = start
        var first: UInt64?
        // Eight bytes at a time: Lottie strings are mostly keys and names of a few bytes, so
        // usually one word holds the closing quote, and that word also gives the packed prefix.
        if let base = input.baseAddress {
            while p + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
                if p == start { first = word }
                let stops = JSONParser.stringStops(word)
                if stops != 0 {
                    p += stops.trailingZeroBitCount >> 3
                    break
                }
                p += 8
            }
        }
        while p < end {
            let c = input[p]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c < 0x20 { break }
            p += 1
        }
        position = p
        guard p < end else { try fail("unterminated string") }
        let c = input[p]
        if c == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
        if c != UInt8(ascii: "\"") { try fail("unescaped control character in a string") }
        let length = p - start
        if length > JSONDocument.Node.maxCount { try fail("string too long") }
        let packed: UInt64
        if let first {
            packed = length >= 8 ? first : first & ((1 << (UInt64(length) &* 8)) &- 1)
        } else {
            packed = JSONKey.pack(UnsafeBufferPointer(rebasing: input[start..<start + min(length, 8)]))
        }
        nodes.append(JSONDocument.Node(stringAt: start, length: length, unescaped: false, packed: packed))
        position = p + 1
    }

    /// Reads a plain string of at most seven bytes (most keys, many values) from one word, in
    /// line in the object and array loops; false, with nothing read, for any other string.
    @inline(__always) private mutating func parseShortString() -> Bool {
        let start = position + 1
        guard start + 8 <= input.count, let base = input.baseAddress else { return false }
        let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        let stops = JSONParser.stringStops(word)
        guard stops != 0 else { return false }
        let length = stops.trailingZeroBitCount >> 3
        guard input[start + length] == UInt8(ascii: "\"") else { return false }
        nodes.append(JSONDocument.Node(stringAt: start, length: length, unescaped: false,
                                       packed: word & ((1 << (UInt64(length) &* 8)) &- 1)))
        position = start + length + 1
        return true
    }

    /// A mask with the high bit set in the first byte of `word` (lowest first) that ends a
    /// plain run of string bytes — a quote, a backslash or a control character — and possibly
    /// in later bytes; zero when there is none. (A byte is flagged by `x - 0x01 & ~x & 0x80`
    /// when it is zero; borrows can flag bytes after a flagged one, never before.)
    @inline(__always) private static func stringStops(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control) & highs
    }

    /// The slow path for strings with escapes: decodes them into `unescaped`.
    private mutating func parseEscapedString(from start: Int) throws {
        let offset = unescaped.count
        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<position]))
        while position < input.count {
            // Copy the run of plain bytes up to the next quote, backslash or control character.
            let run = position
            while position < input.count {
                let b = input[position]
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
                position += 1
            }
            if position > run { unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: input[run..<position])) }
            guard position < input.count else { break }
            let c = input[position]
            if c == UInt8(ascii: "\"") {
                position += 1
                let length = unescaped.count - offset
                if length > JSONDocument.Node.maxCount { try fail("string too long") }
                let packed = unescaped.withUnsafeBufferPointer { JSONKey.pack(UnsafeBufferPointer(rebasing: $0[offset..<offset + min(8, length)])) }
                nodes.append(JSONDocument.Node(stringAt: offset, length: length, unescaped: true, packed: packed))
                return
            }
            if c < 0x20 { try fail("unescaped control character in a string") }
            position += 1
            guard position < input.count else { break }
            let e = input[position]
            position += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(e)
            case UInt8(ascii: "b"): unescaped.append(0x08)
            case UInt8(ascii: "f"): unescaped.append(0x0C)
            case UInt8(ascii: "n"): unescaped.append(0x0A)
            case UInt8(ascii: "r"): unescaped.append(0x0D)
            case UInt8(ascii: "t"): unescaped.append(0x09)
            case UInt8(ascii: "u"): try appendUnicodeEscape()
            default:
                position -= 1
                try fail("invalid escape sequence \\\(describeByte(e))")
            }
        }
        try fail("unterminated string")
    }

    /// Decodes `XXXX` after `\u` (and a following low surrogate escape) as UTF-8. Unpaired
    /// surrogates become U+FFFD, as in most JSON readers.
    private mutating func appendUnicodeEscape() throws {
        var scalar = try readHex4()
        if (0xD800...0xDBFF).contains(scalar) {
            if position + 6 <= input.count, input[position] == UInt8(ascii: "\\"), input[position + 1] == UInt8(ascii: "u") {
                let save = position
                position += 2
                let low = try readHex4()
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    position = save
                    scalar = 0xFFFD
                }
            } else {
                scalar = 0xFFFD
            }
        } else if (0xDC00...0xDFFF).contains(scalar) {
            scalar = 0xFFFD
        }
        let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        unescaped.append(contentsOf: String(Character(s)).utf8)
    }

    private mutating func readHex4() throws -> UInt32 {
        guard position + 4 <= input.count else { try fail("unterminated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = input[position]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: try fail("invalid hex digit \(describeByte(c)) in a \\u escape")
            }
            v = v << 4 | d
            position += 1
        }
        return v
    }

    /// The key string at a node, for error paths.
    private func keyString(_ index: Int) -> String {
        guard let node = nodes[index] else { return "" }
        let start = node.offset, end = start + node.count
        if node.isUnescaped { return String(decoding: unescaped[start..<end], as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
    }

    // MARK: Numbers

    /// Exact powers of ten representable as doubles.
    /// A literal, so the table is static data rather than lazily built on first use.
    private static let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                                1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    private mutating func parseNumber() throws {
        appendScalar(.number, payload: try parseNumberValue().bitPattern)
    }

    /// The number at `position`.
    @inline(__always) private mutating func parseNumberValue() throws -> Double {
        var p = position
        let value = try readNumber(at: &p)
        position = p
        return value
    }

    /// The number at `p`, moving `p` past it. The usual Lottie literal — a few digits, maybe a
    /// fraction, no exponent — is read in line; anything else (exponents, long literals,
    /// errors) by `parseGeneralNumber`.
    @inline(__always) private mutating func readNumber(at p: inout Int) throws -> Double {
        if let (value, after) = shortNumber(at: p) {
            p = after
            return value
        }
        position = p
        let value = try parseGeneralNumber()
        p = position
        return value
    }

    /// The value of the number literal at `start` and the index after it, when it is a short
    /// literal without exponent that the same correctly rounded division as the general path's
    /// converts (Clinger's fast path); else nil.
    @inline(__always) private func shortNumber(at start: Int) -> (Double, Int)? {
        let end = input.count
        var p = start
        let negative = input[p] == UInt8(ascii: "-")
        if negative { p &+= 1 }
        var mantissa: UInt64 = 0
        let integerStart = p
        while p < end, case let d = input[p] &- UInt8(ascii: "0"), d < 10 {
            mantissa = mantissa &* 10 &+ UInt64(d)
            p &+= 1
        }
        let integerDigits = p &- integerStart
        var scale = 0
        if p < end, input[p] == UInt8(ascii: ".") {
            p &+= 1
            let fractionStart = p
            while p < end, case let d = input[p] &- UInt8(ascii: "0"), d < 10 {
                mantissa = mantissa &* 10 &+ UInt64(d)
                p &+= 1
            }
            scale = p &- fractionStart
            if scale == 0 { return nil }
        }
        guard integerDigits > 0, integerDigits &+ scale <= 19, mantissa <= 1 << 53,
              p == end || input[p] | 0x20 != UInt8(ascii: "e") else { return nil }
        var value = Double(mantissa)
        if scale > 0 { value /= JSONParser.powersOfTen[scale] }
        return (negative ? -value : value, p)
    }

    /// Whether `c` can begin a number.
    @inline(__always) private static func startsNumber(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "-") || c &- UInt8(ascii: "0") < 10
    }

    /// Any number literal at `position`, with the errors for malformed ones.
    @inline(never) private mutating func parseGeneralNumber() throws -> Double {
        // Works on locals (the stored position is written back once) and accumulates every
        // digit without per-digit overflow checks: up to 19 digits cannot overflow, and longer
        // literals take the slow path.
        let start = position, end = input.count
        var p = start
        let negative = input[p] == UInt8(ascii: "-")
        if negative { p += 1 }
        var mantissa: UInt64 = 0
        let integerStart = p
        while p < end, case let d = input[p] &- UInt8(ascii: "0"), d < 10 {
            mantissa = mantissa &* 10 &+ UInt64(d)
            p += 1
        }
        var digits = p - integerStart
        guard digits > 0 else {
            position = p
            try fail("invalid number, expected a digit")
        }
        var exponent = 0
        if p < end, input[p] == UInt8(ascii: ".") {
            p += 1
            let fractionStart = p
            while p < end, case let d = input[p] &- UInt8(ascii: "0"), d < 10 {
                mantissa = mantissa &* 10 &+ UInt64(d)
                p += 1
            }
            guard p > fractionStart else {
                position = p
                try fail("invalid number, expected a digit after '.'")
            }
            exponent = fractionStart - p
            digits += p - fractionStart
        }
        if p < end, input[p] | 0x20 == UInt8(ascii: "e") {
            p += 1
            var expNegative = false
            if p < end, input[p] == UInt8(ascii: "-") || input[p] == UInt8(ascii: "+") {
                expNegative = input[p] == UInt8(ascii: "-")
                p += 1
            }
            var e = 0
            let exponentStart = p
            while p < end, case let d = input[p] &- UInt8(ascii: "0"), d < 10 {
                if e < 100_000 { e = e * 10 + Int(d) }
                p += 1
            }
            guard p > exponentStart else {
                position = p
                try fail("invalid number, expected exponent digits")
            }
            exponent += expNegative ? -e : e
        }
        position = p
        if digits <= 19, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            // Both operands are exact, so one correctly rounded operation gives the correctly
            // rounded result (Clinger's fast path).
            var value = Double(mantissa)
            if exponent < 0 { value /= JSONParser.powersOfTen[-exponent] } else if exponent > 0 { value *= JSONParser.powersOfTen[exponent] }
            return negative ? -value : value
        }
        // Rare: more significant digits than a double holds or a large exponent. Swift's
        // conversion is correctly rounded (and gives infinity on overflow).
        let value = Double(String(decoding: UnsafeBufferPointer(rebasing: input[start..<p]), as: UTF8.self)) ?? .nan
        guard value.isFinite else {
            position = start
            try fail("number out of range")
        }
        return value
    }

    // MARK: Helpers

    @inline(__always) private mutating func skipWhitespace() { position = skippingWhitespace(from: position) }

    /// The index of the first byte from `p` on that is not whitespace.
    @inline(__always) private func skippingWhitespace(from start: Int) -> Int {
        var p = start
        while p < input.count {
            switch input[p] {
            case 0x20, 0x0A, 0x0D, 0x09: p += 1
            default: return p
            }
        }
        return p
    }

    private func describeByte(_ c: UInt8) -> String {
        (0x21...0x7E).contains(c) ? "'\(Character(Unicode.Scalar(c)))'" : "byte 0x" + String(c, radix: 16)
    }

    /// Throws an error at the current position. Out of line, so the hot paths carry no code
    /// for building errors (smaller stack frames, fewer spills).
    @inline(never) private func fail(_ message: String) throws -> Never { throw error(message) }

    /// An error at the current position, with line and column.
    fileprivate func error(_ message: String) -> LottieError {
        let offset = min(position, input.count)
        var line = 1, column = 1
        for i in 0..<offset {
            if input[i] == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return .invalidJSON(message: message, offset: offset, line: line, column: column)
    }
}
