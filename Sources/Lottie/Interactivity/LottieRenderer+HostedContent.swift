import Graphics
import Layers

/// Native content in the animation's own layer tree ("same-layer rendering" in `Documentation/Interactivity.md`): any
/// `Layer` attached to a Lottie layer found by keypath — inside precomps too — rides along
/// with it frame by frame, and hit tests find it where it is the top-most visible thing.
extension LottieRenderer {
    /// Attaches `content` to the first Lottie layer `keypath` matches. The content lives in
    /// that layer's own coordinate space (the space its shapes, image or precomp are drawn
    /// in; see `convert(_:toLayerAt:)`), so it follows the layer's transform and its parents',
    /// its opacity, masks, matte and in/out range. Returns false when no layer matches.
    @discardableResult
    public func addHostedContent(_ content: Layer, toLayerAt keypath: AnimationKeypath,
                                 placement: LottieHostingPlacement = .above) -> Bool {
        guard let host = firstLayer(matching: keypath) else { return false }
        removeHostedContent(content)
        let holder = HostedContentLayer(content: content, placement: placement)
        let contents = host.contentsLayer
        if placement == .replacing {
            if let current = hosts(in: contents).first(where: { $0.placement == .replacing }) {
                holder.replacedLayers = current.replacedLayers
                current.replacedLayers = []
            } else {
                holder.replacedLayers = contents.sublayers.filter { !($0 is HostedContentLayer) }
                for layer in holder.replacedLayers { layer.removeFromSuperlayer() }
            }
        }
        contents.addSublayer(holder)
        return true
    }

    /// Detaches hosted content; a layer whose drawing it replaced draws again (unless other
    /// content still replaces it). Returns false when `content` was not hosted here.
    @discardableResult
    public func removeHostedContent(_ content: Layer) -> Bool {
        guard let holder = content.superlayer as? HostedContentLayer, holder.content === content,
              let contents = holder.superlayer else { return false }
        holder.removeFromSuperlayer()
        content.removeFromSuperlayer()
        if !holder.replacedLayers.isEmpty {
            if let next = hosts(in: contents).first(where: { $0.placement == .replacing }) {
                next.replacedLayers = holder.replacedLayers
            } else {
                for (index, layer) in holder.replacedLayers.enumerated() { contents.insertSublayer(layer, at: index) }
            }
        }
        return true
    }

    /// A point in composition coordinates converted into the own coordinate space of the
    /// first Lottie layer `keypath` matches (where its hosted content lives), at the current
    /// frame; nil when no layer matches or the layer's transform cannot be inverted.
    public func convert(_ point: Point, toLayerAt keypath: AnimationKeypath) -> Point? {
        convert(point, from: rootLayer, toLayerAt: keypath)
    }

    /// A rectangle in composition coordinates converted into the own coordinate space of the
    /// first Lottie layer `keypath` matches: the bounding box of its converted corners.
    public func convert(_ rect: Rect, toLayerAt keypath: AnimationKeypath) -> Rect? {
        convert(rect, from: rootLayer, toLayerAt: keypath)
    }

    /// A point in the coordinates of `source` (a layer of the tree `rootLayer` is in) converted
    /// into the own coordinate space of the first Lottie layer `keypath` matches, or into
    /// composition coordinates (`rootLayer`'s) for a nil keypath.
    func convert(_ point: Point, from source: Layer, toLayerAt keypath: AnimationKeypath?) -> Point? {
        guard let target = conversionTarget(keypath) else { return nil }
        return finite(target.convert(point, from: source))
    }

    /// A rectangle in the coordinates of `source` converted as
    /// `convert(_:from:toLayerAt:)` converts a point: the bounding box of its converted corners.
    func convert(_ rect: Rect, from source: Layer, toLayerAt keypath: AnimationKeypath?) -> Rect? {
        guard let target = conversionTarget(keypath) else { return nil }
        let converted = target.convert(rect, from: source)
        return converted.isNull ? nil : converted
    }

    /// The layer whose coordinate space `keypath` names: the contents of the first Lottie layer
    /// it matches, or the root for nil.
    private func conversionTarget(_ keypath: AnimationKeypath?) -> Layer? {
        guard let keypath else { return rootLayer }
        return firstLayer(matching: keypath)?.contentsLayer
    }

    /// A point in the own coordinate space of the first Lottie layer `keypath` matches,
    /// converted into composition coordinates at the current frame.
    public func convert(_ point: Point, fromLayerAt keypath: AnimationKeypath) -> Point? {
        guard let layer = firstLayer(matching: keypath) else { return nil }
        return finite(layer.contentsLayer.convert(point, to: rootLayer))
    }

    /// The first composition layer `keypath` matches, with the tree showing a frame.
    func firstLayer(matching keypath: AnimationKeypath) -> CompositionLayer? {
        if currentFrame == nil { update(frame: animation.startFrame) }
        for match in KeypathSearch.matches(of: keypath, in: layers) {
            if case .layer(let layer) = match.target { return layer }
        }
        return nil
    }

    private func hosts(in contents: Layer) -> [HostedContentLayer] {
        contents.sublayers.compactMap { $0 as? HostedContentLayer }
    }

    private func finite(_ p: Point) -> Point? { p.x.isFinite && p.y.isFinite ? p : nil }
}
