import Foundation
import Testing

/// Independent programs the tests read our files back with. A test that needs one is skipped
/// (with the reason) when it is missing; scripts/bootstrap installs them.
enum ExternalTool {
    /// A python3 that can `import PIL` (Pillow), searched as `python3` on PATH then the system one.
    static let pillowPython: URL? = {
        let candidates = [find("python3"), URL(fileURLWithPath: "/usr/bin/python3")].compactMap { $0 }
        return candidates.first { (try? run($0, ["-c", "import PIL"]))?.status == 0 }
    }()
    static let webpinfo = find("webpinfo")
    static let ffprobe = find("ffprobe")
    static let ffmpeg = find("ffmpeg")

    /// Skips a test, saying why, unless Pillow can be imported.
    static let needsPillow = ConditionTrait.enabled(
        if: pillowPython != nil, "needs python3 with Pillow (Debian python3-pil, or pip install Pillow)")
    /// Skips a test unless libwebp's webpinfo is installed.
    static let needsWebPInfo = ConditionTrait.enabled(if: webpinfo != nil, "needs webpinfo (Debian package webp)")
    /// Skips a test unless ffmpeg and ffprobe are installed.
    static let needsFFmpeg = ConditionTrait.enabled(
        if: ffmpeg != nil && ffprobe != nil, "needs ffmpeg and ffprobe (Debian package ffmpeg)")

    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// Runs a program to completion, collecting its output through temporary files (pipes
    /// could fill up and stall it).
    static func run(_ executable: URL, _ arguments: [String]) throws -> Output {
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("tool-\(UUID().uuidString).out")
        let errURL = directory.appendingPathComponent("tool-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: try Data(contentsOf: outURL),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// A scratch folder per test, removed by the caller.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("media-encoders-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
