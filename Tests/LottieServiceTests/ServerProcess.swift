import CommandTesting
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `lottie serve` run as its own process (the executable built beside this test bundle), for
/// the tests that measure its memory or stop it with SIGTERM.
final class ServerProcess: @unchecked Sendable {
    /// The `lottie` executable (`LottieExecutable`).
    static let executable: URL? = LottieExecutable.url

    let process = Process()
    let port: Int
    private let errorFile: URL

    /// The base URL.
    var base: String { "http://127.0.0.1:\(port)" }
    /// The process id.
    var pid: Int32 { process.processIdentifier }

    /// Starts `lottie serve --port 0` with `arguments` and waits (at most 60 s) for the line
    /// naming its port.
    init(_ arguments: [String] = []) throws {
        guard let executable = Self.executable else { throw TestFailure("the lottie executable was not built") }
        process.executableURL = executable
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-serve-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        // The first line of standard output: "listening on http://127.0.0.1:PORT".
        let reader = output.fileHandleForReading
        var line = Data()
        let end = Date().addingTimeInterval(60)
        while Date() < end, !line.contains(UInt8(ascii: "\n")) {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let portText = text.split(separator: ":").last?.trimmingCharacters(in: .whitespacesAndNewlines),
              let port = Int(portText), port > 0 else {
            process.terminate()
            throw TestFailure("lottie serve did not report its port: '\(text)'")
        }
        self.port = port
    }

    /// Sends SIGTERM.
    func terminate() { kill(process.processIdentifier, SIGTERM) }

    /// Waits at most `seconds` for the process to end; its exit status, or nil (after
    /// killing it) when it did not end.
    func waitForExit(seconds: Double = 30) -> Int32? {
        let end = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < end { usleep(20_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationStatus
    }

    /// Stops the process (SIGTERM, then waiting).
    @discardableResult func stop() -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        terminate()
        return waitForExit()
    }

    /// What it wrote on standard error (its request log).
    var log: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: errorFile)
    }
}
