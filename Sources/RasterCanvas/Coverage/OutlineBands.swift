import CFreeType

/// An outline of lines sorted into horizontal bands of `rows` device rows, each band an
/// outline of its own holding only the edges that reach into it.
///
/// Why: FreeType's gray rasterizer keeps its cells in a fixed pool on the stack (ftgrays.c,
/// `FT_MAX_GRAY_POOL`: 16 kB, about 680 cells) and renders an outline in bands of an eighth as
/// many rows (`gray_convert_glyph`), decomposing the *whole* outline again for every band, and
/// again for each half of a band whose cells overflow the pool: on IconTransitions and
/// 9squares at 512 pixels, seven decompositions per outline on average. Handed bands that fit
/// at once, it decomposes each edge about once (an edge reaching into several bands once for
/// each).
///
/// A band's outline keeps, in order, every edge of a contour that reaches into the band's
/// rows, whole (or cut at the band's boundaries, below), and joins two kept edges that do not
/// meet by a line from the end of one to the start of the next. The edges left out between
/// them lie wholly above the band or wholly below it (a contour cannot pass from one side to
/// the other without reaching into it) or are horizontal, so the joining line lies on that
/// side too, or is horizontal: it adds no coverage to the band's rows. FreeType clips the kept edges to the band itself, so every
/// pixel of the band gets exactly the coverage the whole outline gives it, except along edges
/// across three bands or more, which are cut at the band boundaries (see `cut`).
///
/// Bands start at multiples of `rows` and whether an outline is cut depends on the outline
/// alone, never on the clip: a pixel's coverage must not depend on the clip (see
/// `RasterImageCanvas.redraw`).
final class OutlineBands {
    /// The rows of one band.
    let rows: Int
    // Read and written for every edge, so they skip the run-time exclusivity checks: no
    // access to them spans a call that could reach them again.
    /// The bands' outlines, reused; `stores[i]` holds band `firstBand + i`. Retained here and
    /// released in `deinit`, so that adding an edge does not retain and release one.
    @exclusivity(unchecked) private var stores: [Unmanaged<OutlineStore>] = []
    @exclusivity(unchecked) private(set) var firstBand = 0
    @exclusivity(unchecked) private(set) var bandCount = 0
    /// Per band, the last point of the contour being sorted there; nil where it has none yet.
    @exclusivity(unchecked) private var last: [FT_Vector?] = []
    /// The bands where the contour being sorted has edges.
    @exclusivity(unchecked) private var touched: [Int] = []

    init(rows: Int) { self.rows = rows }

    deinit { for store in stores { store.release() } }

    /// The band outline of band `firstBand + index`.
    func outline(_ index: Int) -> OutlineStore { stores[index].takeUnretainedValue() }

    /// The first row of band `band`.
    func top(of band: Int) -> Int { band * rows }

    /// Sorts the edges of the line-only outline `store` into the bands that meet rows
    /// `rowRange`.
    func cut(_ store: OutlineStore, rows rowRange: Range<Int>) {
        firstBand = floorDivide(rowRange.lowerBound, rows)
        let lastBand = floorDivide(rowRange.upperBound - 1, rows)
        bandCount = lastBand - firstBand + 1
        while stores.count < bandCount { stores.append(.passRetained(OutlineStore())) }
        for i in 0..<bandCount { stores[i]._withUnsafeGuaranteedRef { $0.removeAll() } }
        if last.count < bandCount { last = Array(repeating: nil, count: bandCount) }
        let height = rows * 64
        let points = store.points
        var first = 0
        for end in store.contourEnds {
            defer { first = end + 1 }
            guard end > first else { continue }
            for k in first...end {
                let a = points[k], b = points[k == end ? first : k + 1]
                // A horizontal edge adds no coverage (the join standing in for it is the same line).
                guard a.y != b.y else { continue }
                // The bands whose rows the edge reaches into: rows [top, bottom) are the
                // heights top·64 ..< bottom·64 in 26.6 units.
                let reachFrom = floorDivide(min(a.y, b.y), height), reachTo = floorDivide(max(a.y, b.y) - 1, height)
                let from = max(reachFrom, firstBand), to = min(reachTo, lastBand)
                guard from <= to else { continue }
                guard reachTo - reachFrom > 1 else {
                    for band in from...to { add(a, b, to: band - firstBand) }
                    continue
                }
                // An edge across three bands or more is cut at their boundaries: FreeType would
                // walk all its rows in each band. The cut ends are rounded to 1/64 pixel, which
                // moves the coverage of its pixels by a level or two (always the same way, so a
                // pixel's coverage does not depend on the clip).
                for band in from...to {
                    let top = band * height, bottom = top + height
                    let start = a.y < b.y ? point(a, b, atY: max(a.y, top)) : point(a, b, atY: min(a.y, bottom))
                    let finish = a.y < b.y ? point(a, b, atY: min(b.y, bottom)) : point(a, b, atY: max(b.y, top))
                    add(start, finish, to: band - firstBand)
                }
            }
            for i in touched {
                stores[i]._withUnsafeGuaranteedRef { $0.closeContour() }
                last[i] = nil
            }
            touched.removeAll(keepingCapacity: true)
        }
    }

    /// Adds the edge `start → finish` to a band's contour for the contour being sorted, joined
    /// to the last edge added there when they do not meet.
    @inline(__always) private func add(_ start: FT_Vector, _ finish: FT_Vector, to i: Int) {
        stores[i]._withUnsafeGuaranteedRef { band in
            if let end = last[i] {
                if end.x != start.x || end.y != start.y { band.add(fixed: start, tag: FT_CURVE_TAG_ON) }
            } else {
                band.move(toFixed: start)
                touched.append(i)
            }
            band.add(fixed: finish, tag: FT_CURVE_TAG_ON)
        }
        last[i] = finish
    }
}

/// The point of edge `a → b` at height `y` (between theirs), x rounded to 1/64 pixel.
@inline(__always) private func point(_ a: FT_Vector, _ b: FT_Vector, atY y: FT_Pos) -> FT_Vector {
    if y == a.y { return a }
    if y == b.y { return b }
    let numerator = (b.x - a.x) * (y - a.y), denominator = b.y - a.y
    // Rounded to the nearest, halves away from zero, whatever the signs.
    let magnitude = (abs(numerator) + abs(denominator) / 2) / abs(denominator)
    return FT_Vector(x: a.x + ((numerator >= 0) == (denominator > 0) ? magnitude : -magnitude), y: y)
}

/// `a / b` rounded toward minus infinity (`b` positive).
@inline(__always) func floorDivide(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
}
