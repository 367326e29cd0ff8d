import Foundation
import LottieExport

/// A file rendered for one answer, in the service's work folder; deleted once sent.
struct RenderedFile: Sendable {
    /// Where it is.
    let url: URL
    /// Its size in bytes.
    let size: Int
    /// Its format.
    let format: OutputFormat
    /// Whether the animation came from the cache.
    let cacheHit: Bool
}
