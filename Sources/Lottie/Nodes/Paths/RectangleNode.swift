import Graphics

/// A rectangle (`rc`) centred on its position, with rounded corners, drawn from the top-right
/// corner clockwise (counter-clockwise when reversed), exactly as lottie-web builds it so that
/// trim paths start where they do there.
final class RectangleNode: PathGeneratorNode {
    let position: NodeProperty<LottieVector3>
    let size: NodeProperty<LottieVector3>
    let roundness: NodeProperty<Double>
    let reversed: Bool

    init(_ model: borrowing LottieRectangle, name: String) {
        position = NodeProperty(model.position)
        size = NodeProperty(model.size)
        roundness = NodeProperty(model.roundness)
        reversed = model.direction == .counterClockwise
        super.init(name: name, properties: NodePropertyMap([("Position", position), ("Size", size), ("Roundness", roundness)]))
    }

    override func makePath() -> BezierPath {
        let c = position.value.point
        let hw = size.value.x / 2, hh = size.value.y / 2
        let r = max(0, min(hw, hh, roundness.value))
        // Distance of a corner's control point from the corner's arc end points.
        let k = r * bezierCircleFactor
        let left = c.x - hw, right = c.x + hw, top = c.y - hh, bottom = c.y + hh
        var b = VertexPathBuilder(capacity: 8)
        if !reversed {
            b.add(Point(right, top + r), inControl: Point(right, top + r - k), outControl: Point(right, top + r))
            b.add(Point(right, bottom - r), inControl: Point(right, bottom - r), outControl: Point(right, bottom - r + k))
            if r > 0 {
                b.add(Point(right - r, bottom), inControl: Point(right - r + k, bottom), outControl: Point(right - r, bottom))
                b.add(Point(left + r, bottom), inControl: Point(left + r, bottom), outControl: Point(left + r - k, bottom))
                b.add(Point(left, bottom - r), inControl: Point(left, bottom - r + k), outControl: Point(left, bottom - r))
                b.add(Point(left, top + r), inControl: Point(left, top + r), outControl: Point(left, top + r - k))
                b.add(Point(left + r, top), inControl: Point(left + r - k, top), outControl: Point(left + r, top))
                b.add(Point(right - r, top), inControl: Point(right - r, top), outControl: Point(right - r + k, top))
            } else {
                b.add(Point(left, bottom))
                b.add(Point(left, top))
            }
        } else {
            b.add(Point(right, top + r), inControl: Point(right, top + r), outControl: Point(right, top + r - k))
            if r > 0 {
                b.add(Point(right - r, top), inControl: Point(right - r + k, top), outControl: Point(right - r, top))
                b.add(Point(left + r, top), inControl: Point(left + r, top), outControl: Point(left + r - k, top))
                b.add(Point(left, top + r), inControl: Point(left, top + r - k), outControl: Point(left, top + r))
                b.add(Point(left, bottom - r), inControl: Point(left, bottom - r), outControl: Point(left, bottom - r + k))
                b.add(Point(left + r, bottom), inControl: Point(left + r - k, bottom), outControl: Point(left + r, bottom))
                b.add(Point(right - r, bottom), inControl: Point(right - r, bottom), outControl: Point(right - r + k, bottom))
                b.add(Point(right, bottom - r), inControl: Point(right, bottom - r + k), outControl: Point(right, bottom - r))
            } else {
                b.add(Point(left, top))
                b.add(Point(left, bottom))
                b.add(Point(right, bottom))
            }
        }
        b.close()
        return b.path
    }
}

/// The distance of a circular arc's bezier control point from its end point, as a fraction of
/// the radius (4/3·(√2−1) ≈ 0.5519; lottie-web uses 0.5519).
let bezierCircleFactor = 0.5519
