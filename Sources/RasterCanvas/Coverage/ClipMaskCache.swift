import Graphics

/// The clip masks of clip paths that stay the same frame after frame (a layer's masks, a
/// precomposition's bounds with fractional edges), so that a still clip costs its mask once
/// rather than a cleared and written mask the size of its rectangle every frame.
///
/// A mask is known by what it is made of: the shape whose coverage it is built from (its
/// `SpanCache.Key`) or the exact rectangle, its rectangle, and the mask it narrows,
/// which is held by the entry so that its identity names no other. Masks are kept under
/// `FrameCache`'s policy: made in two frames in a row, dropped when a frame did not use them.
final class ClipMaskCache {
    /// What a clip mask is made of.
    struct Key: Hashable {
        /// What a mask is the coverage of.
        enum Source: Hashable {
            /// A shape's, as the span cache knows it.
            case shape(SpanCache.Key)
            /// An exact device rectangle's (`RectangleCoverage`).
            case rectangle(Rect)
        }

        /// The coverage the mask is made of.
        let source: Source
        /// The mask's rectangle.
        let rect: PixelRect
        /// The mask narrowed (nil: none).
        let below: ObjectIdentifier?

        init(source: Source, rect: PixelRect, below: ClipMask?) {
            self.source = source
            self.rect = rect
            self.below = below.map(ObjectIdentifier.init)
        }
    }

    /// A kept mask, with the mask below it held so that its identity names no other.
    private struct Entry {
        let mask: ClipMask
        let below: ClipMask?
    }

    private let entries = FrameCache<Key, Entry>(maxBytes: 16 << 20)

    /// Starts a new frame: drops what the frame before did not use.
    func beginFrame() { entries.beginFrame() }

    /// The kept mask for `key`, if any.
    func mask(for key: Key) -> ClipMask? { entries.value(for: key)?.mask }

    /// Offers the mask just made for `key` (narrowing `below`): kept when the same clip was
    /// made in an earlier frame too (and it fits the budget), otherwise remembered.
    func offer(_ mask: ClipMask, below: ClipMask?, for key: Key) {
        entries.offer(for: key, size: mask.rect.area) { Entry(mask: mask, below: below) }
    }
}
