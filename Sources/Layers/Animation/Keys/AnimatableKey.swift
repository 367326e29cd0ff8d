/// A property of a layer that animations can drive, with the name Core Animation gives it
/// ("opacity", "position.x", "transform.rotation.z") and typed access to its value.
///
/// The built-in keys are static members (`.opacity`, `.position`, `.transformRotationZ`, …);
/// a subclass declares its own with a key path, e.g. a custom `currentFrame` property:
///
/// ```swift
/// static let currentFrame = AnimatableKey<Double>("currentFrame", \FrameLayer.currentFrame)
/// ```
public struct AnimatableKey<Value: Interpolatable>: Sendable, CustomStringConvertible {
    /// The key path name, used for action lookup, `needsDisplay(forKey:)` and animation keys.
    public let name: String
    private let read: @Sendable (Layer) -> Value?
    private let write: @Sendable (Layer, Value) -> Void

    /// A key reading and writing the value with closures. `get` returns nil for layers that do
    /// not have the property (an animation of it then does nothing).
    public init(_ name: String, get: @escaping @Sendable (Layer) -> Value?,
                set: @escaping @Sendable (Layer, Value) -> Void) {
        self.name = name; read = get; write = set
    }

    /// A key for a stored property of a layer class, given by its key path.
    public init<Owner: Layer>(_ name: String, _ keyPath: any ReferenceWritableKeyPath<Owner, Value> & Sendable) {
        self.init(name, get: { ($0 as? Owner)?[keyPath: keyPath] },
                  set: { layer, value in (layer as? Owner)?[keyPath: keyPath] = value })
    }

    /// The property's value in `layer`, or nil if the layer has no such property.
    public func value(in layer: Layer) -> Value? { read(layer) }

    /// Sets the property in `layer` (nothing happens if it has no such property).
    public func setValue(_ value: Value, in layer: Layer) { write(layer, value) }

    /// A key for a part of this key's value (`position.x`, `bounds.size`), named
    /// `"\(name).\(suffix)"`.
    public func component<Part: Interpolatable>(_ suffix: String, get: @escaping @Sendable (Value) -> Part,
                                                set: @escaping @Sendable (inout Value, Part) -> Void) -> AnimatableKey<Part> {
        let whole = self
        return AnimatableKey<Part>(name + "." + suffix, get: { whole.value(in: $0).map(get) }, set: { layer, part in
            guard var value = whole.value(in: layer) else { return }
            set(&value, part)
            whole.setValue(value, in: layer)
        })
    }

    /// The key name.
    public var description: String { name }
}
