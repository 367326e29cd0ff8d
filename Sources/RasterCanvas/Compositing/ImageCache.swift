import Foundation
import Graphics

/// The pixels of recently drawn bitmaps as the shaders read them, and reduced copies of them,
/// so that an image drawn every frame is copied once and an image drawn much smaller than its
/// size is not area-averaged from full size every frame (the policy of CairoCanvas'
/// `ImageSurfaceCache`, which the two canvases' pictures should share).
///
/// A bitmap is recognised by the address of its pixel storage. Each entry keeps its bitmap
/// alive, so that storage can neither be freed and reused for other pixels nor be changed in
/// place (copy-on-write copies it as soon as anyone else mutates it): the same address and
/// size always means the same pixels.
final class ImageCache {
    /// Pixels to sample, and the scale from the bitmap's pixels to theirs.
    struct Source {
        let image: ImagePixels
        let scaleX: Double, scaleY: Double
    }

    private struct Copy {
        let levelX: Int, levelY: Int
        let pixels: UnsafeMutablePointer<UInt32>
        let width: Int, height: Int
        /// See `ImagePixels.rowExtents`.
        let rowExtents: UnsafeMutablePointer<SIMD2<Int32>>
        var bytes: Int { width * height * 4 + height * 8 }

        init(levelX: Int, levelY: Int, pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
            self.levelX = levelX
            self.levelY = levelY
            self.pixels = pixels
            self.width = width
            self.height = height
            rowExtents = .allocate(capacity: height)
            ImagePixels.measureRowExtents(of: pixels, width: width, height: height, into: rowExtents)
        }

        func deallocate() {
            pixels.deallocate()
            rowExtents.deallocate()
        }
    }

    /// Which pixels a bitmap holds, as long as something keeps the bitmap alive: the address
    /// of its pixel storage and its size.
    struct Identity: Hashable {
        let storage: UnsafePointer<UInt8>?
        let width: Int, height: Int

        init(_ bitmap: Bitmap) {
            storage = bitmap.pixels.withUnsafeBufferPointer { $0.baseAddress }
            width = bitmap.width
            height = bitmap.height
        }
    }

    private struct Entry {
        let bitmap: Bitmap
        let identity: Identity
        var copies: [Copy] = []
        var bytes: Int { copies.reduce(0) { $0 + $1.bytes } }

        func destroy() { for copy in copies { copy.deallocate() } }
    }

    /// Most recently used last.
    private var entries: [Entry] = []
    private var cachedBytes = 0
    private let maxEntries = 8
    private let maxBytes = 96 << 20

    deinit {
        for entry in entries { entry.destroy() }
    }

    /// Pixels to draw `bitmap` from when shown at `scaleX` × `scaleY` device pixels per image
    /// pixel along its axes: full size, or reduced (averaging the area each pixel covers) to
    /// the level just above the drawn size. Valid until the next call.
    func source(for bitmap: Bitmap, scaleX: Double, scaleY: Double) -> Source {
        let levelX = ImageReductionLevel.level(forScale: scaleX), levelY = ImageReductionLevel.level(forScale: scaleY)
        let index = entryIndex(for: bitmap)
        if let copy = entries[index].copies.first(where: { $0.levelX == levelX && $0.levelY == levelY }) {
            return source(copy, of: bitmap)
        }
        let copy: Copy
        if levelX == 0 && levelY == 0 {
            copy = Copy(levelX: 0, levelY: 0, pixels: Self.fullCopy(of: bitmap), width: bitmap.width, height: bitmap.height)
        } else {
            let width = ImageReductionLevel.reducedSide(bitmap.width, level: levelX), height = ImageReductionLevel.reducedSide(bitmap.height, level: levelY)
            let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
            _ = bitmap.forEachAreaAveragedRow(width: width, height: height) { y, sum in
                let row = pixels + y * width
                for j in 0..<width {
                    // Averages of premultiplied colours stay within their alpha, up to rounding.
                    let alpha = channel(sum[4 * j + 3])
                    row[j] = packPixel(min(channel(sum[4 * j]), alpha), min(channel(sum[4 * j + 1]), alpha),
                                       min(channel(sum[4 * j + 2]), alpha), alpha)
                }
            }
            copy = Copy(levelX: levelX, levelY: levelY, pixels: pixels, width: width, height: height)
        }
        entries[index].copies.append(copy)
        cachedBytes += copy.bytes
        evictLeastRecentlyUsed()
        return source(copy, of: bitmap)
    }

    private func source(_ copy: Copy, of bitmap: Bitmap) -> Source {
        Source(image: ImagePixels(pixels: UnsafePointer(copy.pixels), width: copy.width, height: copy.height,
                                  rowExtents: UnsafePointer(copy.rowExtents)),
               scaleX: Double(copy.width) / Double(bitmap.width), scaleY: Double(copy.height) / Double(bitmap.height))
    }

    private static func fullCopy(of bitmap: Bitmap) -> UnsafeMutablePointer<UInt32> {
        let count = bitmap.width * bitmap.height
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        bitmap.pixels.withUnsafeBytes { bytes in
            // Bitmap bytes are R, G, B, A: exactly the words' memory on a little-endian machine.
            guard let base = bytes.baseAddress else { return }
            UnsafeMutableRawPointer(pixels).copyMemory(from: base, byteCount: min(bytes.count, count * 4))
        }
        return pixels
    }

    /// Moves the entry for `bitmap` to the end (making an empty one when needed) and returns
    /// its index.
    private func entryIndex(for bitmap: Bitmap) -> Int {
        let identity = Identity(bitmap)
        if let i = entries.lastIndex(where: { $0.identity == identity }) {
            if i != entries.count - 1 { entries.append(entries.remove(at: i)) }
        } else {
            entries.append(Entry(bitmap: bitmap, identity: identity))
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

/// A channel value rounded to a byte.
@inline(__always) private func channel(_ value: Float) -> UInt32 {
    UInt32(min(255, max(0, value + 0.5)))
}
