import Foundation

/// Hand-made gzip and zip containers for tests, including decompression bombs. Written here
/// (rather than through zlib) so the tests know exactly what the bytes contain.
public enum TestArchives {
    public static func crc32<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Deflate data made of uncompressed ("stored") blocks.
    public static func storedDeflate(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var offset = 0
        repeat {
            let n = min(65535, data.count - offset)
            let last = offset + n == data.count
            out.append(last ? 1 : 0)
            out += le16(UInt16(n)) + le16(~UInt16(n))
            out += data[offset..<offset + n]
            offset += n
        } while offset < data.count
        return out
    }

    /// A fixed-Huffman deflate stream that expands to `1 + 258 * repeats` bytes of `a`: one
    /// literal, then back-references of length 258 at distance 1 (13 bits each).
    public static func bombDeflate(repeats: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // final block
        bits.write(1, count: 2)  // fixed Huffman codes
        bits.writeCode(0x30 + 97, length: 8)  // literal 'a'
        for _ in 0..<repeats {
            bits.writeCode(0xC5, length: 8)  // length code 285: 258 bytes
            bits.writeCode(0, length: 5)  // distance code 0: distance 1
        }
        bits.writeCode(0, length: 7)  // end of block
        return bits.bytes
    }

    /// The number of bytes `bombDeflate(repeats:)` expands to.
    public static func bombSize(repeats: Int) -> Int { 1 + 258 * repeats }

    /// A gzip member around deflate data.
    public static func gzip(deflate: [UInt8], crc: UInt32, size: Int) -> Data {
        Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3] + deflate + le32(crc) + le32(UInt32(truncatingIfNeeded: size)))
    }

    /// Gzip of some bytes, uncompressed inside.
    public static func gzip(_ data: [UInt8]) -> Data { gzip(deflate: storedDeflate(data), crc: crc32(data), size: data.count) }

    /// A zip entry: its name, the bytes stored, how they are stored, and what they expand to.
    public struct ZipEntry: Sendable {
        public var name: String
        public var stored: [UInt8]
        public var method: UInt16
        public var crc: UInt32
        public var size: Int

        /// An entry of `stored` bytes (`method` 0: stored, 8: deflated) that expand to `size` bytes with `crc`.
        public init(name: String, stored: [UInt8], method: UInt16, crc: UInt32, size: Int) {
            (self.name, self.stored, self.method, self.crc, self.size) = (name, stored, method, crc, size)
        }

        /// An uncompressed entry.
        public static func plain(_ name: String, _ data: [UInt8]) -> ZipEntry {
            ZipEntry(name: name, stored: data, method: 0, crc: TestArchives.crc32(data), size: data.count)
        }

        /// An entry of `bombSize(repeats:)` bytes of `a`, deflated.
        public static func bomb(_ name: String, repeats: Int) -> ZipEntry {
            let size = TestArchives.bombSize(repeats: repeats)
            return ZipEntry(name: name, stored: TestArchives.bombDeflate(repeats: repeats), method: 8,
                            crc: TestArchives.crc32(repeatElement(UInt8(ascii: "a"), count: size)), size: size)
        }
    }

    /// A zip archive of the entries.
    public static func zip(_ entries: [ZipEntry]) -> Data {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for e in entries {
            let name = Array(e.name.utf8)
            let offset = UInt32(out.count)
            out += le32(0x0403_4B50) + le16(20) + le16(0) + le16(e.method) + le16(0) + le16(0x21)
            out += le32(e.crc) + le32(UInt32(e.stored.count)) + le32(UInt32(e.size)) + le16(UInt16(name.count)) + le16(0)
            out += name + e.stored
            central += le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(e.method) + le16(0) + le16(0x21)
            central += le32(e.crc) + le32(UInt32(e.stored.count)) + le32(UInt32(e.size)) + le16(UInt16(name.count))
            central += le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + name
        }
        let centralOffset = UInt32(out.count)
        out += central
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        out += le32(UInt32(central.count)) + le32(centralOffset) + le16(0)
        return Data(out)
    }

    private static func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
    private static func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }

    /// Packs bits least-significant first, as deflate does.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 8

        mutating func writeBit(_ bit: UInt32) {
            if used == 8 { bytes.append(0); used = 0 }
            bytes[bytes.count - 1] |= UInt8(bit & 1) << UInt8(used)
            used += 1
        }

        /// A value, least significant bit first (header fields, extra bits).
        mutating func write(_ value: UInt32, count: Int) {
            for i in 0..<count { writeBit(value >> UInt32(i)) }
        }

        /// A Huffman code, most significant bit first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            for i in (0..<length).reversed() { writeBit(code >> UInt32(i)) }
        }
    }
}
