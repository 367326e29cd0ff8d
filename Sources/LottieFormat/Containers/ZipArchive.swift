import Foundation

/// A minimal, defensive zip reader for dotLottie archives: the central directory (with
/// ZIP64 sizes), stored and deflated entries, CRC checks. Every offset and size is checked
/// against the data before use, so a malformed archive is an error, never a crash; entries
/// inflate within the decompressed-size budget.
struct ZipArchive {
    /// One file of the archive, from the central directory.
    struct Entry {
        let path: String
        let method: UInt16
        let flags: UInt16
        let crc: UInt32
        let compressedSize: Int
        let localHeaderOffset: Int
    }

    private let data: [UInt8]
    /// The files by path.
    let entries: [String: Entry]

    init(data: Data) throws {
        self.data = [UInt8](data)
        entries = try Self.readCentralDirectory(self.data)
    }

    /// The entry's bytes, inflated within `budget` bytes.
    func contents(of entry: Entry, budget: Int, limit: Int) throws -> [UInt8] {
        if entry.flags & 1 != 0 { throw LottieError.invalidContainer("\(entry.path) is encrypted") }
        let local = entry.localHeaderOffset
        guard try Self.u32(data, local) == 0x0403_4B50 else { throw LottieError.invalidContainer("bad local header for \(entry.path)") }
        let start = local + 30 + Int(try Self.u16(data, local + 26)) + Int(try Self.u16(data, local + 28))
        guard start <= data.count, entry.compressedSize <= data.count - start else {
            throw LottieError.invalidContainer("\(entry.path) extends past the end of the archive")
        }
        let stored = data[start..<start + entry.compressedSize]
        let bytes: [UInt8]
        switch entry.method {
        case 0:
            guard stored.count <= budget else {
                throw LottieError.limitExceeded(limit: .decompressedSize, maximum: limit, path: entry.path)
            }
            bytes = Array(stored)
        case 8:
            bytes = try Inflate.inflate(Array(stored), format: .raw, maxOutput: budget, limit: limit, limitPath: entry.path)
        default:
            throw LottieError.invalidContainer("\(entry.path) uses unsupported compression method \(entry.method)")
        }
        guard Inflate.crc32(bytes) == entry.crc else { throw LottieError.invalidContainer("\(entry.path) fails its CRC check") }
        return bytes
    }

    // MARK: Structure

    private static func readCentralDirectory(_ data: [UInt8]) throws -> [String: Entry] {
        // The end-of-central-directory record is in the last 64 kB + 22 bytes.
        guard data.count >= 22 else { throw LottieError.invalidContainer("not a zip archive") }
        var eocd = data.count - 22
        let lowest = max(0, data.count - 22 - 65535)
        while eocd >= lowest, (try? u32(data, eocd)) != 0x0605_4B50 { eocd -= 1 }
        guard eocd >= lowest else { throw LottieError.invalidContainer("no zip end-of-central-directory record") }
        var count = Int(try u16(data, eocd + 10))
        var directorySize = Int(try u32(data, eocd + 12))
        var offset = Int(try u32(data, eocd + 16))
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
            // ZIP64: the locator just before the record points at the ZIP64 record.
            guard eocd >= 20, try u32(data, eocd - 20) == 0x0706_4B50 else { throw LottieError.invalidContainer("bad ZIP64 locator") }
            let record = try int(u64(data, eocd - 12))
            guard try u32(data, record) == 0x0606_4B50 else { throw LottieError.invalidContainer("bad ZIP64 record") }
            count = try int(u64(data, record + 32))
            directorySize = try int(u64(data, record + 40))
            offset = try int(u64(data, record + 48))
        }
        guard offset <= data.count, directorySize <= data.count - offset else {
            throw LottieError.invalidContainer("the zip central directory is outside the archive")
        }
        var entries: [String: Entry] = [:]
        var p = offset
        for _ in 0..<count {
            guard try u32(data, p) == 0x0201_4B50 else { throw LottieError.invalidContainer("bad zip central directory entry") }
            let flags = try u16(data, p + 8)
            let method = try u16(data, p + 10)
            let crc = try u32(data, p + 16)
            var compressed = Int(try u32(data, p + 20))
            let nameLength = Int(try u16(data, p + 28))
            let extraLength = Int(try u16(data, p + 30))
            let commentLength = Int(try u16(data, p + 32))
            var local = Int(try u32(data, p + 42))
            let nameStart = p + 46
            guard nameStart + nameLength + extraLength + commentLength <= data.count else {
                throw LottieError.invalidContainer("truncated zip central directory")
            }
            let path = String(decoding: data[nameStart..<nameStart + nameLength], as: UTF8.self)
            if compressed == 0xFFFF_FFFF || local == 0xFFFF_FFFF {
                // ZIP64 extended information: the 8-byte values present, in a fixed order.
                var field = nameStart + nameLength
                let extraEnd = field + extraLength
                while field + 4 <= extraEnd {
                    let id = try u16(data, field), size = Int(try u16(data, field + 2))
                    if id == 1 {
                        var value = field + 4
                        if try u32(data, p + 24) == 0xFFFF_FFFF { value += 8 }  // uncompressed size
                        if compressed == 0xFFFF_FFFF { compressed = try int(u64(data, value)); value += 8 }
                        if local == 0xFFFF_FFFF { local = try int(u64(data, value)) }
                    }
                    field += 4 + size
                }
            }
            entries[path] = Entry(path: path, method: method, flags: flags, crc: crc, compressedSize: compressed, localHeaderOffset: local)
            p = nameStart + nameLength + extraLength + commentLength
        }
        return entries
    }

    private static func u16(_ d: [UInt8], _ i: Int) throws -> UInt16 {
        guard i >= 0, i + 2 <= d.count else { throw LottieError.invalidContainer("truncated zip archive") }
        return UInt16(d[i]) | UInt16(d[i + 1]) << 8
    }

    private static func u32(_ d: [UInt8], _ i: Int) throws -> UInt32 {
        guard i >= 0, i + 4 <= d.count else { throw LottieError.invalidContainer("truncated zip archive") }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(d[i + $1]) << (8 * UInt32($1)) }
    }

    private static func u64(_ d: [UInt8], _ i: Int) throws -> UInt64 {
        guard i >= 0, i + 8 <= d.count else { throw LottieError.invalidContainer("truncated zip archive") }
        return (0..<8).reduce(UInt64(0)) { $0 | UInt64(d[i + $1]) << (8 * UInt64($1)) }
    }

    /// A 64-bit size or offset as an `Int`, rejecting values no archive in memory can have.
    private static func int(_ v: UInt64) throws -> Int {
        guard v < UInt64(Int32.max) else { throw LottieError.invalidContainer("zip size or offset out of range") }
        return Int(v)
    }
}
