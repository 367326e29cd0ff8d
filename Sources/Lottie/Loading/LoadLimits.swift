/// Bounds that protect the process from hostile or broken files. Exceeding any of them stops
/// loading early with `LottieError.limitExceeded`.
public struct LoadLimits: Hashable, Sendable {
    /// The largest input file, in bytes (`.json`, `.lottie` or `.tgs` as stored).
    public var maxFileSize: Int = 64 << 20
    /// The most bytes decompressed from a gzip stream or a zip archive in total.
    public var maxDecompressedSize: Int = 256 << 20
    /// The most layers, counting each precomposition once per layer that shows it (so a
    /// file cannot multiply a few layers into millions through nested precompositions).
    public var maxLayers: Int = 100_000
    /// The most shape items in the file.
    public var maxShapes: Int = 1_000_000
    /// The most keyframes in the file.
    public var maxKeyframes: Int = 2_000_000
    /// The deepest JSON nesting.
    public var maxNestingDepth: Int = 256
    /// The deepest chain of precompositions showing precompositions.
    public var maxPrecompositionDepth: Int = 64

    /// The default limits.
    public init() {}

    /// The default limits.
    public static let `default` = LoadLimits()
}
