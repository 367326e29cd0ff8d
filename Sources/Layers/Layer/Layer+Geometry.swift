import Graphics

/// Where a layer sits: Core Animation's frame algebra and the transforms between a layer, its
/// superlayer and the rest of the tree.
extension Layer {
    /// The anchor point in the layer's own coordinates.
    public var anchorPointInBounds: Point {
        let b = bounds.standardized
        return Point(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
    }

    /// The layer's rectangle in its superlayer's coordinates, derived from `bounds`,
    /// `position`, `anchorPoint` and `transform` as in Core Animation: the bounding box of the
    /// transformed bounds (`Rect.null` when a perspective puts part of it behind the eye).
    ///
    /// Setting it moves `position` and resizes `bounds` (keeping the bounds' origin) so that
    /// the frame becomes the given rectangle. With a transform that is not a scale or a
    /// multiple of a quarter turn, Core Animation leaves the result undefined; here the bounds
    /// then take the frame's size and the position is chosen to match the frame's origin.
    public var frame: Rect {
        get {
            if transform.isIdentity {
                let b = bounds.standardized
                return Rect(x: position.x - anchorPoint.x * b.width, y: position.y - anchorPoint.y * b.height,
                            width: b.width, height: b.height)
            }
            return PlaneProjection(localTransform).boundingBox(of: bounds)
        }
        set {
            let f = newValue.standardized
            bounds.size = boundsSize(forFrameSize: f.size)
            position = .zero
            let box = frame
            position = box.isNull
                ? Point(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
                : Point(x: f.minX - box.minX, y: f.minY - box.minY)
        }
    }

    /// Maps the layer's coordinates into its superlayer's space before the superlayer's
    /// `sublayerTransform`: the anchor point goes to the origin, then `transform`, then the
    /// translation to (`position`, `zPosition`).
    var localTransform: Transform3D {
        let anchor = anchorPointInBounds
        // Without a transform the two translations make one (asked of every layer every frame).
        if transform.isIdentity {
            return Transform3D(translationX: position.x - anchor.x, y: position.y - anchor.y, z: zPosition)
        }
        let toAnchor = Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
        let toPosition = Transform3D(translationX: position.x, y: position.y, z: zPosition)
        return toAnchor.concatenating(transform).concatenating(toPosition)
    }

    /// `sublayerTransform` applied about the anchor point: what this layer adds to the
    /// transform of each of its sublayers.
    var sublayerSpaceTransform: Transform3D {
        if sublayerTransform.isIdentity { return .identity }
        let anchor = anchorPointInBounds
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
    }

    /// Maps the layer's coordinates into its superlayer's (for a mask, the masked layer's),
    /// including the superlayer's `sublayerTransform`.
    var transformToSuperlayer: Transform3D {
        guard let parent = superlayer else { return localTransform }
        return localTransform.concatenating(parent.sublayerSpaceTransform)
    }

    /// The flattened map from the layer's coordinates to the space of the root of its tree's
    /// superlayer (the space `Renderer` draws the root into).
    var projectionToRoot: PlaneProjection {
        var projection = PlaneProjection(transformToSuperlayer)
        var node = superlayer ?? maskedLayer
        while let current = node {
            projection = projection.concatenating(PlaneProjection(current.transformToSuperlayer))
            node = current.superlayer ?? current.maskedLayer
        }
        return projection
    }

    /// Converts a point from the coordinates of `layer` (nil: the space the root of the tree
    /// is drawn into) to this layer's coordinates, through every transform on the way,
    /// perspective included. The coordinates are NaN when the point cannot be mapped (a
    /// singular transform, or a perspective that puts it behind the eye).
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        let fromRoot = layer.map { $0.projectionToRoot } ?? .identity
        return fromRoot.concatenating(projectionToRoot.inverted ?? .singular).apply(to: point) ?? .notMappable
    }

    /// Converts a point from this layer's coordinates to those of `layer` (nil: the space the
    /// root of the tree is drawn into). NaN when the point cannot be mapped.
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        let toRoot = projectionToRoot
        let fromRoot = layer.map { $0.projectionToRoot.inverted ?? .singular } ?? .identity
        return toRoot.concatenating(fromRoot).apply(to: point) ?? .notMappable
    }

    /// Converts a rectangle from the coordinates of `layer` to this layer's: the bounding box
    /// of its converted corners, `Rect.null` when a corner cannot be mapped.
    public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
        convertedBox(of: rect) { convert($0, from: layer) }
    }

    /// Converts a rectangle from this layer's coordinates to those of `layer`: the bounding
    /// box of its converted corners, `Rect.null` when a corner cannot be mapped.
    public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
        convertedBox(of: rect) { convert($0, to: layer) }
    }

    private func convertedBox(of rect: Rect, _ convertPoint: (Point) -> Point) -> Rect {
        guard !rect.isNull else { return .null }
        let corners = rect.corners.map(convertPoint)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .null }
        return Rect.enclosing(corners)
    }

    /// The bounds size that gives a frame of `size` under the current transform (see `frame`).
    private func boundsSize(forFrameSize size: Size) -> Size {
        let p = PlaneProjection(transform)
        guard !transform.isIdentity, p.isAffine else { return size }
        let t = p.affine
        // Rounding leaves cos(π/2) ≈ 6e-17 rather than 0: count such terms as zero.
        let tiny = 1e-12 * (abs(t.a) + abs(t.b) + abs(t.c) + abs(t.d))
        if abs(t.b) <= tiny, abs(t.c) <= tiny, abs(t.a) > tiny, abs(t.d) > tiny {
            return Size(width: size.width / abs(t.a), height: size.height / abs(t.d))
        }
        if abs(t.a) <= tiny, abs(t.d) <= tiny, abs(t.b) > tiny, abs(t.c) > tiny {
            return Size(width: size.height / abs(t.b), height: size.width / abs(t.c))
        }
        return size
    }
}

extension PlaneProjection {
    /// A map that sends every point nowhere: the stand-in for the inverse of a singular map.
    static let singular = PlaneProjection(m11: 0, m12: 0, m14: 0, m21: 0, m22: 0, m24: 0, m41: 0, m42: 0, m44: 0)

    /// The bounding box of the image of a rectangle's corners; `Rect.null` when a corner
    /// cannot be mapped.
    func boundingBox(of rect: Rect) -> Rect {
        var images: [Point] = []
        for corner in rect.standardized.corners {
            guard let image = apply(to: corner) else { return .null }
            images.append(image)
        }
        return Rect.enclosing(images)
    }
}

extension Rect {
    /// The four corners: min-min, max-min, max-max, min-max (clockwise on a y-down screen).
    var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }
}

extension Rect {
    /// Whether the origin and size are all finite numbers.
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension Point {
    /// The result of a conversion that has no answer.
    static let notMappable = Point(x: .nan, y: .nan)
}
