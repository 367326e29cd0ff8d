/// How the pixels of a row (or column) of `inputCount` map onto a shorter one of `outputCount`
/// when each output pixel averages the stretch of input it covers (a box filter), with the
/// pixels cut by the stretch's ends weighted by the part inside.
public struct AreaWeights: Sendable {
    /// For output `j`: its first input pixel.
    public let firstInput: [Int]
    /// For output `j`: the range of its weights in `weights`.
    public let weightRanges: [Range<Int>]
    /// The weights of consecutive input pixels, each output's summing to 1.
    public let weights: [Float]

    /// The weights for shrinking `inputCount` pixels to `outputCount` (both positive,
    /// `outputCount <= inputCount`).
    public init(inputCount: Int, outputCount: Int) {
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

extension Bitmap {
    /// Shrinks the bitmap to `width` × `height` by averaging the area each output pixel covers
    /// (a box filter, in a single pass over the image), handing each output row to `body` in
    /// order: its index and `4 * width` floats, the premultiplied R, G, B, A of every pixel on
    /// the 0...255 scale, not rounded. The raster canvases turn the rows into their own pixel
    /// formats.
    ///
    /// Returns false, without calling `body`, unless `1 <= width <= self.width` and
    /// `1 <= height <= self.height`.
    public func forEachAreaAveragedRow(width: Int, height: Int,
                                       _ body: (_ y: Int, _ row: UnsafeBufferPointer<Float>) -> Void) -> Bool {
        guard width > 0, height > 0, width <= self.width, height <= self.height else { return false }
        // Whole blocks of up to 2^24 pixels: their sums fit in 32 bits.
        if self.width % width == 0, self.height % height == 0, (self.width / width) * (self.height / height) <= 1 << 24 {
            averageWholeBlocks(width: width, height: height, body)
            return true
        }
        let columns = AreaWeights(inputCount: self.width, outputCount: width)
        let rows = AreaWeights(inputCount: self.height, outputCount: height)
        // Rows shrunk horizontally (four channels each), then columns of those shrunk vertically.
        // The shrunk rows live in a ring of as many rows as one output row reads, filled as the
        // output rows reach them: a buffer for the image's whole height cost more in fresh pages
        // to fault in than all the arithmetic. Every output value is the same sum in the same order.
        let rowLength = width * 4
        let window = rows.weightRanges.map(\.count).max() ?? 1
        var ring = [Float](repeating: 0, count: window * rowLength)
        var sum = [Float](repeating: 0, count: rowLength)
        var narrowedRows = 0
        let imageWidth = self.width
        pixels.withUnsafeBufferPointer { source in
            ring.withUnsafeMutableBufferPointer { ring in
                sum.withUnsafeMutableBufferPointer { sum in
                    columns.weights.withUnsafeBufferPointer { columnWeights in
                        rows.weights.withUnsafeBufferPointer { rowWeights in
                            for y in 0..<height {
                                let first = rows.firstInput[y], range = rows.weightRanges[y]
                                while narrowedRows < first + range.count {
                                    narrowRow(narrowedRows, of: source, imageWidth: imageWidth, columns: columns,
                                              weights: columnWeights, into: ring, at: (narrowedRows % window) * rowLength)
                                    narrowedRows += 1
                                }
                                for x in 0..<rowLength { sum[x] = 0 }
                                var inputRow = first
                                for k in range {
                                    let w = rowWeights[k], base = (inputRow % window) * rowLength
                                    for x in 0..<rowLength { sum[x] += w * ring[base + x] }
                                    inputRow += 1
                                }
                                body(y, UnsafeBufferPointer(sum))
                            }
                        }
                    }
                }
            }
        }
        return true
    }
}

extension Bitmap {
    /// `forEachAreaAveragedRow` when the sides divide exactly (images are mostly reduced by
    /// powers of two): every output pixel averages a whole block of input pixels, so the sums
    /// are exact integers, added down the block's rows sixteen bytes at a time and divided
    /// once. The same values as the weighted path when the block's area is a power of two.
    private func averageWholeBlocks(width: Int, height: Int, _ body: (_ y: Int, _ row: UnsafeBufferPointer<Float>) -> Void) {
        let blockWidth = self.width / width, blockHeight = self.height / height
        let inputLength = self.width * 4, outputLength = width * 4
        let area = Float(blockWidth * blockHeight)
        var columnSums = [UInt32](repeating: 0, count: inputLength)
        var row = [Float](repeating: 0, count: outputLength)
        pixels.withUnsafeBufferPointer { source in
            columnSums.withUnsafeMutableBufferPointer { sums in
                row.withUnsafeMutableBufferPointer { row in
                    guard let base = source.baseAddress, let sumBase = sums.baseAddress else { return }
                    for y in 0..<height {
                        // Each channel of each input column summed down the block's rows...
                        sumColumns(base + y * blockHeight * inputLength, rowLength: inputLength, rows: blockHeight, into: sumBase)
                        // ...then across the block's columns, the four channels of a pixel at once.
                        let sumWords = UnsafeRawPointer(sumBase)
                        for x in 0..<width {
                            var total = SIMD4<UInt32>()
                            var offset = x * blockWidth * 16
                            for _ in 0..<blockWidth {
                                total &+= sumWords.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
                                offset += 16
                            }
                            let average = SIMD4<Float>(total) / area
                            row[x * 4] = average[0]
                            row[x * 4 + 1] = average[1]
                            row[x * 4 + 2] = average[2]
                            row[x * 4 + 3] = average[3]
                        }
                        body(y, UnsafeBufferPointer(row))
                    }
                }
            }
        }
    }
}

/// Sums each of the `rowLength` byte columns of `rows` consecutive rows into `sums`: sixteen
/// columns at a time, added in 16-bit lanes held in registers for up to 257 rows (which
/// cannot overflow them) and then into 32-bit ones.
@inline(__always) private func sumColumns(_ bytes: UnsafePointer<UInt8>, rowLength: Int, rows: Int,
                                          into sums: UnsafeMutablePointer<UInt32>) {
    var column = 0
    while column + 16 <= rowLength {
        var total = SIMD16<UInt32>()
        var row = 0
        while row < rows {
            let end = min(rows, row + 257)
            var partial = SIMD16<UInt16>()
            var p = bytes + row * rowLength + column
            for _ in row..<end {
                partial &+= SIMD16<UInt16>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self))
                p += rowLength
            }
            total &+= SIMD16<UInt32>(truncatingIfNeeded: partial)
            row = end
        }
        UnsafeMutableRawPointer(sums + column).storeBytes(of: total, as: SIMD16<UInt32>.self)
        column += 16
    }
    while column < rowLength {
        var total: UInt32 = 0
        for row in 0..<rows { total &+= UInt32(bytes[row * rowLength + column]) }
        sums[column] = total
        column += 1
    }
}

/// Shrinks input row `y` horizontally into `out` from `offset`: four channels per output pixel.
@inline(__always) private func narrowRow(_ y: Int, of source: UnsafeBufferPointer<UInt8>, imageWidth: Int, columns: AreaWeights,
                                         weights: UnsafeBufferPointer<Float>, into out: UnsafeMutableBufferPointer<Float>, at offset: Int) {
    let row = y * imageWidth * 4
    for j in 0..<columns.firstInput.count {
        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
        var i = row + columns.firstInput[j] * 4
        for k in columns.weightRanges[j] {
            let w = weights[k]
            r += w * Float(source[i]); g += w * Float(source[i + 1])
            b += w * Float(source[i + 2]); a += w * Float(source[i + 3])
            i += 4
        }
        let o = offset + j * 4
        out[o] = r; out[o + 1] = g; out[o + 2] = b; out[o + 3] = a
    }
}
