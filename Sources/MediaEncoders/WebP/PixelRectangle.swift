/// A rectangle of pixels of a frame.
struct PixelRectangle: Sendable, Equatable {
    let x: Int
    let y: Int
    let width: Int
    let height: Int

    /// The indices of its pixels in a frame `frameWidth` wide, row by row.
    func pixelIndices(width frameWidth: Int) -> some Sequence<Int> {
        (y..<y + height).lazy.flatMap { row in (row * frameWidth + x)..<(row * frameWidth + x + width) }
    }
}
