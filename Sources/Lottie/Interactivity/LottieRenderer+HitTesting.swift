import Graphics
import Layers

/// Which parts of an animation are under a point (the interaction problem of `Documentation/Interactivity.md`): real
/// geometry instead of bounding boxes, nothing for layers that are hidden, outside their
/// in/out range or (nearly) transparent there, and hosted content only where nothing visible
/// covers it.
extension LottieRenderer {
    /// The default threshold below which something counts as invisible for hit testing.
    public static let defaultHitTestMinimumOpacity = 0.1

    /// Everything visible under `point` (composition coordinates) at the frame the tree shows
    /// (the first frame if none yet), top-most first: Lottie layers (each once, judged by its
    /// fill and stroke areas, solids and image pixels under its opacity, masks and matte) and
    /// hosted content (judged by what it draws: its presentation values at `time`, so where an
    /// animation of it has it now, and the alpha of what it draws at the point). A tap
    /// belongs to the first hit.
    ///
    /// - Parameters:
    ///   - point: where to look, in composition coordinates.
    ///   - minimumOpacity: how opaque something must be at the point to count (0...1).
    ///   - time: the media time whose presentation values hosted content is tested with
    ///     (default: now; a player passes its clock's time).
    public func hitTest(_ point: Point, minimumOpacity: Double = defaultHitTestMinimumOpacity,
                        atTime time: Double? = nil) -> [LottieHit] {
        if currentFrame == nil { update(frame: animation.startFrame) }
        guard let through = LayerPointSampler.gate(rootLayer, at: point) else { return [] }
        var tester = LottieHitTester(minimumOpacity: max(0, minimumOpacity), time: time ?? MediaTime.now())
        tester.visitLayers(in: rootLayer, at: point, factor: through, names: [])
        return tester.hits
    }

    /// `hitTest(_:minimumOpacity:atTime:)` for a point of an output of `size` the composition was
    /// rendered into with `mode`: the point goes back through the transform
    /// `render(frame:into:mode:backgroundColor:)` draws with, so it finds what is drawn there.
    public func hitTest(_ point: Point, inOutputOfSize size: Size, mode: LottieContentMode = .scaleAspectFitTopLeft,
                        minimumOpacity: Double = defaultHitTestMinimumOpacity, atTime time: Double? = nil) -> [LottieHit] {
        guard let inverse = transform(toFit: size, mode: mode).inverted else { return [] }
        return hitTest(inverse.apply(to: point), minimumOpacity: minimumOpacity, atTime: time)
    }

    /// The hosted layer a tap at `point` (composition coordinates) belongs to: the deepest
    /// hosted layer under it when hosted content is the top-most visible thing there, nil when
    /// nothing or a visible part of the animation is on top.
    public func hostedContent(at point: Point, minimumOpacity: Double = defaultHitTestMinimumOpacity) -> Layer? {
        hitTest(point, minimumOpacity: minimumOpacity).first?.hostedContent
    }
}
