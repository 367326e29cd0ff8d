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

    /// The format a path's extension names.
    init(path: String) throws {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "png": self = .png
        case "svg": self = .svg
        case "pdf": self = .pdf
        case "gif": self = .gif
        case "webp": self = .webP
        default:
            guard path.contains("."), let video = VideoFormat(fileExtension: ext) else {
                throw CommandError("\(path): unknown output format (use .png, .gif, .webp, .mp4, .webm, .svg or .pdf)")
            }
            self = .video(video)
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
