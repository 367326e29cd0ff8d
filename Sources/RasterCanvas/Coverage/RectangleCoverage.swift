import Graphics

/// The coverage `ScanConverter` gives an axis-aligned device rectangle, worked out without
/// converting it.
///
/// The converter rounds the rectangle's edges to 1/64 pixel (`OutlineStore`) and works in
/// 1/256 pixel; the cells of two vertical edges then sum, in a pixel the rectangle spans `w`
/// positions across and `h` down, to `w · h / 256` in 1/256 of the pixel, rounded down, 256
/// taken for 255 (`ScanConverter.coverage`). Along each axis the rectangle's part of a pixel
/// is the same for a whole row or column, so a clip to a composition whose edges fall inside
/// pixels costs a mask of three rows (`mask(over:pool:)`), where converting it cost a sweep
/// of every row of the frame and a mask as large. `RectangleCoverageTests` holds the two to
/// the same bytes.
struct RectangleCoverage {
    /// The edges in 1/256 pixel, rounded as the converter rounds them.
    private let left: Int, right: Int, top: Int, bottom: Int
    /// The pixels given any coverage within the clip it was made for: the bounds of the spans
    /// the converter would give.
    let bounds: PixelRect

    /// The coverage of `rect` (finite) within the pixels of `clip`.
    init(_ rect: Rect, within clip: PixelRect) {
        // Edges beyond the clip move to its border, which changes no pixel inside it. From
        // the outline's 26.6 fixed point to the converter's 1/256 pixel, as it converts them.
        @inline(__always) func position(_ v: Double, _ low: Int, _ high: Int) -> Int {
            Int(OutlineStore.fixed(min(max(v, Double(low)), Double(high)))) << 2
        }
        left = position(rect.minX, clip.x, clip.maxX)
        right = position(rect.maxX, clip.x, clip.maxX)
        top = position(rect.minY, clip.y, clip.maxY)
        bottom = position(rect.maxY, clip.y, clip.maxY)
        // The pixels the edges reach into, within the clip.
        let columns = (max(clip.x, left >> 8), min(clip.maxX, (right + 255) >> 8))
        let rows = (max(clip.y, top >> 8), min(clip.maxY, (bottom + 255) >> 8))
        guard columns.1 > columns.0, rows.1 > rows.0 else {
            bounds = .empty
            return
        }
        // A pixel is covered when its two parts multiply to a level of at least 1: a column is
        // in the bounds when it is covered in the row it shares most with, and so is a row.
        let widest = Self.largestPart(from: columns.0, to: columns.1, left, right)
        let tallest = Self.largestPart(from: rows.0, to: rows.1, top, bottom)
        var x0 = columns.0, x1 = columns.1, y0 = rows.0, y1 = rows.1
        while x0 < x1, Self.part(x0, left, right) * tallest < 256 { x0 += 1 }
        while x1 > x0, Self.part(x1 - 1, left, right) * tallest < 256 { x1 -= 1 }
        while y0 < y1, Self.part(y0, top, bottom) * widest < 256 { y0 += 1 }
        while y1 > y0, Self.part(y1 - 1, top, bottom) * widest < 256 { y1 -= 1 }
        bounds = x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }

    /// Whether every pixel of `bounds` is covered whole (level 255): then the clip needs no mask.
    var coversWholePixels: Bool {
        guard !bounds.isEmpty else { return true }
        let narrowest = min(Self.part(bounds.x, left, right), Self.part(bounds.maxX - 1, left, right))
        let shortest = min(Self.part(bounds.y, top, bottom), Self.part(bounds.maxY - 1, top, bottom))
        return narrowest * shortest >= 255 << 8
    }

    /// A mask of the coverage over `rect` (within `bounds`), with its memory from `pool`: its
    /// first and last rows and one row shared by every row between, which the rectangle spans
    /// whole.
    func mask(over rect: PixelRect, pool: BufferPool<UInt8>) -> ClipMask {
        let last = rect.maxY - 1
        let storedRows = min(rect.height, 3)
        let mask = ClipMask(rect: rect, storedRows: storedRows, pool: pool) { y in
            y == rect.y ? 0 : y == last ? storedRows - 1 : 1
        }
        for y in [rect.y, rect.y + 1, last] where y <= last {
            let out = mask.row(y) + rect.x
            let height = Self.part(y, top, bottom)
            for i in 0..<rect.width {
                out[i] = UInt8(truncatingIfNeeded: min(255, (Self.part(rect.x + i, left, right) * height) >> 8))
            }
        }
        return mask
    }

    /// How many 1/256 of pixel `i` the interval from `low` to `high` (in 1/256 pixel) spans.
    @inline(__always) private static func part(_ i: Int, _ low: Int, _ high: Int) -> Int {
        max(0, min(high, (i + 1) << 8) - max(low, i << 8))
    }

    /// The largest part of a pixel from `first` to `end` (exclusive) the interval spans: the
    /// pixels inside it are spanned whole, only the first and last can be less.
    private static func largestPart(from first: Int, to end: Int, _ low: Int, _ high: Int) -> Int {
        end - first > 2 ? 256 : max(part(first, low, high), part(end - 1, low, high))
    }
}
