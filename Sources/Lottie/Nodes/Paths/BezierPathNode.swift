import Graphics

/// A free-form bezier path (`sh`).
final class BezierPathNode: PathGeneratorNode {
    let path: NodeProperty<LottieBezier>

    init(_ model: borrowing LottiePath, name: String) {
        path = NodeProperty(model.path)
        super.init(name: name, properties: NodePropertyMap([("Path", path)]))
    }

    override func makePath() -> BezierPath { path.value.bezierPath() }
}
