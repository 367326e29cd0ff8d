import CLibz
import Foundation

/// Gzip decompression through zlib, bounded so a gzip bomb stops early.
enum Gzip {
    /// Whether the bytes start with the gzip magic number.
    static func isGzip(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
    }

    private enum Outcome {
        case finished, tooLarge, truncated, corrupt(Int32)
    }

    /// Inflates a gzip stream, failing as soon as the output would exceed `maxOutput` bytes.
    static func inflate(_ data: Data, maxOutput: Int) throws -> [UInt8] {
        var stream = z_stream()
        // 16 + MAX_WBITS: expect a gzip header and trailer.
        guard inflateInit2_(&stream, 16 + 15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw LottieError.invalidContainer("zlib could not be initialised")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var input = [UInt8](data)
        let outcome: Outcome = input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
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
        case .tooLarge: throw LottieError.limitExceeded(limit: .decompressedSize, maximum: maxOutput, path: "")
        case .truncated: throw LottieError.invalidContainer("gzip data is truncated")
        case .corrupt(let code): throw LottieError.invalidContainer("gzip data is corrupt (zlib error \(code))")
        }
    }
}
