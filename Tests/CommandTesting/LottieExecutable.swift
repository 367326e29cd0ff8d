import Foundation

/// Where the test targets that run the `lottie` command find it.
public enum LottieExecutable {
    /// The `lottie` executable: `LOTTIE_BIN`, or the one built beside the test bundle (`swift
    /// build` and `swift test` build it), or `.build/debug/lottie` from the package root; nil
    /// when none is built.
    public static let url: URL? = {
        if let path = ProcessInfo.processInfo.environment["LOTTIE_BIN"] { return URL(fileURLWithPath: path) }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("lottie")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        // This file is Tests/CommandTesting/LottieExecutable.swift: three folders below the root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let debug = root.appendingPathComponent(".build/debug/lottie")
        return FileManager.default.isExecutableFile(atPath: debug.path) ? debug : nil
    }()
}
