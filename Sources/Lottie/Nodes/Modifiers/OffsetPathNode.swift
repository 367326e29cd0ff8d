import Graphics

/// Offset paths (`op`): grows (positive amounts) or shrinks the paths by `amount`, with the
/// given line join and miter limit, as lottie-web builds it (see `BezierPath.offset`).
final class OffsetPathNode: ModifierNode {
    let amount: NodeProperty<Double>
    let miterLimit: NodeProperty<Double>
    let lineJoin: LineJoin

    init(_ model: borrowing LottieOffsetPath, name: String) {
        amount = NodeProperty(model.amount)
        miterLimit = NodeProperty(model.miterLimit)
        lineJoin = model.lineJoin
        super.init(name: name, properties: NodePropertyMap([("Amount", amount), ("Miter Limit", miterLimit)]))
    }

    override func modify(_ slots: [PathSlot]) {
        let a = amount.value, limit = miterLimit.value
        guard a != 0, a.isFinite else { return }
        modifyEach(slots) { $0.offset(by: a, join: lineJoin, miterLimit: limit) }
    }
}
