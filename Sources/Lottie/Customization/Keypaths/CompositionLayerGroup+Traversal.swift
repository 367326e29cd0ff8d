extension CompositionLayerGroup {
    /// Calls `body` with every composition layer, the layers inside precomps included (after
    /// their precomp layer), in file order.
    func forEachLayer(_ body: (CompositionLayer) -> Void) {
        for layer in layers {
            body(layer)
            (layer as? PrecompCompositionLayer)?.children.forEachLayer(body)
        }
    }
}
