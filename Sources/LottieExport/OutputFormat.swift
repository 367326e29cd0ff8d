import MediaEncoders

/// The file formats an animation is exported to: `lottie render`'s outputs and the `format`
/// of `lottie serve`'s `POST /render`.
public enum OutputFormat: Equatable, Hashable, Sendable {
    /// A PNG image: one frame (or, from `lottie render`, one file per frame with a pattern).
    case png
    /// An SVG document: one frame.
    case svg
    /// A PDF document: one page, or a page per frame.
    case pdf
    /// An animated GIF.
    case gif
    /// An animated WebP.
    case webP
    /// A video through ffmpeg.
    case video(VideoFormat)

    /// The names ``init(name:)`` takes, as messages list them.
    public static let names = "png, gif, webp, mp4, webm, svg or pdf"

    /// The format a name or file extension stands for (`png`, `gif`, `webp`, `mp4`/`m4v`,
    /// `webm`, `svg`, `pdf`; any case).
    public init?(name: String) {
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
    public var fileExtension: String {
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
    public var displayName: String {
        switch self {
        case .webP: return "WebP"
        case .video(.webM): return "WebM"
        default: return fileExtension.uppercased()
        }
    }

    /// The media type of a file in this format (`image/png`, `video/mp4`).
    public var mediaType: String {
        switch self {
        case .png: return "image/png"
        case .svg: return "image/svg+xml"
        case .pdf: return "application/pdf"
        case .gif: return "image/gif"
        case .webP: return "image/webp"
        case .video(.mp4): return "video/mp4"
        case .video(.webM): return "video/webm"
        }
    }

    /// Whether the format holds many frames in one file.
    public var isAnimation: Bool {
        switch self {
        case .gif, .webP, .video: return true
        case .png, .svg, .pdf: return false
        }
    }
}
