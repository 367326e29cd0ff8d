import Graphics

/// The clip as a rectangle of device pixels and, when its edges are not whole pixels, an
/// 8-bit coverage mask. The mask covers `mask.rect`, which contains `rect`.
///
/// A value: saving the graphics state copies it, and a mask is shared (never changed once
/// made) until the last state holding it goes.
struct Clip {
    /// The pixels the clip lets through at all.
    var rect: PixelRect
    /// How much of each pixel it lets through, when not all of every pixel of `rect`.
    var mask: ClipMask?
    /// The clip as an exact device-space rectangle, when it is one (its edges may cut
    /// pixels): then a rectangular clip path is intersected with it geometrically, as cairo
    /// intersects boxes. Multiplying coverage instead would leave a faint sliver where two
    /// edges that do not overlap share a pixel (two masks in "intersect" mode closing in on
    /// each other), painting beyond what the clips' geometry allows.
    var exact: Rect?

    /// A clip to whole pixels, or with `mask` to part of them (not an exact rectangle then).
    init(rect: PixelRect, mask: ClipMask?) {
        self.rect = rect
        self.mask = mask
        exact = mask == nil ? rect.rect : nil
    }

    /// A clip to an exact rectangle: `rect` encloses it, `mask` covers its partial pixels.
    init(rect: PixelRect, mask: ClipMask?, exact: Rect?) {
        self.rect = rect
        self.mask = mask
        self.exact = exact
    }
}

/// An immutable 8-bit coverage mask over a rectangle of device pixels, its memory from (and
/// given back to) a pool.
///
/// Rows with the same values may share their memory: the mask of a rectangle stores its
/// first row, its last and one for every row between (`RectangleCoverage`).
final class ClipMask {
    let rect: PixelRect
    /// The rows' memory: `rect.width` values for each stored row.
    let pixels: UnsafeMutablePointer<UInt8>
    /// Where each row's values are, less `rect.x`: row `y` is `rows[y - rect.y]`.
    private let rows: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>>
    /// Pixels known to be fully let through (255), set by whoever fills the mask (empty when
    /// unknown): the inside of a clip to a rectangle with fractional edges, whose mask is
    /// partial only along its border. Spans within it are painted as if there were no mask.
    var opaque = PixelRect.empty
    private let capacity: Int
    private let pool: BufferPool<UInt8>

    /// A mask over `rect` with uninitialised pixels, one row of memory each, to be filled
    /// before it is used (`pixels` holds them row after row).
    convenience init(rect: PixelRect, pool: BufferPool<UInt8>) {
        self.init(rect: rect, storedRows: rect.height, pool: pool) { $0 - rect.y }
    }

    /// A mask over `rect` whose rows are `storedRows` rows of memory, uninitialised: row `y`
    /// is stored row `storedRow(y)` (from 0 to `storedRows - 1`), to be filled through
    /// `row(_:)` before it is used.
    init(rect: PixelRect, storedRows: Int, pool: BufferPool<UInt8>, storedRow: (Int) -> Int) {
        self.rect = rect
        self.pool = pool
        (pixels, capacity) = pool.take(storedRows * rect.width)
        rows = .allocate(capacity: max(1, rect.height))
        for y in rect.y..<rect.maxY {
            rows[y - rect.y] = pixels + (storedRow(y) * rect.width - rect.x)
        }
    }

    deinit {
        rows.deallocate()
        pool.give(pixels, capacity: capacity)
    }

    /// The mask value of device pixel (`x`, `y`) is `row(y)[x]` (for pixels inside `rect`).
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { view.row(y) }

    /// The mask's memory for loops over many spans, which should not retain the mask for
    /// each (whoever holds the clip keeps the mask alive).
    var view: ClipMaskView { ClipMaskView(rows: rows, rect: rect, opaque: opaque) }
}

/// A clip mask's rows, rectangle and fully opaque part, as plain values.
struct ClipMaskView {
    let rows: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>>
    let rect: PixelRect
    let opaque: PixelRect

    /// The mask value of device pixel (`x`, `y`) is `row(y)[x]` (for pixels inside `rect`).
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        // Wrapping arithmetic: the pixel is inside the mask (no overflow to check per span).
        rows[y &- rect.y]
    }

    /// Whether the `count` pixels from (`x`, `y`) are all fully let through (known so from
    /// `opaque`, without reading the mask).
    @inline(__always) func letsThrough(y: Int, x: Int, count: Int) -> Bool {
        y >= opaque.y && y < opaque.maxY && x >= opaque.x && x + count <= opaque.maxX
    }
}
