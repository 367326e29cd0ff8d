import Graphics

/// Colours for `Color` properties (fills, strokes): components 0...1, alpha included.
///
/// ```swift
/// renderer.setValueProvider(ColorValueProvider(.red), keypath: "**.Fill 1.Color")
/// ```
public final class ColorValueProvider: DynamicValueProvider<Color> {
    /// The colour, when the provider gives a constant (nil for keyframes and closures).
    /// Setting it switches to that constant colour.
    public var color: Color? {
        get { if case .constant(let c) = source { return c } else { return nil } }
        set { if let newValue { setValue(newValue) } }
    }
}
