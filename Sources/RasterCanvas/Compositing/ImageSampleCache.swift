import Graphics

/// The device pixels of images drawn the same way frame after frame, so that a still image
/// under moving content is filtered once rather than in every frame that repaints it.
///
/// An image shader's colour for a device pixel depends only on the image, the device → image
/// map and the pixel's position (see `Shader.shade`), so the samples of the whole rectangle an
/// image covers, taken once, are exactly what any later span over it would sample. They are
/// kept under `FrameCache`'s policy: made when the same drawing comes up in a second frame,
/// dropped when a frame did not use them.
final class ImageSampleCache {
    /// One way of drawing an image: which pixels, mapped how, into which device pixels.
    struct Key: Hashable {
        /// The image's pixels (held by the samples, so that the identity names no others).
        let image: ImageCache.Identity
        /// Device space to the image's pixels.
        let fromDevice: AffineTransform
        /// The device pixels sampled: all that the image's coverage can reach.
        let box: PixelRect
    }

    /// An image's colours for every pixel of a box, rows of `box.width`.
    final class Samples {
        let pixels: UnsafeMutablePointer<UInt32>
        let box: PixelRect
        /// The image, kept so that its storage is neither freed nor changed while it keys this.
        private let image: Bitmap

        init(image: Bitmap, box: PixelRect) {
            self.image = image
            self.box = box
            pixels = .allocate(capacity: box.area)
        }

        deinit { pixels.deallocate() }
    }

    private let entries = FrameCache<Key, Samples>(maxBytes: 32 << 20)

    /// Starts a new frame: drops what the frame before did not use.
    func beginFrame() { entries.beginFrame() }

    /// How many images' samples are kept.
    var count: Int { entries.count }

    /// The key for drawing `image` mapped from device space by `fromDevice` into `box`.
    static func key(for image: Bitmap, fromDevice: AffineTransform, box: PixelRect) -> Key {
        Key(image: ImageCache.Identity(image), fromDevice: fromDevice, box: box)
    }

    /// The samples kept for `key`, if any.
    func samples(for key: Key) -> Samples? { entries.value(for: key) }

    /// Offers to keep the samples of `image` for `key`, which `shader` gives: taken and kept
    /// when the same drawing came up in an earlier frame too (and they fit the budget),
    /// otherwise the key is remembered. Returns the samples when they were taken.
    func offer(_ key: Key, image: Bitmap, shader: Shader) -> Samples? {
        let box = key.box
        return entries.offer(for: key, size: box.area * 4) {
            let samples = Samples(image: image, box: box)
            for row in 0..<box.height {
                shader.shade(x: box.x, y: box.y + row, count: box.width, into: samples.pixels + row * box.width)
            }
            return samples
        }
    }
}
