import Graphics

// Pixels are premultiplied R, G, B, A bytes in memory, as `Bitmap` holds them, handled as
// 32-bit words: on a little-endian machine red is the low byte and alpha the high one.
#if _endian(big)
#error("RasterCanvas reads RGBA bytes as little-endian 32-bit words")
#endif

/// The alpha byte of a pixel word.
@inline(__always) func alphaOf(_ p: UInt32) -> UInt32 { p >> 24 }

/// `a × b / 255` for bytes, rounded (the exact rounding of pixman's `MUL_UN8`).
@inline(__always) func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// Every byte of `x` times `a / 255`, rounded; two bytes per multiplication, as pixman's
/// `UN8x4_MUL_UN8` does.
@inline(__always) func scalePixel(_ x: UInt32, _ a: UInt32) -> UInt32 {
    var rb = (x & 0x00FF_00FF) &* a &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((x >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
}

/// Porter-Duff source-over of premultiplied pixels: `s + d × (1 − αs)`. Cannot overflow a
/// byte for valid premultiplied input (every colour byte at most its alpha).
@inline(__always) func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
    s &+ scalePixel(d, 255 &- (s >> 24))
}

/// `a + (b − a) × w / 256` for every byte, with `w` in 0...256 (bilinear filtering).
@inline(__always) func lerpPixel(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
    let iw = 256 &- w
    let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
    let ag = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
    return rb | ag
}

/// `lerpPixel` on four pixels at once.
@inline(__always) func lerpPixels(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ w: UInt32) -> SIMD4<UInt32> {
    let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let iw = SIMD4<UInt32>(repeating: 256 &- w), wv = SIMD4<UInt32>(repeating: w)
    let rb = (((a & mask) &* iw &+ (b & mask) &* wv) &>> 8) & mask
    let ag = (((a &>> 8) & mask) &* iw &+ ((b &>> 8) & mask) &* wv) & SIMD4<UInt32>(repeating: 0xFF00_FF00)
    return rb | ag
}

/// The word of premultiplied bytes.
@inline(__always) func packPixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
    r | g << 8 | b << 16 | a << 24
}

extension Color {
    /// The colour (clamped) as a premultiplied pixel word, rounded as cairo rounds a source
    /// colour.
    var premultipliedPixel: UInt32 {
        let c = clamped
        let a = c.alpha * 255
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * a).rounded()))) }
        return packPixel(byte(c.red), byte(c.green), byte(c.blue), UInt32(a.rounded()))
    }
}

/// A unit-interval value with NaN treated as 0, for opacities and gradient locations.
@inline(__always) func unitClamped(_ v: Double) -> Double { v >= 0 ? (v <= 1 ? v : 1) : 0 }

/// An opacity in 0...1 as a coverage byte.
@inline(__always) func coverageByte(_ opacity: Double) -> UInt32 { UInt32((unitClamped(opacity) * 255).rounded()) }
