import Foundation
import Graphics

/// A star or polygon (`sr`), with roundness, built as lottie-web does: the first point at the
/// top (rotated by `r`), points spaced evenly, roundness as tangent handles proportional to the
/// perimeter segment.
final class PolystarNode: PathGeneratorNode {
    let kind: LottiePolystar.Kind
    let reversed: Bool
    let position: NodeProperty<LottieVector3>
    let points: NodeProperty<Double>
    let rotation: NodeProperty<Double>
    let outerRadius: NodeProperty<Double>
    let outerRoundness: NodeProperty<Double>
    let innerRadius: NodeProperty<Double>
    let innerRoundness: NodeProperty<Double>

    /// The most points a star may have, so an absurd value cannot exhaust memory.
    static let maxPoints = 10_000

    init(_ model: borrowing LottiePolystar, name: String) {
        kind = model.kind
        reversed = model.direction == .counterClockwise
        position = NodeProperty(model.position)
        points = NodeProperty(model.points)
        rotation = NodeProperty(model.rotation)
        outerRadius = NodeProperty(model.outerRadius)
        outerRoundness = NodeProperty(model.outerRoundness)
        innerRadius = NodeProperty(model.innerRadius ?? KeyframeGroup(0))
        innerRoundness = NodeProperty(model.innerRoundness ?? KeyframeGroup(0))
        super.init(name: name, properties: NodePropertyMap([
            ("Position", position), ("Points", points), ("Rotation", rotation),
            ("Outer Radius", outerRadius), ("Outer Roundness", outerRoundness),
            ("Inner Radius", innerRadius), ("Inner Roundness", innerRoundness),
        ]))
    }

    override func makePath() -> BezierPath {
        let rawCount = points.value.rounded(.down)
        guard rawCount.isFinite, rawCount >= 1 else { return BezierPath() }
        let count = min(Int(saturating: rawCount), Self.maxPoints)
        let center = position.value.point
        let dir: Double = reversed ? -1 : 1
        var angle = -Double.pi / 2 + rotation.value * .pi / 180
        var b = VertexPathBuilder(capacity: count * 2)
        func add(radius: Double, roundness: Double, perimeterSegment: Double) {
            let x = radius * cos(angle), y = radius * sin(angle)
            let len = (x * x + y * y).squareRoot()
            let ox = len == 0 ? 0 : y / len, oy = len == 0 ? 0 : -x / len
            let p = Point(x + center.x, y + center.y)
            let d = perimeterSegment * roundness * dir
            b.add(p, inControl: Point(p.x + ox * d, p.y + oy * d), outControl: Point(p.x - ox * d, p.y - oy * d))
        }
        switch kind {
        case .polygon:
            let step = 2 * Double.pi / Double(count)
            let r = outerRadius.value
            let segment = 2 * Double.pi * r / Double(count * 4)
            for _ in 0..<count {
                add(radius: r, roundness: outerRoundness.value / 100, perimeterSegment: segment)
                angle += step * dir
            }
        case .star:
            let total = count * 2
            let step = 2 * Double.pi / Double(total)
            let outer = outerRadius.value, inner = innerRadius.value
            let outerSegment = 2 * Double.pi * outer / Double(total * 2)
            let innerSegment = 2 * Double.pi * inner / Double(total * 2)
            for i in 0..<total {
                let isOuter = i % 2 == 0
                add(radius: isOuter ? outer : inner,
                    roundness: (isOuter ? outerRoundness.value : innerRoundness.value) / 100,
                    perimeterSegment: isOuter ? outerSegment : innerSegment)
                angle += step * dir
            }
        }
        b.close()
        return b.path
    }
}
