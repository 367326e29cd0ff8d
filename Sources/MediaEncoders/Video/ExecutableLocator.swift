import Foundation

/// Finds a program such as `ffmpeg` the way a shell would, on `PATH`.
enum ExecutableLocator {
    static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return directories
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
