/// Where a sweep puts the spans of a row: pixels come left to right in spans of at least one
/// pixel and some coverage, disjoint and in order, at most one for each pixel of the row.
protocol SpanDestination {
    /// Starts row `y`, whose spans lie within `columns`.
    mutating func beginRow(_ y: Int, columns: Range<Int>)
    /// Takes the span of `length` pixels from column `x` at `coverage`.
    mutating func add(x: Int, length: Int, coverage: UInt8)
    /// Ends the row.
    mutating func endRow()
}

/// Spans written into a `SpanBuffer`, straight into room reserved for a row.
struct SpanBufferWriter: SpanDestination {
    let buffer: SpanBuffer
    private var output: UnsafeMutablePointer<CoverageSpan>
    private var y: Int32 = 0
    private var written = 0

    init(buffer: SpanBuffer) {
        self.buffer = buffer
        output = buffer.spans
    }

    @inline(__always) mutating func beginRow(_ y: Int, columns: Range<Int>) {
        buffer.reserve(columns.count)
        output = buffer.spans + buffer.count
        self.y = Int32(truncatingIfNeeded: y)
        written = 0
    }

    @inline(__always) mutating func add(x: Int, length: Int, coverage: UInt8) {
        output[written] = CoverageSpan(y: y, x: Int32(truncatingIfNeeded: x), length: Int32(truncatingIfNeeded: length),
                                       coverage: coverage)
        written &+= 1
    }

    @inline(__always) mutating func endRow() {
        guard written > 0 else { return }
        let first = Int(output[0].x), last = output[written - 1]
        buffer.appended(written, spanning: first..<Int(last.x + last.length), row: Int(y))
    }
}
