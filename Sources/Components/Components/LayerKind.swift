import Layers

/// The kind of layer a `LayerComponent` mounts: a name and a way to make one.
///
/// Layers are only ever reused between components of the same kind (same `name`), so a
/// recycled layer is always of the class its new component expects.
public struct LayerKind: Hashable, Sendable, CustomStringConvertible {
    /// The name that identifies the kind (the reuse identifier).
    public let name: String
    /// Makes a fresh layer of this kind.
    let make: @Sendable () -> Layer

    /// A kind named `name` whose layers `make` creates.
    public init(_ name: String, make: @escaping @Sendable () -> Layer) {
        self.name = name
        self.make = make
    }

    /// A plain `Layer`.
    public static let plain = LayerKind("layer") { Layer() }
    /// A `ShapeLayer`, configured by overriding `LayerComponent.configure(_:size:)`.
    public static let shape = LayerKind("shape") { ShapeLayer() }

    /// Kinds are equal when their names are.
    public static func == (a: LayerKind, b: LayerKind) -> Bool { a.name == b.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// The name.
    public var description: String { name }
}
