/// Bounds that protect the process from hostile or broken files. Exceeding any of them stops
/// loading early with `LottieError.limitExceeded` — except the image limits, which skip the one
/// image (with a `LottieWarning` of kind `.skippedImage` naming its asset) and let the rest of
/// the animation load and render.
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

    /// The most pixels one image may declare in its header (PNG `IHDR`, JPEG frame header,
    /// WebP canvas, GIF screen): 8192 × 8192, 256 MB once decoded. Larger images are skipped
    /// before any of their pixels are allocated.
    public var maxImagePixels: Int = 8192 * 8192
    /// The most decoded pixels all of an animation's images may hold together — 128 million,
    /// 512 MB — counted in the order of `assets` at the size each image is kept at (see
    /// `maxImageScale`). An image that would go past the budget is skipped before decoding.
    /// Images an image provider supplies are the provider's and are not counted.
    public var maxTotalImagePixels: Int = 128 << 20
    /// How many image pixels are kept per unit of an asset's size (`w`, `h`) in each
    /// direction: an image at least twice as large as its asset's size times this is decoded
    /// smaller (a JPEG by libjpeg's DCT scaling, other formats averaged right after decoding),
    /// so that a huge image shown small does not keep its full size in memory. 4 keeps every
    /// detail for output up to 4 times the composition's size. Assets without a size are
    /// decoded at full size.
    public var maxImageScale: Double = 4

    /// The default limits.
    public init() {}

    /// The default limits.
    public static let `default` = LoadLimits()
}
