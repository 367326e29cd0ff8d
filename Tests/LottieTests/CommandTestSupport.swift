import CommandTesting
import Foundation
import Testing

/// Running the `lottie` executable and the independent tools that read its output back.
///
/// The executable is the one built next to this test bundle (`swift build` / `swift test` build
/// it), or `LOTTIE_BIN`. Reading tools: `python3` with Pillow (PNG, GIF, SVG, PDF checks),
/// `webpinfo` (Debian `webp`) and `ffprobe` (Debian `ffmpeg`); a test whose tool is missing is
/// skipped with a message naming it.
enum CommandTool {
    /// The `lottie` executable.
    static let executable: URL? = LottieExecutable.url

    /// The result of one run.
    struct Result {
        let status: Int32
        /// Standard output as bytes (a file written to `-`).
        let stdoutData: Data
        let stderr: String
        var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

    /// Runs `lottie` with `arguments` in `directory`, its standard input read from `stdin`
    /// (default: empty).
    static func lottie(_ arguments: [String], in directory: URL, stdin: URL? = nil) throws -> Result {
        let executable = try #require(executable, "the lottie executable is not built (swift build --product lottie)")
        return try run(executable, arguments, in: directory, stdin: stdin)
    }

    /// Starts `lottie` without waiting for it, its output discarded: for tests that signal it.
    static func start(_ arguments: [String], in directory: URL) throws -> Process {
        let lottie = try #require(Self.executable, "the lottie executable is not built (swift build --product lottie)")
        let process = Process()
        process.executableURL = lottie
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs a program and collects its output.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil, stdin: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = try stdin.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a chatty child never blocks.
        let errData = ThreadedRead(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdoutData: outData,
                      stderr: String(decoding: errData.wait(), as: UTF8.self))
    }

    /// A program on `PATH`, or nil.
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// A python3 that can import Pillow: `python3` on `PATH`, else the system one (which
    /// Debian's python3-pil serves).
    static let pillowPython: URL? = {
        let candidates = [find("python3"), URL(fileURLWithPath: "/usr/bin/python3")].compactMap { $0 }
        return candidates.first { (try? run($0, ["-c", "import PIL"]))?.status == 0 }
    }()

    /// Whether a python3 with Pillow is there.
    static let hasPillow = pillowPython != nil

    /// Runs a Python script (with Pillow) and returns its standard output, failing on an error.
    static func python(_ script: String, _ arguments: [String] = []) throws -> String {
        let python = try #require(pillowPython, "needs python3 with Pillow (Debian python3-pil)")
        let result = try run(python, ["-c", script] + arguments)
        #expect(result.status == 0, "python failed: \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A temporary folder holding the playback fixture as `fixture.json`.
    static func folderWithFixture() throws -> URL {
        let dir = try temporaryDirectory()
        try Data(PlaybackFixture.json.utf8).write(to: dir.appendingPathComponent("fixture.json"))
        return dir
    }
}

/// Reads a pipe to its end on another thread.
private final class ThreadedRead: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
