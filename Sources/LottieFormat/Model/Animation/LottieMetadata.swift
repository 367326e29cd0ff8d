/// Authoring metadata (`meta`).
public struct LottieMetadata: Hashable, Sendable {
    /// The exporting tool (`g`).
    public var generator: String?
    /// The author (`a`).
    public var author: String?
    /// Keywords (`k`, a string or an array in the file).
    public var keywords: [String] = []
    /// A description (`d`).
    public var description: String?
    /// A theme colour (`tc`).
    public var themeColor: String?

    /// Empty metadata.
    public init() {}
}
