/// How a group's colours combine with what is below it: the 12 separable and 4 non-separable
/// modes of the W3C compositing spec (the same set as Core Graphics and After Effects' common
/// modes).
public enum BlendMode: String, CaseIterable, Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case hardLight, softLight, difference, exclusion, hue, saturation, color, luminosity
}

/// How a mask group turns into coverage for the content it masks.
public enum MaskMode: String, CaseIterable, Sendable, Hashable {
    /// Coverage is the mask's alpha.
    case alpha
    /// Coverage is one minus the mask's alpha.
    case alphaInverted
    /// Coverage is the mask's luminance (times its alpha; transparent areas hide the content).
    case luminance
    /// Coverage is one minus the mask's luminance times its alpha.
    case luminanceInverted
}
