/// A change of an animatable property, as handed to the action it triggers: the key, the value
/// before the change, and a way to build Core Animation's default implicit animation for it.
public struct PropertyChange {
    /// The property's key name.
    public let key: String
    /// The value before the change (type-erased; an `AnimatableKey<Value>`'s `Value`).
    public let oldValue: any Interpolatable
    private let makeImplicitAnimation: () -> any LayerAnimation

    /// A change of `key` from `oldValue`.
    public init<Value>(key: AnimatableKey<Value>, oldValue: Value) {
        self.key = key.name
        self.oldValue = oldValue
        makeImplicitAnimation = {
            var animation = BasicAnimation(key: key, from: oldValue)
            animation.duration = Transaction.animationDuration
            animation.timingFunction = Transaction.animationTimingFunction ?? .default
            return animation
        }
    }

    /// The default implicit animation: from the old value to the new model value over the
    /// transaction's duration, with its timing function (else the `default` curve).
    public func implicitAnimation() -> any LayerAnimation { makeImplicitAnimation() }
}
