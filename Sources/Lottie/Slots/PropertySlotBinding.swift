import Graphics

/// A node property bound to a slot: a slot value replaces the file's values under any dynamic
/// provider, so a keypath value provider on the same property still wins.
final class PropertySlotBinding<Value: KeyframeInterpolatable>: SlotBinding {
    let kind: LottieSlotValue.Kind
    private let property: NodeProperty<Value>
    /// The property as loaded.
    private let original: KeyframeGroup<Value>

    /// A binding of `property`, loaded from `original`; nil for a value type no slot kind has
    /// (paths: the Lottie specification slots no shapes).
    init?(property: NodeProperty<Value>, original: KeyframeGroup<Value>) {
        guard let kind = LottieSlotValue.Kind(valueType: Value.self) else { return nil }
        self.kind = kind
        self.property = property
        self.original = original
    }

    func apply(_ value: LottieSlotValue) {
        if let group = value.keyframes(of: Value.self) { property.replaceFileValues(group) }
    }

    func restore() { property.replaceFileValues(original) }
}

extension LottieSlotValue.Kind {
    /// The kind of slot that binds node properties of `type`, if any (gradients bind through
    /// `GradientSlotBinding`, which keeps the stop count with the data).
    init?(valueType type: Any.Type) {
        switch type {
        case is Color.Type: self = .color
        case is Double.Type: self = .scalar
        case is LottieVector3.Type: self = .vector
        default: return nil
        }
    }
}

extension LottieSlotValue {
    /// The value's keyframes as those of a property of `type`, or nil when it holds another
    /// type.
    func keyframes<V>(of type: V.Type) -> KeyframeGroup<V>? {
        switch content {
        case .color(let group): return group as? KeyframeGroup<V>
        case .scalar(let group): return group as? KeyframeGroup<V>
        case .vector(let group): return group as? KeyframeGroup<V>
        case .gradient(let colors): return colors.values as? KeyframeGroup<V>
        case .text(let group): return group as? KeyframeGroup<V>
        case .image, .characters: return nil
        }
    }
}
