import CFreeType
import Graphics

/// Feeds an `OutlineStore` (fill geometry: every subpath becomes a closed contour).
struct OutlineSink: GeometrySink {
    let store: OutlineStore
    func beginSubpath(at p: Point, closed: Bool) { store.move(to: p) }
    func line(to p: Point) { store.line(to: p) }
    func cubic(to p: Point, control1 c1: Point, control2 c2: Point) { store.cubic(to: p, control1: c1, control2: c2) }
    func endSubpath() { store.closeContour() }
}

/// Coverage from outlines: FreeType's anti-aliased ("smooth") rasterizer, run through
/// `FT_Outline_Render` in direct mode so that it hands over spans instead of writing a bitmap
/// (see FreeType's `FT_Raster_Params` documentation: `FT_RASTER_FLAG_AA`,
/// `FT_RASTER_FLAG_DIRECT`, `FT_RASTER_FLAG_CLIP`).
///
/// Works in device pixels, whatever layer the spans are for: a pixel's coverage is the same
/// whichever layer and clip it is drawn through.
final class Rasterizer {
    let library: FT_Library
    let spans = SpanBuffer()
    /// The contour ends of one `FT_Outline`, rebased to its first point.
    private let contourScratch: UnsafeMutablePointer<Int16>
    /// One piece of a contour too long for one outline (see `renderChunked`).
    private let pieceStore = OutlineStore()
    /// The coverage of chunks rendered one after another, combined.
    private let accumulationPool = BufferPool<UInt8>(keepLimit: 16 << 20)
    /// Outlines sorted into bands FreeType renders at once (see `OutlineBands`).
    private let bands = OutlineBands(rows: Rasterizer.bandRows)
    /// The rows of a band: few enough that a band of a shape's edges fits FreeType's cell pool.
    static let bandRows = 32

    init?() {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        self.library = library
        contourScratch = .allocate(capacity: OutlineStore.maxOutlinePoints)
    }

    deinit {
        contourScratch.deallocate()
        FT_Done_FreeType(library)
    }

    /// Renders the coverage of `store` within `clip` (device pixels) into `spans`, replacing
    /// what they held. An outline of lines taller than a band is rendered band by band (see
    /// `OutlineBands`) unless `inBands` is false.
    func render(_ store: OutlineStore, rule: FillRule, clip: PixelRect, inBands: Bool = true) {
        spans.removeAll()
        guard !store.isEmpty, !clip.isEmpty else { return }
        if inBands, store.pointCount <= OutlineStore.maxOutlinePoints / 2, !store.hasCurves,
           let rows = rowsToBand(store, clip: clip) {
            bands.cut(store, rows: rows)
            for i in 0..<bands.bandCount {
                let band = bands.outline(i)
                guard !band.isEmpty else { continue }
                let top = bands.top(of: bands.firstBand + i)
                let bandClip = clip.intersection(PixelRect(x: clip.x, y: top, width: clip.width, height: Self.bandRows))
                renderOutline(points: band.points, tags: band.tags, pointCount: band.pointCount,
                              contourEnds: band.contourEnds[...], firstPoint: 0, rule: rule, clip: bandClip)
            }
        } else if store.pointCount <= OutlineStore.maxOutlinePoints {
            renderOutline(points: store.points, tags: store.tags, pointCount: store.pointCount,
                          contourEnds: store.contourEnds[...], firstPoint: 0, rule: rule, clip: clip)
        } else {
            renderChunked(store, rule: rule, clip: clip)
        }
    }

    /// The rows of `clip` that `store` reaches, when the outline reaches into more than one
    /// band (whatever the clip: see `OutlineBands`); nil for an outline within one band, which
    /// FreeType renders in one pass, or one outside the clip.
    private func rowsToBand(_ store: OutlineStore, clip: PixelRect) -> Range<Int>? {
        var low = FT_Pos.max, high = FT_Pos.min
        for i in 0..<store.pointCount {
            let y = store.points[i].y
            low = min(low, y)
            high = max(high, y)
        }
        let height = Self.bandRows * 64
        guard low < high, floorDivide(low, height) != floorDivide(high - 1, height) else { return nil }
        let first = max(clip.y, low >> 6), end = min(clip.maxY, (high + 63) >> 6)
        return first < end ? first..<end : nil
    }

    /// One `FT_Outline_Render` call over contiguous contours; spans are appended.
    private func renderOutline(points: UnsafeMutablePointer<FT_Vector>, tags: UnsafeMutablePointer<CChar>, pointCount: Int,
                               contourEnds: ArraySlice<Int>, firstPoint: Int, rule: FillRule, clip: PixelRect) {
        guard pointCount > 0, !contourEnds.isEmpty, pointCount <= OutlineStore.maxOutlinePoints else { return }
        for (k, end) in contourEnds.enumerated() { contourScratch[k] = Int16(truncatingIfNeeded: end - firstPoint) }
        var outline = FT_Outline()
        outline.n_points = Int16(truncatingIfNeeded: pointCount)
        outline.n_contours = Int16(truncatingIfNeeded: contourEnds.count)
        outline.points = points + firstPoint
        outline.tags = tags + firstPoint
        outline.contours = contourScratch
        outline.flags = rule == .evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : 0
        var params = FT_Raster_Params()
        params.flags = FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP
        params.gray_spans = SpanBuffer.collect
        params.user = Unmanaged.passUnretained(spans).toOpaque()
        params.clip_box = FT_BBox(xMin: clip.x, yMin: clip.y, xMax: clip.maxX, yMax: clip.maxY)
        let start = spans.count
        withUnsafeMutablePointer(to: &outline) { outlinePointer in
            params.source = UnsafeRawPointer(outlinePointer)
            // FreeType's gray rasterizer keeps its cells in a small pool on the stack and, when
            // one row needs more cells than the pool holds (a nearly horizontal edge across
            // hundreds of pixels: every pixel of the row is a cell), fails the whole outline
            // with Raster_Overflow (ftgrays.c, gray_convert_glyph): the shape would vanish.
            // It is rendered again in narrower vertical stripes, each row of which needs
            // fewer cells. Other errors (an outline FreeType finds invalid) leave what was made.
            guard FT_Outline_Render(library, outlinePointer, &params) != 0 else { return }
            spans.truncate(to: start)
            renderInStripes(&params, clip: clip, width: 64)
            spans.sortRows(from: start)
        }
    }

    /// Renders `params`' outline through vertical stripes of `clip` at most `width` pixels wide,
    /// halving the width for a stripe that still fails.
    private func renderInStripes(_ params: inout FT_Raster_Params, clip: PixelRect, width: Int) {
        var x = clip.x
        while x < clip.maxX {
            let stripe = PixelRect(x: x, y: clip.y, width: min(width, clip.maxX - x), height: clip.height)
            params.clip_box = FT_BBox(xMin: stripe.x, yMin: stripe.y, xMax: stripe.maxX, yMax: stripe.maxY)
            let before = spans.count
            if FT_Outline_Render(library, UnsafeMutablePointer(mutating: params.source.assumingMemoryBound(to: FT_Outline.self)), &params) != 0,
               width > 1 {
                spans.truncate(to: before)
                renderInStripes(&params, clip: stripe, width: width / 2)
            }
            x += stripe.width
        }
    }

    /// Renders a store of more points than one `FT_Outline` holds, in chunks of whole
    /// contours (ending only after splittable ones), combining the chunks' coverage in an
    /// 8-bit buffer: saturating sums under the non-zero rule (the union, as stroke pieces
    /// need; exact unless chunks wind in opposite directions over the same pixels), and
    /// exclusive or under the even-odd rule (exact). A single contour longer than an outline is
    /// cut into a fan of pieces from its first point, whose windings add up to its own.
    private func renderChunked(_ store: OutlineStore, rule: FillRule, clip: PixelRect) {
        let (accumulator, capacity) = accumulationPool.take(clip.area)
        defer { accumulationPool.give(accumulator, capacity: capacity) }
        accumulator.initialize(repeating: 0, count: clip.area)
        let limit = OutlineStore.maxOutlinePoints

        func accumulate() {
            for s in 0..<spans.count {
                let span = spans.spans[s]
                let row = accumulator + (Int(span.y) - clip.y) * clip.width - clip.x
                let c = UInt32(span.coverage)
                for x in Int(span.x)..<Int(span.x + span.length) {
                    let a = UInt32(row[x])
                    let combined: UInt32 = rule == .nonZero ? min(255, a + c) : a + c - (2 * a * c + 127) / 255
                    row[x] = UInt8(truncatingIfNeeded: combined)
                }
            }
            spans.removeAll()
        }

        let ends = store.contourEnds, canSplit = store.splittable
        var contour = 0
        while contour < ends.count {
            let first = contour == 0 ? 0 : ends[contour - 1] + 1
            // The longest run of contours from `contour` that fits and ends splittably.
            var last = -1, k = contour
            while k < ends.count, ends[k] + 1 - first <= limit {
                if canSplit[k] { last = k }
                k += 1
            }
            if last >= 0 {
                renderOutline(points: store.points, tags: store.tags, pointCount: ends[last] + 1 - first,
                              contourEnds: ends[contour...last], firstPoint: first, rule: rule, clip: clip)
                accumulate()
                contour = last + 1
            } else {
                // One contour (or an unsplittable group) too long: fan pieces of the first one.
                renderFan(store, from: first, to: ends[contour], rule: rule, clip: clip, accumulate: accumulate)
                contour += 1
            }
        }
        for y in 0..<clip.height {
            spans.appendRow(y: clip.y + y, x: clip.x, coverage: accumulator + y * clip.width, count: clip.width)
        }
    }

    /// Renders the contour of points `first...last` as pieces that all start at its first
    /// point: each runs from there to an on-curve point, along the contour to a later one, and
    /// back; the lines back and forth cancel in the sum of windings.
    private func renderFan(_ store: OutlineStore, from first: Int, to last: Int, rule: FillRule, clip: PixelRect,
                           accumulate: () -> Void) {
        let onCurve = CChar(truncatingIfNeeded: FT_CURVE_TAG_ON)
        let budget = OutlineStore.maxOutlinePoints - 2
        var from = first
        while from < last {
            // Up to `budget` points after `from`, ending on an on-curve point.
            var to = min(last, from + budget)
            while to > from + 1, store.tags[to] & 3 != onCurve { to -= 1 }
            guard to > from else { return }
            pieceStore.removeAll()
            pieceStore.move(toFixed: store.points[first])
            if from != first { pieceStore.add(fixed: store.points[from], tag: FT_CURVE_TAG_ON) }
            for i in (from + 1)...to { pieceStore.add(fixed: store.points[i], tag: Int32(store.tags[i] & 3)) }
            pieceStore.closeContour()
            renderOutline(points: pieceStore.points, tags: pieceStore.tags, pointCount: pieceStore.pointCount,
                          contourEnds: pieceStore.contourEnds[...], firstPoint: 0, rule: rule, clip: clip)
            accumulate()
            from = to
        }
    }
}
