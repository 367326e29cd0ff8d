import Graphics

/// How a layer is matted by the matte layer above it (`tt`).
public enum LottieMatteMode: Int, Hashable, Sendable, CaseIterable {
    /// Visible where the matte is opaque.
    case alpha = 1
    /// Visible where the matte is transparent.
    case alphaInverted = 2
    /// Visible where the matte is bright.
    case luma = 3
    /// Visible where the matte is dark.
    case lumaInverted = 4

    /// The matching canvas mask mode.
    public var maskMode: MaskMode {
        switch self {
        case .alpha: return .alpha
        case .alphaInverted: return .alphaInverted
        case .luma: return .luminance
        case .lumaInverted: return .luminanceInverted
        }
    }
}
