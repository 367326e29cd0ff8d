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
                // Nothing to do where the coverage or the source is transparent.
                if UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self) != 0,
                   combinedWords(source + i).or != 0 {
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
    case .multiply: blendLanes(MultiplyLanes.self, source, destination, count, coverage, constant)
    case .screen: blendLanes(ScreenLanes.self, source, destination, count, coverage, constant)
    case .overlay: blendRow(Overlay.self, source, destination, count, coverage, constant)
    case .darken: blendLanes(DarkenLanes.self, source, destination, count, coverage, constant)
    case .lighten: blendLanes(LightenLanes.self, source, destination, count, coverage, constant)
    case .colorDodge: blendRow(ColorDodge.self, source, destination, count, coverage, constant)
    case .colorBurn: blendRow(ColorBurn.self, source, destination, count, coverage, constant)
    case .hardLight: blendRow(HardLight.self, source, destination, count, coverage, constant)
    case .softLight: blendRow(SoftLight.self, source, destination, count, coverage, constant)
    case .difference: blendLanes(DifferenceLanes.self, source, destination, count, coverage, constant)
    case .exclusion: blendLanes(ExclusionLanes.self, source, destination, count, coverage, constant)
    case .hue: blendRow(Hue.self, source, destination, count, coverage, constant)
    case .saturation: blendRow(Saturation.self, source, destination, count, coverage, constant)
    case .color: blendRow(ColorBlend.self, source, destination, count, coverage, constant)
    case .luminosity: blendRow(Luminosity.self, source, destination, count, coverage, constant)
    }
}

/// `blendRow` for a source of one premultiplied colour, `color`, in every pixel, without a row
/// of source pixels to read: the same result pixel for pixel. False, blending nothing, for the
/// modes computed in floating point (see `blendRow`), whose callers then shade a row.
func blendSolidRow(_ mode: BlendMode, color: UInt32, destination: UnsafeMutablePointer<UInt32>, count: Int,
                   coverage: UnsafePointer<UInt8>?, constant: UInt32) -> Bool {
    switch mode {
    case .multiply: blendSolidLanes(MultiplyLanes.self, color, destination, count, coverage, constant)
    case .screen: blendSolidLanes(ScreenLanes.self, color, destination, count, coverage, constant)
    case .darken: blendSolidLanes(DarkenLanes.self, color, destination, count, coverage, constant)
    case .lighten: blendSolidLanes(LightenLanes.self, color, destination, count, coverage, constant)
    case .difference: blendSolidLanes(DifferenceLanes.self, color, destination, count, coverage, constant)
    case .exclusion: blendSolidLanes(ExclusionLanes.self, color, destination, count, coverage, constant)
    default: return false
    }
    return true
}

private typealias RGB = SIMD3<Float>

// MARK: Separable modes with a closed form on premultiplied colours

/// A separable mode whose result, multiplied out on premultiplied colours, needs no division
/// (the spec's `Cs·αs·(1 − αb) + Cb·αb·(1 − αs) + αs·αb·B(Cb, Cs)` with `s = Cs·αs`,
/// `d = Cb·αb`): computed on four pixels at a time in 16-bit lanes. The alpha lanes it gives
/// are replaced by source-over's alpha.
private protocol LaneBlendFormula {
    static func blend(_ s: PixelLanes, _ d: PixelLanes, sa: PixelLanes, da: PixelLanes) -> PixelLanes
}

/// `s·(1 − αb) + d·(1 − αs) + s·d`.
private enum MultiplyLanes: LaneBlendFormula {
    @inline(__always) static func blend(_ s: PixelLanes, _ d: PixelLanes, sa: PixelLanes, da: PixelLanes) -> PixelLanes {
        mul255(s, 255 &- da) &+ mul255(d, 255 &- sa) &+ mul255(s, d)
    }
}
/// `s + d − s·d`.
private enum ScreenLanes: LaneBlendFormula {
    @inline(__always) static func blend(_ s: PixelLanes, _ d: PixelLanes, sa: PixelLanes, da: PixelLanes) -> PixelLanes {
        s &+ d &- mul255(s, d)
    }
}
/// `s + d − max(s·αb, d·αs)`.
private enum DarkenLanes: LaneBlendFormula {
    @inline(__always) static func blend(_ s: PixelLanes, _ d: PixelLanes, sa: PixelLanes, da: PixelLanes) -> PixelLanes {
        s &+ d &- laneMax(mul255(s, da), mul255(d, sa))
    }
}
/// `s + d − min(s·αb, d·αs)`.
private enum LightenLanes: LaneBlendFormula {
    @inline(__always) static func blend(_ s: PixelLanes, _ d: PixelLanes, sa: PixelLanes, da: PixelLanes) -> PixelLanes {
        s &+ d &- laneMin(mul255(s, da), mul255(d, sa))
    }
}
/// `s + d − 2·min(s·αb, d·αs)`.
private enum DifferenceLanes: LaneBlendFormula {
    @inline(__always) static func blend(_ s: PixelLanes, _ d: PixelLanes, sa: PixelLanes, da: PixelLanes) -> PixelLanes {
        let m = laneMin(mul255(s, da), mul255(d, sa))
        return s &+ d &- m &- m
    }
}
/// `s + d − 2·s·d`.
private enum ExclusionLanes: LaneBlendFormula {
    @inline(__always) static func blend(_ s: PixelLanes, _ d: PixelLanes, sa: PixelLanes, da: PixelLanes) -> PixelLanes {
        let m = mul255(s, d)
        return s &+ d &- m &- m
    }
}

@inline(__always) private func laneMin(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes { a.replacing(with: b, where: b .< a) }
@inline(__always) private func laneMax(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes { a.replacing(with: b, where: b .> a) }

/// The alpha lanes of four pixels.
private let alphaLaneMask: SIMDMask<PixelLanes.MaskStorage> = {
    var mask = SIMDMask<PixelLanes.MaskStorage>(repeating: false)
    for pixel in 0..<4 { mask[8 + pixel * 2 + 1] = true }
    return mask
}()

@inline(__always) private func blendLanes<F: LaneBlendFormula>(_ formula: F.Type, _ source: UnsafePointer<UInt32>,
                                                               _ destination: UnsafeMutablePointer<UInt32>, _ count: Int,
                                                               _ coverage: UnsafePointer<UInt8>?, _ constant: UInt32) {
    let k = PixelLanes(repeating: UInt16(constant)), alphaMask = alphaLaneMask
    @inline(__always) func four(_ s: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ c: UnsafePointer<UInt8>?) {
        var source = loadPixels(s)
        if let c {
            source = mul255(source, mul255(perPixel(UInt32(c[0]), UInt32(c[1]), UInt32(c[2]), UInt32(c[3])), k))
        } else if constant != 255 {
            source = mul255(source, k)
        }
        let backdrop = loadPixels(d)
        let sa = alphaLanes(source), da = alphaLanes(backdrop)
        let alpha = sa &+ da &- mul255(sa, da)
        storePixels(F.blend(source, backdrop, sa: sa, da: da).replacing(with: alpha, where: alphaMask), d)
    }
    forEachFour(destination, source, count, coverage) { d, s, c in
        // Where the source is transparent every formula gives the backdrop: an offscreen
        // group's transparent margins cost a load and a compare.
        if combinedWords(s).or != 0 { four(s, d, c) }
    }
}

/// Calls `body` for every four pixels of a row of `count`: the destination, the source and
/// the coverage (nil: none) at the same offset. Fours with no coverage are left out (every
/// formula gives the backdrop there), and the last pixels go through `body` too, padded to
/// four (copied in and out, padding covered fully): a pixel's result must not depend on where
/// its row starts (see `RasterImageCanvas.redraw`).
@inline(__always) private func forEachFour(_ destination: UnsafeMutablePointer<UInt32>, _ source: UnsafePointer<UInt32>,
                                           _ count: Int, _ coverage: UnsafePointer<UInt8>?,
                                           _ body: (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt32>, UnsafePointer<UInt8>?) -> Void) {
    var i = 0
    while i + 4 <= count {
        if coverage.map({ UnsafeRawPointer($0 + i).loadUnaligned(as: UInt32.self) != 0 }) ?? true {
            body(destination + i, source + i, coverage.map { $0 + i })
        }
        i += 4
    }
    guard i < count else { return }
    let n = count - i
    var s = SIMD4<UInt32>(repeating: 0), d = SIMD4<UInt32>(repeating: 0), c = SIMD4<UInt8>(repeating: 0)
    for j in 0..<n { s[j] = source[i + j]; d[j] = destination[i + j]; c[j] = coverage?[i + j] ?? 255 }
    withUnsafePointer(to: &s) { sp in
        withUnsafeMutablePointer(to: &d) { dp in
            withUnsafePointer(to: &c) { cp in
                body(UnsafeMutableRawPointer(dp).assumingMemoryBound(to: UInt32.self),
                     UnsafeRawPointer(sp).assumingMemoryBound(to: UInt32.self),
                     coverage == nil ? nil : UnsafeRawPointer(cp).assumingMemoryBound(to: UInt8.self))
            }
        }
    }
    for j in 0..<n { destination[i + j] = d[j] }
}

/// `blendLanes` with every source pixel `color`: the source at full coverage, and its alpha
/// lanes, are worked out once, and four pixels fully covered (a shape's interior) use them as
/// they are.
@inline(__always) private func blendSolidLanes<F: LaneBlendFormula>(_ formula: F.Type, _ color: UInt32,
                                                                    _ destination: UnsafeMutablePointer<UInt32>, _ count: Int,
                                                                    _ coverage: UnsafePointer<UInt8>?, _ constant: UInt32) {
    guard color != 0 else { return }
    let k = PixelLanes(repeating: UInt16(constant)), alphaMask = alphaLaneMask
    let colorLanes = pixelLanes(color, color, color, color)
    let covered = constant == 255 ? colorLanes : mul255(colorLanes, k)
    let coveredAlpha = alphaLanes(covered)
    /// Four destination pixels `d`, with the coverage of each in `c` (nil: `constant` alone).
    @inline(__always) func four(_ d: UnsafeMutablePointer<UInt32>, _ c: UnsafePointer<UInt8>?) {
        var source = covered, sa = coveredAlpha
        if let c, UnsafeRawPointer(c).loadUnaligned(as: UInt32.self) != 0xFFFF_FFFF {
            source = mul255(colorLanes, mul255(perPixel(UInt32(c[0]), UInt32(c[1]), UInt32(c[2]), UInt32(c[3])), k))
            sa = alphaLanes(source)
        }
        let backdrop = loadPixels(d)
        let da = alphaLanes(backdrop)
        let alpha = sa &+ da &- mul255(sa, da)
        storePixels(F.blend(source, backdrop, sa: sa, da: da).replacing(with: alpha, where: alphaMask), d)
    }
    // The source is never read: the destination stands in for it.
    forEachFour(destination, UnsafePointer(destination), count, coverage) { d, _, c in four(d, c) }
}

// MARK: The other modes, in floating point

/// B(Cb, Cs) of one blend mode, on straight colours in 0...1.
private protocol BlendFormula {
    static func blend(backdrop cb: RGB, source cs: RGB) -> RGB
}

@inline(__always) private func blendRow<F: BlendFormula>(_ formula: F.Type, _ source: UnsafePointer<UInt32>,
                                                         _ destination: UnsafeMutablePointer<UInt32>, _ count: Int,
                                                         _ coverage: UnsafePointer<UInt8>?, _ constant: UInt32) {
    // The last pixel blended, and its result: flat stretches (a solid layer over a flat
    // backdrop) repeat the same pair, and the formula in floating point costs far more than
    // comparing two words.
    var lastSource: UInt32 = 0, lastBackdrop: UInt32 = 0, lastResult: UInt32 = 0
    for i in 0..<count {
        let c = coverage.map { mul255(UInt32($0[i]), constant) } ?? constant
        if c == 0 { continue }
        let s = c == 255 ? source[i] : scalePixel(source[i], c)
        if s >> 24 == 0 { continue }
        let d = destination[i]
        // Over a transparent backdrop every mode gives the source.
        if d >> 24 == 0 {
            destination[i] = s
        } else {
            if s != lastSource || d != lastBackdrop {
                lastSource = s; lastBackdrop = d
                lastResult = blendPixel(F.self, s, d)
            }
            destination[i] = lastResult
        }
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

/// `f` applied to each channel of the backdrop and the source.
@inline(__always) private func perChannel(_ cb: RGB, _ cs: RGB, _ f: (Float, Float) -> Float) -> RGB {
    RGB(f(cb.x, cs.x), f(cb.y, cs.y), f(cb.z, cs.z))
}

private enum Overlay: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { hardLight(backdrop: cs, source: cb) }
}
private enum ColorDodge: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { perChannel(cb, cs, dodge) }
}
private enum ColorBurn: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { perChannel(cb, cs, burn) }
}
private enum HardLight: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { hardLight(backdrop: cb, source: cs) }
}
private enum SoftLight: BlendFormula {
    @inline(__always) static func blend(backdrop cb: RGB, source cs: RGB) -> RGB { perChannel(cb, cs, softLight) }
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
