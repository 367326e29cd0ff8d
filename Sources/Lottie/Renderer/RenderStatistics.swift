import Graphics
import Layers

/// Counters of the work a frame update did, so tests (and curious users) can check that
/// static content costs nothing.
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

    /// Counters at zero.
    public init() {}

    /// Sets the counters to zero and forgets the last repainted rectangles.
    public func reset() {
        nodesUpdated = 0
        layersRedrawn = 0
        pixelsRepainted = 0
        lastRepaintedRectangles = []
    }

    /// Counts a frame's repainted pixels.
    func record(_ damage: FrameDamage) {
        pixelsRepainted += damage.pixelCount
        lastRepaintedRectangles = damage.rectangles
    }
}
