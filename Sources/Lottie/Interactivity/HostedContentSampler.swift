import Graphics
import Layers

/// Hit testing of hosted content by what it draws: each layer of the hosted tree is judged at
/// media time `time` (its presentation values, so a layer moving under an animation is found
/// where it is drawn, not where its model value says it will end) by the colour its subtree
/// draws at the point (`PointSamplingCanvas`), so transparent parts of a bitmap, the corners a
/// rounded shape leaves empty and faint layers take no taps.
struct HostedContentSampler {
    /// Hits fainter than this are ignored.
    let minimumOpacity: Double
    /// The media time whose presentation values are tested.
    let time: Double

    /// The deepest layer of `layer`'s subtree that draws at `point` (in the space of
    /// `layer`'s superlayer), with how opaque the subtree is there times `factor`; nil when
    /// nothing there is at least `minimumOpacity` opaque.
    func hit(_ layer: Layer, at point: Point, factor: Double) -> (layer: Layer, opacity: Double)? {
        let opacity = factor * sample(layer, at: point).alpha
        guard opacity > 0, opacity >= minimumOpacity else { return nil }
        let values = layer.presentation(at: time)
        let local = localPoint(point, in: layer, values: values)
        if local.x.isFinite, local.y.isFinite {
            let through = factor * max(0, min(1, values.opacity.isNaN ? 0 : values.opacity))
            for sublayer in LayerPointSampler.drawingOrder(layer.sublayers).reversed() {
                if let found = hit(sublayer, at: local, factor: through) { return found }
            }
        }
        return (layer, opacity)
    }

    /// What `layer` and its subtree draw at `point` (its superlayer's space) at `time`.
    func sample(_ layer: Layer, at point: Point) -> PremultipliedSample {
        guard point.x.isFinite, point.y.isFinite else { return .clear }
        let canvas = PointSamplingCanvas()
        Renderer.render(layer, into: canvas, transform: AffineTransform(translationX: -point.x, y: -point.y), atTime: time)
        return canvas.sample
    }

    /// `point` (superlayer space) in the layer's own space, by its presentation geometry when
    /// that is flat, else by the model's.
    func localPoint(_ point: Point, in layer: Layer, values: Layer) -> Point {
        let parentTransformApplies = layer.superlayer.map { !$0.sublayerTransform.isIdentity } ?? false
        guard values.transform.isAffine, !parentTransformApplies else {
            return layer.convert(point, from: layer.superlayer)
        }
        return LayerPointSampler.point(point, inSpaceOf: values, from: nil)
    }

    /// `point`, in the coordinates of `source` (a layer above `layer` in its tree), in the
    /// coordinates of `layer`: model geometry down to the hosted content's holder, presentation
    /// geometry inside the hosted content (where layers may be animated).
    func convert(_ point: Point, from source: Layer, to layer: Layer) -> Point {
        var chain: [Layer] = []
        var node: Layer? = layer
        while let current = node, !(current is HostedContentLayer) {
            chain.append(current)
            node = current.superlayer
        }
        guard let holder = node else { return layer.convert(point, from: source) }
        var p = holder.convert(point, from: source)
        for current in chain.reversed() {
            p = localPoint(p, in: current, values: current.presentation(at: time))
        }
        return p
    }
}
