/// A node property's link to its expression: the engine, and the expression's identity in
/// the model, looked up as a handle in the engine the first time it is evaluated (so that
/// building the tree does not wait for the engine to describe the file). One reference per
/// property that has an expression; properties without one hold nil.
final class BoundExpression {
    let engine: ExpressionEngine
    private let identity: ObjectIdentifier
    /// The engine's handle of the expression, once looked up (nil inside: none to evaluate).
    private var handle: Int??

    /// The binding of `group`'s expression in the engine of the tree being built, if
    /// expressions are on and the group has one.
    static func binding<Value>(for group: borrowing KeyframeGroup<Value>) -> BoundExpression? {
        guard let identity = group.expressionIdentity, let engine = ExpressionEngine.building else { return nil }
        return BoundExpression(engine: engine, identity: identity)
    }

    private init(engine: ExpressionEngine, identity: ObjectIdentifier) {
        self.engine = engine
        self.identity = identity
    }

    /// The expression's value at `frame` for the keyframed value `keyframed`.
    func evaluate<Value>(frame: Double, keyframed: Value) -> Value {
        guard let convertible = keyframed as? any ExpressionValueConvertible else { return keyframed }
        return (evaluateOpened(convertible, frame: frame) as? Value) ?? keyframed
    }

    private func evaluateOpened<Convertible: ExpressionValueConvertible>(_ keyframed: Convertible, frame: Double) -> Convertible {
        if handle == nil { handle = .some(engine.handle(forExpression: identity)) }
        guard case let found?? = handle else { return keyframed }
        return engine.evaluate(found, frame: frame, keyframed: keyframed)
    }
}
