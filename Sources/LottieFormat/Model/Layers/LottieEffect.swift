import Graphics

/// A layer effect (`ef[]`): its After Effects type and its parameter values.
///
/// The model keeps every effect; which ones are drawn is up to the renderer.
public struct LottieEffect: Hashable, Sendable {
    /// The effect type (`ty`).
    public var type: LottieEffectType = .custom
    /// The effect's name (`nm`).
    public var name: String = ""
    /// After Effects' internal name (`mn`), e.g. `ADBE Drop Shadow`.
    public var matchName: String?
    /// The effect index (`ix`).
    public var index: Int?
    /// Whether the effect is enabled (`en`).
    public var isEnabled: Bool = true
    /// The parameters, in the file's order (`ef`).
    public var values: [LottieEffectValue] = []

    /// An empty custom effect.
    public init() {}

    /// The first parameter with this name, if any.
    public func value(named name: String) -> LottieEffectValue? { values.first { $0.name == name } }
}

/// The type of a layer effect (`ef[].ty`).
public enum LottieEffectType: Hashable, Sendable {
    /// An effect with custom parameters, e.g. expression controls (5).
    case custom
    /// Tint (20).
    case tint
    /// Fill (21).
    case fill
    /// Stroke (22).
    case stroke
    /// Tritone (23).
    case tritone
    /// Pro levels (24).
    case proLevels
    /// Drop shadow (25).
    case dropShadow
    /// Radial wipe (26).
    case radialWipe
    /// Displacement map (27).
    case displacementMap
    /// Set matte (28).
    case matte3
    /// Gaussian blur (29).
    case gaussianBlur
    /// Twirl (30).
    case twirl
    /// Mesh warp (31).
    case meshWarp
    /// Wavy (32).
    case wavy
    /// Spherize (33).
    case spherize
    /// Puppet (34).
    case puppet
    /// A type number the model does not know.
    case other(Int)

    private static let known: [(Int, LottieEffectType)] = [
        (5, .custom), (20, .tint), (21, .fill), (22, .stroke), (23, .tritone), (24, .proLevels),
        (25, .dropShadow), (26, .radialWipe), (27, .displacementMap), (28, .matte3), (29, .gaussianBlur),
        (30, .twirl), (31, .meshWarp), (32, .wavy), (33, .spherize), (34, .puppet),
    ]

    /// The type for a file's number.
    public init(rawValue: Int) {
        self = Self.known.first { $0.0 == rawValue }?.1 ?? .other(rawValue)
    }

    /// The file's number.
    public var rawValue: Int {
        if case .other(let n) = self { return n }
        return Self.known.first { $0.1 == self }?.0 ?? 5
    }
}

/// One parameter of an effect (`ef[].ef[]`).
public struct LottieEffectValue: Hashable, Sendable {
    /// The parameter's name (`nm`).
    public var name: String = ""
    /// After Effects' internal name (`mn`).
    public var matchName: String?
    /// The parameter index (`ix`).
    public var index: Int?
    /// The value.
    public var value: Content = .none

    /// A parameter without a value.
    public init() {}

    /// A parameter's value, by parameter type (`ty`).
    public enum Content: Hashable, Sendable {
        /// A slider (0).
        case slider(KeyframeGroup<Double>)
        /// An angle in degrees (1).
        case angle(KeyframeGroup<Double>)
        /// A colour (2).
        case color(KeyframeGroup<Color>)
        /// A point (3).
        case point(KeyframeGroup<LottieVector3>)
        /// A checkbox, non-zero when checked (4).
        case checkbox(KeyframeGroup<Double>)
        /// A nested group of parameters (5).
        case group([LottieEffectValue])
        /// A parameter with no value, e.g. a section label (6).
        case none
        /// A drop-down menu, the 1-based choice (7).
        case dropDown(KeyframeGroup<Double>)
        /// A layer picker, the chosen layer's index (10).
        case layer(KeyframeGroup<Double>)
        /// A parameter type the model does not know, with its number.
        case unsupported(Int)
    }
}
