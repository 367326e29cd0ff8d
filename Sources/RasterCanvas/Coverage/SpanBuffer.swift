/// A run of pixels in one row that a shape covers by the same amount: the unit the
/// rasterizer produces and the compositor consumes.
struct CoverageSpan {
    /// The device row.
    var y: Int32
    /// The first device column.
    var x: Int32
    /// The number of pixels (at least 1).
    var length: Int32
    /// How much of each pixel the shape covers, 0 (none) ... 255 (all).
    var coverage: UInt8
}

/// The coverage of one shape as run-length spans, in the order `ScanConverter` produces them
/// (rows top to bottom, left to right within a row). Reused from shape to shape: its memory only
/// grows.
final class SpanBuffer {
    private(set) var spans: UnsafeMutablePointer<CoverageSpan>
    private(set) var count = 0
    private var capacity: Int
    /// The bounding box of the spans so far (meaningful when `count > 0`).
    private(set) var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min

    init(capacity: Int = 1024) {
        self.capacity = capacity
        spans = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: capacity)
    }

    deinit { spans.deallocate() }

    /// Forgets every span (keeping the memory).
    func removeAll() {
        count = 0
        minX = .max; maxX = .min; minY = .max; maxY = .min
    }

    /// The pixels the spans touch (empty when there are none).
    var bounds: PixelRect {
        count == 0 ? .empty : PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    @inline(__always) func append(y: Int, x: Int, length: Int, coverage: UInt8) {
        guard length > 0, coverage > 0 else { return }
        if count == capacity { grow() }
        spans[count] = CoverageSpan(y: Int32(truncatingIfNeeded: y), x: Int32(truncatingIfNeeded: x),
                                    length: Int32(truncatingIfNeeded: length), coverage: coverage)
        count += 1
        if x < minX { minX = x }
        if x + length > maxX { maxX = x + length }
        if y < minY { minY = y }
        if y + 1 > maxY { maxY = y + 1 }
    }

    /// Makes room for `n` more spans (see `appended`).
    func reserve(_ n: Int) {
        while count + n > capacity { grow() }
    }

    /// Takes in `n` spans (at least one) written past the last one (into room made by
    /// `reserve`), all in row `y` and within `columns`.
    func appended(_ n: Int, spanning columns: Range<Int>, row y: Int) {
        count += n
        minX = min(minX, columns.lowerBound); maxX = max(maxX, columns.upperBound)
        minY = min(minY, y); maxY = max(maxY, y + 1)
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: spans, count: count)
        spans.deallocate()
        spans = bigger
        capacity *= 2
    }

    /// The spans within `rect`, cut to it: these spans themselves when they all lie inside,
    /// otherwise the parts inside written to `buffer` (whose spans are replaced).
    func cut(to rect: PixelRect, into buffer: SpanBuffer) -> SpanBuffer {
        if count == 0 || rect.contains(bounds) { return self }
        buffer.removeAll()
        let left = rect.x, right = rect.maxX, top = Int32(truncatingIfNeeded: rect.y), bottom = Int32(truncatingIfNeeded: rect.maxY)
        // The rows are in order: the first span at or below the top is found by halving, and
        // the walk stops at the bottom (a damage rectangle is often a thin slice of a shape).
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].y < top { low = middle + 1 } else { high = middle }
        }
        var i = low
        while i < count, spans[i].y < bottom {
            let span = spans[i]
            let x0 = max(Int(span.x), left), x1 = min(Int(span.x) + Int(span.length), right)
            if x1 > x0 { buffer.append(y: Int(span.y), x: x0, length: x1 - x0, coverage: span.coverage) }
            i += 1
        }
        return buffer
    }

    /// The memory the spans take.
    var byteCount: Int { count * MemoryLayout<CoverageSpan>.stride }

    /// A buffer holding the same spans, with no room to spare.
    func copy() -> SpanBuffer {
        let copy = SpanBuffer(capacity: max(1, count))
        copy.spans.update(from: spans, count: count)
        copy.count = count
        copy.minX = minX; copy.maxX = maxX; copy.minY = minY; copy.maxY = maxY
        return copy
    }
}
