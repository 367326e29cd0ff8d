import Graphics

/// Colour arithmetic of text animators (fill and stroke colour, hue, saturation, brightness).
extension Color {
    /// The colour moved toward `other` by `fraction` in red, green and blue (alpha kept).
    func blendedRGB(toward other: Color, by fraction: Double) -> Color {
        Color(red: red + (other.red - red) * fraction, green: green + (other.green - green) * fraction,
              blue: blue + (other.blue - blue) * fraction, alpha: alpha)
    }

    /// The colour with its hue turned by `hue` (in turns) and its saturation and brightness
    /// offset (clamped to 0...1).
    func adjustingHSB(hue: Double = 0, saturation: Double = 0, brightness: Double = 0) -> Color {
        let r = min(max(red, 0), 1), g = min(max(green, 0), 1), b = min(max(blue, 0), 1)
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h = 0.0
        if delta > 0 {
            if maxC == r { h = ((g - b) / delta).truncatingRemainder(dividingBy: 6) } else if maxC == g { h = (b - r) / delta + 2 } else { h = (r - g) / delta + 4 }
            h /= 6
        }
        var s = maxC == 0 ? 0 : delta / maxC
        var v = maxC
        h = (h + hue).truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        s = min(max(s + saturation, 0), 1)
        v = min(max(v + brightness, 0), 1)
        let sector = h * 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (nr, ng, nb): (Double, Double, Double)
        switch Int(saturating: sector.rounded(.down)) % 6 {
        case 0: (nr, ng, nb) = (v, t, p)
        case 1: (nr, ng, nb) = (q, v, p)
        case 2: (nr, ng, nb) = (p, v, t)
        case 3: (nr, ng, nb) = (p, q, v)
        case 4: (nr, ng, nb) = (t, p, v)
        default: (nr, ng, nb) = (v, p, q)
        }
        return Color(red: nr, green: ng, blue: nb, alpha: alpha)
    }
}
