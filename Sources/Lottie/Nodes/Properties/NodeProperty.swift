/// A property of an animator node: a value provider paired with the container that holds its
/// current value ("Node Property" and "Value Container" in `Documentation/NodeRenderSystem.md`).
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
    /// Whether the property holds the file's fixed value (which it does from the start): it
    /// changes only through its own methods, which tell its maps.
    var isSettled: Bool { get }
    /// The maps to tell whenever the property may have a new value outside its provider's
    /// reports.
    var watchingMaps: [WatchingMap] { get set }
}

/// A map a property tells of changes, not retained: the map holds the property. (The map
/// itself is the flag, rather than a flag object per map, which cost an allocation per node.)
struct WatchingMap {
    unowned let map: NodePropertyMap
}

/// A typed node property: the value nodes read ("Value Container" in `Documentation/NodeRenderSystem.md`,
/// held in the property itself) and where it comes from.
///
/// The file's own values come from keyframes (a `KeyframeInterpolator`) or are one fixed value,
/// which needs no provider object: it is the property's value from the start. A build makes a
/// property for every animatable field of every item, so each object per property counts.
public final class NodeProperty<Value: KeyframeInterpolatable>: SettlingNodeProperty {
    // The parts whose layout does not depend on `Value` first: the property is asked through
    // `AnyNodeProperty` every frame, in code not specialised for the value type.
    /// Set when the provider was replaced (or a refresh was asked for): the next update pulls
    /// a value whatever the provider reports, since the property still holds the old
    /// provider's value.
    private var providerChanged = false {
        didSet { if providerChanged { for watching in watchingMaps { watching.map.changesRaised = true } } }
    }
    var watchingMaps: [WatchingMap] = []
    /// The file's keyframes; nil when the file gives one fixed value (`fileValue`). A slot
    /// value set at run time replaces them (`replaceFileValues(_:)`).
    private(set) var keyframes: KeyframeInterpolator<Value>?
    /// A provider installed at run time (dynamic properties); nil while the file's own values
    /// apply.
    public private(set) var dynamicProvider: (any ValueProvider<Value>)?
    /// The current value.
    // Read by every node of every frame, so it skips the run-time exclusivity checks (as
    // `Layer`'s geometry does): no access to it spans a call that could reach it again.
    @exclusivity(unchecked) public private(set) var value: Value
    /// The file's value at frame 0: its only value when `keyframes` is nil.
    private var fileValue: Value
    /// The property's After Effects expression, applied to the file's values each frame (nil
    /// without one, or with expressions off): `BoundExpression.evaluate(frame:keyframed:)`
    /// made where `Value` is known, as `KeyframeInterpolator` makes its evaluation (asked in
    /// code not specialised for the type, it cast the value and looked up metadata every call).
    private let expression: ((Double, Value) -> Value)?

    /// A property driven by a model property (borrowed: the model's keyframes are not copied
    /// just to be read). A property bound to a slot (`sid`) is made known to the slots of the
    /// tree being built (`SlotBindings.building`).
    init(_ group: borrowing KeyframeGroup<Value>) {
        (keyframes, value) = Self.fileValues(group)
        fileValue = value
        expression = BoundExpression.binding(for: group).map { bound in
            { frame, keyframed in bound.evaluate(frame: frame, keyframed: keyframed) }
        }
        if let slotID = group.slotID, let slots = SlotBindings.building,
           let binding = PropertySlotBinding(property: self, original: copy group) {
            slots.bind(binding, to: slotID)
        }
    }

    /// The keyframe interpolator (nil for a constant) and the value at frame 0 of a model
    /// property.
    private static func fileValues(_ group: borrowing KeyframeGroup<Value>) -> (KeyframeInterpolator<Value>?, Value) {
        guard case .animated(let frames) = group.content, let track = KeyframeTrack(frames) else {
            return (nil, group.initialValue)
        }
        let interpolator = KeyframeInterpolator(track: track)
        return (interpolator, interpolator.value(frame: 0))
    }

    /// Replaces the file's values by `group` (a slot's value, or the file's own again): a
    /// dynamic provider still wins over them. The next update pulls a value.
    func replaceFileValues(_ group: borrowing KeyframeGroup<Value>) {
        (keyframes, fileValue) = Self.fileValues(group)
        providerChanged = true
    }

    var isSettled: Bool { !providerChanged && dynamicProvider == nil && keyframes == nil && expression == nil }

    public func needsUpdate(frame: Double) -> Bool {
        if providerChanged { return true }
        if let dynamicProvider { return dynamicProvider.hasUpdate(frame: frame) }
        // An expression may depend on time and on other properties: asked every frame.
        if expression != nil { return true }
        return keyframes?.hasUpdate(frame: frame) ?? false
    }

    public func update(frame: Double) {
        providerChanged = false
        if let dynamicProvider {
            value = dynamicProvider.value(frame: frame)
        } else if let keyframes {
            value = keyframes.value(frame: frame)
        } else {
            value = fileValue
        }
        if dynamicProvider == nil, let expression { value = expression(frame, value) }
    }

    public var anyValue: Any { value }

    public func setProvider(_ newProvider: AnyObject) -> Bool {
        guard let typed = newProvider as? any ValueProvider<Value> else { return false }
        dynamicProvider = typed
        providerChanged = true
        return true
    }

    /// Removes the dynamic provider: the file's values apply again from the next update.
    public func restoreOriginalProvider() {
        dynamicProvider = nil
        providerChanged = true
    }

    /// Makes the next update pull a value.
    public func setNeedsUpdate() { providerChanged = true }

    /// The value the current provider (dynamic or the file's) gives at `frame`, read without
    /// side effects.
    public func peekValue(frame: Double) -> Value {
        dynamicProvider?.peekValue(frame: frame) ?? originalValue(frame: frame)
    }

    /// The file's own value at `frame` (a slot's value, when the property is bound to a slot
    /// that was set), read without side effects.
    public func originalValue(frame: Double) -> Value { keyframes?.peekValue(frame: frame) ?? fileValue }

    public func anyValue(atFrame frame: Double) -> Any { peekValue(frame: frame) }

    public func anyOriginalValue(atFrame frame: Double) -> Any { originalValue(frame: frame) }

    /// `Value`.
    public var valueType: Any.Type { Value.self }
}
