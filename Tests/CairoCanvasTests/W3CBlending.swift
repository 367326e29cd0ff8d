import Graphics

/// The blend functions B(Cb, Cs) of the W3C Compositing and Blending spec, written from
/// the spec's formulas, as the reference for the blend-mode tests. Colours are straight
/// RGB in 0...1.
enum W3CBlending {
    typealias RGB = (r: Double, g: Double, b: Double)

    static func blend(_ mode: BlendMode, backdrop cb: RGB, source cs: RGB) -> RGB {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default:
            return (separable(mode, cb.r, cs.r), separable(mode, cb.g, cs.g), separable(mode, cb.b, cs.b))
        }
    }

    static func separable(_ mode: BlendMode, _ cb: Double, _ cs: Double) -> Double {
        switch mode {
        case .normal: return cs
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return separable(.hardLight, cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : (cs == 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: return cb == 1 ? 1 : (cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : separable(.screen, cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        case .hue, .saturation, .color, .luminosity: return cs
        }
    }

    static func lum(_ c: RGB) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

    static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.r, c.g, c.b), x = max(c.r, c.g, c.b)
        var out = c
        if n < 0 {
            out = (l + (out.r - l) * l / (l - n), l + (out.g - l) * l / (l - n), l + (out.b - l) * l / (l - n))
        }
        if x > 1 {
            out = (l + (out.r - l) * (1 - l) / (x - l), l + (out.g - l) * (1 - l) / (x - l), l + (out.b - l) * (1 - l) / (x - l))
        }
        return out
    }

    static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.r + d, c.g + d, c.b + d))
    }

    static func sat(_ c: RGB) -> Double { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }

    static func setSat(_ c: RGB, _ s: Double) -> RGB {
        let values = [c.r, c.g, c.b]
        let order = values.indices.sorted { values[$0] < values[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        var out = [0.0, 0.0, 0.0]
        if values[hi] > values[lo] {
            out[mid] = (values[mid] - values[lo]) * s / (values[hi] - values[lo])
            out[hi] = s
        }
        return (out[0], out[1], out[2])
    }
}
