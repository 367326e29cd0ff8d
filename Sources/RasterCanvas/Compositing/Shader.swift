#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Graphics

/// Image pixels to sample from (premultiplied RGBA words, rows without padding), owned by the
/// canvas's image cache for at least the duration of a draw.
struct ImagePixels {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int
}

/// A row of pixels an image shader works in (two source rows blended), kept by the canvas.
final class SampleRow {
    private(set) var pixels: UnsafeMutablePointer<UInt32>
    private var capacity = 1024

    init() { pixels = .allocate(capacity: capacity) }
    deinit { pixels.deallocate() }

    /// Room for `count` pixels.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        pixels.deallocate()
        capacity = count
        pixels = .allocate(capacity: count)
    }
}

/// What colours the pixels of a shape: one premultiplied word per pixel of a span, computed at
/// the pixel's centre (as pixman samples).
enum Shader {
    /// One colour.
    case solid(UInt32)
    /// `t = t0 + dx·x + dy·y` at device pixel centre (x, y), looked up in a gradient table.
    case linear(table: UnsafePointer<UInt32>, t0: Double, dx: Double, dy: Double)
    /// The two-circle gradient from a focal point (radius 0) to a circle (see `RadialGeometry`).
    case radial(table: UnsafePointer<UInt32>, geometry: RadialGeometry)
    /// The angle around a centre, from a start angle, as a fraction of a turn.
    case conic(table: UnsafePointer<UInt32>, fromDevice: AffineTransform, center: Point, startAngle: Double)
    /// An image, bilinearly filtered; `fromDevice` maps device space to image pixels. Beyond its
    /// edges it is transparent, or with `pad` its border pixels continue.
    case image(ImagePixels, fromDevice: AffineTransform, pad: Bool, row: SampleRow)
}

/// A radial gradient whose location-0 circle is the point `focus` and location-1 circle has
/// `radius` around `center`, in user space: at point p, t is the largest root of
/// |p − focus − t·(center − focus)| = t·radius (the two-circle gradient of cairo, pixman and
/// the canvas spec with a start radius of 0). With the focus strictly inside the circle the
/// quadratic's leading coefficient `a = |center − focus|² − radius²` is negative and the
/// largest root is never negative.
struct RadialGeometry {
    let fromDevice: AffineTransform
    let focus: Point
    let toCenter: Point
    let a: Double
}

extension Shader {
    /// Writes the colours of device pixels `x ..< x + count` of row `y` into `out`.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let last = Double(GradientTable.size - 1)
        @inline(__always) func index(_ t: Double) -> Int {
            // Pad beyond both ends; NaN (a degenerate geometry) takes the first colour.
            let clamped = t >= 0 ? (t <= 1 ? t : 1) : 0
            return Int(clamped * last + 0.5)
        }
        switch self {
        case .solid(let word):
            out.update(repeating: word, count: count)
        case .linear(let table, let t0, let dx, let dy):
            let start = t0 + dx * px + dy * py
            for i in 0..<count { out[i] = table[index(start + dx * Double(i))] }
        case .radial(let table, let g):
            let m = g.fromDevice
            var ux = m.a * px + m.c * py + m.tx - g.focus.x
            var uy = m.b * px + m.d * py + m.ty - g.focus.y
            let cx = g.toCenter.x, cy = g.toCenter.y, a = g.a
            for i in 0..<count {
                let b = ux * cx + uy * cy, c = ux * ux + uy * uy
                let t = (b - max(0, b * b - a * c).squareRoot()) / a
                out[i] = table[index(t)]
                ux += m.a; uy += m.b
            }
        case .conic(let table, let m, let center, let startAngle):
            var ux = m.a * px + m.c * py + m.tx - center.x
            var uy = m.b * px + m.d * py + m.ty - center.y
            let turn = 2 * Double.pi
            for i in 0..<count {
                var t = (atan2(uy, ux) - startAngle) / turn
                t -= t.rounded(.down)
                out[i] = table[index(t)]
                ux += m.a; uy += m.b
            }
        case .image(let image, let m, let pad, let row):
            sampleBilinear(image, fromDevice: m, pad: pad, x: px, y: py, count: count, into: out, row: row)
        }
    }
}

/// Bilinear filtering with pixel centres at half-integers (pixman's convention): the four
/// pixels around the sample point weighted by its distance to them, in 1/256 steps.
private func sampleBilinear(_ image: ImagePixels, fromDevice m: AffineTransform, pad: Bool,
                            x px: Double, y py: Double, count: Int, into out: UnsafeMutablePointer<UInt32>, row: SampleRow) {
    let w = image.width, h = image.height, pixels = image.pixels
    var u = m.a * px + m.c * py + m.tx - 0.5
    var v = m.b * px + m.d * py + m.ty - 0.5
    // An image shown at its own size on whole pixels is a copy.
    if m.a == 1, m.b == 0, m.c == 0, m.d == 1, u == u.rounded(), v == v.rounded(),
       abs(u) < 1e9, abs(v) < 1e9 {
        let row = Int(v), column = Int(u)
        for i in 0..<count {
            var cx = column + i, cy = row
            if pad {
                cx = min(max(cx, 0), w - 1); cy = min(max(cy, 0), h - 1)
                out[i] = pixels[cy * w + cx]
            } else {
                out[i] = cx >= 0 && cx < w && cy >= 0 && cy < h ? pixels[cy * w + cx] : 0
            }
        }
        return
    }
    // When every sample of the span has its four pixels inside the image (the common case),
    // positions step in 40.24 fixed point with no bounds to check: the sample positions are
    // linear in x, so checking the span's two ends suffices.
    let lastU = u + m.a * Double(count - 1), lastV = v + m.b * Double(count - 1)
    let fixedOne = 16_777_216.0
    if min(u, lastU) >= 0, min(v, lastV) >= 0, max(u, lastU) < Double(w - 1), max(v, lastV) < Double(h - 1) {
        var fu = Int(u * fixedOne), fv = Int(v * fixedOne)
        let du = Int(m.a * fixedOne), dv = Int(m.b * fixedOne)
        let maxX = w - 2, maxY = h - 2
        if dv == 0 {
            // An image not rotated: the span reads two source rows at one vertical weight, so
            // they are blended once over the columns it reads (four pixels at a time), and
            // each output pixel blends two neighbours of that row.
            let y0 = min(max(fv >> 24, 0), maxY), wy = UInt32(truncatingIfNeeded: (fv >> 16) & 0xFF)
            let lastU = fu &+ du &* (count - 1)
            let first = min(max(min(fu, lastU) >> 24, 0), maxX), last = min(max(max(fu, lastU) >> 24, 0), maxX) + 1
            let n = last - first + 1
            row.reserve(n)
            let blended = row.pixels
            let top = pixels + y0 * w + first, bottom = top + w
            if wy == 0 {
                blended.update(from: top, count: n)
            } else {
                var k = 0
                while k + 4 <= n {
                    let a = UnsafeRawPointer(top + k).loadUnaligned(as: SIMD4<UInt32>.self)
                    let b = UnsafeRawPointer(bottom + k).loadUnaligned(as: SIMD4<UInt32>.self)
                    UnsafeMutableRawPointer(blended + k).storeBytes(of: lerpPixels(a, b, wy), as: SIMD4<UInt32>.self)
                    k += 4
                }
                while k < n { blended[k] = lerpPixel(top[k], bottom[k], wy); k += 1 }
            }
            @inline(__always) func column(_ f: Int) -> Int { min(max(f >> 24, first), last - 1) - first }
            @inline(__always) func weight(_ f: Int) -> UInt32 { UInt32(truncatingIfNeeded: (f >> 16) & 0xFF) }
            var i = 0
            while i + 4 <= count {
                let f0 = fu, f1 = fu &+ du, f2 = f1 &+ du, f3 = f2 &+ du
                let x0 = column(f0), x1 = column(f1), x2 = column(f2), x3 = column(f3)
                let left = pixelLanes(blended[x0], blended[x1], blended[x2], blended[x3])
                let right = pixelLanes(blended[x0 + 1], blended[x1 + 1], blended[x2 + 1], blended[x3 + 1])
                storePixels(lerpPixels(left, right, perPixel(weight(f0), weight(f1), weight(f2), weight(f3))), out + i)
                fu = f3 &+ du
                i += 4
            }
            while i < count {
                let x = column(fu)
                out[i] = lerpPixel(blended[x], blended[x + 1], weight(fu))
                fu &+= du
                i += 1
            }
            return
        }
        for i in 0..<count {
            // Rounding in the steps can drift by far less than a pixel; the clamps keep the
            // four reads inside whatever happens.
            let x0 = min(max(fu >> 24, 0), maxX), y0 = min(max(fv >> 24, 0), maxY)
            let wx = UInt32(truncatingIfNeeded: (fu >> 16) & 0xFF), wy = UInt32(truncatingIfNeeded: (fv >> 16) & 0xFF)
            let base = y0 * w + x0
            let top = lerpPixel(pixels[base], pixels[base + 1], wx)
            let bottom = lerpPixel(pixels[base + w], pixels[base + w + 1], wx)
            out[i] = lerpPixel(top, bottom, wy)
            fu &+= du; fv &+= dv
        }
        return
    }
    // Far outside, positions are clamped to just beyond the edges, where the result is the
    // same (border pixels, or transparency) and the conversion to Int is safe.
    let maxU = Double(w) + 1, maxV = Double(h) + 1
    for i in 0..<count {
        let uc = min(max(u, -2), maxU), vc = min(max(v, -2), maxV)
        let fu = uc.rounded(.down), fv = vc.rounded(.down)
        let x0 = Int(fu), y0 = Int(fv)
        let wx = UInt32((uc - fu) * 256), wy = UInt32((vc - fv) * 256)
        let p00: UInt32, p10: UInt32, p01: UInt32, p11: UInt32
        if x0 >= 0, y0 >= 0, x0 + 1 < w, y0 + 1 < h {
            let base = y0 * w + x0
            p00 = pixels[base]; p10 = pixels[base + 1]
            p01 = pixels[base + w]; p11 = pixels[base + w + 1]
        } else if pad {
            let xa = min(max(x0, 0), w - 1), xb = min(max(x0 + 1, 0), w - 1)
            let ya = min(max(y0, 0), h - 1) * w, yb = min(max(y0 + 1, 0), h - 1) * w
            p00 = pixels[ya + xa]; p10 = pixels[ya + xb]
            p01 = pixels[yb + xa]; p11 = pixels[yb + xb]
        } else {
            @inline(__always) func fetch(_ x: Int, _ y: Int) -> UInt32 {
                x >= 0 && x < w && y >= 0 && y < h ? pixels[y * w + x] : 0
            }
            p00 = fetch(x0, y0); p10 = fetch(x0 + 1, y0)
            p01 = fetch(x0, y0 + 1); p11 = fetch(x0 + 1, y0 + 1)
        }
        out[i] = lerpPixel(lerpPixel(p00, p10, wx), lerpPixel(p01, p11, wx), wy)
        u += m.a; v += m.b
    }
}
