/// Inflates a zlib stream (RFC 1950 around RFC 1951 DEFLATE) whose decompressed size is known
/// in advance, as a PNG image's is: the inflater behind `PNGDecoder`.
///
/// Why not zlib: zlib copies a match that overlaps its own output one byte at a time, and
/// images with flat areas are made of little else (a run of equal pixels is a match four
/// bytes back); this inflater copies such matches in chunks that double in size, and copies
/// distant matches eight bytes at a time. Loading the images of an animation spent about half
/// its time in that byte loop of zlib.
///
/// The Adler-32 checksum of the decompressed bytes is not verified: the PNG chunk CRCs already
/// guard the compressed bytes, and the checksum would cost as much as a third of the inflating
/// (browsers skip it for the same reason). Any other malformation throws.
struct ZlibInflater {
    /// A malformed or truncated stream.
    struct Malformed: Error {}

    /// Inflates `input` into `output`, which must hold exactly `size` bytes after decoding;
    /// `output` must have room for `size + slack` bytes (chunked copies may write past `size`
    /// before it is checked).
    static let slack = 16

    private let input: UnsafePointer<UInt8>
    /// Bytes of `input` that belong to the stream; eight zero bytes follow them.
    private let inputCount: Int
    private var position = 0
    private var bits: UInt64 = 0
    private var bitCount = 0

    /// Inflates a zlib stream into `output` (room for `size + slack` bytes) and throws
    /// unless it produces exactly `size` bytes. `input` holds the stream followed by at least
    /// eight readable bytes of padding.
    static func inflate(zlib input: UnsafeBufferPointer<UInt8>, streamCount: Int,
                        into output: UnsafeMutablePointer<UInt8>, size: Int) throws {
        guard let base = input.baseAddress, streamCount >= 2, input.count >= streamCount + 8 else { throw Malformed() }
        let cmf = Int(base[0]), flg = Int(base[1])
        // Deflate with a window of at most 32 KiB, a valid header check, no preset dictionary.
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf << 8 | flg) % 31 == 0, flg & 0x20 == 0 else { throw Malformed() }
        var inflater = ZlibInflater(input: base, inputCount: streamCount)
        inflater.position = 2
        try inflater.run(output: output, size: size)
    }

    private init(input: UnsafePointer<UInt8>, inputCount: Int) {
        self.input = input
        self.inputCount = inputCount
    }

    // MARK: Bits

    /// Tops the bit buffer up to at least 56 bits (reading the zero padding after the stream
    /// near its end; `run` checks at the end that no more than the stream was consumed).
    @inline(__always) private mutating func refill() throws {
        guard position <= inputCount else {
            // Everything is buffered; a stream that asks for more than that is truncated.
            guard bitCount >= 0 else { throw Malformed() }
            return
        }
        bits |= UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self).littleEndian &<< UInt64(bitCount)
        position += (63 - bitCount) >> 3
        bitCount |= 56
    }

    @inline(__always) private mutating func take(_ n: Int) -> Int {
        let value = Int(truncatingIfNeeded: bits & ((1 &<< UInt64(n)) &- 1))
        bits = bits &>> UInt64(n)
        bitCount -= n
        return value
    }

    // MARK: Blocks

    private mutating func run(output: UnsafeMutablePointer<UInt8>, size: Int) throws {
        var out = 0
        var isFinal = false
        while !isFinal {
            try refill()
            isFinal = take(1) == 1
            switch take(2) {
            case 0: out = try copyStored(output: output, out: out, size: size)
            case 1: out = try inflateBlock(HuffmanTable.fixedLiterals, HuffmanTable.fixedDistances, output: output, out: out, size: size)
            case 2:
                let (literals, distances) = try readDynamicTables()
                out = try inflateBlock(literals, distances, output: output, out: out, size: size)
            default: throw Malformed()
            }
        }
        // Every byte the buffer prefetched past the last block must be padding of this stream.
        guard out == size, position - bitCount / 8 <= inputCount else { throw Malformed() }
    }

    private mutating func copyStored(output: UnsafeMutablePointer<UInt8>, out: Int, size: Int) throws -> Int {
        _ = take(bitCount & 7)
        try refill()
        let length = take(16), complement = take(16)
        guard length == complement ^ 0xFFFF else { throw Malformed() }
        let start = position - bitCount / 8
        guard start + length <= inputCount, out + length <= size else { throw Malformed() }
        (output + out).update(from: input + start, count: length)
        position = start + length
        bits = 0
        bitCount = 0
        return out + length
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func readDynamicTables() throws -> (HuffmanTable, HuffmanTable) {
        try refill()
        let literalCount = take(5) + 257, distanceCount = take(5) + 1, codeLengthCount = take(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Malformed() }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount {
            if bitCount < 3 { try refill() }
            codeLengthLengths[Self.codeLengthOrder[i]] = UInt8(take(3))
        }
        let codeLengths = try HuffmanTable(lengths: codeLengthLengths)
        var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
        var i = 0
        while i < lengths.count {
            try refill()
            let symbol = try decode(codeLengths)
            let repeated: UInt8, count: Int
            switch symbol {
            case 0...15: lengths[i] = UInt8(symbol); i += 1; continue
            case 16:
                guard i > 0 else { throw Malformed() }
                repeated = lengths[i - 1]; count = 3 + take(2)
            case 17: repeated = 0; count = 3 + take(3)
            default: repeated = 0; count = 11 + take(7)
            }
            guard i + count <= lengths.count else { throw Malformed() }
            for j in i..<(i + count) { lengths[j] = repeated }
            i += count
        }
        guard lengths[256] != 0 else { throw Malformed() }
        return (try HuffmanTable(lengths: Array(lengths[..<literalCount])),
                try HuffmanTable(lengths: Array(lengths[literalCount...])))
    }

    private static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                               35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                               3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                                 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                                 8193, 12289, 16385, 24577]
    private static let distanceExtra: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                                 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func inflateBlock(_ literals: HuffmanTable, _ distances: HuffmanTable,
                                       output: UnsafeMutablePointer<UInt8>, out start: Int, size: Int) throws -> Int {
        var out = start
        while true {
            // 56 bits cover the longest symbol: 15 + 5 length bits, 15 + 13 distance bits.
            try refill()
            let symbol = try decode(literals)
            if symbol < 256 {
                guard out < size else { throw Malformed() }
                output[out] = UInt8(truncatingIfNeeded: symbol)
                out += 1
                continue
            }
            if symbol == 256 { return out }
            let index = symbol - 257
            guard index < 29 else { throw Malformed() }
            let length = Int(Self.lengthBase[index]) + take(Int(Self.lengthExtra[index]))
            let code = try decode(distances)
            guard code < 30 else { throw Malformed() }
            let distance = Int(Self.distanceBase[code]) + take(Int(Self.distanceExtra[code]))
            guard distance <= out, out + length <= size else { throw Malformed() }
            Self.copyMatch(output + out, distance: distance, length: length)
            out += length
        }
    }

    /// Copies `length` bytes from `distance` bytes back; the source may overlap the
    /// destination (a repeating pattern). May write up to 8 bytes past the end (the slack).
    @inline(__always) private static func copyMatch(_ destination: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
        var to = UnsafeMutableRawPointer(destination)
        let end = to + length
        var from = UnsafeRawPointer(destination - distance)
        if distance >= 8 {
            // Chunks of 8 never read bytes this copy has not written yet.
            repeat {
                to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
                to += 8; from += 8
            } while to < end
        } else if distance == 1 {
            to.initializeMemory(as: UInt8.self, repeating: destination[-1], count: length)
        } else {
            // The pattern doubles with every copy: distance, 2 × distance, 4 × distance...
            var remaining = length
            while remaining > 0 {
                let n = min(remaining, to - UnsafeMutableRawPointer(mutating: from))
                to.copyMemory(from: from, byteCount: n)
                to += n
                remaining -= n
            }
        }
    }

    // MARK: Huffman codes

    @inline(__always) private mutating func decode(_ table: HuffmanTable) throws -> Int {
        let entry = table.fast[Int(truncatingIfNeeded: bits & UInt64(HuffmanTable.fastMask))]
        if entry != 0 {
            _ = take(Int(entry & 15))
            return Int(entry >> 4)
        }
        return try decodeSlowly(table)
    }

    /// Codes longer than the fast table's index, one bit at a time (canonical decoding).
    private mutating func decodeSlowly(_ table: HuffmanTable) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= take(1)
            let count = Int(table.counts[length])
            if code < first + count { return Int(table.symbols[index + code - first]) }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Malformed()
    }
}

/// A canonical Huffman code: a table indexed by the next `fastBits` bits for the short codes,
/// and the counts and sorted symbols for the long ones.
struct HuffmanTable {
    static let fastBits = 10
    static let fastMask = (1 << fastBits) - 1
    /// By the next bits (least significant first): symbol << 4 | code length, 0 for codes
    /// longer than `fastBits`.
    let fast: [UInt16]
    /// Codes per length, 1...15 (index 0 unused).
    let counts: [UInt16]
    /// The symbols in code order.
    let symbols: [UInt16]

    init(lengths: [UInt8]) throws {
        var counts = [UInt16](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        // An over-subscribed code is malformed; an incomplete one is allowed (a single code).
        var left = 1
        for length in 1...15 {
            left = (left << 1) - Int(counts[length])
            guard left >= 0 else { throw ZlibInflater.Malformed() }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + Int(counts[length]) }
        var symbols = [UInt16](repeating: 0, count: lengths.count)
        var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        // The first code of each length (RFC 1951, 3.2.2).
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + Int(counts[length - 1])) << 1
            nextCode[length] = code
        }
        for (symbol, length) in lengths.enumerated() where length != 0 {
            let length = Int(length)
            symbols[offsets[length]] = UInt16(symbol)
            offsets[length] += 1
            let code = nextCode[length]
            nextCode[length] += 1
            guard length <= Self.fastBits else { continue }
            // The table is indexed by bits in stream order: the code reversed.
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            let entry = UInt16(symbol << 4 | length)
            for index in stride(from: reversed, to: 1 << Self.fastBits, by: 1 << length) { fast[index] = entry }
        }
        self.fast = fast
        self.counts = counts
        self.symbols = symbols
    }

    static let fixedLiterals: HuffmanTable = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        return try! HuffmanTable(lengths: lengths)  // a constant, complete code
    }()

    static let fixedDistances: HuffmanTable = {
        try! HuffmanTable(lengths: [UInt8](repeating: 5, count: 30))  // a constant code
    }()
}
