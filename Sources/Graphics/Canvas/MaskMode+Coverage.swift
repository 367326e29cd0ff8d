extension MaskMode {
    /// The coverage (0...255) this mode derives from one premultiplied pixel's channels
    /// (each 0...255), as both raster canvases turn a drawn mask into coverage.
    ///
    /// Luminance uses the Rec. 709 weights of the W3C masking spec in 16-bit fixed point
    /// (they sum to 65536, so white stays exactly 255). On premultiplied channels the weighted
    /// sum already includes the alpha, which is what the spec asks for: transparent areas hide
    /// the content.
    @inlinable
    public func coverage(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
        switch self {
        case .alpha:
            return alpha
        case .alphaInverted:
            return 255 - alpha
        case .luminance, .luminanceInverted:
            let luminance = (13933 * red + 46871 * green + 4732 * blue + 32768) >> 16
            return self == .luminance ? luminance : 255 - luminance
        }
    }
}
