import CFreeType
import Graphics

/// Coverage of outlines made of lines, as spans: each edge leaves in every pixel it crosses a
/// *cover* (the height it crosses the pixel by, signed by its direction) and an *area* (that
/// height times how far into the pixel it runs), the "cells" of FreeType's smooth rasterizer
/// (ftgrays.c) and of libart; a row's pixels then take their coverage from a sweep left to
/// right that sums the covers.
///
/// Edges walk from cell to cell in integers, positions in 1/256 pixel (see `Band`); where an
/// edge crosses a cell's side is a function of the edge and the cell alone, so a pixel's
/// coverage is the same whatever clip or band it is converted in (the covers left of a clip
/// add up to what the pixels there would have summed), and a repainted rectangle matches the
/// frame drawn whole.
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
        var writer = SpanBufferWriter(buffer: spans)
        render(store, rule: rule, clip: clip, into: &writer)
    }

    /// `render(_:rule:clip:into:)` handing the spans, row by row, to `destination` (no span
    /// list: a painter paints them as they come).
    func render<Destination: SpanDestination>(_ store: OutlineStore, rule: FillRule, clip: PixelRect,
                                              into destination: inout Destination) {
        let region = Self.region(of: store, clip: clip)
        guard !region.isEmpty else { return }
        let layout = BandLayout(columns: region.width, rows: region.height)
        let stride = layout.stride, words = layout.words, bandRows = layout.rows
        reserve(cells: layout.cellCount, words: layout.wordCount)
        func band(top: Int, rows: Int) -> Band {
            Band(cells: cells, touched: touched, stride: stride, words: words, top: top, bottom: top + rows,
                 firstColumn: region.x, columns: region.width)
        }
        func sweepBand(top: Int, rows: Int) {
            for r in 0..<rows {
                sweep(row: r, y: top + r, left: region.x, width: region.width, stride: stride, words: words, rule: rule,
                      into: &destination)
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
            let bottom = Int32(truncatingIfNeeded: (top + rows) << CellUnits.subpixelBits)
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

    /// The pixels the coverage of `store`'s contours can reach within `clip`: those its
    /// points' box reaches (empty for fewer than two points).
    static func region(of store: OutlineStore, clip: PixelRect) -> PixelRect {
        guard store.pointCount > 1, !clip.isEmpty else { return .empty }
        var minX = FT_Pos.max, minY = FT_Pos.max, maxX = FT_Pos.min, maxY = FT_Pos.min
        for i in 0..<store.pointCount {
            let p = store.points[i]
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let box = PixelRect(x: Int(minX >> 6), y: Int(minY >> 6),
                            width: Int((maxX + 63) >> 6) - Int(minX >> 6), height: Int((maxY + 63) >> 6) - Int(minY >> 6))
        return box.intersection(clip)
    }

    /// Calls `body` with every edge of the outline that is not horizontal, oriented
    /// downwards.
    @inline(__always) private func forEachEdge(of store: OutlineStore, _ body: (Edge) -> Void) {
        let points = store.points
        // From 26.6 to positions (1/256 pixel), within the converter's limit.
        let up = CellUnits.subpixelBits - 6, limit = FT_Pos(CellUnits.limit >> up)
        @inline(__always) func position(_ v: FT_Pos) -> Int32 { Int32(truncatingIfNeeded: min(max(v, -limit), limit) << up) }
        var first = 0
        for last in store.contourEnds {
            defer { first = last + 1 }
            guard last > first else { continue }
            var previous = (x: position(points[last].x), y: position(points[last].y))
            for i in first...last {
                let p = (x: position(points[i].x), y: position(points[i].y))
                if p.y != previous.y {
                    let down = previous.y < p.y
                    let (a, b) = down ? (previous, p) : (p, previous)
                    body(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, sign: down ? 1 : -1))
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
        let low = top << CellUnits.subpixelBits, high = (top + bands * bandRows) << CellUnits.subpixelBits
        forEachEdge(of: store) { edge in
            if Int(edge.y1) > low, Int(edge.y0) < high { collected.append(edge) }
        }
        edges = collected
        bandStarts.removeAll(keepingCapacity: true)
        bandStarts.append(contentsOf: repeatElement(0, count: bands + 1))
        @inline(__always) func bandOf(_ edge: Edge) -> Int {
            min(bands - 1, (max(0, Int(edge.y0) - low) >> CellUnits.subpixelBits) / bandRows)
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

    /// Turns one row's cells into spans, clearing them, and hands them to `destination`.
    private func sweep<Destination: SpanDestination>(row r: Int, y: Int, left: Int, width: Int, stride: Int, words: Int,
                                                     rule: FillRule, into destination: inout Destination) {
        let rowCells = cells + r &* stride
        let rowBits = touched + r &* words
        destination.beginRow(y, columns: left..<left + width)
        var run = SpanRun()
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
                    run.add(x: next, length: column &- next, coverage: covered, to: &destination)
                }
                run.add(x: column, length: 1, coverage: Self.coverage(cover &+ cell.x &- cell.y, rule) ?? 0, to: &destination)
                cover &+= cell.x
                next = column &+ 1
            }
        }
        if next < left + width, let covered = Self.coverage(cover, rule) {
            run.add(x: next, length: left + width - next, coverage: covered, to: &destination)
        }
        run.finish(to: &destination)
        destination.endRow()
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
    /// cells 1...columns are the region's columns, one more for everything right of it (where
    /// nothing counts, and the sweep skips it).
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

/// The fixed point of the converter: positions in 1/256 pixel (FreeType's smooth rasterizer
/// works in the same), and the cells' sums in units of 1/131072 pixel of height, so that an
/// area (a height in 1/256 pixel times twice a width in 1/256 pixel) needs no division.
private enum CellUnits {
    /// Bits of a position below the pixel.
    static let subpixelBits = 8
    /// A pixel in positions.
    static let one = 1 << subpixelBits
    /// A cover's height in positions, multiplied into cell units (twice a pixel in positions).
    static let coverShift: Int32 = 9
    /// A whole pixel of coverage in cell units.
    static let pixel: Int32 = 1 << 17
    /// From cell units to 1/256 pixel.
    static let levelShift: Int32 = 9
    /// The largest position magnitude an edge keeps (2²⁹, two million pixels): sums of
    /// products of positions then fit in 64 bits. The canvases clamp geometry far within it.
    static let limit = 1 << 29

    /// `v` (well within ±2³¹) rounded to the nearest integer, ties to even: adding 1.5 · 2⁵²
    /// leaves the integer in the low bits of the sum, without the range checks of a
    /// conversion.
    @inline(__always) static func nearest(_ v: Double) -> Int {
        Int(Int32(truncatingIfNeeded: (v + 6_755_399_441_055_744).bitPattern))
    }

    /// `a / b` rounded down, for `b` > 0.
    @inline(__always) static func floorDivision(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return a % b != 0 && a < 0 ? q - 1 : q
    }
}

/// An edge of an outline, from top to bottom, in positions (1/256 pixel).
private struct Edge {
    var x0: Int32, y0: Int32, x1: Int32, y1: Int32
    /// +1 when the outline runs down along it, -1 when up.
    var sign: Int32
}

/// The rows of cells one pass of a `ScanConverter` fills, and how edges reach them.
///
/// An edge walks from cell to cell as FreeType's `gray_render_line` does: which side of a
/// cell it leaves by is decided exactly, in integers, by the sign of the cross product of the
/// edge with the vector to the cell's bottom corner, which moves by a constant from one cell
/// to the next; only where it crosses that side takes a division (a multiplication by the
/// edge's reciprocal, rounded). Every quantity of a cell is a function of the edge and the
/// cell alone, so an edge entering a band from above starts where its walk from the top would
/// have come in, and a pixel's coverage is the same in whatever band or clip it is converted.
private struct Band {
    let cells: UnsafeMutablePointer<SIMD2<Int32>>
    let touched: UnsafeMutablePointer<UInt64>
    let stride: Int, words: Int
    /// The band's first row and the row after its last, in pixels.
    let top: Int, bottom: Int
    /// The region's first column (cell 1; cell 0 is everything left of it) and its width.
    let firstColumn: Int, columns: Int

    /// Adds the cells of `edge` within the band.
    @inline(__always) func add(_ edge: Edge) {
        // Wrapping arithmetic throughout: positions are within ±2²⁹ (`CellUnits.limit`), so
        // no sum or product here comes near overflowing, and the overflow checks (a branch
        // each, and registers kept for them) are left out of the hottest loop of drawing.
        let one = CellUnits.one, bits = CellUnits.subpixelBits, fraction = CellUnits.one &- 1
        let x0 = Int(edge.x0), y0 = Int(edge.y0), x1 = Int(edge.x1), y1 = Int(edge.y1)
        let bandTop = top &<< bits
        guard y1 > bandTop, y0 < bottom &<< bits else { return }
        let sign = edge.sign
        // Columns relative to the region: cell 0 takes every column left of it (only its
        // cover counts), cell `columns + 1` every column right of it (nothing counts).
        let left = firstColumn &<< bits, right = (firstColumn &+ columns) &<< bits
        if x0 >= right && x1 >= right { return }
        let wholeLeft = x0 < left && x1 < left
        var column = (x0 &>> bits) &- firstColumn &+ 1, row = (y0 &>> bits) &- top
        let lastColumn = (x1 &>> bits) &- firstColumn &+ 1, lastRow = (y1 &>> bits) &- top
        // Where the edge starts and ends within their cells.
        var fx = x0 & fraction, fy = y0 & fraction
        let endX = x1 & fraction, endY = y1 & fraction
        if column == lastColumn && row == lastRow {
            // Within one cell (the start is in the band: an edge from above ends lower).
            return cell(row, column).add(height: endY &- fy, twiceMean: fx &+ endX, sign: sign)
        }
        let dx = x1 &- x0, dy = y1 &- y0
        if dx == 0 || wholeLeft {
            // Down one column: a height in each row, at one distance from its side.
            if wholeLeft { column = 0 }
            if row < 0 { (row, fy) = (0, 0) }
            let lastInBand = min(lastRow, bottom &- top &- 1)
            while row < lastInBand {
                cell(row, column).add(height: one &- fy, twiceMean: 2 &* fx, sign: sign)
                (row, fy) = (row &+ 1, 0)
            }
            let end = row == lastRow ? endY : one
            return cell(row, column).add(height: end &- fy, twiceMean: 2 &* fx, sign: sign)
        }
        // The cross product at the current cell's bottom-left corner: dy · (X - x0) - dx · (Y + 1 - y0)
        // for the corner (X, Y + 1), in positions. Negative where the corner is left of the edge.
        var q: Int
        let invDy = 1 / Double(dy)
        if row < 0 {
            // Entering the band from above: in the column where the edge crosses the band's
            // top, as the walk from the edge's start comes in. (Where it crosses on a column
            // boundary, a walk going right comes in through the corner of the cell left of
            // it, which it leaves at once by its right side with a piece of no height: the
            // same sums.)
            let x = CellUnits.floorDivision(x0 &* dy &+ dx &* (bandTop &- y0), dy &* one)
            let above = dy &* ((x &<< bits) &- x0) &- dx &* (bandTop &- y0)
            column = x &- firstColumn &+ 1
            (row, fx, fy) = (0, CellUnits.nearest(Double(0 &- above) * invDy), 0)
            q = above &- dx &* one
        } else {
            q = (0 &- dy) &* fx &- dx &* (one &- fy)
        }
        let invDx = 1 / Double(dx.magnitude)
        let acrossColumn = dy &* one, downRow = dx &* one
        let rows = bottom &- top
        // Each step goes one cell nearer the last, the cell holding the edge's end.
        var steps = (lastColumn &- column).magnitude &+ UInt(bitPattern: lastRow &- row)
        /// Out through the bottom, at x0 + (Y + 1 - y0) · dx / dy; false past the band.
        @inline(__always) func leaveByBottom() -> Bool {
            let fx2 = CellUnits.nearest(Double(0 &- q) * invDy)
            cell(row, column).add(height: one &- fy, twiceMean: fx &+ fx2, sign: sign)
            (row, fx, fy) = (row &+ 1, fx2, 0)
            q = q &- downRow
            return row < rows
        }
        // One loop for each direction, so that which side a step can leave by is not asked
        // at every step.
        if dx > 0 {
            while steps > 0 {
                steps &-= 1
                if q &+ acrossColumn >= 0 {
                    guard leaveByBottom() else { return }
                } else {
                    // Out through the right side.
                    let fy2 = one &- CellUnits.nearest(Double(0 &- (q &+ acrossColumn)) * invDx)
                    cell(row, column).add(height: fy2 &- fy, twiceMean: fx &+ one, sign: sign)
                    (column, fx, fy) = (column &+ 1, 0, fy2)
                    q = q &+ acrossColumn
                }
            }
        } else {
            while steps > 0 {
                steps &-= 1
                if q <= 0 {
                    guard leaveByBottom() else { return }
                } else {
                    // Out through the left side.
                    let fy2 = one &- CellUnits.nearest(Double(q) * invDx)
                    cell(row, column).add(height: fy2 &- fy, twiceMean: fx, sign: sign)
                    (column, fx, fy) = (column &- 1, one, fy2)
                    q = q &- acrossColumn
                }
            }
        }
        cell(row, column).add(height: endY &- fy, twiceMean: fx &+ endX, sign: sign)
    }

    /// The cell of `row` (within the band) and `column` (relative to the region; those left
    /// of it are cell 0, those right of it the row's last cell).
    @inline(__always) private func cell(_ row: Int, _ column: Int) -> CellReference {
        let c = min(max(column, 0), columns &+ 1)
        return CellReference(cell: cells + (row &* stride &+ c), touched: touched + (row &* words &+ c &>> 6),
                             bit: 1 &<< UInt64(truncatingIfNeeded: c & 63))
    }
}

/// One cell of a band and its touched bit.
private struct CellReference {
    let cell: UnsafeMutablePointer<SIMD2<Int32>>
    let touched: UnsafeMutablePointer<UInt64>
    let bit: UInt64

    /// Adds a piece of an edge within the cell: `height` in positions, and twice its mean
    /// distance from the cell's left side (0...2 pixels, in positions).
    @inline(__always) func add(height: Int, twiceMean: Int, sign: Int32) {
        let h = Int32(truncatingIfNeeded: height) &* sign
        cell.pointee &+= SIMD2(h &<< CellUnits.coverShift, h &* Int32(truncatingIfNeeded: twiceMean))
        touched.pointee |= bit
    }
}

/// The spans of one row as a sweep makes them: runs of equal coverage join, and runs of no
/// coverage are left out.
private struct SpanRun {
    private var x = 0, length = 0
    private var coverage: UInt8 = 0

    @inline(__always) mutating func add<Destination: SpanDestination>(x newX: Int, length n: Int, coverage c: UInt8,
                                                                       to destination: inout Destination) {
        if c == coverage, x &+ length == newX {
            length &+= n
            return
        }
        finish(to: &destination)
        x = newX; length = n; coverage = c
    }

    @inline(__always) mutating func finish<Destination: SpanDestination>(to destination: inout Destination) {
        guard length > 0, coverage > 0 else { return }
        destination.add(x: x, length: length, coverage: coverage)
        length = 0
    }
}
