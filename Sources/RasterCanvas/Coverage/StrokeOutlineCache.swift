#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Graphics

/// The stroke outlines of paths that frame after frame are only moved, turned or drawn again,
/// so that such a stroke costs replaying its outline rather than stroking it again
/// (FreeType's stroker spends most of its time in its trigonometry: on an animation of
/// turning circles it took a third of the frame).
///
/// Such outlines are made in user space scaled by about the transform's scale (see
/// `RasterImageCanvas.strokeOutline`), so that the translation is applied when the outline is
/// replayed. Under a rotation and uniform scale, the scale is rounded up to a ladder of scales
/// (`strokingScale(for:)`) and the outline depends on the path, the style and that step alone:
/// the rotation and what is left of the scale are applied when it is replayed. Under another
/// transform the outline's miters are decided in device space, so it depends on the
/// transform's linear part too. Outlines are stroked (and their curves flattened, within 0.1
/// device pixel) this way whether they are kept or not, so a kept outline is exactly the one
/// stroking again would make, and is replayed as lines.
///
/// Outlines are kept under `FrameCache`'s policy: stroked in two different frames, dropped
/// when a frame did not use them.
final class StrokeOutlineCache {
    /// How a path is stroked: the style, at a scale (and linear part).
    struct Stroking: Hashable {
        let style: StrokeStyle
        /// The scale the path is stroked at (`strokingScale(for:)` under a uniform transform).
        let scale: Double
        /// The stroking space's magnification over device resolution (for hairlines).
        let magnification: Double
        /// The transform's linear part, for a transform that is not uniform (its miters are
        /// decided in device space); nil under a uniform one.
        let linearPart: AffineTransform?
    }

    /// A path stroked one way. Equal keys have equal outlines. As in `SpanCache.Key`, the path
    /// is compared by value and the hash takes a few numbers.
    struct Key: Hashable {
        private let digest: Int
        let path: BezierPath
        let stroking: Stroking

        init(path: BezierPath, stroking: Stroking) {
            var hasher = Hasher()
            hasher.combine(stroking.scale); hasher.combine(stroking.style.width)
            path.combineDigest(into: &hasher)
            digest = hasher.finalize()
            self.path = path
            self.stroking = stroking
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    private let entries = FrameCache<Key, OutlineStore>(maxBytes: 8 << 20)
    /// Outlines with fewer points (a line's rectangle) are stroked about as fast as they are
    /// looked up and copied.
    private let minimumPoints = 8

    /// How many outlines are kept.
    var count: Int { entries.count }

    /// Starts a new frame: drops what the frame before did not use.
    func beginFrame() { entries.beginFrame() }

    /// The kept outline for `key`, if any.
    func outline(for key: Key) -> OutlineStore? { entries.value(for: key) }

    /// Offers the outline just stroked for `key`: a copy is kept when the same stroke was made
    /// in an earlier frame too (and it fits the budget), otherwise the key is remembered.
    func offer(_ outline: OutlineStore, for key: Key) {
        entries.offer(for: key, size: outline.byteCount, worthKeeping: outline.pointCount >= minimumPoints) {
            OutlineStore(copying: outline)
        }
    }

    /// The scale an outline for a transform of `scale` (positive, finite) is stroked at: the
    /// nearest step at or above it of a ladder of eight steps per doubling, so that a path
    /// whose scale changes a little from frame to frame (a layer growing) keeps its outline
    /// for a few frames. Stroked larger, then scaled down, the outline is flattened at most as
    /// coarsely as at the transform's own scale.
    static func strokingScale(for scale: Double) -> Double {
        let step = (log2(scale) * stepsPerDoubling).rounded(.up)
        return exp2(step / stepsPerDoubling)
    }

    private static let stepsPerDoubling = 8.0
}
