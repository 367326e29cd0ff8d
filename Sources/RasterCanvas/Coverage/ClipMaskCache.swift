import Graphics

/// The clip masks of clip paths that stay the same frame after frame (a layer's masks, a
/// precomposition's bounds with fractional edges), so that a still clip costs its mask once
/// rather than a cleared and written mask the size of its rectangle every frame.
///
/// A mask is known by what it is made of: the coverage it is built from (a cached shape's
/// `SpanCache.Key`, or an exact rectangle within a clip rectangle) and the mask it narrows,
/// which is held by the entry so that its identity names no other. A mask is kept when the
/// same clip is made in two frames in a row (a clip seen once costs only a dictionary
/// entry), and masks not used during the previous frame are dropped, as `SpanCache` does.
final class ClipMaskCache {
    /// What a clip mask is made of.
    struct Key: Hashable {
        /// The coverage: a cached shape, or the pixels of an exact rectangle.
        enum Coverage: Hashable {
            case shape(SpanCache.Key)
            case rectangle(Rect)
        }

        let coverage: Coverage
        /// The mask's rectangle.
        let rect: PixelRect
        /// The mask narrowed (nil: none).
        let below: ObjectIdentifier?

        init(coverage: Coverage, rect: PixelRect, below: ClipMask?) {
            self.coverage = coverage
            self.rect = rect
            self.below = below.map(ObjectIdentifier.init)
        }
    }

    private struct Entry {
        let mask: ClipMask
        /// Keeps the mask below alive while this entry names it.
        let below: ClipMask?
        var lastFrame: Int
    }

    private var entries: [Key: Entry] = [:]
    /// Clips made once, by the frame they were made in.
    private var candidates: [Key: Int] = [:]
    private var frame = 0
    private var cachedBytes = 0
    private let maxBytes = 16 << 20

    /// Starts a new frame: drops what the frame before did not use.
    func beginFrame() {
        let previous = frame
        frame += 1
        for (key, entry) in entries where entry.lastFrame < previous {
            cachedBytes -= entry.mask.rect.area
            entries[key] = nil
        }
        for (key, seen) in candidates where seen < previous { candidates[key] = nil }
    }

    /// The kept mask for `key`, if any.
    func mask(for key: Key) -> ClipMask? {
        guard var entry = entries[key] else { return nil }
        if entry.lastFrame != frame {
            entry.lastFrame = frame
            entries[key] = entry
        }
        return entry.mask
    }

    /// Offers the mask just made for `key` (narrowing `below`): kept when the same clip was
    /// made in an earlier frame too (and it fits the budget), otherwise remembered.
    func offer(_ mask: ClipMask, below: ClipMask?, for key: Key) {
        guard let seen = candidates[key], seen < frame else {
            candidates[key] = frame
            return
        }
        candidates[key] = nil
        guard cachedBytes + mask.rect.area <= maxBytes else { return }
        entries[key] = Entry(mask: mask, below: below, lastFrame: frame)
        cachedBytes += mask.rect.area
    }
}
