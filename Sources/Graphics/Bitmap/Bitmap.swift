/// A raster image: `width × height` pixels of premultiplied RGBA, 8 bits per channel, rows top
/// to bottom without padding (`bytesPerRow == width * 4`).
///
/// A value type with copy-on-write storage. PNG and JPEG coding live in extensions in this
/// folder.
public struct Bitmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied RGBA bytes, `width * height * 4` of them.
    public var pixels: [UInt8]

    /// The largest number of pixels a bitmap may hold (a 16384×16384 image), so that sizes
    /// derived from input cannot ask for unbounded memory.
    public static let maxPixelCount = 16384 * 16384

    /// A transparent bitmap. Returns nil for sizes that are negative, zero-area or above
    /// `maxPixelCount`.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Self.maxPixelCount / height else { return nil }
        self.width = width; self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Wraps existing premultiplied RGBA bytes. Returns nil when the count does not match the
    /// size or the size is out of range.
    public init?(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        guard width > 0, height > 0, width <= Self.maxPixelCount / height,
              premultipliedRGBA.count == width * height * 4 else { return nil }
        self.width = width; self.height = height; pixels = premultipliedRGBA
    }

    @inlinable public var size: Size { Size(width: Double(width), height: Double(height)) }
    @inlinable public var bytesPerRow: Int { width * 4 }

    /// The pixel at (x, y) as a straight-alpha colour. Out-of-range coordinates give `.clear`.
    public func color(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let i = (y * width + x) * 4
        let a = Double(pixels[i + 3]) / 255
        guard a > 0 else { return .clear }
        return Color(red: Double(pixels[i]) / 255 / a, green: Double(pixels[i + 1]) / 255 / a,
                     blue: Double(pixels[i + 2]) / 255 / a, alpha: a)
    }

    /// Sets the pixel at (x, y) from a straight-alpha colour (ignored when out of range).
    public mutating func setColor(_ c: Color, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let p = c.clamped.premultiplied
        let i = (y * width + x) * 4
        pixels[i] = UInt8((p.red * 255).rounded())
        pixels[i + 1] = UInt8((p.green * 255).rounded())
        pixels[i + 2] = UInt8((p.blue * 255).rounded())
        pixels[i + 3] = UInt8((p.alpha * 255).rounded())
    }
}
