import Graphics
import Layers

/// The appearance a `LayerComponent` gives its layer. Every field has a default, so the
/// attributes describe the whole appearance: a layer reused for another component loses
/// everything its previous owner set.
public struct LayerAttributes: Hashable, Sendable {
    /// The background colour (nil: none).
    public var backgroundColor: Color?
    /// The opacity, 0...1.
    public var opacity: Double
    /// The radius of the rounded corners.
    public var cornerRadius: Double
    /// The width of the border.
    public var borderWidth: Double
    /// The colour of the border.
    public var borderColor: Color?
    /// Whether sublayers are clipped to the (rounded) bounds.
    public var masksToBounds: Bool
    /// The transform, about the centre of the layer.
    public var transform: Transform3D
    /// Whether the layer is hidden.
    public var isHidden: Bool

    /// Attributes with the given values; the defaults are those of a new `Layer`.
    public init(backgroundColor: Color? = nil, opacity: Double = 1, cornerRadius: Double = 0,
                borderWidth: Double = 0, borderColor: Color? = .black, masksToBounds: Bool = false,
                transform: Transform3D = .identity, isHidden: Bool = false) {
        self.backgroundColor = backgroundColor
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.masksToBounds = masksToBounds
        self.transform = transform
        self.isHidden = isHidden
    }

    /// Writes the attributes to `layer`. With `previous` (what the same component identity set
    /// last time), only the fields that changed are written, so that a property driven by
    /// something else — a Dynamics animation, say — is left alone while the component keeps it.
    func apply(to layer: Layer, previous: LayerAttributes?) {
        func write<Value: Equatable>(_ field: KeyPath<LayerAttributes, Value>, _ set: (Value) -> Void) {
            if previous?[keyPath: field] != self[keyPath: field] { set(self[keyPath: field]) }
        }
        write(\.backgroundColor) { layer.backgroundColor = $0 }
        write(\.opacity) { layer.opacity = $0 }
        write(\.cornerRadius) { layer.cornerRadius = $0 }
        write(\.borderWidth) { layer.borderWidth = $0 }
        write(\.borderColor) { layer.borderColor = $0 }
        write(\.masksToBounds) { layer.masksToBounds = $0 }
        write(\.transform) { layer.transform = $0 }
        write(\.isHidden) { layer.isHidden = $0 }
    }
}
