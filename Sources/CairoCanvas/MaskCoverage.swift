import Graphics

extension OffscreenImage {
    /// Replaces every pixel by black whose alpha is the coverage `mode` derives from the
    /// pixel (`MaskMode.coverage(red:green:blue:alpha:)`), so the image can serve as a cairo mask.
    func convertToCoverage(_ mode: MaskMode) {
        guard let data else { return }
        for row in 0..<height {
            let words = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let v = words[column]
                // cairo's ARGB32 words: alpha, red, green, blue from the top byte down.
                let coverage = mode.coverage(red: (v >> 16) & 0xFF, green: (v >> 8) & 0xFF, blue: v & 0xFF, alpha: v >> 24)
                words[column] = coverage << 24
            }
        }
        markDirty()
    }
}
