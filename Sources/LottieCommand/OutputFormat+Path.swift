import ArgumentParser
import Foundation
import LottieExport

extension OutputFormat {
    /// The format named by `--format`, else by the path's extension; standard output (`-`)
    /// and names without an extension need `--format`.
    init(path: String, format: String?) throws {
        if let format {
            guard let named = Self(name: format) else {
                throw ValidationError("--format '\(format)' is not one of \(Self.names)")
            }
            self = named
            return
        }
        guard path != "-" else {
            throw ValidationError("writing to standard output (-o -) needs --format (\(Self.names))")
        }
        let file = (path as NSString).lastPathComponent
        guard file.contains("."), let named = Self(name: (file as NSString).pathExtension) else {
            throw CommandError("\(path): unknown output format (use .png, .gif, .webp, .mp4, .webm, .svg or .pdf, or --format)")
        }
        self = named
    }
}

extension RasterBackend: ExpressibleByArgument {}

/// A file name with a printf-style frame number (`frame-%04d.png`, `%d.svg`): one file per
/// frame, numbered from 0.
struct SequencePattern {
    private let prefix: Substring
    private let suffix: Substring
    private let width: Int

    /// The pattern in `path`, or nil when it has none (`%%` is a literal percent sign).
    init?(_ path: String) {
        guard let percent = path.range(of: #"%0?[0-9]*d"#, options: .regularExpression) else { return nil }
        let spec = path[percent].dropFirst().dropLast()
        prefix = path[..<percent.lowerBound]
        suffix = path[percent.upperBound...]
        width = Int(spec) ?? 0
    }

    /// The file name of frame `index`.
    func path(for index: Int) -> String {
        let digits = String(index)
        return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits + suffix
    }
}
