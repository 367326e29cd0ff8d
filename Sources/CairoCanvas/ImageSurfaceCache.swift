import CCairo
import Graphics

/// The cairo surfaces of recently drawn bitmaps, so that an image drawn every frame is
/// converted once.
///
/// A bitmap is recognised by the address of its pixel storage. Each entry keeps its bitmap
/// alive, so that storage can neither be freed and reused for other pixels nor be changed
/// in place (copy-on-write copies it as soon as anyone else mutates it): the same address
/// and size always means the same pixels.
final class ImageSurfaceCache {
    private struct Entry {
        let bitmap: Bitmap
        let storage: UnsafePointer<UInt8>?
        let surface: OpaquePointer
    }

    /// Most recently used last.
    private var entries: [Entry] = []
    private var cachedBytes = 0
    private let maxEntries = 8
    private let maxBytes = 64 << 20

    deinit {
        for entry in entries { cairo_surface_destroy(entry.surface) }
    }

    /// The surface showing `bitmap` (owned by the cache: valid until the next call), or nil
    /// when cairo cannot allocate one.
    func surface(for bitmap: Bitmap) -> OpaquePointer? {
        let storage = bitmap.pixels.withUnsafeBufferPointer { $0.baseAddress }
        if let i = entries.lastIndex(where: {
            $0.storage == storage && $0.bitmap.width == bitmap.width && $0.bitmap.height == bitmap.height
        }) {
            let entry = entries.remove(at: i)
            entries.append(entry)
            return entry.surface
        }
        guard let surface = makeARGB32Surface(from: bitmap) else { return nil }
        let bytes = bitmap.pixels.count
        while let oldest = entries.first, entries.count >= maxEntries || cachedBytes + bytes > maxBytes {
            cairo_surface_destroy(oldest.surface)
            cachedBytes -= oldest.bitmap.pixels.count
            entries.removeFirst()
        }
        entries.append(Entry(bitmap: bitmap, storage: storage, surface: surface))
        cachedBytes += bytes
        return surface
    }
}
