/// Pixels covering a rectangle of device space: the canvas itself, or an offscreen group.
struct Layer {
    /// Premultiplied RGBA words, rows of `rect.width` without padding.
    let pixels: UnsafeMutablePointer<UInt32>
    /// The memory's capacity in pixels (for giving it back to the pool).
    let capacity: Int
    /// The device pixels the layer covers.
    let rect: PixelRect

    /// The word of device pixel (`x`, `y`) is `row(y)[x]` (for pixels inside `rect`).
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + (y - rect.y) * rect.width - rect.x
    }

    /// Sets every pixel to `word`.
    func fill(_ word: UInt32) {
        pixels.update(repeating: word, count: rect.area)
    }
}
