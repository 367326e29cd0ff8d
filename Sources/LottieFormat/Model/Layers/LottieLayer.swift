/// One layer of a composition (`layers[]`): the fields all layer types share, plus the
/// type-specific `content`.
///
/// Times are frames of the containing composition: the layer is visible from `inFrame` to
/// `outFrame`; its own (local) time is `(frame − startTime) / timeStretch`, or the time remap's
/// value when `timeRemap` is set.
public struct LottieLayer: Hashable, Sendable {
    /// The layer's name (`nm`).
    public var name: String = ""
    /// After Effects' internal name (`mn`).
    public var matchName: String?
    /// The index other layers use to refer to this one (`ind`).
    public var index: Int?
    /// The index of the parent layer whose transform this layer inherits (`parent`).
    public var parent: Int?
    /// The first frame the layer is visible (`ip`).
    public var inFrame: Double = 0
    /// The frame the layer stops being visible (`op`).
    public var outFrame: Double = 0
    /// The composition frame at which the layer's local time is 0 (`st`).
    public var startTime: Double = 0
    /// The time stretch (`sr`): 2 plays the layer at half speed.
    public var timeStretch: Double = 1
    /// Hidden layers are not drawn (`hd`).
    public var isHidden: Bool = false
    /// Whether the layer rotates along its position path (`ao`).
    public var autoOrient: Bool = false
    /// How the layer blends with what is below it (`bm`).
    public var blendMode: LottieBlendMode = .normal
    /// How the layer is matted by the matte layer above it (`tt`); nil when it has no matte.
    public var matteMode: LottieMatteMode?
    /// Whether this layer is a matte for another layer rather than visible itself (`td`).
    public var isMatteSource: Bool = false
    /// The index of the layer used as this layer's matte (`tp`); nil means the layer just above.
    public var matteParent: Int?
    /// The masks, applied in order (`masksProperties`).
    public var masks: [LottieMask] = []
    /// The effects (`ef`).
    public var effects: [LottieEffect] = []
    /// The layer styles (`sy`).
    public var styles: [LottieLayerStyle] = []
    /// The time remap (`tm`): the layer's local time in seconds as a function of time.
    public var timeRemap: KeyframeGroup<Double>?
    /// Whether the layer is a 3-D layer (`ddd`).
    public var is3D: Bool = false
    /// Whether the precomposition's transforms are collapsed into this layer (`ct`).
    public var collapseTransform: Bool = false
    /// The layer's transform (`ks`).
    public var transform: LottieTransform = LottieTransform()
    /// The HTML class name given to the layer (`cl`).
    public var className: String?
    /// The HTML id given to the layer (`ln`).
    public var layerID: String?
    /// Whether motion blur is enabled (`mb`).
    public var motionBlur: Bool = false
    /// What the layer draws.
    public var content: LottieLayerContent = .null

    /// A null layer with default fields.
    public init() {}

    /// The file's layer type number (`ty`).
    public var typeNumber: Int { content.typeNumber }
}
