import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written under a temporary name in its destination's folder and renamed into place
/// only when it is complete. `rename(2)` within one folder replaces the destination in one
/// step (POSIX), so a reader never sees a partial file, and a failed or interrupted write
/// leaves the destination as it was.
///
/// ```swift
/// let file = try OutputFile(destination: url)
/// try data.write(to: file.temporaryURL)
/// try file.commit()
/// ```
///
/// The temporary file is registered with `InterruptCleanup` until it is committed or
/// discarded, so a signal handler can delete it. Dropping an `OutputFile` that was not
/// committed deletes its temporary file.
public final class OutputFile {
    /// Where the finished file goes.
    public let destination: URL
    /// The file being written: a hidden name beside the destination.
    public let temporaryURL: URL
    private var isOpen = true

    /// Creates the (empty) temporary file beside `destination`, so that an unwritable folder
    /// fails before any encoding work.
    ///
    /// - Throws: `MediaEncoderError.cannotWrite` naming `destination` when the folder is
    ///   missing or not writable, or when the process is being interrupted.
    public init(destination: URL) throws {
        guard destination.isFileURL else {
            throw MediaEncoderError.cannotWrite(path: destination.absoluteString, reason: "not a file URL")
        }
        self.destination = destination
        let folder = destination.deletingLastPathComponent()
        let token = UUID().uuidString.prefix(8)
        temporaryURL = folder.appendingPathComponent(".\(destination.lastPathComponent).\(token).partial")
        try InterruptCleanup.track(temporaryURL, destination: destination)
        let descriptor = Self.openDescriptor(temporaryURL, flags: O_CREAT | O_EXCL)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            InterruptCleanup.untrack(temporaryURL)
            throw MediaEncoderError.cannotWrite(path: destination.path, reason: reason)
        }
        close(descriptor)
    }

    deinit {
        discard()
    }

    /// Opens the temporary file for writing, emptied, and returns its descriptor (the caller
    /// closes it).
    public func openForWriting() throws -> Int32 {
        let descriptor = Self.openDescriptor(temporaryURL, flags: O_TRUNC)
        guard descriptor >= 0 else {
            throw MediaEncoderError.cannotWrite(path: destination.path, reason: String(cString: strerror(errno)))
        }
        return descriptor
    }

    /// Renames the finished temporary file to the destination.
    ///
    /// - Throws: `MediaEncoderError.cannotWrite` when the rename fails or the process is being
    ///   interrupted; the temporary file is then deleted.
    public func commit() throws {
        guard isOpen else { throw MediaEncoderError.alreadyFinished }
        isOpen = false
        try InterruptCleanup.moveIntoPlace(temporaryURL, destination)
    }

    /// Deletes the temporary file (nothing happens after `commit()`).
    public func discard() {
        guard isOpen else { return }
        isOpen = false
        InterruptCleanup.untrack(temporaryURL)
        unlink(temporaryURL.path)
    }

    /// Writes a file through a temporary one: `write` fills the URL it is given, which is then
    /// renamed to `destination`; when `write` throws, the temporary file is deleted and the
    /// destination left as it was.
    public static func write(to destination: URL, _ write: (URL) throws -> Void) throws {
        let file = try OutputFile(destination: destination)
        do {
            try write(file.temporaryURL)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    private static func openDescriptor(_ url: URL, flags: Int32) -> Int32 {
        url.withUnsafeFileSystemRepresentation { path -> Int32 in
            guard let path else {
                errno = EINVAL
                return -1
            }
            return open(path, O_WRONLY | O_CLOEXEC | flags, 0o666)
        }
    }
}

/// The temporary files and helper processes of outputs in progress, for a handler of SIGINT or
/// SIGTERM to clean up before the process exits, so that a program stopped mid-write leaves
/// neither a partial file nor a temporary one.
///
/// `OutputFile` and `VideoEncoder` register here themselves; a command registers any other
/// scratch file it makes. After `interrupt()` nothing more can be registered or renamed into
/// place.
public enum InterruptCleanup {
    private final class State: @unchecked Sendable {
        // Everything below is guarded by `lock`.
        let lock = NSLock()
        var files: Set<String> = []
        var processes: Set<Int32> = []
        var isInterrupted = false
    }

    private static let state = State()

    /// Registers a scratch file, or a scratch folder holding only registered files, to delete
    /// on interruption.
    ///
    /// - Throws: `MediaEncoderError.cannotWrite` naming `destination` once the process is
    ///   being interrupted.
    public static func track(_ file: URL, destination: URL) throws {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard !state.isInterrupted else {
            throw MediaEncoderError.cannotWrite(path: destination.path, reason: "interrupted")
        }
        state.files.insert(file.path)
    }

    /// Forgets a scratch file (it was deleted or kept on purpose).
    public static func untrack(_ file: URL) {
        state.lock.lock()
        state.files.remove(file.path)
        state.lock.unlock()
    }

    /// Registers a helper process to kill on interruption: it might otherwise go on writing
    /// a file after the file was deleted.
    static func track(process: Int32) {
        state.lock.lock()
        state.processes.insert(process)
        state.lock.unlock()
    }

    static func untrack(process: Int32) {
        state.lock.lock()
        state.processes.remove(process)
        state.lock.unlock()
    }

    /// Renames a finished scratch file to its destination, unless the process is being
    /// interrupted (then the scratch file is deleted instead).
    static func moveIntoPlace(_ file: URL, _ destination: URL) throws {
        state.lock.lock()
        defer { state.lock.unlock() }
        state.files.remove(file.path)
        guard !state.isInterrupted else {
            unlink(file.path)
            throw MediaEncoderError.cannotWrite(path: destination.path, reason: "interrupted")
        }
        guard rename(file.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(file.path)
            throw MediaEncoderError.cannotWrite(path: destination.path, reason: reason)
        }
    }

    /// Kills the registered helper processes, waits for them to end, and deletes every
    /// registered scratch file. Call it from a signal handler running on a normal thread (a
    /// dispatch signal source), then exit.
    public static func interrupt() {
        state.lock.lock()
        defer { state.lock.unlock() }
        state.isInterrupted = true
        for process in state.processes {
            kill(process, SIGKILL)
            // A process that Foundation already reaped makes this return at once (ECHILD).
            var status: Int32 = 0
            _ = waitpid(process, &status, 0)
        }
        // Longest paths first: a scratch folder is emptied before it is removed itself.
        for file in state.files.sorted(by: { $0.count > $1.count }) { remove(file) }
        state.processes.removeAll()
        state.files.removeAll()
    }
}
