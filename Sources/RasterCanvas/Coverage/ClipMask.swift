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
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        pixels + (y - rect.y) * rect.width - rect.x
    }
}
