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
final class ClipMask {
    let rect: PixelRect
    let pixels: UnsafeMutablePointer<UInt8>
    /// Pixels known to be fully let through (255), set by whoever fills the mask (empty when
    /// unknown): the inside of a clip to a rectangle with fractional edges, whose mask is
    /// partial only along its border. Spans within it are painted as if there were no mask.
    var opaque = PixelRect.empty
    private let capacity: Int
    private let pool: BufferPool<UInt8>

    /// A mask over `rect` with uninitialised pixels, to be filled before it is used.
    init(rect: PixelRect, pool: BufferPool<UInt8>) {
        self.rect = rect
        self.pool = pool
        (pixels, capacity) = pool.take(rect.area)
    }

    deinit { pool.give(pixels, capacity: capacity) }

    /// The mask value of device pixel (`x`, `y`) is `row(y)[x]` (for pixels inside `rect`).
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { view.row(y) }

    /// The mask's memory for loops over many spans, which should not retain the mask for
    /// each (whoever holds the clip keeps the mask alive).
    var view: ClipMaskView { ClipMaskView(pixels: pixels, rect: rect, opaque: opaque) }
}

/// A clip mask's pixels, rectangle and fully opaque part, as plain values.
struct ClipMaskView {
    let pixels: UnsafeMutablePointer<UInt8>
    let rect: PixelRect
    let opaque: PixelRect

    /// The mask value of device pixel (`x`, `y`) is `row(y)[x]` (for pixels inside `rect`).
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        // Wrapping arithmetic: the pixel is inside the mask (no overflow to check per span).
        pixels + ((y &- rect.y) &* rect.width &- rect.x)
    }

    /// Whether the `count` pixels from (`x`, `y`) are all fully let through (known so from
    /// `opaque`, without reading the mask).
    @inline(__always) func letsThrough(y: Int, x: Int, count: Int) -> Bool {
        y >= opaque.y && y < opaque.maxY && x >= opaque.x && x + count <= opaque.maxX
    }
}
