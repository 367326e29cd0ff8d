import Graphics
import Layers

/// Counters of the work a frame update did, so tests (and curious users) can check that
/// static content costs nothing and that a change redoes only the work that depends on it.
public final class RenderStatistics: @unchecked Sendable {
    /// Animator nodes whose properties changed and were recomputed.
    public var nodesUpdated = 0
    /// Render layers whose drawing was rebuilt.
    public var layersRedrawn = 0
    /// Pixels repainted by `LottieRenderer.render(frame:into:mode:backgroundColor:incremental:)`
    /// (all of the canvas for a frame drawn whole).
    public var pixelsRepainted = 0
    /// The rectangles of whole device pixels that the last such render repainted; empty when
    /// nothing had changed.
    public var lastRepaintedRectangles: [Rect] = []
    /// Shape paths (rectangles, ellipses, stars, bezier paths) generated from their properties.
    public var pathsGenerated = 0
    /// Path modifiers (trim, merge, round corners, offset, pucker and bloat, twist, zig zag)
    /// applied to their paths; a modifier whose properties and input paths did not change keeps
    /// its last result and does not count.
    public var modifiersApplied = 0
    /// Fills, strokes and gradients whose drawing instruction was built again (whether or not
    /// it turned out to differ, which `layersRedrawn` tells).
    public var stylesRebuilt = 0

    /// Counters at zero.
    public init() {}

    /// Sets the counters to zero and forgets the last repainted rectangles.
    public func reset() {
        nodesUpdated = 0
        layersRedrawn = 0
        pathsGenerated = 0
        modifiersApplied = 0
        stylesRebuilt = 0
        pixelsRepainted = 0
        lastRepaintedRectangles = []
    }

    /// Counts a frame's repainted pixels.
    func record(_ damage: FrameDamage) {
        pixelsRepainted += damage.pixelCount
        lastRepaintedRectangles = damage.rectangles
    }
}
