import Graphics

/// Changes how a layer looks as a whole, like Core Animation's `filters`: a blur, a shadow, a
/// colour change.
///
/// The renderer hands a filter the layer's complete appearance — background, contents,
/// drawing, sublayers, all through the layer's mask — as a closure to draw, in the layer's
/// own space, before the layer's opacity and blend mode are applied. The canvas's current
/// transform maps that space to device pixels, so a filter converts its sizes from layer
/// units with it. Filters run at every render; one whose settings change needs nothing else.
public protocol LayerFilter: AnyObject {
    /// Draws `content` (the layer's appearance) into `canvas`, filtered.
    func draw(in canvas: any Canvas, _ content: () -> Void)
}
