/// Numbers for one-dimensional properties: opacity (0...100), rotation (degrees), stroke
/// width, trim start and end (0...100), polystar points, repeater copies, split positions.
public final class FloatValueProvider: DynamicValueProvider<Double> {
    /// The number, when the provider gives a constant (nil for keyframes and closures).
    /// Setting it switches to that constant.
    public var float: Double? {
        get { if case .constant(let v) = source { return v } else { return nil } }
        set { if let newValue { setValue(newValue) } }
    }
}
