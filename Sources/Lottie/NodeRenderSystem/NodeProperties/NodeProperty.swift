/// A property of an animator node: a value provider paired with the container that holds its
/// current value (seed 000's "Node Property" and "Value Container").
public protocol AnyNodeProperty: AnyObject {
    /// Whether the provider has a new value for `frame`.
    func needsUpdate(frame: Double) -> Bool
    /// Pulls the value for `frame` from the provider into the container.
    func update(frame: Double)
    /// The current value, type-erased (for keypath queries).
    var anyValue: Any { get }
    /// Replaces the provider (dynamic properties); the next update pulls from it.
    func setProvider(_ provider: AnyObject) -> Bool
}

/// Holds the current value of a node property and whether it changed in the last update.
public final class ValueContainer<Value> {
    /// The current value.
    public private(set) var value: Value
    /// Set when the value changed during the current frame's update.
    public internal(set) var didUpdate = true

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
        value = newValue
        didUpdate = true
    }
}

/// A typed node property.
public final class NodeProperty<Value>: AnyNodeProperty {
    /// Where the value comes from.
    public private(set) var provider: any ValueProvider<Value>
    /// The provider the file defined, kept so a dynamic provider can be removed again.
    public let originalProvider: any ValueProvider<Value>
    /// The current value.
    public let container: ValueContainer<Value>

    init(provider: any ValueProvider<Value>) {
        self.provider = provider
        originalProvider = provider
        container = ValueContainer(provider.value(frame: 0))
    }

    /// The current value.
    @inlinable public var value: Value { container.value }

    public func needsUpdate(frame: Double) -> Bool { provider.hasUpdate(frame: frame) }

    public func update(frame: Double) {
        container.set(provider.value(frame: frame))
    }

    public var anyValue: Any { container.value }

    public func setProvider(_ newProvider: AnyObject) -> Bool {
        guard let typed = newProvider as? any ValueProvider<Value> else { return false }
        provider = typed
        return true
    }
}

extension NodeProperty where Value: KeyframeInterpolatable {
    /// A property driven by a model property.
    convenience init(_ group: KeyframeGroup<Value>) { self.init(provider: group.makeProvider()) }
}
