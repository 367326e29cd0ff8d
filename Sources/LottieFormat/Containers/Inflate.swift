import CLibz
import Foundation

/// Deflate decompression through zlib, bounded so that decompression bombs stop early.
enum Inflate {
    /// The framing around deflate data.
    enum Format {
        /// A gzip member (header, deflate data, CRC and size trailer): `.tgs` files.
        case gzip
        /// Bare deflate data: zip entries.
        case raw

        var windowBits: Int32 {
            switch self {
            case .gzip: return 16 + 15
            case .raw: return -15
            }
        }
    }

    /// Whether the bytes start with the gzip magic number.
    static func isGzip(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
    }

    private enum Outcome {
        case finished, tooLarge, truncated, corrupt(Int32)
    }

    /// Inflates `input`, failing as soon as the output would exceed `maxOutput` bytes. The
    /// error names `limitPath` and the configured limit (`limit`, when the budget is what is
    /// left of it).
    static func inflate<Input: ContiguousBytes>(_ input: Input, format: Format, maxOutput: Int,
                                                limit: Int? = nil, limitPath: String = "") throws -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, format.windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw LottieError.invalidContainer("zlib could not be initialised")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        let outcome: Outcome = input.withUnsafeBytes { raw in
            // zlib only reads through `next_in`; the mutable pointer type is its API's.
            stream.next_in = UnsafeMutablePointer(mutating: raw.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(raw.count)
            while true {
                let result: Int32 = chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(chunkSize)
                    return CLibz.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunkSize - Int(stream.avail_out)
                if output.count + produced > maxOutput { return .tooLarge }
                output.append(contentsOf: chunk[0..<produced])
                switch result {
                case Z_STREAM_END: return .finished
                case Z_OK: if produced == 0 && stream.avail_in == 0 { return .truncated }
                case Z_BUF_ERROR: return .truncated
                default: return .corrupt(result)
                }
            }
        }
        switch outcome {
        case .finished: return output
        case .tooLarge: throw LottieError.limitExceeded(limit: .decompressedSize, maximum: limit ?? maxOutput, path: limitPath)
        case .truncated: throw LottieError.invalidContainer("\(format == .gzip ? "gzip" : "deflate") data is truncated")
        case .corrupt(let code): throw LottieError.invalidContainer("\(format == .gzip ? "gzip" : "deflate") data is corrupt (zlib error \(code))")
        }
    }

    /// The CRC-32 of bytes, as zip files record it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CLibz.crc32(0, $0.baseAddress, uInt($0.count))) }
    }
}
