import Graphics

/// The coverage spans of shapes drawn again frame after frame with the same path, transform,
/// style and clip (the still parts of an animation), so that drawing one again skips
/// flattening, stroking and scan conversion: the policy of CairoCanvas' `CoverageCache`, with
/// spans instead of masks.
///
/// Spans are kept under `FrameCache`'s policy: a shape's spans when it is drawn again in a
/// later frame (a shape seen once costs only a dictionary entry), dropped when a frame did
/// not use them.
final class SpanCache {
    /// How the path is turned into coverage.
    enum Shape: Hashable {
        case fill(FillRule)
        case stroke(StrokeStyle)

        /// The rule the shape's outline is filled with (a stroke's outline: non-zero).
        var rule: FillRule {
            switch self {
            case .fill(let rule): return rule
            case .stroke: return .nonZero
            }
        }
    }

    /// A shape drawn with a given transform within a given clip rectangle (the spans are cut
    /// to it). Equal keys have equal spans. The path is compared by value (arrays short-cut
    /// identical storage); the hash takes only a few numbers, as most lookups are of shapes new
    /// this frame, and is worked out once: a draw looks its key up several times (the spans,
    /// whether they would be kept, the offer, the clip mask made from them).
    struct Key: Hashable {
        /// A digest of the fields below, compared first: keys of different shapes mostly
        /// differ in it.
        private let digest: Int
        let path: BezierPath
        let transform: AffineTransform
        let shape: Shape
        let clip: PixelRect

        init(path: BezierPath, transform: AffineTransform, shape: Shape, clip: PixelRect) {
            var hasher = Hasher()
            hasher.combine(transform.a); hasher.combine(transform.d)
            hasher.combine(transform.tx); hasher.combine(transform.ty)
            path.combineDigest(into: &hasher)
            hasher.combine(clip.x); hasher.combine(clip.y); hasher.combine(clip.width); hasher.combine(clip.height)
            digest = hasher.finalize()
            self.path = path
            self.transform = transform
            self.shape = shape
            self.clip = clip
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    private struct Entry {
        let spans: SpanBuffer
        /// The clip the spans were last cut to, and the cut when it was kept: a shape drawn
        /// through the same clip twice in a row keeps its cut.
        var lastCut: PixelRect?
        var cut: SpanBuffer?

        /// The memory the entry holds.
        var byteCount: Int { spans.byteCount + (cut?.byteCount ?? 0) }
    }

    private let entries = FrameCache<Key, Entry>(maxBytes: 16 << 20)
    /// Shapes with fewer spans are scan-converted about as fast as they are looked up.
    private let minimumSpans = 16

    /// Starts a new frame: drops what the frame before did not use.
    func beginFrame() { entries.beginFrame() }

    /// The cached spans of `key` cut to `clip`: themselves when they lie inside it, the cut
    /// kept from the last draw through the same clip, or a cut written to `scratch` (kept
    /// when the same clip comes again next time, within the budget).
    func spans(for key: Key, cutTo clip: PixelRect, scratch: SpanBuffer) -> SpanBuffer? {
        entries.modifyValue(for: key) { entry, room in
            if entry.spans.count == 0 || clip.contains(entry.spans.bounds) { return (entry.byteCount, entry.spans) }
            if entry.lastCut == clip, let cut = entry.cut { return (entry.byteCount, cut) }
            let cut = entry.spans.cut(to: clip, into: scratch)
            let keep = entry.lastCut == clip && entry.spans.byteCount + cut.byteCount <= room
            entry.cut = keep ? cut.copy() : nil
            entry.lastCut = clip
            return (entry.byteCount, cut)
        }
    }

    /// Whether `offer(_:for:)` would keep the spans of `key` if they were rendered now (the
    /// shape was drawn in an earlier frame), when they fit the budget.
    func willKeep(_ key: Key) -> Bool { entries.willKeep(key) }

    /// Notes that `key` was drawn without its spans being kept (see `FrameCache.remember`).
    func noteDrawn(_ key: Key) { entries.remember(key) }

    /// Offers the spans just rendered for `key`: kept when the shape was drawn in an earlier
    /// frame too (and they fit the budget), otherwise remembered as a candidate.
    func offer(_ spans: SpanBuffer, for key: Key) {
        entries.offer(for: key, size: spans.byteCount, worthKeeping: spans.count >= minimumSpans) { Entry(spans: spans.copy()) }
    }
}

extension BezierPath {
    /// Adds a few numbers of the path to `hasher` (its element count and first point): enough
    /// to tell most different paths apart for the caches' keys, which compare whole paths only
    /// when their digests agree.
    func combineDigest(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        if case .move(let p)? = elements.first {
            hasher.combine(p.x); hasher.combine(p.y)
        }
    }
}
