import Foundation
import Graphics

/// A loaded Lottie animation: an immutable value that any number of players can render
/// concurrently.
///
/// Load one with `LottieAnimation.load(data:)`, `load(string:)` or `load(fileURL:)`
/// (JSON, dotLottie or Telegram `.tgs`). Times are frames; `framerate` converts them to
/// seconds.
public struct LottieAnimation: Hashable, Sendable {
    /// The Bodymovin version that wrote the file (`v`).
    public var version: String = ""
    /// The composition's name (`nm`).
    public var name: String?
    /// The composition width in its own units (`w`).
    public var width: Double = 0
    /// The composition height (`h`).
    public var height: Double = 0
    /// Frames per second (`fr`).
    public var framerate: Double = 30
    /// The first frame (`ip`).
    public var startFrame: Double = 0
    /// The frame the animation ends at (`op`).
    public var endFrame: Double = 0
    /// Whether the composition has 3-D layers (`ddd`).
    public var is3D: Bool = false
    /// The root layers, top-most first (`layers`).
    public var layers: [LottieLayer] = []
    /// The precompositions by id (`assets[]` with `layers`).
    public var precompositions: [String: LottiePrecomposition] = [:]
    /// The image (and other file) assets by id (`assets[]` with `p`).
    public var images: [String: LottieImageAsset] = [:]
    /// The markers (`markers`).
    public var markers: [LottieMarker] = []
    /// The fonts text layers use (`fonts.list`).
    public var fonts: [LottieFont] = []
    /// Glyph outlines for text drawn without system fonts (`chars`).
    public var glyphs: [LottieGlyph] = []
    /// Slot values by slot id (`slots`), raw as in the file. Properties, gradient colours, image
    /// assets and text documents with a `sid` already carry their slot's value, and keep the id
    /// (`slotID`) so that renderers can replace them at run time (see `LottieSlotValue`).
    public var slots: [String: LottieJSON] = [:]
    /// Authoring metadata (`meta`).
    public var metadata: LottieMetadata?
    /// What the loader could not model exactly; the rest of the animation is still usable.
    /// Warnings are not part of the animation's meaning and are ignored by `==`.
    public var warnings: [LottieWarning] = []
    /// The limits the animation was loaded with. Renderers hold the images they decode to the
    /// image limits among them (`maxImagePixels`, `maxTotalImagePixels`, `maxImageScale`);
    /// raise those here or when loading. Not part of `==`.
    public var limits: LoadLimits = .default
    /// Whether the animation came from a dotLottie archive: its images are the archive's
    /// entries, and no file outside the archive is ever read for them.
    var imagesComeFromArchive = false

    /// An empty animation; use the loaders to read files.
    public init() {}

    /// The composition size.
    public var size: Size { Size(width: width, height: height) }

    /// The duration in frames (`op − ip`).
    public var frameCount: Double { endFrame - startFrame }

    /// The duration in seconds.
    public var duration: TimeInterval { framerate > 0 ? frameCount / framerate : 0 }

    /// The marker with this name, if any.
    public func marker(named name: String) -> LottieMarker? { markers.first { $0.name == name } }

    /// The font with this name (`fName`), if any.
    public func font(named name: String) -> LottieFont? { fonts.first { $0.name == name } }

    public static func == (a: LottieAnimation, b: LottieAnimation) -> Bool {
        a.version == b.version && a.name == b.name && a.width == b.width && a.height == b.height
            && a.framerate == b.framerate && a.startFrame == b.startFrame && a.endFrame == b.endFrame
            && a.is3D == b.is3D && a.layers == b.layers && a.precompositions == b.precompositions
            && a.images == b.images && a.markers == b.markers && a.fonts == b.fonts && a.glyphs == b.glyphs
            && a.slots == b.slots && a.metadata == b.metadata
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(version); hasher.combine(width); hasher.combine(height); hasher.combine(framerate)
        hasher.combine(startFrame); hasher.combine(endFrame); hasher.combine(layers)
    }
}
