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
    // One loop per mode, so that the mode's formula is inlined into it rather than chosen
    // pixel by pixel.
    switch mode {
    case .normal: break
    case .multiply: blendRow(Multiply.self, source, destination, count, coverage, constant)
    case .screen: blendRow(Screen.self, source, destination, count, coverage, constant)
    case .overlay: blendRow(Overlay.self, source, destination, count, coverage, constant)
    case .darken: blendRow(Darken.self, source, destination, count, coverage, constant)
    case .lighten: blendRow(Lighten.self, source, destination, count, coverage, constant)
    case .colorDodge: blendRow(ColorDodge.self, source, destination, count, coverage, constant)
    case .colorBurn: blendRow(ColorBurn.self, source, destination, count, coverage, constant)
    case .hardLight: blendRow(HardLight.self, source, destination, count, coverage, constant)
    case .softLight: blendRow(SoftLight.self, source, destination, count, coverage, constant)
    case .difference: blendRow(Difference.self, source, destination, count, coverage, constant)
    case .exclusion: blendRow(Exclusion.self, source, destination, count, coverage, constant)
    case .hue: blendRow(Hue.self, source, destination, count, coverage, constant)
    case .saturation: blendRow(Saturation.self, source, destination, count, coverage, constant)
    case .color: blendRow(ColorBlend.self, source, destination, count, coverage, constant)
    case .luminosity: blendRow(Luminosity.self, source, destination, count, coverage, constant)
    }
}

private typealias RGB = SIMD3<Float>

/// B(Cb, Cs) of one blend mode, on straight colours in 0...1.
private protocol BlendFormula {
    static func blend(backdrop cb: RGB, source cs: RGB) -> RGB
}

@inline(__always) private func blendRow<F: BlendFormula>(_ formula: F.Type, _ source: UnsafePointer<UInt32>,
                                                         _ destination: UnsafeMutablePointer<UInt32>, _ count: Int,
                                                         _ coverage: UnsafePointer<UInt8>?, _ constant: UInt32) {
    for i in 0..<count {
        let c = coverage.map { mul255(UInt32($0[i]), constant) } ?? constant
        if c == 0 { continue }
        let s = c == 255 ? source[i] : scalePixel(source[i], c)
        if s >> 24 == 0 { continue }
        let d = destination[i]
        // Over a transparent backdrop every mode gives the source.
        destination[i] = d >> 24 == 0 ? s : blendPixel(F.self, s, d)
    }
}

/// One pixel of a W3C blend of premultiplied words (the backdrop not transparent).
@inline(__always) private func blendPixel<F: BlendFormula>(_ formula: F.Type, _ s: UInt32, _ d: UInt32) -> UInt32 {
    let da = Float(d >> 24) * (1 / 255)
    let sa = Float(s >> 24) * (1 / 255)
    let sp = RGB(Float(s & 0xFF), Float((s >> 8) & 0xFF), Float((s >> 16) & 0xFF)) * (1 / 255)
    let dp = RGB(Float(d & 0xFF), Float((d >> 8) & 0xFF), Float((d >> 16) & 0xFF)) * (1 / 255)
    let cs = sp / sa, cb = dp / da
    let b = F.blend(backdrop: cb, source: cs)
    let a = sa + da - sa * da
    let rgb = sp * (1 - da) + dp * (1 - sa) + b * (sa * da)
    // Clamped to 0...a one lane at a time (`clamped(lowerBound:upperBound:)` is not inlined).
    let out = RGB(min(max(rgb.x, 0), a), min(max(rgb.y, 0), a), min(max(rgb.z, 0), a)) * 255 + 0.5
    return packPixel(UInt32(out.x), UInt32(out.y), UInt32(out.z), UInt32(a * 255 + 0.5))
}

private enum Multiply: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { cb * cs }
}
private enum Screen: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { cb + cs - cb * cs }
}
private enum Overlay: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { hardLight(backdrop: cs, source: cb) }
}
private enum Darken: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB {
        RGB(min(cb.x, cs.x), min(cb.y, cs.y), min(cb.z, cs.z))
    }
}
private enum Lighten: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB {
        RGB(max(cb.x, cs.x), max(cb.y, cs.y), max(cb.z, cs.z))
    }
}
private enum ColorDodge: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB {
        RGB(dodge(cb.x, cs.x), dodge(cb.y, cs.y), dodge(cb.z, cs.z))
    }
}
private enum ColorBurn: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB {
        RGB(burn(cb.x, cs.x), burn(cb.y, cs.y), burn(cb.z, cs.z))
    }
}
private enum HardLight: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { hardLight(backdrop: cb, source: cs) }
}
private enum SoftLight: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB {
        RGB(softLight(cb.x, cs.x), softLight(cb.y, cs.y), softLight(cb.z, cs.z))
    }
}
private enum Difference: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB {
        RGB(abs(cb.x - cs.x), abs(cb.y - cs.y), abs(cb.z - cs.z))
    }
}
private enum Exclusion: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { cb + cs - 2 * cb * cs }
}
private enum Hue: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB {
        setLuminosity(setSaturation(cs, saturation(cb)), luminosity(cb))
    }
}
private enum Saturation: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB {
        setLuminosity(setSaturation(cb, saturation(cs)), luminosity(cb))
    }
}
private enum ColorBlend: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { setLuminosity(cs, luminosity(cb)) }
}
private enum Luminosity: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { setLuminosity(cb, luminosity(cs)) }
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
