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

// One pixel at a time: its four bytes spread over the 16-bit lanes of a 64-bit word (red and
// blue in lanes 0 and 1, green and alpha in 2 and 3), so that one multiplication scales all
// four and a product of two bytes fits its lane.

/// The bytes of `x` a lane each.
@inline(__always) func spreadPixel(_ x: UInt32) -> UInt64 {
    UInt64(x & 0x00FF_00FF) | UInt64(x & 0xFF00_FF00) << 24
}

/// The pixel word of lanes that each hold a byte.
@inline(__always) func gatherPixel(_ v: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: v) | UInt32(truncatingIfNeeded: v >> 24)
}

/// The low byte of every 16-bit lane.
let spreadLaneBytes: UInt64 = 0x00FF_00FF_00FF_00FF

/// Every byte of `x` times `a / 255`, rounded (pixman's `UN8x4_MUL_UN8` arithmetic).
@inline(__always) func scalePixel(_ x: UInt32, _ a: UInt32) -> UInt32 {
    let t = spreadPixel(x) &* UInt64(a) &+ 0x0080_0080_0080_0080
    return gatherPixel(((t &+ ((t >> 8) & spreadLaneBytes)) >> 8) & spreadLaneBytes)
}

/// Porter-Duff source-over of premultiplied pixels: `s + d × (1 − αs)`. Cannot overflow a
/// byte for valid premultiplied input (every colour byte at most its alpha).
@inline(__always) func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
    s &+ scalePixel(d, 255 &- (s >> 24))
}

/// `a + (b − a) × w / 256` for every byte, with `w` in 0...256 (bilinear filtering).
@inline(__always) func lerpPixel(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
    gatherPixel(lerpSpread(spreadPixel(a), spreadPixel(b), w))
}

/// `lerpPixel` on spread pixels (see `spreadPixel`), giving a spread pixel.
@inline(__always) func lerpSpread(_ a: UInt64, _ b: UInt64, _ w: UInt32) -> UInt64 {
    ((a &* UInt64(256 &- w) &+ b &* UInt64(w)) >> 8) & spreadLaneBytes
}

/// `lerpPixel` on four pixels at once.
@inline(__always) func lerpPixels(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ w: UInt32) -> SIMD4<UInt32> {
    let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let iw = SIMD4<UInt32>(repeating: 256 &- w), wv = SIMD4<UInt32>(repeating: w)
    let rb = (((a & mask) &* iw &+ (b & mask) &* wv) &>> 8) & mask
    let ag = (((a &>> 8) & mask) &* iw &+ ((b &>> 8) & mask) &* wv) & SIMD4<UInt32>(repeating: 0xFF00_FF00)
    return rb | ag
}

// Four pixels at a time: a channel per 16-bit lane, so that the byte arithmetic below runs on
// vector registers with plain 16-bit multiplications (SSE2's `pmullw`, NEON's `mul`), where
// products of two bytes and sums of them up to 65535 fit.

/// Four pixels, one channel per lane: the low eight lanes hold the red and blue bytes of the
/// first pixel, then of the next…, the high eight their green and alpha bytes. That is where
/// masking a word's odd bytes and shifting the even ones down leaves them (pixman's two
/// channels per 32-bit word, `UN8x4_MUL_UN8`), so spreading four words into lanes and gathering
/// them back takes a few whole-register masks and shifts, with no lane shuffles.
typealias PixelLanes = SIMD16<UInt16>

/// Four pixel words as lanes.
@inline(__always) func pixelLanes(_ words: SIMD4<UInt32>) -> PixelLanes {
    let redBlue = words & 0x00FF_00FF, greenAlpha = (words &>> 8) & 0x00FF_00FF
    return PixelLanes(lowHalf: unsafeBitCast(redBlue, to: SIMD8<UInt16>.self),
                      highHalf: unsafeBitCast(greenAlpha, to: SIMD8<UInt16>.self))
}

/// Four pixel words as lanes.
@inline(__always) func pixelLanes(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> PixelLanes {
    pixelLanes(SIMD4(a, b, c, d))
}

@inline(__always) func loadPixels(_ p: UnsafePointer<UInt32>) -> PixelLanes {
    pixelLanes(UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self))
}

/// Stores the low byte of every lane back into four pixel words.
@inline(__always) func storePixels(_ v: PixelLanes, _ p: UnsafeMutablePointer<UInt32>) {
    let redBlue = unsafeBitCast(v.lowHalf, to: SIMD4<UInt32>.self) & 0x00FF_00FF
    let greenAlpha = unsafeBitCast(v.highHalf, to: SIMD4<UInt32>.self) & 0x00FF_00FF
    UnsafeMutableRawPointer(p).storeBytes(of: redBlue | greenAlpha &<< 8, as: SIMD4<UInt32>.self)
}

/// Four values, each repeated over its pixel's four lanes.
@inline(__always) func perPixel(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> PixelLanes {
    let v = SIMD4(a, b, c, d)
    let twice = unsafeBitCast(v | v &<< 16, to: SIMD8<UInt16>.self)
    return PixelLanes(lowHalf: twice, highHalf: twice)
}

/// The bitwise AND and OR of the four pixel words from `p`: all four opaque when
/// `and >= 0xFF00_0000`, all four with alpha 0 when `or < 0x0100_0000`, all four zero when
/// `or == 0`. Two 64-bit loads, where a comparison of vector lanes takes several shuffles.
@inline(__always) func combinedWords(_ p: UnsafePointer<UInt32>) -> (and: UInt32, or: UInt32) {
    let raw = UnsafeRawPointer(p)
    let low = raw.loadUnaligned(as: UInt64.self), high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    let and = low & high, or = low | high
    return (UInt32(truncatingIfNeeded: and & (and >> 32)), UInt32(truncatingIfNeeded: or | (or >> 32)))
}

/// `mul255` lane by lane.
@inline(__always) func mul255(_ x: PixelLanes, _ a: PixelLanes) -> PixelLanes {
    let t = x &* a &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// Each pixel's alpha in all four of its lanes.
@inline(__always) func alphaLanes(_ x: PixelLanes) -> PixelLanes {
    let alpha = unsafeBitCast(x.highHalf, to: SIMD4<UInt32>.self) &>> 16
    let twice = unsafeBitCast(alpha | alpha &<< 16, to: SIMD8<UInt16>.self)
    return PixelLanes(lowHalf: twice, highHalf: twice)
}

/// `sourceOver` on four pixels.
@inline(__always) func sourceOver(_ s: PixelLanes, _ d: PixelLanes) -> PixelLanes {
    s &+ mul255(d, 255 &- alphaLanes(s))
}

/// `lerpPixel` on four pixels, with a weight (0...256) per pixel.
@inline(__always) func lerpPixels(_ a: PixelLanes, _ b: PixelLanes, _ w: PixelLanes) -> PixelLanes {
    (a &* (256 &- w) &+ b &* w) &>> 8
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
