import Graphics

/// The content of a text layer (`t`): the animated document, path and alignment options, and
/// the text animators.
public struct LottieTextData: Hashable, Sendable {
    /// The document keyframes (`d`); text documents only change with hold keyframes.
    public var document: KeyframeGroup<LottieTextDocument> = KeyframeGroup(LottieTextDocument())
    /// Text on a path (`p`); nil when the text does not follow a mask path.
    public var pathOptions: LottieTextPathOptions?
    /// Grouping and alignment options (`m`).
    public var moreOptions: LottieTextMoreOptions = LottieTextMoreOptions()
    /// Animators that change characters selected by a range (`a`).
    public var animators: [LottieTextAnimator] = []

    /// Empty text data; set the fields you need.
    public init() {}
}

/// How text follows one of the layer's mask paths (`t.p`).
public struct LottieTextPathOptions: Hashable, Sendable {
    /// The index of the mask whose path the text follows (`m`).
    public var maskIndex: Int = 0
    /// Offset of the text start along the path (`f`).
    public var firstMargin: KeyframeGroup<Double>?
    /// Offset of the text end along the path (`l`).
    public var lastMargin: KeyframeGroup<Double>?
    /// Whether the path is followed in reverse (`r`).
    public var reversePath: KeyframeGroup<Double>?
    /// Whether the text is stretched to fill the path (`a`).
    public var forceAlignment: KeyframeGroup<Double>?
    /// Whether characters are rotated to be perpendicular to the path (`p`).
    public var perpendicularToPath: KeyframeGroup<Double>?

    /// Path options for a mask; set the other fields you need.
    public init(maskIndex: Int = 0) { self.maskIndex = maskIndex }
}

/// What text animators treat as a unit when transforming (`m.g`).
public enum LottieTextGrouping: Int, Hashable, Sendable, CaseIterable {
    /// Each character.
    case characters = 1
    /// Each word.
    case words = 2
    /// Each line.
    case lines = 3
    /// The whole text.
    case all = 4
}

/// Grouping and alignment options of a text layer (`t.m`).
public struct LottieTextMoreOptions: Hashable, Sendable {
    /// The anchor grouping (`g`).
    public var grouping: LottieTextGrouping = .characters
    /// The grouping alignment (`a`), as a fraction of the group's size.
    public var alignment: KeyframeGroup<LottieVector3>?

    /// Default options.
    public init() {}
}

/// One text animator: a selector and the style it applies (`t.a[]`).
public struct LottieTextAnimator: Hashable, Sendable {
    /// The animator's name (`nm`).
    public var name: String = ""
    /// Which characters it affects (`s`); nil means all.
    public var selector: LottieTextRangeSelector?
    /// What it changes (`a`).
    public var style: LottieTextStyle = LottieTextStyle()

    /// An animator with no selector and no changes.
    public init() {}
}

/// The units of a range selector's start, end and offset (`r`).
public enum LottieTextRangeUnits: Int, Hashable, Sendable, CaseIterable {
    /// Percentages of the text.
    case percentage = 1
    /// Character indices.
    case index = 2
}

/// What a range selector counts (`b`).
public enum LottieTextRangeBasis: Int, Hashable, Sendable, CaseIterable {
    /// Characters.
    case characters = 1
    /// Characters, not counting spaces.
    case charactersExcludingSpaces = 2
    /// Words.
    case words = 3
    /// Lines.
    case lines = 4
}

/// The falloff shape of a range selector (`sh`).
public enum LottieTextRangeShape: Int, Hashable, Sendable, CaseIterable {
    /// Full strength inside the range.
    case square = 1
    /// Rising across the range.
    case rampUp = 2
    /// Falling across the range.
    case rampDown = 3
    /// Rising then falling.
    case triangle = 4
    /// A rounded bump.
    case round = 5
    /// A smooth bump.
    case smooth = 6
}

/// A range selector (`t.a[].s`).
public struct LottieTextRangeSelector: Hashable, Sendable {
    /// Whether the selector is driven by an expression (`t`).
    public var isExpressible: Bool = false
    /// Range start (`s`).
    public var start: KeyframeGroup<Double>?
    /// Range end (`e`).
    public var end: KeyframeGroup<Double>?
    /// Range offset (`o`).
    public var offset: KeyframeGroup<Double>?
    /// Units of start, end and offset (`r`).
    public var units: LottieTextRangeUnits = .percentage
    /// What is counted (`b`).
    public var basedOn: LottieTextRangeBasis = .characters
    /// Strength of the effect, in percent (`a`).
    public var amount: KeyframeGroup<Double>?
    /// Falloff shape (`sh`).
    public var shape: LottieTextRangeShape = .square
    /// Ease at the high end of the falloff (`xe`).
    public var maxEase: KeyframeGroup<Double>?
    /// Ease at the low end of the falloff (`ne`).
    public var minEase: KeyframeGroup<Double>?
    /// Smoothness of the falloff for the square shape (`sm`).
    public var smoothness: KeyframeGroup<Double>?
    /// Whether the order of the selected units is randomised (`rn`).
    public var randomizeOrder: Bool = false

    /// A selector with default settings.
    public init() {}
}

/// The properties a text animator changes (`t.a[].a`); nil means unchanged.
public struct LottieTextStyle: Hashable, Sendable {
    /// Anchor point offset (`a`).
    public var anchor: KeyframeGroup<LottieVector3>?
    /// Position offset (`p`).
    public var position: KeyframeGroup<LottieVector3>?
    /// Scale in percent (`s`).
    public var scale: KeyframeGroup<LottieVector3>?
    /// Skew in degrees (`sk`).
    public var skew: KeyframeGroup<Double>?
    /// Skew axis in degrees (`sa`).
    public var skewAxis: KeyframeGroup<Double>?
    /// Rotation in degrees (`r`, or `rz` in 3-D).
    public var rotation: KeyframeGroup<Double>?
    /// Rotation around x in degrees (`rx`).
    public var rotationX: KeyframeGroup<Double>?
    /// Rotation around y in degrees (`ry`).
    public var rotationY: KeyframeGroup<Double>?
    /// Opacity in percent (`o`).
    public var opacity: KeyframeGroup<Double>?
    /// Stroke width (`sw`).
    public var strokeWidth: KeyframeGroup<Double>?
    /// Stroke colour (`sc`).
    public var strokeColor: KeyframeGroup<Color>?
    /// Fill colour (`fc`).
    public var fillColor: KeyframeGroup<Color>?
    /// Fill hue shift in degrees (`fh`).
    public var fillHue: KeyframeGroup<Double>?
    /// Fill saturation change in percent (`fs`).
    public var fillSaturation: KeyframeGroup<Double>?
    /// Fill brightness change in percent (`fb`).
    public var fillBrightness: KeyframeGroup<Double>?
    /// Extra tracking (`t`).
    public var tracking: KeyframeGroup<Double>?
    /// Blur (`bl`).
    public var blur: KeyframeGroup<LottieVector3>?
    /// Extra line spacing (`ls`).
    public var lineSpacing: KeyframeGroup<LottieVector3>?

    /// A style that changes nothing.
    public init() {}
}
