import CCairo
import Graphics

extension CairoSurfaceCanvas {
    /// Draws `content` offscreen at device resolution (covering the current clip), maps every
    /// pixel's straight-alpha colour through `filter`, and composites the result normally. On
    /// vector surfaces the result is embedded as an image.
    public func drawColorFiltered(_ filter: ColorFilter, _ content: () -> Void) {
        guard canDraw, let image = renderOffscreen(padding: 0, content) else { return }
        defer { image.destroy() }
        if let data = image.data {
            PixelColorFilter(filter).apply(to: data, width: image.width, height: image.height, stride: image.stride)
            image.markDirty()
        }
        paint(image, opacity: 1, blendMode: .normal)
    }
}

/// Runs a `ColorFilter` over cairo's premultiplied ARGB32 words.
///
/// Flat artwork repeats the same few colours, so the last input word and its result are
/// remembered; transparent pixels stay transparent when the filter maps "clear" to clear
/// (every Lottie colour effect does), without evaluating the filter.
private struct PixelColorFilter {
    let filter: ColorFilter
    let clearResult: UInt32

    init(_ filter: ColorFilter) {
        self.filter = filter
        clearResult = Self.word(filter.apply(to: .clear))
    }

    func apply(to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        var lastInput: UInt32 = 0, lastOutput = clearResult
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let input = row[x]
                if input != lastInput {
                    lastInput = input
                    lastOutput = input >> 24 == 0 ? clearResult : Self.word(filter.apply(to: Self.color(input)))
                }
                row[x] = lastOutput
            }
        }
    }

    /// The straight-alpha colour of a premultiplied word.
    private static func color(_ w: UInt32) -> Color {
        let a = Double(w >> 24)
        guard a > 0 else { return .clear }
        return Color(red: Double((w >> 16) & 0xFF) / a, green: Double((w >> 8) & 0xFF) / a,
                     blue: Double(w & 0xFF) / a, alpha: a / 255)
    }

    /// The premultiplied word of a straight-alpha colour (components already in 0...1).
    private static func word(_ c: Color) -> UInt32 {
        let a = c.alpha * 255
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * a).rounded()))) }
        return UInt32(a.rounded()) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
    }
}
