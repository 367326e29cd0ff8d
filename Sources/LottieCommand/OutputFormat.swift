import ArgumentParser
import Foundation
import MediaEncoders

/// What `lottie render` writes, chosen by the output's file extension.
enum OutputFormat: Equatable {
    /// A PNG image: one frame, or one file per frame with a `%04d` pattern.
    case png
    /// An SVG document: one frame, or one file per frame with a pattern.
    case svg
    /// A PDF document: one page, or a page per frame.
    case pdf
    /// An animated GIF.
    case gif
    /// An animated WebP.
    case webP
    /// A video through ffmpeg.
    case video(VideoFormat)

    /// The names `--format` takes.
    static let names = "png, gif, webp, mp4, webm, svg or pdf"

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

    /// The format a name or file extension stands for (`png`, `gif`, `webp`, `mp4`/`m4v`,
    /// `webm`, `svg`, `pdf`; any case).
    init?(name: String) {
        switch name.lowercased() {
        case "png": self = .png
        case "svg": self = .svg
        case "pdf": self = .pdf
        case "gif": self = .gif
        case "webp": self = .webP
        default:
            guard let video = VideoFormat(fileExtension: name) else { return nil }
            self = .video(video)
        }
    }

    /// The usual file extension.
    var fileExtension: String {
        switch self {
        case .png: return "png"
        case .svg: return "svg"
        case .pdf: return "pdf"
        case .gif: return "gif"
        case .webP: return "webp"
        case .video(.mp4): return "mp4"
        case .video(.webM): return "webm"
        }
    }

    /// The name messages use (PNG, MP4).
    var displayName: String {
        switch self {
        case .webP: return "WebP"
        case .video(.webM): return "WebM"
        default: return fileExtension.uppercased()
        }
    }

    /// Whether the format holds many frames in one file.
    var isAnimation: Bool {
        switch self {
        case .gif, .webP, .video: return true
        case .png, .svg, .pdf: return false
        }
    }
}

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
