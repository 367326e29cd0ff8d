/// One frame reduced to at most 256 colours: what a GIF image block stores.
struct IndexedFrame: Sendable {
    /// A colour of the palette.
    struct Entry: Sendable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    let width: Int
    let height: Int
    var palette: [Entry]
    /// One palette index per pixel, rows top to bottom.
    var indices: [UInt8]
    /// The entry that lets whatever is beneath show through: transparent pixels, and pixels
    /// left unchanged from the frame before.
    var transparentIndex: Int

    /// The smallest rectangle holding every pixel that is drawn (not the transparent index);
    /// nil when none is.
    func drawnBounds() -> (x: Int, y: Int, width: Int, height: Int)? {
        let transparent = UInt8(transparentIndex)
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            for x in 0..<width where indices[row + x] != transparent {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
