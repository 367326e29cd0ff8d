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
    /// Puts the provider the file defined back; the next update pulls from it.
    func restoreOriginalProvider()
    /// Makes the next update pull a value even if the provider reports none (used when a
    /// node is switched on or off, so that its output is rebuilt).
    func setNeedsUpdate()
    /// The value the current provider gives at `frame`, type-erased, without changing what
    /// the property holds or what the provider reports next.
    func anyValue(atFrame frame: Double) -> Any
    /// The value the file's own provider gives at `frame`, type-erased, without side effects.
    func anyOriginalValue(atFrame frame: Double) -> Any
    /// The type of the property's value.
    var valueType: Any.Type { get }
}

/// A node property that tells the maps holding it when it may have a new value by other means
/// than its provider reporting one (a provider replaced or restored, a refresh asked for), so
/// that they can stop asking it once it holds a fixed value for good.
protocol SettlingNodeProperty: AnyNodeProperty {
    /// Whether the property holds the file's fixed value, pulled already: it changes only
    /// through its own methods, which raise its change flags.
    var isSettled: Bool { get }
    /// Flags to raise whenever the property may have a new value outside its provider's reports.
    var changeFlags: [PropertyChangeFlag] { get set }
}

/// Raised when a property of a `NodePropertyMap` may have a new value that polling only the
/// unsettled properties would miss.
final class PropertyChangeFlag {
    var isRaised = true
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
public final class NodeProperty<Value>: SettlingNodeProperty {
    /// Where the value comes from.
    public private(set) var provider: any ValueProvider<Value>
    /// The provider the file defined, kept so a dynamic provider can be removed again.
    public let originalProvider: any ValueProvider<Value>
    /// The current value.
    public let container: ValueContainer<Value>
    /// Set when the provider was replaced (or a refresh was asked for): the next update pulls
    /// a value whatever the provider reports, since the container still holds the old
    /// provider's value.
    private var providerChanged = false {
        didSet { if providerChanged { for flag in changeFlags { flag.isRaised = true } } }
    }
    var changeFlags: [PropertyChangeFlag] = []
    /// `originalProvider` when it is a file's fixed value.
    private let fixedOriginal: FixedValueSource?

    init(provider: any ValueProvider<Value>) {
        self.provider = provider
        originalProvider = provider
        fixedOriginal = provider as? FixedValueSource
        container = ValueContainer(provider.value(frame: 0))
    }

    /// The current value.
    @inlinable public var value: Value { container.value }

    var isSettled: Bool {
        !providerChanged && provider === originalProvider && fixedOriginal?.delivered == true
    }

    public func needsUpdate(frame: Double) -> Bool { providerChanged || provider.hasUpdate(frame: frame) }

    public func update(frame: Double) {
        providerChanged = false
        container.set(provider.value(frame: frame))
    }

    public var anyValue: Any { container.value }

    public func setProvider(_ newProvider: AnyObject) -> Bool {
        guard let typed = newProvider as? any ValueProvider<Value> else { return false }
        provider = typed
        providerChanged = true
        return true
    }

    /// Puts `originalProvider` back.
    public func restoreOriginalProvider() {
        provider = originalProvider
        providerChanged = true
    }

    /// Makes the next update pull a value.
    public func setNeedsUpdate() { providerChanged = true }

    /// The current provider's value at `frame`, read without side effects.
    public func anyValue(atFrame frame: Double) -> Any { provider.peekValue(frame: frame) }

    /// The file's own value at `frame`, read without side effects.
    public func anyOriginalValue(atFrame frame: Double) -> Any { originalProvider.peekValue(frame: frame) }

    /// `Value`.
    public var valueType: Any.Type { Value.self }
}

extension NodeProperty where Value: KeyframeInterpolatable {
    /// A property driven by a model property.
    convenience init(_ group: KeyframeGroup<Value>) { self.init(provider: group.makeProvider()) }
}
