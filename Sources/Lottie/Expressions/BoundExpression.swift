/// A node property's link to its expression: the engine and the property's handle in it.
/// (One reference per property that has an expression; properties without one hold nil.)
final class BoundExpression {
    let engine: ExpressionEngine
    let handle: Int

    /// The binding of `group`'s expression in the engine of the tree being built, if
    /// expressions are on and the group has one.
    static func binding<Value>(for group: borrowing KeyframeGroup<Value>) -> BoundExpression? {
        guard group.expressionIdentity != nil, let engine = ExpressionEngine.building,
              let handle = engine.handle(for: group) else { return nil }
        return BoundExpression(engine: engine, handle: handle)
    }

    private init(engine: ExpressionEngine, handle: Int) {
        self.engine = engine
        self.handle = handle
    }

    /// The expression's value at `frame` for the keyframed value `keyframed`.
    func evaluate<Value>(frame: Double, keyframed: Value) -> Value {
        guard let convertible = keyframed as? any ExpressionValueConvertible else { return keyframed }
        return (evaluateOpened(convertible, frame: frame) as? Value) ?? keyframed
    }

    private func evaluateOpened<Convertible: ExpressionValueConvertible>(_ keyframed: Convertible, frame: Double) -> Convertible {
        engine.evaluate(handle, frame: frame, keyframed: keyframed)
    }
}
