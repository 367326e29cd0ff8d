import Foundation

/// One run of ffmpeg with its error output in a log file: started, then waited for, and its
/// failure turned into `MediaEncoderError.toolFailed` with what it wrote. Registered with
/// `InterruptCleanup` while it runs.
final class FFmpegProcess {
    private let process = Process()
    private let log: URL
    private var isWaitedFor = false

    /// Starts `ffmpeg` with `arguments` and no standard input.
    ///
    /// - Throws: `MediaEncoderError.cannotWrite` when the log cannot be made, `.toolFailed`
    ///   when ffmpeg cannot be started.
    init(_ ffmpeg: URL, arguments: [String], destination: URL) throws {
        // Until it runs there is nothing to wait for or stop.
        isWaitedFor = true
        log = FileManager.default.temporaryDirectory.appendingPathComponent("ffmpeg-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw MediaEncoderError.cannotWrite(path: log.path, reason: "cannot create ffmpeg's log")
        }
        do {
            try InterruptCleanup.track(log, destination: destination)
            process.executableURL = ffmpeg
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: log)
        } catch {
            removeLog()
            throw error
        }
        do {
            try process.run()
        } catch {
            removeLog()
            throw MediaEncoderError.toolFailed(tool: "ffmpeg", status: -1, message: "cannot start \(ffmpeg.path): \(error)")
        }
        InterruptCleanup.track(process: process.processIdentifier)
        isWaitedFor = false
    }

    deinit {
        stop()
    }

    /// Waits for ffmpeg to exit.
    ///
    /// - Throws: `MediaEncoderError.toolFailed` with its exit status and error output when it
    ///   failed.
    func wait() throws {
        guard !isWaitedFor else { return }
        isWaitedFor = true
        process.waitUntilExit()
        InterruptCleanup.untrack(process: process.processIdentifier)
        defer { removeLog() }
        guard process.terminationStatus == 0, process.terminationReason == .exit else {
            throw MediaEncoderError.toolFailed(tool: "ffmpeg", status: process.terminationStatus, message: readLog())
        }
    }

    /// Kills ffmpeg if it still runs and waits for it: it must not write a file after the file
    /// is deleted.
    func stop() {
        guard !isWaitedFor else { return }
        isWaitedFor = true
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        InterruptCleanup.untrack(process: process.processIdentifier)
        removeLog()
    }

    private func readLog() -> String {
        guard let data = FileManager.default.contents(atPath: log.path) else { return "" }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func removeLog() {
        InterruptCleanup.untrack(log)
        try? FileManager.default.removeItem(at: log)  // a stray log in the temporary folder is harmless
    }
}
