import CCairo
import Graphics

/// A new ARGB32 surface of `width` × `height` showing all of `bitmap` shrunk by averaging the
/// area each pixel covers (the box filter cairo's `GOOD` filter uses for large reductions, in
/// a single pass over the image; see `Bitmap.forEachAreaAveragedRow`), or nil when cairo
/// cannot allocate it.
func makeReducedARGB32Surface(from bitmap: Bitmap, width: Int, height: Int) -> OpaquePointer? {
    guard width > 0, height > 0, width <= bitmap.width, height <= bitmap.height,
          let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
        cairo_surface_destroy(surface)
        return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    _ = bitmap.forEachAreaAveragedRow(width: width, height: height) { y, sum in
        let words = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for j in 0..<width {
            // Averages of premultiplied colours stay within their alpha, up to rounding.
            let alpha = channel(sum[4 * j + 3])
            words[j] = alpha << 24 | min(channel(sum[4 * j]), alpha) << 16
                | min(channel(sum[4 * j + 1]), alpha) << 8 | min(channel(sum[4 * j + 2]), alpha)
        }
    }
    cairo_surface_mark_dirty(surface)
    return surface
}

/// A channel value rounded to a byte.
@inline(__always) private func channel(_ value: Float) -> UInt32 {
    UInt32(min(255, max(0, value + 0.5)))
}
