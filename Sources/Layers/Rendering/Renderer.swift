import Graphics

/// Draws layer trees into any `Canvas` with Core Animation's geometry and compositing.
public enum Renderer {
    /// Draws `layer` and its subtree into `canvas`.
    ///
    /// The canvas space, after `transform` (for example a scale to the output size), plays the
    /// part of the layer's superlayer space: the layer is placed by its position, anchor point
    /// and transform (and its superlayer's `sublayerTransform`, if it has a superlayer), exactly
    /// as `hitTest(_:)` and `convert(_:from:)` with a nil layer expect. `backgroundColor`, when
    /// given, first fills the whole canvas. The canvas state is unchanged afterwards.
    public static func render(_ layer: Layer, into canvas: any Canvas, transform: AffineTransform = .identity,
                              backgroundColor: Color? = nil) {
        canvas.save()
        if let backgroundColor, let toDevice = canvas.currentTransform.inverted {
            canvas.save()
            canvas.concatenate(toDevice)
            canvas.fill(BezierPath(rect: Rect(origin: .zero, size: canvas.size)), color: backgroundColor)
            canvas.restore()
        }
        canvas.concatenate(transform)
        let parentSpace = layer.superlayer.map { $0.renderedValues().sublayerSpaceTransform } ?? .identity
        LayerTreeDrawer(canvas: canvas)
            .draw(layer, values: layer.renderedValues(), parentSpace: parentSpace, inheritedOpacity: 1)
        canvas.restore()
    }
}
