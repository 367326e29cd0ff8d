/// The split between the model values a program sets and the values on screen.
extension Layer {
    /// A copy of the layer with the values currently on screen (Core Animation's
    /// `presentation()`): made with `init(layer:)`, so it has no superlayer, sublayers or mask.
    /// With no animations running, the values are the model values.
    public func presentation() -> Self {
        type(of: self).init(layer: self)
    }

    /// The layer whose property values `Renderer` draws in place of this one. This is the one
    /// place the renderer obtains values from, so that running animations can substitute a
    /// presentation copy; with none running, it is the model layer itself.
    func renderedValues() -> Layer {
        self
    }
}
