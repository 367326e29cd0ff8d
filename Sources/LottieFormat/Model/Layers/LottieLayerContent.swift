import Graphics

/// What a layer draws, by layer type (`ty`).
public enum LottieLayerContent: Hashable, Sendable {
    /// A precomposition (0).
    case precomposition(LottiePrecompositionLayer)
    /// A solid rectangle (1).
    case solid(LottieSolidLayer)
    /// An image asset (2), by asset id.
    case image(referenceID: String)
    /// Nothing; used as a parent (3).
    case null
    /// Shapes (4).
    case shapes([LottieShapeItem])
    /// Text (5).
    case text(LottieTextData)
    /// Sound (6); not drawn.
    case audio(LottieAudioLayer)
    /// An adjustment layer (12): its effects apply to the layers below it.
    case adjustment
    /// A 3-D camera (13).
    case camera(LottieCameraLayer)
    /// A data layer (15), by data asset id; not drawn.
    case data(referenceID: String?)
    /// A layer type the model does not support (video, guides, lights, ...), with its number.
    /// Loading it adds a warning; it draws nothing.
    case unsupported(type: Int)

    /// The file's layer type number.
    public var typeNumber: Int {
        switch self {
        case .precomposition: return 0
        case .solid: return 1
        case .image: return 2
        case .null: return 3
        case .shapes: return 4
        case .text: return 5
        case .audio: return 6
        case .adjustment: return 12
        case .camera: return 13
        case .data: return 15
        case .unsupported(let type): return type
        }
    }
}

/// A layer showing a precomposition (`ty` 0).
public struct LottiePrecompositionLayer: Hashable, Sendable {
    /// The precomposition asset's id (`refId`).
    public var referenceID: String
    /// The size of the precomposition's viewport (`w`, `h`); content outside is clipped.
    public var size: Size

    /// A precomposition reference.
    public init(referenceID: String, size: Size) { self.referenceID = referenceID; self.size = size }
}

/// A solid colour rectangle from (0, 0) to `size` (`ty` 1).
public struct LottieSolidLayer: Hashable, Sendable {
    /// The colour (`sc`, a hex string in the file).
    public var color: Color
    /// The rectangle's size (`sw`, `sh`).
    public var size: Size

    /// A solid.
    public init(color: Color, size: Size) { self.color = color; self.size = size }
}

/// A sound layer (`ty` 6).
public struct LottieAudioLayer: Hashable, Sendable {
    /// The sound asset's id (`refId`).
    public var referenceID: String?
    /// The level (`au.lv`), in decibels per channel.
    public var level: KeyframeGroup<LottieVector3>?

    /// A sound layer.
    public init(referenceID: String? = nil, level: KeyframeGroup<LottieVector3>? = nil) {
        self.referenceID = referenceID; self.level = level
    }
}

/// A 3-D camera (`ty` 13); its position and orientation are the layer's transform.
public struct LottieCameraLayer: Hashable, Sendable {
    /// The perspective distance (`pe`).
    public var perspective: KeyframeGroup<Double>

    /// A camera.
    public init(perspective: KeyframeGroup<Double>) { self.perspective = perspective }
}
