import Graphics

/// Composites a row of premultiplied source pixels onto destination pixels with a blend mode,
/// each source pixel first scaled by its coverage: `coverage[i]` times `constant` (both
/// 0...255), or `constant` alone without a coverage row.
///
/// `normal` is source-over in integer arithmetic; the other modes follow the W3C Compositing
/// and Blending Level 1 spec (https://www.w3.org/TR/compositing-1/): the result colour is
/// `Cs·αs·(1 − αb) + Cb·αb·(1 − αs) + αs·αb·B(Cb, Cs)` on straight colours and alpha is
/// source-over's, computed in floating point.
func blendRow(_ mode: BlendMode, source: UnsafePointer<UInt32>, destination: UnsafeMutablePointer<UInt32>, count: Int,
              coverage: UnsafePointer<UInt8>?, constant: UInt32) {
    if mode == .normal {
        if let coverage {
            let k = PixelLanes(repeating: UInt16(constant))
            var i = 0
            while i + 4 <= count {
                if UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self) != 0 {
                    let c = mul255(perPixel(UInt32(coverage[i]), UInt32(coverage[i + 1]), UInt32(coverage[i + 2]),
                                            UInt32(coverage[i + 3])), k)
                    storePixels(sourceOver(mul255(loadPixels(source + i), c), loadPixels(destination + i)), destination + i)
                }
                i += 4
            }
            while i < count {
                let c = mul255(UInt32(coverage[i]), constant)
                if c != 0 { destination[i] = sourceOver(c == 255 ? source[i] : scalePixel(source[i], c), destination[i]) }
                i += 1
            }
        } else {
            compositeRow(source: source, destination: destination, count: count, coverage: constant)
        }
        return
    }
    for i in 0..<count {
        let c = coverage.map { mul255(UInt32($0[i]), constant) } ?? constant
        if c == 0 { continue }
        let s = c == 255 ? source[i] : scalePixel(source[i], c)
        if s >> 24 == 0 { continue }
        destination[i] = blendPixel(mode, s, destination[i])
    }
}

private typealias RGB = SIMD3<Float>

/// One pixel of a W3C blend of premultiplied words.
@inline(__always) private func blendPixel(_ mode: BlendMode, _ s: UInt32, _ d: UInt32) -> UInt32 {
    let da = Float(d >> 24) * (1 / 255)
    if da == 0 { return s }
    let sa = Float(s >> 24) * (1 / 255)
    let sp = RGB(Float(s & 0xFF), Float((s >> 8) & 0xFF), Float((s >> 16) & 0xFF)) * (1 / 255)
    let dp = RGB(Float(d & 0xFF), Float((d >> 8) & 0xFF), Float((d >> 16) & 0xFF)) * (1 / 255)
    let cs = sp / sa, cb = dp / da
    let b = blend(mode, backdrop: cb, source: cs)
    let a = sa + da - sa * da
    var rgb = sp * (1 - da) + dp * (1 - sa) + b * (sa * da)
    rgb = rgb.clamped(lowerBound: RGB(repeating: 0), upperBound: RGB(repeating: a))
    let out = rgb * 255 + 0.5
    return packPixel(UInt32(out.x), UInt32(out.y), UInt32(out.z), UInt32(a * 255 + 0.5))
}

/// B(Cb, Cs) of the spec, on straight colours in 0...1.
@inline(__always) private func blend(_ mode: BlendMode, backdrop cb: RGB, source cs: RGB) -> RGB {
    switch mode {
    case .normal: return cs
    case .multiply: return cb * cs
    case .screen: return cb + cs - cb * cs
    case .overlay: return hardLight(backdrop: cs, source: cb)
    case .darken: return pointwiseMin(cb, cs)
    case .lighten: return pointwiseMax(cb, cs)
    case .colorDodge: return RGB(dodge(cb.x, cs.x), dodge(cb.y, cs.y), dodge(cb.z, cs.z))
    case .colorBurn: return RGB(burn(cb.x, cs.x), burn(cb.y, cs.y), burn(cb.z, cs.z))
    case .hardLight: return hardLight(backdrop: cb, source: cs)
    case .softLight: return RGB(softLight(cb.x, cs.x), softLight(cb.y, cs.y), softLight(cb.z, cs.z))
    case .difference: return pointwiseMax(cb - cs, cs - cb)
    case .exclusion: return cb + cs - 2 * cb * cs
    case .hue: return setLuminosity(setSaturation(cs, saturation(cb)), luminosity(cb))
    case .saturation: return setLuminosity(setSaturation(cb, saturation(cs)), luminosity(cb))
    case .color: return setLuminosity(cs, luminosity(cb))
    case .luminosity: return setLuminosity(cb, luminosity(cs))
    }
}

@inline(__always) private func hardLight(backdrop cb: RGB, source cs: RGB) -> RGB {
    let multiply = cb * 2 * cs
    let screen2 = cs * 2 - 1
    let screen = cb + screen2 - cb * screen2
    return RGB(cs.x <= 0.5 ? multiply.x : screen.x, cs.y <= 0.5 ? multiply.y : screen.y, cs.z <= 0.5 ? multiply.z : screen.z)
}

@inline(__always) private func dodge(_ cb: Float, _ cs: Float) -> Float {
    if cb <= 0 { return 0 }
    if cs >= 1 { return 1 }
    return min(1, cb / (1 - cs))
}

@inline(__always) private func burn(_ cb: Float, _ cs: Float) -> Float {
    if cb >= 1 { return 1 }
    if cs <= 0 { return 0 }
    return 1 - min(1, (1 - cb) / cs)
}

@inline(__always) private func softLight(_ cb: Float, _ cs: Float) -> Float {
    if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
    let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
    return cb + (2 * cs - 1) * (d - cb)
}

// The non-separable modes' helpers, as the spec defines them.

@inline(__always) private func luminosity(_ c: RGB) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

@inline(__always) private func clipColor(_ c: RGB) -> RGB {
    let l = luminosity(c), n = c.min(), x = c.max()
    var out = c
    if n < 0 { out = l + (out - l) * l / (l - n) }
    if x > 1 { out = l + (out - l) * (1 - l) / (x - l) }
    return out
}

@inline(__always) private func setLuminosity(_ c: RGB, _ l: Float) -> RGB {
    clipColor(c + (l - luminosity(c)))
}

@inline(__always) private func saturation(_ c: RGB) -> Float { c.max() - c.min() }

@inline(__always) private func setSaturation(_ c: RGB, _ s: Float) -> RGB {
    let mx = c.max(), mn = c.min()
    guard mx > mn else { return RGB(repeating: 0) }
    return (c - mn) * s / (mx - mn)
}
