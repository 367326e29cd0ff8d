import Graphics

/// Finding the layer under a point, with Core Animation's rules (see `hitTest(_:)`).
extension Layer {
    /// The deepest visible layer of this subtree under `point`, counting only layers whose
    /// effective opacity (their own times their ancestors', this layer's ancestors included)
    /// is at least `minimumOpacity`. Fainter layers and their sublayers are ignored; otherwise
    /// the rules are those of `hitTest(_:)`. With `minimumOpacity` 0 the result is the same.
    public func hitTest(_ point: Point, minimumOpacity: Double) -> Layer? {
        var ancestorsOpacity = 1.0
        var node = superlayer
        while let current = node {
            ancestorsOpacity *= current.clampedOpacity
            node = current.superlayer
        }
        return hitTest(point, minimumOpacity: minimumOpacity, inheritedOpacity: ancestorsOpacity)
    }

    private func hitTest(_ point: Point, minimumOpacity: Double, inheritedOpacity: Double) -> Layer? {
        let opacity = inheritedOpacity * clampedOpacity
        guard opacity >= minimumOpacity else { return nil }
        return searchForHit(at: point) { sublayer, localPoint in
            sublayer.hitTest(localPoint, minimumOpacity: minimumOpacity, inheritedOpacity: opacity)
        }
    }

    /// The search shared by both kinds of hit test: `point` is in superlayer coordinates,
    /// `testSublayer` tests one sublayer with a point in this layer's coordinates.
    func searchForHit(at point: Point, testSublayer: (Layer, Point) -> Layer?) -> Layer? {
        guard !isHidden,
              let inverse = PlaneProjection(transformToSuperlayer).inverted,
              let localPoint = inverse.apply(to: point) else { return nil }
        if masksToBounds && !contains(localPoint) { return nil }
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = testSublayer(sublayer, localPoint) { return hit }
        }
        return contains(localPoint) ? self : nil
    }

    /// `opacity` limited to 0...1 (NaN counts as 0).
    var clampedOpacity: Double { opacity >= 0 ? min(opacity, 1) : 0 }

    /// Whether drawing these values can put anything on the canvas at all: not hidden, and
    /// not fully transparent.
    var canShow: Bool { !isHidden && clampedOpacity > 0 }
}
