/// Implicit animations: what happens when an animatable property of a model layer changes.
extension Layer {
    /// Reports a change of an animatable property; every animatable property calls it from its
    /// `didSet`, and a subclass's custom animatable property must do the same:
    ///
    /// ```swift
    /// var currentFrame = 0.0 { didSet { valueDidChange(for: Self.currentFrameKey, from: oldValue) } }
    /// ```
    ///
    /// It marks the layer for redrawing when `needsDisplay(forKey:)` says so, then — unless the
    /// transaction disables actions, or the layer has not been committed yet (a layer created
    /// in the current transaction does not animate its set-up) — runs `action(forKey:)`. While
    /// the action is looked up and run, `presentation()` still shows the old value of the key.
    public func valueDidChange<Value>(for key: AnimatableKey<Value>, from oldValue: Value) {
        guard let newValue = key.value(in: self) else { return }
        valueDidChange(for: key, from: oldValue, to: newValue)
    }

    /// `valueDidChange(for:from:)` for a caller that has the new value at hand (the layer's own
    /// properties): reading it back through the key's key path costs more than the rest when
    /// nothing animates.
    func valueDidChange<Value>(for key: AnimatableKey<Value>, from oldValue: Value, to newValue: Value) {
        guard newValue != oldValue else { return }
        noteRenderChange()
        if type(of: self).needsDisplay(forKey: key.name) { setNeedsDisplay() }
        guard animationStorage.creationGeneration < Transaction.generation, !Transaction.disableActions else { return }
        animationStorage.changeInProgress = { key.setValue(oldValue, in: $0) }
        defer { animationStorage.changeInProgress = nil }
        guard let action = action(forKey: key.name), !(action is NullAction) else { return }
        action.run(forKey: key.name, on: self, change: PropertyChange(key: key, oldValue: oldValue))
    }

    /// Core Animation's action search: the delegate, the `actions` dictionary, the class
    /// default. The first non-nil answer wins (`.null` included).
    func searchAction(forKey event: String) -> (any Action)? {
        if let action = delegate?.action(for: self, forKey: event) { return action }
        if let action = actions[event] { return action }
        return type(of: self).defaultAction(forKey: event)
    }
}
