/// Pixels covering a rectangle of device space: the canvas itself, or an offscreen group.
///
/// An offscreen layer's memory comes from a pool uninitialised, and only the pixels drawing
/// reaches are cleared and written (`drawn` grows to enclose them): a group holding a small
/// shape on a large canvas costs the shape's area, not the canvas's, to clear and to
/// composite. Outside `drawn` a layer is transparent.
///
/// The canvas's own pixels are all initialised, and transparent outside `drawn` (the pixels
/// the frames since the last clear have touched), so that clearing costs what was drawn.
struct Layer {
    /// Premultiplied RGBA words, rows of `rect.width` without padding.
    let pixels: UnsafeMutablePointer<UInt32>
    /// The memory's capacity in pixels (for giving it back to the pool).
    let capacity: Int
    /// The device pixels the layer covers.
    let rect: PixelRect
    /// The pixels that may hold something other than transparency; the rest of `rect` is
    /// transparent.
    private(set) var drawn: PixelRect
    /// Whether the memory outside `drawn` holds transparent pixels (the canvas's own) rather
    /// than being uninitialised (an offscreen layer's).
    let isClearOutsideDrawn: Bool

    /// An offscreen layer over `rect` whose pixels in `drawn` are initialised, the others not.
    init(pixels: UnsafeMutablePointer<UInt32>, capacity: Int, rect: PixelRect, drawn: PixelRect) {
        self.pixels = pixels
        self.capacity = capacity
        self.rect = rect
        self.drawn = drawn.intersection(rect)
        isClearOutsideDrawn = false
    }

    /// The canvas's own pixels over `rect`: initialised, all transparent.
    init(transparentPixels pixels: UnsafeMutablePointer<UInt32>, rect: PixelRect) {
        self.pixels = pixels
        self.capacity = rect.area
        self.rect = rect
        drawn = .empty
        isClearOutsideDrawn = true
    }

    /// The word of device pixel (`x`, `y`) is `row(y)[x]` (for pixels inside `rect`).
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        // Wrapping arithmetic: the pixel is inside the layer (no overflow to check per span).
        pixels + ((y &- rect.y) &* rect.width &- rect.x)
    }

    /// Makes the pixels of `box` transparent. A layer transparent outside `drawn` clears only
    /// the part of `box` within `drawn`, and forgets `drawn` when `box` holds all of it.
    mutating func clear(_ box: PixelRect) {
        let area = isClearOutsideDrawn ? box.intersection(drawn) : box.intersection(rect)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY { (row(y) + area.x).update(repeating: 0, count: area.width) }
        if isClearOutsideDrawn && box.contains(drawn) { drawn = .empty }
    }

    /// Takes every pixel as transparent without clearing any: the caller clears the pixels
    /// of the old `drawn` before anything reads them (`RasterImageCanvas.pendingClear`).
    mutating func forgetDrawn() {
        drawn = .empty
    }

    /// Sets every pixel to `word`. Clearing a layer that is transparent outside `drawn`
    /// clears only `drawn`.
    mutating func fill(_ word: UInt32) {
        if word == 0 && isClearOutsideDrawn {
            clear(rect)
        } else {
            pixels.update(repeating: word, count: rect.area)
            drawn = word == 0 ? .empty : rect
        }
    }

    /// Makes the pixels of `wanted` (within `rect`) ready to be drawn over: `drawn` grows to
    /// the smallest rectangle enclosing both, and the pixels it gains are cleared.
    @inline(__always) mutating func include(_ wanted: PixelRect) {
        let r = wanted.intersection(rect)
        guard !drawn.contains(r) else { return }
        if isClearOutsideDrawn {
            drawn = drawn.union(r)
        } else {
            grow(to: drawn.isEmpty ? r : drawn.union(r))
        }
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
