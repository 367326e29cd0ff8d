import Graphics

/// A path that clips a layer (see `Layer.clipPaths`).
public struct ClipPath: Hashable, Sendable {
    /// The outline, in the layer's space.
    public var path: BezierPath
    /// Which regions of the path are inside.
    public var rule: FillRule

    /// A clip path.
    public init(_ path: BezierPath, rule: FillRule = .nonZero) {
        self.path = path
        self.rule = rule
    }
}
