import Graphics

// Luminance weights (Rec. 709, as in the W3C masking spec) in 16-bit fixed point; they sum
// to 65536 so white stays exactly 255.
private let redWeight: UInt32 = 13933
private let greenWeight: UInt32 = 46871
private let blueWeight: UInt32 = 4732

extension OffscreenImage {
    /// Replaces every pixel by black whose alpha is the coverage `mode` derives from the
    /// pixel, so the image can serve as a cairo mask.
    ///
    /// On premultiplied pixels the luminance weighted sum already includes the alpha, which
    /// is what the masking spec asks for (transparent areas hide the content).
    func convertToCoverage(_ mode: MaskMode) {
        guard let data else { return }
        for row in 0..<height {
            let words = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let v = words[column]
                let coverage: UInt32
                switch mode {
                case .alpha:
                    coverage = v >> 24
                case .alphaInverted:
                    coverage = 255 - (v >> 24)
                case .luminance, .luminanceInverted:
                    let luminance = (redWeight * ((v >> 16) & 0xFF) + greenWeight * ((v >> 8) & 0xFF)
                        + blueWeight * (v & 0xFF) + 32768) >> 16
                    coverage = mode == .luminance ? luminance : 255 - luminance
                }
                words[column] = coverage << 24
            }
        }
        markDirty()
    }
}
