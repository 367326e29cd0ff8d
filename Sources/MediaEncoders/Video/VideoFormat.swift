/// The video containers and codecs `VideoEncoder` writes through ffmpeg.
public enum VideoFormat: String, Sendable, CaseIterable {
    /// MP4 with H.264 (libx264) in yuv420p, the format every player opens. It has no alpha, and
    /// its sides are padded to even numbers, which 4:2:0 chroma needs.
    case mp4
    /// WebM with VP9 (libvpx-vp9); keeps alpha (yuva420p) unless a background is given.
    case webM

    /// The format a file extension names (`mp4`, `m4v`, `webm`), ignoring case.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webM
        default: return nil
        }
    }
}
