import Graphics
import Layers

/// Hit testing a playing animation in the player's own coordinates (the tree is placed in
/// `bounds` by `contentMode`, through the transform `LottieRenderer` draws with). Hosted content
/// attached through the player (`addHostedContent(_:toLayerAt:placement:)`) is found here and
/// survives a new `animation`.
extension LottieAnimationLayer {
    /// Everything visible under `point` (in this layer's coordinates) at the frame shown,
    /// top-most first; see `LottieRenderer.hitTest(_:minimumOpacity:atTime:)`. Hosted content
    /// is tested as drawn at the clock's current time. A change of `bounds` or `contentMode`
    /// counts at once (the tree is refitted if the next frame has not done it yet). Nothing
    /// outside `bounds` while `masksToBounds` clips the drawing there.
    public func hits(at point: Point, minimumOpacity: Double = LottieRenderer.defaultHitTestMinimumOpacity) -> [LottieHit] {
        guard let renderer, !masksToBounds || bounds.standardized.contains(point) else { return [] }
        fitTreeIfNeeded()
        return renderer.hitTest(renderer.rootLayer.convert(point, from: self), minimumOpacity: minimumOpacity, atTime: clock.now)
    }

    /// The hosted layer a tap at `point` (in this layer's coordinates) belongs to, when hosted
    /// content is the top-most visible thing there.
    public func hostedContent(at point: Point, minimumOpacity: Double = LottieRenderer.defaultHitTestMinimumOpacity) -> Layer? {
        hits(at: point, minimumOpacity: minimumOpacity).first?.hostedContent
    }
}
