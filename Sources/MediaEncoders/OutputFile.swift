import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening the output early, so that an unwritable path fails before any encoding work, and
/// removing it again when encoding fails, so that no half-written file is left behind.
enum OutputFile {
    /// Creates or empties the file and returns its descriptor, open for writing.
    static func open(_ url: URL) throws -> Int32 {
        guard url.isFileURL else {
            throw MediaEncoderError.cannotWrite(path: url.absoluteString, reason: "not a file URL")
        }
        let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
            guard let path else { return -1 }
            return Foundation.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            throw MediaEncoderError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
        }
        return descriptor
    }

    /// Deletes a file this module created; failing to do so changes nothing for the caller,
    /// who already gets the error that made the file useless.
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
