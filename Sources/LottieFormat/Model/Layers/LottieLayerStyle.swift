import Graphics

/// A Photoshop-style layer style (`sy[]`), e.g. a drop shadow or a stroke.
///
/// The parameters differ per kind; they are kept by their JSON key (`c` colour, `o` opacity,
/// `a` angle, `s` size, `d` distance, `ch` choke/spread, `bm` blend mode, `no` noise, ...).
public struct LottieLayerStyle: Hashable, Sendable {
    /// The style kind (`ty`).
    public var kind: Kind = .stroke
    /// The style's name (`nm`).
    public var name: String = ""
    /// The animatable parameters by JSON key.
    public var values: [String: Value] = [:]

    /// An empty stroke style.
    public init() {}

    /// The kinds of layer style, numbered as in the file.
    public enum Kind: Int, Hashable, Sendable, CaseIterable {
        /// Stroke (0).
        case stroke = 0
        /// Drop shadow (1).
        case dropShadow = 1
        /// Inner shadow (2).
        case innerShadow = 2
        /// Outer glow (3).
        case outerGlow = 3
        /// Inner glow (4).
        case innerGlow = 4
        /// Bevel and emboss (5).
        case bevelEmboss = 5
        /// Satin (6).
        case satin = 6
        /// Colour overlay (7).
        case colorOverlay = 7
        /// Gradient overlay (8).
        case gradientOverlay = 8
    }

    /// One animatable parameter of a layer style.
    public enum Value: Hashable, Sendable {
        /// A number.
        case scalar(KeyframeGroup<Double>)
        /// A colour.
        case color(KeyframeGroup<Color>)
        /// A gradient.
        case gradient(LottieGradientColors)
    }

    /// The numeric parameter under a JSON key, if present.
    public func scalar(_ key: String) -> KeyframeGroup<Double>? {
        if case .scalar(let v)? = values[key] { return v }
        return nil
    }

    /// The colour parameter under a JSON key, if present.
    public func color(_ key: String) -> KeyframeGroup<Color>? {
        if case .color(let v)? = values[key] { return v }
        return nil
    }
}
