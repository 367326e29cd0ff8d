import CCairo
import Foundation
import Graphics

/// The cairo surfaces of recently drawn bitmaps, so that an image drawn every frame is
/// converted once, and their reduced copies, so that an image drawn much smaller than its
/// size is not box-filtered from full size every frame.
///
/// A bitmap is recognised by the address of its pixel storage. Each entry keeps its bitmap
/// alive, so that storage can neither be freed and reused for other pixels nor be changed
/// in place (copy-on-write copies it as soon as anyone else mutates it): the same address
/// and size always means the same pixels.
final class ImageSurfaceCache {
    /// A surface showing a bitmap, and the scale from the bitmap's pixels to the surface's.
    struct Source {
        let surface: OpaquePointer
        let scaleX: Double, scaleY: Double
    }

    /// A copy reduced to a scale level on each axis (see `ImageReductionLevel`).
    private struct Reduction {
        let levelX: Int, levelY: Int
        let source: Source
        let bytes: Int
    }

    private struct Entry {
        let bitmap: Bitmap
        let storage: UnsafePointer<UInt8>?
        /// The full-size surface, made when first needed.
        var surface: OpaquePointer?
        var reductions: [Reduction] = []

        var bytes: Int { (surface == nil ? 0 : bitmap.pixels.count) + reductions.reduce(0) { $0 + $1.bytes } }

        func destroy() {
            if let surface { cairo_surface_destroy(surface) }
            for r in reductions { cairo_surface_destroy(r.source.surface) }
        }
    }

    /// Most recently used last.
    private var entries: [Entry] = []
    private var cachedBytes = 0
    private let maxEntries = 8
    private let maxBytes = 96 << 20

    deinit {
        for entry in entries { entry.destroy() }
    }

    /// The surface showing `bitmap` at full size (owned by the cache: valid until the next
    /// call), or nil when cairo cannot allocate one.
    func surface(for bitmap: Bitmap) -> OpaquePointer? {
        let index = entryIndex(for: bitmap)
        if let surface = entries[index].surface { return surface }
        guard let surface = makeARGB32Surface(from: bitmap) else { return nil }
        entries[index].surface = surface
        cachedBytes += bitmap.pixels.count
        evictLeastRecentlyUsed()
        return surface
    }

    /// A surface to draw `bitmap` from when it is shown at `scaleX` × `scaleY` device pixels
    /// per image pixel along its axes: the full-size surface, or a copy reduced (averaging the
    /// area each pixel covers) to the level just above the drawn size, so that drawing it
    /// shrinks it little enough for cairo's bilinear filter. Owned by the cache: valid until
    /// the next call.
    func source(for bitmap: Bitmap, scaleX: Double, scaleY: Double) -> Source? {
        let levelX = ImageReductionLevel.level(forScale: scaleX), levelY = ImageReductionLevel.level(forScale: scaleY)
        guard levelX > 0 || levelY > 0 else {
            return surface(for: bitmap).map { Source(surface: $0, scaleX: 1, scaleY: 1) }
        }
        let index = entryIndex(for: bitmap)
        if let reduction = entries[index].reductions.first(where: { $0.levelX == levelX && $0.levelY == levelY }) {
            return reduction.source
        }
        let width = ImageReductionLevel.reducedSide(bitmap.width, level: levelX), height = ImageReductionLevel.reducedSide(bitmap.height, level: levelY)
        guard let surface = makeReducedARGB32Surface(from: bitmap, width: width, height: height) else {
            return self.surface(for: bitmap).map { Source(surface: $0, scaleX: 1, scaleY: 1) }
        }
        let source = Source(surface: surface, scaleX: Double(width) / Double(bitmap.width),
                            scaleY: Double(height) / Double(bitmap.height))
        let bytes = width * height * 4
        entries[index].reductions.append(Reduction(levelX: levelX, levelY: levelY, source: source, bytes: bytes))
        cachedBytes += bytes
        evictLeastRecentlyUsed()
        return source
    }

    /// Moves the entry for `bitmap` to the end (making an empty one when needed) and returns
    /// its index.
    private func entryIndex(for bitmap: Bitmap) -> Int {
        let storage = bitmap.pixels.withUnsafeBufferPointer { $0.baseAddress }
        if let i = entries.lastIndex(where: {
            $0.storage == storage && $0.bitmap.width == bitmap.width && $0.bitmap.height == bitmap.height
        }) {
            let entry = entries.remove(at: i)
            entries.append(entry)
        } else {
            entries.append(Entry(bitmap: bitmap, storage: storage))
        }
        return entries.count - 1
    }

    /// Drops the least recently used entries while over the limits, never the last one.
    private func evictLeastRecentlyUsed() {
        while entries.count > 1, entries.count > maxEntries || cachedBytes > maxBytes {
            let oldest = entries.removeFirst()
            cachedBytes -= oldest.bytes
            oldest.destroy()
        }
    }
}
