import Foundation

/// A precomposition asset (`assets[]` with `layers`): a list of layers that precomposition
/// layers show.
public struct LottiePrecomposition: Hashable, Sendable {
    /// The id layers refer to (`id`).
    public var id: String
    /// The precomposition's name (`nm`).
    public var name: String?
    /// Its frame rate, when the exporter recorded one (`fr`).
    public var framerate: Double?
    /// The layers, top-most first (`layers`).
    public var layers: [LottieLayer]

    /// A precomposition.
    public init(id: String, name: String? = nil, framerate: Double? = nil, layers: [LottieLayer]) {
        self.id = id; self.name = name; self.framerate = framerate; self.layers = layers
    }
}

/// A file asset (`assets[]` with `p`): an image, or for audio layers a sound.
///
/// Embedded data (`data:` URLs, or files inside a dotLottie archive) is decoded into `data`;
/// otherwise the file is `directory + fileName`, relative to the animation, which players
/// resolve through an image provider.
public struct LottieImageAsset: Hashable, Sendable {
    /// The id layers refer to (`id`).
    public var id: String
    /// The image width in pixels (`w`), 0 for sounds.
    public var width: Double = 0
    /// The image height in pixels (`h`), 0 for sounds.
    public var height: Double = 0
    /// The directory (`u`).
    public var directory: String = ""
    /// The file name, or the whole `data:` URL of an embedded image (`p`).
    public var fileName: String = ""
    /// Whether the file marks the asset as embedded (`e == 1`).
    public var isEmbedded: Bool = false
    /// Whether the asset is an image sequence (`t == "seq"`).
    public var isSequence: Bool = false
    /// The asset's name (`nm`).
    public var name: String?
    /// The bytes of an embedded image, when the loader found them.
    public var data: Data?

    /// An asset with only an id.
    public init(id: String) { self.id = id }

    /// The image format of `data`, recognised from its first bytes.
    public var imageFormat: LottieImageFormat? { data.flatMap(LottieImageFormat.init(sniffing:)) }
}

/// Image file formats an asset's bytes can have.
public enum LottieImageFormat: String, Hashable, Sendable, CaseIterable {
    /// PNG.
    case png
    /// JPEG.
    case jpeg
    /// WebP.
    case webp
    /// GIF.
    case gif
    /// SVG (text).
    case svg

    /// The format of encoded image bytes, or nil when unknown.
    public init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(16))
        func starts(_ s: [UInt8], at i: Int = 0) -> Bool {
            head.count >= i + s.count && Array(head[i..<i + s.count]) == s
        }
        if starts([0x89, 0x50, 0x4E, 0x47]) { self = .png }
        else if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { self = .webp }
        else if starts(Array("GIF8".utf8)) { self = .gif }
        else if starts(Array("<svg".utf8)) || starts(Array("<?xml".utf8)) { self = .svg }
        else { return nil }
    }
}
