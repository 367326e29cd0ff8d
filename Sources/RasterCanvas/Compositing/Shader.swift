#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif
import Graphics

/// Image pixels to sample from (premultiplied RGBA words, rows without padding), owned by the
/// canvas's image cache for at least the duration of a draw.
struct ImagePixels {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// For each row, the columns from its first pixel that is not zero (transparent) to its
    /// last (`lowerBound ..< upperBound` as x and y; 0 ..< 0 for a transparent row).
    let rowExtents: UnsafePointer<SIMD2<Int32>>

    /// Writes the `rowExtents` of `height` rows of `width` pixels into `extents`.
    static func measureRowExtents(of pixels: UnsafePointer<UInt32>, width: Int, height: Int,
                                  into extents: UnsafeMutablePointer<SIMD2<Int32>>) {
        for y in 0..<height {
            let row = pixels + y * width
            var first = 0, end = width
            while first < width, row[first] == 0 { first += 1 }
            while end > first, row[end - 1] == 0 { end -= 1 }
            extents[y] = first < end ? SIMD2(Int32(first), Int32(end)) : .zero
        }
    }
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
    /// An image's colours taken earlier for every pixel of a box (`ImageSampleCache`);
    /// transparent outside it.
    case samples(ImageSampleCache.Samples)
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
    /// Whether the shader is a linear gradient whose colour changes along rows at most once
    /// every eight pixels on average: painting runs of one colour then beats shading.
    var hasLongColorRuns: Bool {
        guard case .linear(_, _, let dx, _) = self else { return false }
        return abs(dx) * Double(GradientTable.size - 1) <= 1.0 / 8
    }

    /// Calls `body` with each run of one colour among the `count` pixels from (`x`, `y`) of a
    /// linear gradient (first column, length, colour), the colours `shade` gives them; calls
    /// nothing for other shaders.
    func forEachColorRun(x: Int, y: Int, count: Int, _ body: (Int, Int, UInt32) -> Void) {
        guard case .linear(let table, let t0, let dx, let dy) = self, count > 0 else { return }
        let row = LinearGradientRow(t0: t0, dx: dx, dy: dy, y: y)
        guard let (start, step) = row.fixed else {
            for i in 0..<count { body(x + i, 1, table[row.index(ofColumn: x + i)]) }
            return
        }
        var position = start &+ step &* x, i = 0
        while i < count {
            // The pixels that keep this table index: until the position crosses into the next
            // entry's range (never past either end, where the index is clamped).
            let index = LinearGradientRow.index(at: position)
            var run = count - i
            if step > 0, index < LinearGradientRow.lastIndex {
                run = min(run, ((index + 1) << 32 - position + step - 1) / step)
            } else if step < 0, index > 0 {
                run = min(run, (position - index << 32) / -step + 1)
            }
            body(x + i, run, table[index])
            position &+= step &* run
            i += run
        }
    }

    /// Writes the colours of device pixels `x ..< x + count` of row `y` into `out`.
    ///
    /// Each pixel's colour is a function of its own position, computed from the start of its
    /// row rather than stepped from the start of the span, so that it does not depend on
    /// where a span begins: a pixel repainted through a small clip gets the value it has in a
    /// whole frame (see `redraw(pixelsIn:_:)`).
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5
        switch self {
        case .solid(let word):
            out.update(repeating: word, count: count)
        case .linear(let table, let t0, let dx, let dy):
            let row = LinearGradientRow(t0: t0, dx: dx, dy: dy, y: y)
            guard let (start, step) = row.fixed else {
                for i in 0..<count { out[i] = table[row.index(ofColumn: x + i)] }
                return
            }
            var position = start &+ step &* x
            for i in 0..<count {
                out[i] = table[LinearGradientRow.index(at: position)]
                position &+= step
            }
        case .radial(let table, let g):
            let m = g.fromDevice
            let rowU = m.c * py + m.tx - g.focus.x + m.a * 0.5, rowV = m.d * py + m.ty - g.focus.y + m.b * 0.5
            let cx = g.toCenter.x, cy = g.toCenter.y, a = g.a, inverseA = 1 / g.a
            /// The gradient positions of four columns from `first`.
            @inline(__always) func positions(from first: Int) -> SIMD4<Double> {
                let column = SIMD4(repeating: Double(first)) + SIMD4(0, 1, 2, 3)
                let ux = rowU + m.a * column, uy = rowV + m.b * column
                let b = ux * cx + uy * cy, c = ux * ux + uy * uy
                let discriminant = b * b - a * c
                // A multiplication by 1/a rather than a division: the division took as long as
                // the rest of the formula.
                return (b - squareRoots(discriminant.replacing(with: 0, where: discriminant .< 0))) * inverseA
            }
            // Four pixels at a time, the last one to three of a span too (lanes past its end
            // computed and left unwritten): the products and sums go two lanes to an
            // instruction, and the four square roots and divisions that bound the loop,
            // independent of each other, overlap (written one pixel at a time, the loop gains
            // nothing from unrolling). A pixel's colour depends on its column alone, not on its
            // lane or its span.
            var i = 0
            while i &+ 4 <= count {
                let index = gradientIndices(positions(from: x &+ i))
                out[i] = table[Int(index[0])]
                out[i &+ 1] = table[Int(index[1])]
                out[i &+ 2] = table[Int(index[2])]
                out[i &+ 3] = table[Int(index[3])]
                i &+= 4
            }
            if i < count {
                let t = positions(from: x &+ i)
                for lane in 0..<count &- i { out[i &+ lane] = table[gradientIndex(t[lane])] }
            }
        case .conic(let table, let m, let center, let startAngle):
            let rowU = m.c * py + m.tx - center.x + m.a * 0.5, rowV = m.d * py + m.ty - center.y + m.b * 0.5
            let turn = 2 * Double.pi
            for i in 0..<count {
                let column = Double(x + i)
                var t = (atan2(rowV + m.b * column, rowU + m.a * column) - startAngle) / turn
                t -= t.rounded(.down)
                out[i] = table[gradientIndex(t)]
            }
        case .image(let image, let m, let pad, let row):
            sampleBilinear(image, fromDevice: m, pad: pad, x: x, y: py, count: count, into: out, row: row)
        case .samples(let samples):
            let box = samples.box
            let start = min(max(x, box.x), x + count), end = max(min(x + count, box.maxX), start)
            guard y >= box.y, y < box.maxY, end > start else { return out.update(repeating: 0, count: count) }
            out.update(repeating: 0, count: start - x)
            (out + (start - x)).update(from: samples.pixels + (y - box.y) * box.width + (start - box.x), count: end - start)
            (out + (end - x)).update(repeating: 0, count: x + count - end)
        }
    }
}

/// Bilinear filtering with pixel centres at half-integers (pixman's convention): the four
/// pixels around the sample point weighted by its distance to them, in 1/256 steps.
private func sampleBilinear(_ image: ImagePixels, fromDevice m: AffineTransform, pad: Bool,
                            x: Int, y py: Double, count: Int, into out: UnsafeMutablePointer<UInt32>, row: SampleRow) {
    let w = image.width, h = image.height, pixels = image.pixels
    // The sample position of column 0 of the row; column x adds x steps of (m.a, m.b).
    let u0 = m.a * 0.5 + m.c * py + m.tx - 0.5
    let v0 = m.b * 0.5 + m.d * py + m.ty - 0.5
    let u = u0 + m.a * Double(x), v = v0 + m.b * Double(x)
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
    // Sample positions are 40.24 fixed point, the row's column 0 plus x steps: a pixel's
    // position, and so its value, does not depend on where its span starts. Positions too
    // far out for that are worked out in floating point (they are far outside the image).
    let fixedOne = 16_777_216.0
    guard abs(u0) < 1e9, abs(v0) < 1e9, abs(m.a) < 1e6, abs(m.b) < 1e6 else {
        sampleFarOutside(image, u0: u0, v0: v0, du: m.a, dv: m.b, pad: pad, x: x, count: count, into: out)
        return
    }
    let du = Int(m.a * fixedOne), dv = Int(m.b * fixedOne)
    var fu = Int(u0 * fixedOne) &+ du &* x, fv = Int(v0 * fixedOne) &+ dv &* x
    let lastU = fu &+ du &* (count - 1), lastV = fv &+ dv &* (count - 1)
    let maxX = w - 2, maxY = h - 2
    @inline(__always) func weight(_ f: Int) -> UInt32 { UInt32(truncatingIfNeeded: (f >> 16) & 0xFF) }
    // When every sample of the span has its four pixels inside the image (the common case),
    // there are no bounds to check: the positions are linear in x, so checking the span's
    // two ends suffices.
    guard min(fu, lastU) >> 24 >= 0, min(fv, lastV) >> 24 >= 0, max(fu, lastU) >> 24 <= maxX, max(fv, lastV) >> 24 <= maxY else {
        // Near or beyond the edges: every read checked, the same arithmetic otherwise (an
        // image not rotated blends its two rows first, as below).
        @inline(__always) func fetch(_ x: Int, _ y: Int) -> UInt32 {
            if x >= 0 && x < w && y >= 0 && y < h { return pixels[y * w + x] }
            return pad ? pixels[min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)] : 0
        }
        for i in 0..<count {
            let x0 = fu >> 24, y0 = fv >> 24, wx = weight(fu), wy = weight(fv)
            let p00 = fetch(x0, y0), p10 = fetch(x0 + 1, y0), p01 = fetch(x0, y0 + 1), p11 = fetch(x0 + 1, y0 + 1)
            out[i] = dv == 0 ? lerpPixel(lerpPixel(p00, p01, wy), lerpPixel(p10, p11, wy), wx)
                             : lerpPixel(lerpPixel(p00, p10, wx), lerpPixel(p01, p11, wx), wy)
            fu &+= du; fv &+= dv
        }
        return
    }
    if dv == 0 {
        // An image not rotated: the span reads two source rows at one vertical weight, so
        // they are blended once over the columns it reads (four pixels at a time), and
        // each output pixel blends two neighbours of that row. Pixels whose two columns lie
        // outside what the two rows hold are transparent without reading them.
        let y0 = fv >> 24
        let upper = image.rowExtents[y0], lower = image.rowExtents[y0 + 1]
        let held = Int(min(upper.x, lower.x))..<Int(max(upper.y, lower.y))
        let sampled = held.isEmpty ? 0..<0 : samplesReading(columns: held.lowerBound - 1 ..< held.upperBound,
                                                            start: fu, step: du, count: count)
        out.update(repeating: 0, count: sampled.lowerBound)
        (out + sampled.upperBound).update(repeating: 0, count: count - sampled.upperBound)
        guard !sampled.isEmpty else { return }
        sampleUnrotatedRows(pixels + y0 * w, width: w, start: fu &+ du &* sampled.lowerBound, step: du,
                            weight: weight(fv), count: sampled.count, into: out + sampled.lowerBound, row: row)
        return
    }
    for i in 0..<count {
        let base = (fv >> 24) * w + (fu >> 24)
        let wx = weight(fu), wy = weight(fv)
        let top = lerpSpread(spreadPixel(pixels[base]), spreadPixel(pixels[base + 1]), wx)
        let bottom = lerpSpread(spreadPixel(pixels[base + w]), spreadPixel(pixels[base + w + 1]), wx)
        out[i] = gatherPixel(lerpSpread(top, bottom, wy))
        fu &+= du; fv &+= dv
    }
}

/// The samples `i` of a span (`0 ..< count`) whose left column, `(start + i · step) >> 24`,
/// is in `columns`: a range, since the positions change steadily.
func samplesReading(columns: Range<Int>, start: Int, step: Int, count: Int) -> Range<Int> {
    let low = columns.lowerBound << 24, high = columns.upperBound << 24
    guard step != 0 else { return start >= low && start < high ? 0..<count : 0..<0 }
    // The first i whose position is at least `bound` (step > 0), or below it (step < 0).
    @inline(__always) func firstReaching(_ bound: Int) -> Int {
        step > 0 ? ceilDivide(bound - start, step) : floorDivide(start - bound, -step) + 1
    }
    let first = step > 0 ? firstReaching(low) : firstReaching(high)
    let end = step > 0 ? firstReaching(high) : firstReaching(low)
    let lower = min(max(first, 0), count), upper = min(max(end, lower), count)
    return lower..<upper
}

@inline(__always) private func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
@inline(__always) private func ceilDivide(_ a: Int, _ b: Int) -> Int { -floorDivide(-a, b) }

/// Samples an image not rotated, inside it: `topRow` is the first of the two source rows,
/// `start` and `step` the 40.24 positions along them, `weight` the second row's share.
@inline(__always) private func sampleUnrotatedRows(_ topRow: UnsafePointer<UInt32>, width w: Int, start: Int, step du: Int,
                                                   weight wy: UInt32, count: Int, into out: UnsafeMutablePointer<UInt32>,
                                                   row: SampleRow) {
    @inline(__always) func weight(_ f: Int) -> UInt32 { UInt32(truncatingIfNeeded: (f >> 16) & 0xFF) }
    var fu = start
    let lastU = fu &+ du &* (count - 1)
    let first = min(fu, lastU) >> 24, last = max(fu, lastU) >> 24 + 1
    let n = last - first + 1
    row.reserve(n)
    let blended = row.pixels
    let top = topRow + first, bottom = top + w
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
    @inline(__always) func column(_ f: Int) -> Int { (f >> 24) - first }
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
}

/// Bilinear samples at positions too far from the image for fixed point: clamped to just
/// beyond its edges, where the result is the same (border pixels, or transparency).
private func sampleFarOutside(_ image: ImagePixels, u0: Double, v0: Double, du: Double, dv: Double, pad: Bool,
                              x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let w = image.width, h = image.height, pixels = image.pixels
    let maxU = Double(w) + 1, maxV = Double(h) + 1
    for i in 0..<count {
        let column = Double(x + i)
        let uc = min(max(u0 + du * column, -2), maxU), vc = min(max(v0 + dv * column, -2), maxV)
        guard uc.isFinite, vc.isFinite else { out[i] = 0; continue }
        let fu = uc.rounded(.down), fv = vc.rounded(.down)
        let x0 = Int(fu), y0 = Int(fv)
        let wx = UInt32((uc - fu) * 256), wy = UInt32((vc - fv) * 256)
        @inline(__always) func fetch(_ x: Int, _ y: Int) -> UInt32 {
            if x >= 0 && x < w && y >= 0 && y < h { return pixels[y * w + x] }
            return pad ? pixels[min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)] : 0
        }
        out[i] = lerpPixel(lerpPixel(fetch(x0, y0), fetch(x0 + 1, y0), wx), lerpPixel(fetch(x0, y0 + 1), fetch(x0 + 1, y0 + 1), wx), wy)
    }
}

/// The square roots of four lanes, two to an instruction on x86-64 (Swift's SIMD
/// `squareRoot()` takes them one lane at a time there, each checked for a negative input).
@inline(__always) private func squareRoots(_ v: SIMD4<Double>) -> SIMD4<Double> {
    #if arch(x86_64)
    SIMD4(lowHalf: _mm_sqrt_pd(v.lowHalf), highHalf: _mm_sqrt_pd(v.highHalf))
    #else
    v.squareRoot()
    #endif
}

/// `gradientIndex` of four positions, two to an instruction on x86-64 (`maxpd` gives its
/// second operand, 0, for NaN as `gradientIndex` does).
@inline(__always) private func gradientIndices(_ t: SIMD4<Double>) -> SIMD4<Int32> {
    #if arch(x86_64)
    let zero = SIMD2<Double>(repeating: 0), one = SIMD2<Double>(repeating: 1)
    let last = SIMD2<Double>(repeating: Double(LinearGradientRow.lastIndex)), half = SIMD2<Double>(repeating: 0.5)
    @inline(__always) func two(_ t: SIMD2<Double>) -> SIMD2<Int32> {
        let clamped = _mm_min_pd(_mm_max_pd(t, zero), one)
        let words = unsafeBitCast(_mm_cvttpd_epi32(clamped * last + half), to: SIMD4<Int32>.self)
        return SIMD2(words[0], words[1])
    }
    return SIMD4(lowHalf: two(t.lowHalf), highHalf: two(t.highHalf))
    #else
    return SIMD4(Int32(gradientIndex(t[0])), Int32(gradientIndex(t[1])), Int32(gradientIndex(t[2])), Int32(gradientIndex(t[3])))
    #endif
}

/// The table entry of gradient position `t`: padded beyond both ends; NaN (a degenerate
/// geometry) takes the first colour.
@inline(__always) private func gradientIndex(_ t: Double) -> Int {
    let clamped = t >= 0 ? (t <= 1 ? t : 1) : 0
    return Int(clamped * Double(LinearGradientRow.lastIndex) + 0.5)
}

/// The table positions of a linear gradient along one device row, in 32.32 fixed point from
/// the row's column 0 (so that a pixel's value does not depend on where its span starts):
/// integer steps instead of a conversion per pixel.
private struct LinearGradientRow {
    static let lastIndex = GradientTable.size - 1
    /// The position at column 0's centre.
    let rowStart: Double
    let dx: Double
    /// The fixed-point position of column 0 and the step per column; nil for rows whose positions
    /// may reach too far for fixed point over 2¹⁷ columns either way (more than a canvas and
    /// the room effects add around it, so every span of the row takes the same path), which
    /// are clamped pixel by pixel.
    let fixed: (start: Int, step: Int)?

    init(t0: Double, dx: Double, dy: Double, y: Int) {
        rowStart = t0 + dy * (Double(y) + 0.5) + dx * 0.5
        self.dx = dx
        let one = 4_294_967_296.0, last = Double(Self.lastIndex)
        let start = rowStart * last * one, step = dx * last * one
        let fits = abs(start) + abs(step) * 131_072 < 0x1p62
        // Rounded to the nearest entry: half an entry added once.
        fixed = fits ? (Int(start) &+ (1 << 31), Int(step)) : nil
    }

    /// The table entry of a fixed-point position.
    @inline(__always) static func index(at position: Int) -> Int {
        min(max(position, 0), lastIndex << 32) >> 32
    }

    /// The table entry of column `x`, computed in floating point.
    @inline(__always) func index(ofColumn x: Int) -> Int {
        gradientIndex(rowStart + dx * Double(x))
    }
}
