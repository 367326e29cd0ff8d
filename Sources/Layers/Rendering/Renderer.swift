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
    ///
    /// The tree is drawn as it appears at media time `time` (default: now): each layer with
    /// animations attached is drawn with its presentation values at that time. Rendering does
    /// not deliver animation events; see `Layer.advanceAnimations(to:)`.
    public static func render(_ layer: Layer, into canvas: any Canvas, transform: AffineTransform = .identity,
                              backgroundColor: Color? = nil, atTime time: Double? = nil) {
        draw(layer, into: canvas, transform: transform, backgroundColor: backgroundColor, atTime: time ?? MediaTime.now())
    }

    /// `render(_:into:transform:backgroundColor:atTime:)` leaving out the layers for which
    /// `isDrawn` is false (see `LayerTreeDrawer.isDrawn`).
    static func draw(_ layer: Layer, into canvas: any Canvas, transform: AffineTransform, backgroundColor: Color?,
                     atTime time: Double, isDrawn: ((Layer) -> Bool)? = nil) {
        canvas.save()
        if let backgroundColor, let toDevice = canvas.currentTransform.inverted {
            canvas.save()
            canvas.concatenate(toDevice)
            canvas.fill(BezierPath(rect: Rect(origin: .zero, size: canvas.size)), color: backgroundColor)
            canvas.restore()
        }
        canvas.concatenate(transform)
        let parentSpace = layer.superlayer.map { $0.renderedValues(at: time).sublayerSpaceTransform } ?? .identity
        LayerTreeDrawer(canvas: canvas, time: time, isDrawn: isDrawn)
            .draw(layer, values: layer.renderedValues(at: time), parentSpace: parentSpace, inheritedOpacity: 1)
        canvas.restore()
    }
}
