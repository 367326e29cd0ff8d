/// Building and editing the tree, with Core Animation's rules: a layer has at most one
/// superlayer, and adding it somewhere removes it from where it was.
///
/// Operations that would make a cycle (adding a layer to itself or to one of its own
/// descendants) do nothing.
extension Layer {
    /// The sublayers in array order (the drawing order among equal `zPosition`s). Assigning
    /// removes the current sublayers and adds the new ones in order.
    public var sublayers: [Layer] {
        get { sublayerStorage }
        set {
            for layer in sublayerStorage { layer.superlayer = nil }
            sublayerStorage = []
            for layer in newValue { addSublayer(layer) }
        }
    }

    /// Adds a layer on top of the other sublayers.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayerStorage.count)
    }

    /// Inserts a layer at an index of `sublayers` (clamped to the valid range), counted after
    /// the layer has left its old place.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard canAdopt(layer) else { return }
        layer.removeFromSuperlayer()
        if let owner = layer.maskedLayer { owner.mask = nil }
        let slot = min(max(index, 0), sublayerStorage.count)
        // Appending (building a tree) costs less than the general insertion.
        if slot == sublayerStorage.count { sublayerStorage.append(layer) } else { sublayerStorage.insert(layer, at: slot) }
        layer.superlayer = self
    }

    /// Inserts a layer just above `sibling`, or on top when `sibling` is nil or not a
    /// sublayer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard canAdopt(layer), layer !== sibling else { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { indexOfSublayer($0) }.map { $0 + 1 } ?? sublayerStorage.count
        insertSublayer(layer, at: index)
    }

    /// Inserts a layer just below `sibling`, or at the bottom when `sibling` is nil or not a
    /// sublayer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard canAdopt(layer), layer !== sibling else { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { indexOfSublayer($0) } ?? 0
        insertSublayer(layer, at: index)
    }

    /// Puts `newLayer` in the place of `oldLayer`. Does nothing when `oldLayer` is not a
    /// sublayer.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer, canAdopt(newLayer), indexOfSublayer(oldLayer) != nil else { return }
        newLayer.removeFromSuperlayer()
        guard let index = indexOfSublayer(oldLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: index)
    }

    /// Detaches the layer from its superlayer (nothing happens when it has none).
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerStorage.removeAll { $0 === self }
        superlayer = nil
    }

    /// Whether `other` is this layer or one of its descendants.
    public func isDescendant(of other: Layer) -> Bool {
        var node: Layer? = self
        while let current = node {
            if current === other { return true }
            node = current.superlayer
        }
        return false
    }

    /// The first layer named `name` in this layer's subtree (this layer first, then depth
    /// first in sublayer order).
    public func sublayer(named name: String) -> Layer? {
        if self.name == name { return self }
        for layer in sublayerStorage {
            if let found = layer.sublayer(named: name) { return found }
        }
        return nil
    }

    /// The sublayers ordered for drawing: by `zPosition`, keeping array order among equals.
    var sublayersInDrawingOrder: [Layer] {
        zOrdered(sublayerStorage) { $0.zPosition }
    }

    private func indexOfSublayer(_ layer: Layer) -> Int? {
        sublayerStorage.firstIndex { $0 === layer }
    }

    /// Whether this layer is drawn as part of `other`: `other` itself, a descendant, or
    /// inside a mask of one of them.
    func isDrawn(within other: Layer) -> Bool {
        var node: Layer? = self
        while let current = node {
            if current === other { return true }
            node = current.superlayer ?? current.maskedLayer
        }
        return false
    }

    private func canAdopt(_ layer: Layer) -> Bool {
        !isDrawn(within: layer)
    }
}
