import Graphics

/// A layer's or shape's blend mode (`bm`), numbered as in the file.
public enum LottieBlendMode: Int, Hashable, Sendable, CaseIterable {
    /// Normal compositing.
    case normal = 0
    /// Multiply.
    case multiply = 1
    /// Screen.
    case screen = 2
    /// Overlay.
    case overlay = 3
    /// Darken.
    case darken = 4
    /// Lighten.
    case lighten = 5
    /// Colour dodge.
    case colorDodge = 6
    /// Colour burn.
    case colorBurn = 7
    /// Hard light.
    case hardLight = 8
    /// Soft light.
    case softLight = 9
    /// Difference.
    case difference = 10
    /// Exclusion.
    case exclusion = 11
    /// Hue.
    case hue = 12
    /// Saturation.
    case saturation = 13
    /// Colour.
    case color = 14
    /// Luminosity.
    case luminosity = 15
    /// Add (linear dodge).
    case add = 16
    /// Hard mix.
    case hardMix = 17

    /// The canvas blend mode, or nil for `add` and `hardMix`, which the canvas does not have.
    public var graphicsBlendMode: BlendMode? {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .hardLight: return .hardLight
        case .softLight: return .softLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .add, .hardMix: return nil
        }
    }
}
