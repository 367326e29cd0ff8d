import Graphics

/// An ellipse (`el`) centred on its position: four cubics starting at the top, clockwise
/// (counter-clockwise when reversed), as lottie-web builds it.
final class EllipseNode: PathGeneratorNode {
    let position: NodeProperty<LottieVector3>
    let size: NodeProperty<LottieVector3>
    let reversed: Bool

    init(_ model: borrowing LottieEllipse, name: String) {
        position = NodeProperty(model.position)
        size = NodeProperty(model.size)
        reversed = model.direction == .counterClockwise
        super.init(name: name, properties: NodePropertyMap([("Position", position), ("Size", size)]))
    }

    override func makePath() -> BezierPath {
        let c = position.value.point
        let rx = size.value.x / 2, ry = size.value.y / 2
        let kx = rx * bezierCircleFactor, ky = ry * bezierCircleFactor
        let s: Double = reversed ? -1 : 1
        var b = VertexPathBuilder(capacity: 4)
        b.add(Point(c.x, c.y - ry), inControl: Point(c.x - s * kx, c.y - ry), outControl: Point(c.x + s * kx, c.y - ry))
        b.add(Point(c.x + s * rx, c.y), inControl: Point(c.x + s * rx, c.y - ky), outControl: Point(c.x + s * rx, c.y + ky))
        b.add(Point(c.x, c.y + ry), inControl: Point(c.x + s * kx, c.y + ry), outControl: Point(c.x - s * kx, c.y + ry))
        b.add(Point(c.x - s * rx, c.y), inControl: Point(c.x - s * rx, c.y + ky), outControl: Point(c.x - s * rx, c.y - ky))
        b.close()
        return b.path
    }
}
