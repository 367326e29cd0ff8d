import CCairo
import Graphics

// Cairo's ARGB32 pixels are premultiplied 32-bit words in native byte order (alpha in the
// top byte); a Bitmap holds premultiplied R, G, B, A bytes. Working on whole words makes
// the conversion independent of the machine's endianness.

/// Copies an ARGB32 image surface (already flushed) into premultiplied RGBA bytes.
///
/// `destination` must hold `width * height * 4` bytes.
func copyARGB32ToRGBA(_ surface: OpaquePointer, into destination: UnsafeMutablePointer<UInt8>) {
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    // Whole words at a time (which the compiler vectorises): the word whose bytes in memory
    // are R, G, B, A, built from A R G B.
    let out = UnsafeMutableRawPointer(destination)
    for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        let outRow = (out + y * width * 4).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let v = row[x]
            let rgba = (v >> 16) & 0xFF | (v & 0xFF00) | (v & 0xFF) << 16 | (v & 0xFF00_0000)
            outRow[x] = UInt32(littleEndian: rgba)
        }
    }
}

/// A new ARGB32 image surface holding the bitmap's pixels, or nil when cairo cannot
/// allocate it. The caller owns the returned reference.
func makeARGB32Surface(from bitmap: Bitmap) -> OpaquePointer? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)),
          cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
          let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    bitmap.pixels.withUnsafeBufferPointer { src in
        guard var p = src.baseAddress else { return }
        for y in 0..<bitmap.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<bitmap.width {
                row[x] = UInt32(p[3]) << 24 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                p += 4
            }
        }
    }
    cairo_surface_mark_dirty(surface)
    return surface
}
