import Graphics

/// A solid fill (`fl`).
public struct LottieFill: Hashable, Sendable {
    /// The colour (`c`); players ignore its alpha and use `opacity`.
    public var color: KeyframeGroup<Color> = KeyframeGroup(.black)
    /// The opacity in percent (`o`).
    public var opacity: KeyframeGroup<Double> = KeyframeGroup(100)
    /// The fill rule (`r`: 1 non-zero, 2 even-odd).
    public var fillRule: FillRule = .nonZero

    /// An opaque black fill.
    public init() {}
}

/// A solid stroke (`st`).
public struct LottieStroke: Hashable, Sendable {
    /// The colour (`c`); players ignore its alpha and use `opacity`.
    public var color: KeyframeGroup<Color> = KeyframeGroup(.black)
    /// The opacity in percent (`o`).
    public var opacity: KeyframeGroup<Double> = KeyframeGroup(100)
    /// Width, caps, joins and dashes.
    public var line: LottieStrokeLine = LottieStrokeLine()

    /// An opaque black stroke of width 0.
    public init() {}
}

/// The kind of a gradient (`t`).
public enum LottieGradientType: Int, Hashable, Sendable, CaseIterable {
    /// Linear from start to end point (1).
    case linear = 1
    /// Radial around the start point, the end point on the outer circle (2).
    case radial = 2
}

/// The geometry and colours of a gradient fill or stroke.
public struct LottieGradient: Hashable, Sendable {
    /// Linear or radial (`t`).
    public var type: LottieGradientType = .linear
    /// The start point, or the centre of a radial gradient (`s`).
    public var startPoint: KeyframeGroup<LottieVector3> = KeyframeGroup(LottieVector3(0, 0))
    /// The end point (`e`).
    public var endPoint: KeyframeGroup<LottieVector3> = KeyframeGroup(LottieVector3(0, 0))
    /// The focal point's distance as a percent of the radius, radial only (`h`).
    public var highlightLength: KeyframeGroup<Double>?
    /// The focal point's angle in degrees, radial only (`a`).
    public var highlightAngle: KeyframeGroup<Double>?
    /// The colour and opacity stops (`g`).
    public var colors: LottieGradientColors = LottieGradientColors(colorStopCount: 0, values: KeyframeGroup([]))

    /// A linear gradient without stops.
    public init() {}
}

/// A gradient fill (`gf`).
public struct LottieGradientFill: Hashable, Sendable {
    /// The opacity in percent (`o`).
    public var opacity: KeyframeGroup<Double> = KeyframeGroup(100)
    /// The fill rule (`r`).
    public var fillRule: FillRule = .nonZero
    /// The gradient.
    public var gradient: LottieGradient = LottieGradient()

    /// An empty gradient fill.
    public init() {}
}

/// A gradient stroke (`gs`).
public struct LottieGradientStroke: Hashable, Sendable {
    /// The opacity in percent (`o`).
    public var opacity: KeyframeGroup<Double> = KeyframeGroup(100)
    /// The gradient.
    public var gradient: LottieGradient = LottieGradient()
    /// Width, caps, joins and dashes.
    public var line: LottieStrokeLine = LottieStrokeLine()

    /// An empty gradient stroke.
    public init() {}
}

/// The line geometry shared by solid and gradient strokes.
public struct LottieStrokeLine: Hashable, Sendable {
    /// The width (`w`).
    public var width: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The cap (`lc`: 1 butt, 2 round, 3 square).
    public var cap: LineCap = .round
    /// The join (`lj`: 1 miter, 2 round, 3 bevel).
    public var join: LineJoin = .round
    /// The miter limit (`ml`, or the animatable `ml2`).
    public var miterLimit: KeyframeGroup<Double> = KeyframeGroup(4)
    /// The dash pattern (`d`), empty for a solid line.
    public var dashes: [LottieDashElement] = []

    /// Default line geometry.
    public init() {}
}

/// One element of a stroke's dash pattern (`d[]`).
public struct LottieDashElement: Hashable, Sendable {
    /// What the element's value means (`n`).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A dash length (`d`).
        case dash = "d"
        /// A gap length (`g`).
        case gap = "g"
        /// The offset of the pattern (`o`).
        case offset = "o"
    }

    /// Dash, gap or offset (`n`).
    public var kind: Kind
    /// The length (`v`).
    public var value: KeyframeGroup<Double>

    /// A dash element.
    public init(kind: Kind, value: KeyframeGroup<Double>) { self.kind = kind; self.value = value }
}
