import CFreeType

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

/// The coverage of one shape as run-length spans, in the order FreeType produces them (rows
/// top to bottom, left to right within a row). Reused from shape to shape: its memory only
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

    /// Drops the spans after the first `n` (what a failed render appended) and recomputes the
    /// bounds of those kept.
    func truncate(to n: Int) {
        count = max(0, min(count, n))
        minX = .max; maxX = .min; minY = .max; maxY = .min
        for i in 0..<count {
            let span = spans[i], x = Int(span.x), y = Int(span.y)
            minX = min(minX, x); maxX = max(maxX, x + Int(span.length))
            minY = min(minY, y); maxY = max(maxY, y + 1)
        }
    }

    /// Puts the spans from `start` on back into FreeType's order (rows top to bottom, left to
    /// right), after they were rendered in vertical stripes.
    func sortRows(from start: Int) {
        guard start < count else { return }
        var rows = UnsafeMutableBufferPointer(start: spans + start, count: count - start)
        rows.sort { (a: CoverageSpan, b: CoverageSpan) -> Bool in a.y != b.y ? a.y < b.y : a.x < b.x }
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

    /// Appends the run-length spans of one row of 8-bit coverage (`coverage[0]` is column `x`).
    func appendRow(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count n: Int) {
        var i = 0
        while i < n {
            let c = coverage[i]
            var j = i + 1
            while j < n, coverage[j] == c { j += 1 }
            if c > 0 { append(y: y, x: x + i, length: j - i, coverage: c) }
            i = j
        }
    }

    /// FreeType's span callback (`FT_Raster_Params.gray_spans`); `user` is an unretained
    /// `SpanBuffer`. Called with the spans of one row at a time.
    static let collect: FT_SpanFunc = { y, count, spans, user in
        guard let spans, let user else { return }
        let buffer = Unmanaged<SpanBuffer>.fromOpaque(user).takeUnretainedValue()
        for i in 0..<Int(count) {
            let span = spans[i]
            buffer.append(y: Int(y), x: Int(span.x),
                          length: Int(span.len), coverage: span.coverage)
        }
    }
}
