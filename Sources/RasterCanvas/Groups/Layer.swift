/// Pixels covering a rectangle of device space: the canvas itself, or an offscreen group.
///
/// An offscreen layer's memory comes from a pool uninitialised, and only the pixels drawing
/// reaches are cleared and written (`drawn` grows to enclose them): a group holding a small
/// shape on a large canvas costs the shape's area, not the canvas's, to clear and to
/// composite. Outside `drawn` a layer is transparent.
struct Layer {
    /// Premultiplied RGBA words, rows of `rect.width` without padding.
    let pixels: UnsafeMutablePointer<UInt32>
    /// The memory's capacity in pixels (for giving it back to the pool).
    let capacity: Int
    /// The device pixels the layer covers.
    let rect: PixelRect
    /// The pixels that hold values; the rest of `rect` is transparent and its memory
    /// uninitialised. Always all of `rect` for the canvas's own pixels.
    private(set) var drawn: PixelRect

    /// A layer over `rect` whose pixels in `drawn` are initialised.
    init(pixels: UnsafeMutablePointer<UInt32>, capacity: Int, rect: PixelRect, drawn: PixelRect) {
        self.pixels = pixels
        self.capacity = capacity
        self.rect = rect
        self.drawn = drawn.intersection(rect)
    }

    /// The word of device pixel (`x`, `y`) is `row(y)[x]` (for pixels inside `rect`).
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + (y - rect.y) * rect.width - rect.x
    }

    /// Sets every pixel to `word`.
    mutating func fill(_ word: UInt32) {
        pixels.update(repeating: word, count: rect.area)
        drawn = rect
    }

    /// Makes the pixels of `wanted` (within `rect`) ready to be drawn over: `drawn` grows to
    /// the smallest rectangle enclosing both, and the pixels it gains are cleared.
    @inline(__always) mutating func include(_ wanted: PixelRect) {
        let r = wanted.intersection(rect)
        guard !drawn.contains(r) else { return }
        grow(to: drawn.isEmpty ? r : drawn.union(r))
    }

    private mutating func grow(to grown: PixelRect) {
        let old = drawn
        for y in grown.y..<grown.maxY {
            let line = row(y)
            if old.isEmpty || y < old.y || y >= old.maxY {
                (line + grown.x).update(repeating: 0, count: grown.width)
            } else {
                (line + grown.x).update(repeating: 0, count: old.x - grown.x)
                (line + old.maxX).update(repeating: 0, count: grown.maxX - old.maxX)
            }
        }
        drawn = grown
    }
}
