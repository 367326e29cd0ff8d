import CCairo
import Graphics

/// How the pixels of a row (or column) of `inputCount` map onto a shorter one of `outputCount`
/// when each output pixel averages the stretch of input it covers (a box filter), with the
/// pixels cut by the stretch's ends weighted by the part inside.
struct AreaWeights {
    /// For output `j`: its first input pixel, and the range of its weights in `weights`.
    let firstInput: [Int]
    let weightRanges: [Range<Int>]
    /// The weights of consecutive input pixels, each output's summing to 1.
    let weights: [Float]

    init(inputCount: Int, outputCount: Int) {
        let step = Double(inputCount) / Double(outputCount)
        var firstInput: [Int] = [], ranges: [Range<Int>] = [], weights: [Float] = []
        firstInput.reserveCapacity(outputCount)
        ranges.reserveCapacity(outputCount)
        weights.reserveCapacity(outputCount * (Int(step) + 2))
        for j in 0..<outputCount {
            let start = Double(j) * step, end = min(Double(inputCount), Double(j + 1) * step)
            let first = Int(start), last = min(inputCount - 1, Int(end.rounded(.up)) - 1)
            firstInput.append(first)
            let begin = weights.count
            for i in first...max(first, last) {
                let covered = min(end, Double(i + 1)) - max(start, Double(i))
                weights.append(Float(max(0, covered) / (end - start)))
            }
            ranges.append(begin..<weights.count)
        }
        self.firstInput = firstInput
        self.weightRanges = ranges
        self.weights = weights
    }
}

/// A new ARGB32 surface of `width` × `height` showing all of `bitmap` shrunk by averaging the
/// area each pixel covers (the box filter cairo's `GOOD` filter uses for large reductions, in
/// a single pass over the image), or nil when cairo cannot allocate it.
func makeReducedARGB32Surface(from bitmap: Bitmap, width: Int, height: Int) -> OpaquePointer? {
    guard width > 0, height > 0, width <= bitmap.width, height <= bitmap.height,
          let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
        cairo_surface_destroy(surface)
        return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let columns = AreaWeights(inputCount: bitmap.width, outputCount: width)
    let rows = AreaWeights(inputCount: bitmap.height, outputCount: height)
    // Rows shrunk horizontally, four channels each, then columns of those shrunk vertically.
    var narrowed = [Float](repeating: 0, count: width * bitmap.height * 4)
    bitmap.pixels.withUnsafeBufferPointer { source in
        narrowed.withUnsafeMutableBufferPointer { out in
            columns.weights.withUnsafeBufferPointer { weights in
                for y in 0..<bitmap.height {
                    let row = y * bitmap.width * 4, outRow = y * width * 4
                    for j in 0..<width {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        var i = row + columns.firstInput[j] * 4
                        for k in columns.weightRanges[j] {
                            let w = weights[k]
                            r += w * Float(source[i]); g += w * Float(source[i + 1])
                            b += w * Float(source[i + 2]); a += w * Float(source[i + 3])
                            i += 4
                        }
                        let o = outRow + j * 4
                        out[o] = r; out[o + 1] = g; out[o + 2] = b; out[o + 3] = a
                    }
                }
            }
        }
    }
    narrowed.withUnsafeBufferPointer { source in
        rows.weights.withUnsafeBufferPointer { weights in
            for y in 0..<height {
                let words = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let first = rows.firstInput[y], range = rows.weightRanges[y]
                for j in 0..<width {
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    var i = (first * width + j) * 4
                    for k in range {
                        let w = weights[k]
                        r += w * source[i]; g += w * source[i + 1]; b += w * source[i + 2]; a += w * source[i + 3]
                        i += width * 4
                    }
                    // Averages of premultiplied colours stay within their alpha, up to rounding.
                    let alpha = channel(a)
                    words[j] = alpha << 24 | min(channel(r), alpha) << 16 | min(channel(g), alpha) << 8 | min(channel(b), alpha)
                }
            }
        }
    }
    cairo_surface_mark_dirty(surface)
    return surface
}

/// A channel value rounded to a byte.
@inline(__always) private func channel(_ value: Float) -> UInt32 {
    UInt32(min(255, max(0, value + 0.5)))
}
