import Graphics
import Layers

/// Finds what is visible under a point of a Lottie layer tree, top-most first.
///
/// Each Lottie layer is judged by what it really draws there (`LayerPointSampler`): shape
/// geometry (fill areas, stroke areas), solids, image pixels, under its opacity, masks, matte
/// and the clips, masks and mattes of the precomps holding it. Hidden layers and layers outside
/// their in/out range are skipped; so is anything whose opacity at the point is below the
/// threshold — a transparent layer covers nothing. Hosted content counts where it draws
/// (`HostedContentSampler`: its presentation values at `time`, its pixels' alpha), gated by
/// its host's opacity, masks and mattes, and is reported above its host's own drawing.
struct LottieHitTester {
    /// Hits fainter than this are ignored (the "transparent button" threshold of `Documentation/Interactivity.md`).
    let minimumOpacity: Double
    /// The media time at which hosted content is tested (its presentation values then).
    let time: Double
    private(set) var hits: [LottieHit] = []

    init(minimumOpacity: Double, time: Double) {
        self.minimumOpacity = minimumOpacity
        self.time = time
    }

    /// Tests the composition layers below `container` (a root or a precomp's clip layer) at
    /// `point` in the container's space; `factor` is what the holders let through.
    mutating func visitLayers(in container: Layer, at point: Point, factor: Double, names: [String]) {
        for sublayer in LayerPointSampler.drawingOrder(container.sublayers).reversed() {
            guard let layer = sublayer as? CompositionLayer else { continue }
            visit(layer, at: LayerPointSampler.point(point, inSpaceOf: layer, from: container), factor: factor, names: names)
        }
    }

    private mutating func visit(_ layer: CompositionLayer, at point: Point, factor: Double, names: [String]) {
        guard let outer = passes(layer, at: point, factor: factor) else { return }
        let contents = layer.contentsLayer
        let local = LayerPointSampler.point(point, inSpaceOf: contents, from: layer)
        guard let inner = passes(contents, at: local, factor: outer) else { return }
        let path = names + [layer.model.name]
        var drawing = PremultipliedSample.clear
        var drawingIndex: Int?
        for sublayer in LayerPointSampler.drawingOrder(contents.sublayers).reversed() {
            let p = LayerPointSampler.point(local, inSpaceOf: sublayer, from: contents)
            if let holder = sublayer as? HostedContentLayer {
                visitHosted(holder, at: p, factor: inner, keypath: path, host: layer)
            } else if sublayer.sublayers.contains(where: { $0 is CompositionLayer }) {
                // A precomp's clip layer: its layers are judged one by one.
                if let through = passes(sublayer, at: p, factor: inner) {
                    visitLayers(in: sublayer, at: p, factor: through, names: path)
                }
            } else {
                if drawingIndex == nil { drawingIndex = hits.count }
                // Walking top-most first, so what is found now lies below what was found before.
                drawing = drawing.over(LayerPointSampler.sample(sublayer, at: p))
            }
        }
        let opacity = inner * drawing.alpha
        if let drawingIndex, counts(opacity) {
            hits.insert(LottieHit(keypath: AnimationKeypath(keys: path), layer: layer, hostedContent: nil, opacity: opacity),
                        at: drawingIndex)
        }
    }

    private mutating func visitHosted(_ holder: HostedContentLayer, at point: Point, factor: Double,
                                      keypath: [String], host: CompositionLayer) {
        guard let through = passes(holder, at: point, factor: factor) else { return }
        let sampler = HostedContentSampler(minimumOpacity: minimumOpacity, time: time)
        guard let (hit, opacity) = sampler.hit(holder.content, at: point, factor: through), counts(opacity) else { return }
        hits.append(LottieHit(keypath: AnimationKeypath(keys: keypath), layer: host, hostedContent: hit, opacity: opacity))
    }

    /// What `layer` lets through at `point` (its space) of `factor`, or nil when that is too
    /// little to show anything.
    private func passes(_ layer: Layer, at point: Point, factor: Double) -> Double? {
        guard let gate = LayerPointSampler.gate(layer, at: point) else { return nil }
        let through = factor * gate
        return counts(through) ? through : nil
    }

    private func counts(_ opacity: Double) -> Bool { opacity > 0 && opacity >= minimumOpacity }
}
