/// One frame reduced to at most 256 colours: what a GIF image block stores.
struct IndexedFrame {
    /// A colour of the palette.
    struct Entry {
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

    /// What a viewer shows once this frame is drawn over `beneath` (nil: a cleared canvas).
    func composited(over beneath: GIFPixels?) -> GIFPixels {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in indices.indices {
            let i = pixel * 4
            if Int(indices[pixel]) == transparentIndex {
                if let beneath {
                    rgba[i] = beneath.rgba[i]; rgba[i + 1] = beneath.rgba[i + 1]
                    rgba[i + 2] = beneath.rgba[i + 2]; rgba[i + 3] = beneath.rgba[i + 3]
                }
            } else {
                let entry = palette[Int(indices[pixel])]
                rgba[i] = entry.red; rgba[i + 1] = entry.green; rgba[i + 2] = entry.blue; rgba[i + 3] = 255
            }
        }
        return GIFPixels(width: width, height: height, rgba: rgba)
    }

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
