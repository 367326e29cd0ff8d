import CFreeType
import Graphics

/// Coverage of outlines made of lines, as spans: each edge leaves in every pixel it crosses a
/// *cover* (the height it crosses the pixel by, signed by its direction) and an *area* (that
/// height times how far into the pixel it runs), the "cells" of FreeType's smooth rasterizer
/// (ftgrays.c) and of libart; a row's pixels then take their coverage from a sweep left to
/// right that sums the covers.
///
/// Where an edge crosses a row or column boundary is computed in floating point from the edge
/// alone, and heights are counted in whole 1/16384 pixel: a pixel's coverage is the same
/// whatever clip or band it is converted in (the covers left of a clip add up to what the
/// pixels there would have summed), so a repainted rectangle matches the frame drawn whole.
///
/// Cells are kept in a dense buffer over the columns the outline reaches within the clip, for
/// a band of rows at a time (few enough that the band stays in the processor's cache), with a
/// bit per cell that says which were touched, so that an edge adds to its cells without a
/// search, and the sweep visits only touched cells (clearing them as it goes) and emits one
/// span for each run between them. Edges are sorted into the bands they start in, and each
/// band takes the edges that reach into it.
final class ScanConverter {
    /// (cover, area) of each cell in `CellUnits`, row after row, `stride` cells a row.
    private var cells: UnsafeMutablePointer<SIMD2<Int32>>
    /// A bit for each cell that holds something, `words` words a row.
    private var touched: UnsafeMutablePointer<UInt64>
    private(set) var cellCapacity: Int
    private(set) var wordCapacity: Int
    /// The most cells in a band (512 kB).
    static let bandCells = 65_536
    /// The edges of an outline taller than a band, and their order by band. Appended to for
    /// every edge, so they skip the run-time exclusivity checks: no access to them spans a
    /// call that could reach them again.
    @exclusivity(unchecked) private var edges: [Edge] = []
    @exclusivity(unchecked) private var edgeOrder: [Int32] = []
    @exclusivity(unchecked) private var bandStarts: [Int] = []
    @exclusivity(unchecked) private var active: [Int32] = []

    /// A converter whose band already has room for any region within `width` × `height`
    /// pixels (up to `bandCells` cells), so that drawing on a canvas of that size never grows
    /// it: growing clears new memory, which the system hands over a page at a time, and
    /// would fall on a canvas's first frame.
    init(width: Int = 62, height: Int = 64) {
        let room = BandLayout.largest(columns: max(1, width), rows: max(1, height))
        cellCapacity = room.cells
        wordCapacity = room.words
        cells = .allocate(capacity: cellCapacity)
        cells.initialize(repeating: .zero, count: cellCapacity)
        touched = .allocate(capacity: wordCapacity)
        touched.initialize(repeating: 0, count: wordCapacity)
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
    }

    /// Appends to `spans` the coverage of `store`'s contours (closed polygons: every point is
    /// taken for an on-curve point) within `clip`, rows top to bottom and left to right within
    /// a row, adjacent pixels of equal coverage in one span.
    func render(_ store: OutlineStore, rule: FillRule, clip: PixelRect, into spans: SpanBuffer) {
        guard store.pointCount > 1, !clip.isEmpty else { return }
        var minX = FT_Pos.max, minY = FT_Pos.max, maxX = FT_Pos.min, maxY = FT_Pos.min
        for i in 0..<store.pointCount {
            let p = store.points[i]
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        // The pixels the outline's box reaches, within the clip.
        let box = PixelRect(x: Int(minX >> 6), y: Int(minY >> 6),
                            width: Int((maxX + 63) >> 6) - Int(minX >> 6), height: Int((maxY + 63) >> 6) - Int(minY >> 6))
        let region = box.intersection(clip)
        guard !region.isEmpty else { return }
        let layout = BandLayout(columns: region.width, rows: region.height)
        let stride = layout.stride, words = layout.words, bandRows = layout.rows
        reserve(cells: layout.cellCount, words: layout.wordCount)
        func band(top: Int, rows: Int) -> Band {
            Band(cells: cells, touched: touched, stride: stride, words: words, top: Double(top), bottom: Double(top + rows),
                 firstColumn: region.x, columns: region.width)
        }
        func sweepBand(top: Int, rows: Int) {
            for r in 0..<rows {
                sweep(row: r, y: top + r, left: region.x, width: region.width, stride: stride, words: words, rule: rule, into: spans)
            }
        }
        if bandRows >= region.height {
            let whole = band(top: region.y, rows: region.height)
            forEachEdge(of: store) { whole.add($0) }
            return sweepBand(top: region.y, rows: region.height)
        }
        sortEdgesIntoBands(store, top: region.y, bandRows: bandRows, bands: (region.height + bandRows - 1) / bandRows)
        active.removeAll(keepingCapacity: true)
        var bandIndex = 0, top = region.y
        while top < region.maxY {
            let rows = min(bandRows, region.maxY - top)
            for k in bandStarts[bandIndex]..<bandStarts[bandIndex + 1] { active.append(edgeOrder[k]) }
            let current = band(top: top, rows: rows)
            let bottom = Double(top + rows)
            var kept = 0
            for k in 0..<active.count {
                let edge = edges[Int(active[k])]
                current.add(edge)
                if edge.y1 > bottom { active[kept] = active[k]; kept += 1 }
            }
            active.removeLast(active.count - kept)
            sweepBand(top: top, rows: rows)
            top += rows
            bandIndex += 1
        }
    }

    /// Calls `body` with every edge of the outline that is not horizontal, oriented
    /// downwards.
    @inline(__always) private func forEachEdge(of store: OutlineStore, _ body: (Edge) -> Void) {
        let points = store.points
        let scale = 1.0 / 64
        var first = 0
        for last in store.contourEnds {
            defer { first = last + 1 }
            guard last > first else { continue }
            var previous = points[last]
            for i in first...last {
                let p = points[i]
                if p.y != previous.y {
                    let down = previous.y < p.y
                    let (a, b) = down ? (previous, p) : (p, previous)
                    body(Edge(x0: Double(a.x) * scale, y0: Double(a.y) * scale, x1: Double(b.x) * scale, y1: Double(b.y) * scale,
                              sign: down ? 1 : -1))
                }
                previous = p
            }
        }
    }

    /// Collects the edges that reach into the rows from `top` and orders them by the band
    /// they start in (a counting sort): band `i`'s are `edgeOrder[bandStarts[i]..<bandStarts[i + 1]]`.
    private func sortEdgesIntoBands(_ store: OutlineStore, top: Int, bandRows: Int, bands: Int) {
        // Collected in a local array (the property's storage, moved out and back), so that
        // appending needs no exclusivity check.
        var collected = edges
        edges = []
        collected.removeAll(keepingCapacity: true)
        let low = Double(top), high = Double(top + bands * bandRows)
        forEachEdge(of: store) { edge in
            if edge.y1 > low, edge.y0 < high { collected.append(edge) }
        }
        edges = collected
        bandStarts.removeAll(keepingCapacity: true)
        bandStarts.append(contentsOf: repeatElement(0, count: bands + 1))
        @inline(__always) func bandOf(_ edge: Edge) -> Int {
            min(bands - 1, Int(max(0, edge.y0 - low)) / bandRows)
        }
        for edge in edges { bandStarts[bandOf(edge) + 1] += 1 }
        for i in 0..<bands { bandStarts[i + 1] += bandStarts[i] }
        edgeOrder.removeAll(keepingCapacity: true)
        edgeOrder.append(contentsOf: repeatElement(0, count: edges.count))
        var next = bandStarts
        for (i, edge) in edges.enumerated() {
            let b = bandOf(edge)
            edgeOrder[next[b]] = Int32(truncatingIfNeeded: i)
            next[b] += 1
        }
    }

    private func reserve(cells n: Int, words w: Int) {
        if n > cellCapacity {
            cells.deallocate()
            cellCapacity = max(n, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: .zero, count: cellCapacity)
        }
        if w > wordCapacity {
            touched.deallocate()
            wordCapacity = max(w, wordCapacity * 2)
            touched = .allocate(capacity: wordCapacity)
            touched.initialize(repeating: 0, count: wordCapacity)
        }
    }

    // MARK: Cells into spans

    /// Turns one row's cells into spans, clearing them.
    private func sweep(row r: Int, y: Int, left: Int, width: Int, stride: Int, words: Int, rule: FillRule,
                       into spans: SpanBuffer) {
        let rowCells = cells + r &* stride
        let rowBits = touched + r &* words
        // Spans of a row are disjoint and at least a pixel long.
        spans.reserve(width)
        var run = SpanRun(y: Int32(truncatingIfNeeded: y), output: spans.spans + spans.count)
        var cover: Int32 = 0
        // The first column no span has been emitted for.
        var next = left
        for k in 0..<words {
            var bits = rowBits[k]
            guard bits != 0 else { continue }
            rowBits[k] = 0
            while bits != 0 {
                let c = k &<< 6 &+ bits.trailingZeroBitCount
                bits &= bits &- 1
                let cell = rowCells[c]
                rowCells[c] = .zero
                guard c > 0 else { cover &+= cell.x; continue }
                guard c <= width else { continue }
                let column = left &+ c &- 1
                // Gaps outside the outline (no cover) add nothing.
                if column > next, let covered = Self.coverage(cover, rule) {
                    run.add(x: next, length: column &- next, coverage: covered)
                }
                run.add(x: column, length: 1, coverage: Self.coverage(cover &+ cell.x &- cell.y, rule) ?? 0)
                cover &+= cell.x
                next = column &+ 1
            }
        }
        if next < left + width, let covered = Self.coverage(cover, rule) {
            run.add(x: next, length: left + width - next, coverage: covered)
        }
        run.finish()
        if run.written > 0 { spans.appended(run.written, spanning: run.columns, row: y) }
    }

    /// 8-bit coverage of a pixel whose winding number, integrated over the pixel, is `value`
    /// (in `CellUnits`), nil for none: as FreeType maps it, the fraction in 1/256 rounded down
    /// and 256 taken for 255.
    @inline(__always) private static func coverage(_ value: Int32, _ rule: FillRule) -> UInt8? {
        var a = value.magnitude
        if rule == .evenOdd {
            let pixel = UInt32(CellUnits.pixel)
            a &= 2 * pixel - 1
            if a > pixel { a = 2 * pixel - a }
        }
        let level = a >> UInt32(CellUnits.levelShift)
        return level == 0 ? nil : UInt8(truncatingIfNeeded: min(level, 255))
    }
}

/// How the cells of a region `columns` × `rows` pixels large are laid out in a band.
private struct BandLayout {
    /// Cells a row: cell 0 stands for everything left of the region (only its cover counts),
    /// cells 1...columns are the region's columns, one more takes lines on its right edge.
    let stride: Int
    /// Touched-bit words a row.
    let words: Int
    /// Rows a band: the region's, or as many as `ScanConverter.bandCells` cells hold.
    let rows: Int

    init(columns: Int, rows regionRows: Int) {
        stride = columns + 2
        words = (stride + 63) >> 6
        rows = max(1, min(regionRows, ScanConverter.bandCells / stride))
    }

    var cellCount: Int { stride * rows }
    var wordCount: Int { words * rows }

    /// The most cells and touched-bit words the band of any region at most `columns` ×
    /// `rows` pixels takes. Not the whole canvas's layout: a narrower region fits more rows
    /// in a band, and its rows times its stride can come closer to `ScanConverter.bandCells`
    /// (a 410 pixels wide region of a 512 × 512 canvas takes 159 rows of 412 cells, 230 more
    /// cells than the canvas's 127 rows of 514).
    static func largest(columns: Int, rows: Int) -> (cells: Int, words: Int) {
        var cells = 0, words = 0
        for width in 1...columns {
            let layout = BandLayout(columns: width, rows: rows)
            cells = max(cells, layout.cellCount)
            words = max(words, layout.wordCount)
        }
        return (cells, words)
    }
}

/// The fixed point of cells: heights in 1/16384 pixel.
private enum CellUnits {
    static let pixel: Int32 = 1 << 14
    /// From units to 1/256 pixel.
    static let levelShift: Int32 = 6

    /// A height within a row (0...1 pixel) in units, rounded.
    @inline(__always) static func height(_ y: Double) -> Int32 { nearest(y * Double(pixel)) }

    /// `v` (well within ±2³¹) rounded to the nearest integer, ties to even: adding 1.5 · 2⁵²
    /// leaves the integer in the low bits of the sum, without the range checks of a
    /// conversion.
    @inline(__always) static func nearest(_ v: Double) -> Int32 {
        Int32(truncatingIfNeeded: (v + 6_755_399_441_055_744).bitPattern)
    }
}

/// An edge of an outline, from top to bottom, in pixels.
private struct Edge {
    var x0: Double, y0: Double, x1: Double, y1: Double
    /// +1 when the outline runs down along it, -1 when up.
    var sign: Int32
}

/// The rows of cells one pass of a `ScanConverter` fills, and how edges reach them.
private struct Band {
    let cells: UnsafeMutablePointer<SIMD2<Int32>>
    let touched: UnsafeMutablePointer<UInt64>
    let stride: Int, words: Int
    /// The band's first row and the row after its last, in pixels.
    let top: Double, bottom: Double
    /// The region's first column (cell 1; cell 0 is everything left of it) and its width.
    let firstColumn: Int, columns: Int

    /// Adds the cells of `edge` within the band.
    @inline(__always) func add(_ edge: Edge) {
        let (x0, y0, x1, y1, sign) = (edge.x0, edge.y0, edge.x1, edge.y1, edge.sign)
        guard y1 > top, y0 < bottom else { return }
        let slope = (x1 - x0) / (y1 - y0)
        var y = max(y0, top)
        let end = min(y1, bottom)
        var x = y == y0 ? x0 : x0 + (y - y0) * slope
        // Truncation is the floor: y is at least top.
        var row = floorInt(y - top)
        while y < end {
            let rowTop = top + Double(row)
            let yNext = min(rowTop + 1, end)
            let xNext = yNext == y1 ? x1 : x0 + (yNext - y0) * slope
            addPiece(RowCells(cells: cells + row &* stride, touched: touched + row &* words),
                     xa: x, ya: y - rowTop, xb: xNext, yb: yNext - rowTop, sign: sign)
            y = yNext
            x = xNext
            row &+= 1
        }
    }

    /// Adds a piece of an edge within one row: from (`xa`, `ya`) to (`xb`, `yb`), x in pixels,
    /// y within the row (0...1, `ya` < `yb`). Every column boundary it crosses is met at the
    /// height `ya + (boundary - xa) · dy/dx`, whichever columns the region has.
    @inline(__always) private func addPiece(_ row: RowCells, xa: Double, ya: Double, xb: Double, yb: Double, sign: Int32) {
        let left = Double(firstColumn), right = Double(firstColumn + columns)
        let qa = CellUnits.height(ya), qb = CellUnits.height(yb)
        // Most pieces lie within one column.
        let low = min(xa, xb), high = max(xa, xb)
        let column = floorInt(low)
        if high <= Double(column + 1) {
            if low < left { return row.add(cell: 0, cover: (qb - qa) &* sign, area: 0) }
            guard low < right else { return }
            return row.addWithin(cell: column &- firstColumn &+ 1, cover: (qb - qa) &* sign, twiceMean: xa + xb - 2 * Double(column))
        }
        let dydx = (yb - ya) / (xb - xa)
        @inline(__always) func height(at boundary: Double) -> Int32 { CellUnits.height(ya + (boundary - xa) * dydx) }
        if xa < xb {
            guard xb > left, xa < right else {
                if xb <= left { row.add(cell: 0, cover: (qb - qa) &* sign, area: 0) }
                return
            }
            var x = xa, q = qa
            if xa < left {
                q = height(at: left)
                row.add(cell: 0, cover: (q - qa) &* sign, area: 0)
                x = left
            }
            var column = floorInt(x)
            let last = min(xb, right)
            while true {
                let boundary = Double(column + 1)
                let pieceEnd = min(boundary, last)
                let qEnd = pieceEnd == xb ? qb : height(at: pieceEnd)
                row.addWithin(cell: column &- firstColumn &+ 1, cover: (qEnd - q) &* sign, twiceMean: x + pieceEnd - 2 * Double(column))
                guard boundary < last else { return }
                x = boundary; q = qEnd
                column &+= 1
            }
        } else {
            guard xa > left, xb < right else {
                if xa <= left { row.add(cell: 0, cover: (qb - qa) &* sign, area: 0) }
                return
            }
            var x = xa, q = qa
            if xa > right {
                q = height(at: right)
                x = right
            }
            // The column left of x.
            var column = floorInt(x)
            if Double(column) == x { column -= 1 }
            let last = max(xb, left)
            while true {
                let boundary = Double(column)
                let pieceEnd = max(boundary, last)
                let qEnd = pieceEnd == xb ? qb : height(at: pieceEnd)
                row.addWithin(cell: column &- firstColumn &+ 1, cover: (qEnd - q) &* sign, twiceMean: x + pieceEnd - 2 * Double(column))
                guard boundary > last else { break }
                x = boundary; q = qEnd
                column &-= 1
            }
            if xb < left { row.add(cell: 0, cover: (qb - height(at: left)) &* sign, area: 0) }
        }
    }
}

/// The largest integer at most `x`, for |x| < 2³¹ (pixel coordinates of clamped geometry):
/// the nearest integer as `CellUnits.nearest` finds it, less one where that is above `x`. No
/// call into libm, and none of the range checks of a conversion, which cost more than the
/// rest of an edge's step across a row.
@inline(__always) private func floorInt(_ x: Double) -> Int {
    let nearest = Int(CellUnits.nearest(x))
    return Double(nearest) > x ? nearest &- 1 : nearest
}

/// The cells of one row of a band, and their touched bits.
private struct RowCells {
    let cells: UnsafeMutablePointer<SIMD2<Int32>>
    let touched: UnsafeMutablePointer<UInt64>

    @inline(__always) func add(cell: Int, cover: Int32, area: Int32) {
        cells[cell] &+= SIMD2(cover, area)
        touched[cell &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: cell & 63)
    }

    /// Adds a piece within one cell: its cover, and its area from twice the mean distance of
    /// the piece from the cell's left side (0...2).
    @inline(__always) func addWithin(cell: Int, cover: Int32, twiceMean: Double) {
        add(cell: cell, cover: cover, area: CellUnits.nearest(Double(cover) * twiceMean * 0.5))
    }
}

/// The spans of one row as a sweep makes them, written straight into a `SpanBuffer`'s
/// reserved room: pixels come left to right, runs of equal coverage join, and runs of no
/// coverage are left out.
private struct SpanRun {
    let y: Int32
    let output: UnsafeMutablePointer<CoverageSpan>
    private(set) var written = 0
    private var x = 0, length = 0
    private var coverage: UInt8 = 0

    init(y: Int32, output: UnsafeMutablePointer<CoverageSpan>) {
        self.y = y
        self.output = output
    }

    @inline(__always) mutating func add(x newX: Int, length n: Int, coverage c: UInt8) {
        if c == coverage, x &+ length == newX {
            length &+= n
            return
        }
        finish()
        x = newX; length = n; coverage = c
    }

    @inline(__always) mutating func finish() {
        guard length > 0, coverage > 0 else { return }
        output[written] = CoverageSpan(y: y, x: Int32(truncatingIfNeeded: x), length: Int32(truncatingIfNeeded: length),
                                       coverage: coverage)
        written &+= 1
        length = 0
    }

    /// The columns the written spans cover (they are in order, left to right).
    var columns: Range<Int> {
        written == 0 ? 0..<0 : Int(output[0].x)..<Int(output[written - 1].x + output[written - 1].length)
    }
}
