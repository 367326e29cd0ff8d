import Foundation
import Graphics

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
    /// The slot the image is bound to (`sid`); the loaded fields already are the slot's (or
    /// the chosen theme's).
    public var slotID: String?
    /// The asset's position in the file's `assets` array, when it was loaded from a file;
    /// warnings about the image name it by this (`assets[3]`), and images count against
    /// `LoadLimits.maxTotalImagePixels` in this order. Where an asset sits is not part of what
    /// it is: `==` ignores this.
    public var assetIndex: Int?

    /// An asset with only an id.
    public init(id: String) { self.id = id }

    /// Where the asset is in the file, for messages: `assets[3]`, or by id when the asset was
    /// not loaded from a file.
    public var jsonPath: String { assetIndex.map { "assets[\($0)]" } ?? "assets[id=\(id)]" }

    /// The image format of `data`, recognised from its first bytes.
    public var imageFormat: ImageFormat? { data.flatMap(ImageFormat.init(sniffing:)) }

    public static func == (a: LottieImageAsset, b: LottieImageAsset) -> Bool {
        a.id == b.id && a.width == b.width && a.height == b.height && a.directory == b.directory
            && a.fileName == b.fileName && a.isEmbedded == b.isEmbedded && a.isSequence == b.isSequence
            && a.name == b.name && a.data == b.data && a.slotID == b.slotID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id); hasher.combine(width); hasher.combine(height); hasher.combine(directory)
        hasher.combine(fileName); hasher.combine(isEmbedded); hasher.combine(isSequence); hasher.combine(name)
        hasher.combine(data)
    }
}
