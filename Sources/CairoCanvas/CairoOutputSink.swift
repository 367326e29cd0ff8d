import CCairo
import Foundation

/// Where a vector surface's bytes go: collected in memory, or written to a file as cairo
/// produces them. Handed to cairo as the closure of its write callback.
final class CairoOutputSink {
    /// The bytes collected so far (memory destination only).
    private(set) var data = Data()
    /// The first write error, reported by `finish`.
    private(set) var failure: CairoCanvasError?
    private let file: FileHandle?

    /// A sink collecting bytes in memory.
    init() { file = nil }

    /// A sink writing to a new (or truncated) file.
    init(url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CairoCanvasError.cannotOpen(path: url.path, reason: "the file cannot be created")
        }
        do {
            file = try FileHandle(forWritingTo: url)
        } catch {
            throw CairoCanvasError.cannotOpen(path: url.path, reason: "\(error)")
        }
    }

    deinit { try? file?.close() }

    /// Closes the file, if any.
    func close() throws {
        do {
            try file?.close()
        } catch {
            throw CairoCanvasError.writeFailed(reason: "\(error)")
        }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) -> cairo_status_t {
        guard failure == nil else { return CAIRO_STATUS_WRITE_ERROR }
        guard let file else {
            data.append(contentsOf: bytes)
            return CAIRO_STATUS_SUCCESS
        }
        do {
            try file.write(contentsOf: bytes)
            return CAIRO_STATUS_SUCCESS
        } catch {
            failure = .writeFailed(reason: "\(error)")
            return CAIRO_STATUS_WRITE_ERROR
        }
    }

    /// Cairo's write callback; `closure` is an unretained reference to a sink.
    static let writeFunction: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<CairoOutputSink>.fromOpaque(closure).takeUnretainedValue()
        return sink.write(UnsafeRawBufferPointer(start: bytes, count: Int(length)))
    }
}
