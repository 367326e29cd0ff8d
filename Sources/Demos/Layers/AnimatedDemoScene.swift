import Graphics
import Layers

/// A small layer scene that shows the animation kinds at work, for the `layers-demo` command
/// and the animation goldens: an arrow flying along a curve (keyframes along a path, paced,
/// turning with the path), a tile that turns and changes colour (basic animations in a group,
/// autoreversing), a ball dropping on a spring, and a ring drawn by its stroke end.
public enum AnimatedDemoScene {
    /// The scene's size in points.
    public static let size = Size(width: 160, height: 120)
    /// How long the animations run.
    public static let duration = 2.4

    /// The scene, with every animation starting at media time `startTime`.
    public static func make(startTime: Double) -> Layer {
        let root = Layer()
        root.frame = Rect(origin: .zero, size: size)
        root.backgroundColor = Color(red: 0.97, green: 0.95, blue: 0.90)

        let flight = flightPath()
        let guide = ShapeLayer()
        guide.frame = root.bounds
        guide.path = flight
        guide.fillColor = nil
        guide.strokeColor = Color(white: 0.55)
        guide.lineWidth = 1
        guide.lineDashPattern = [3, 3]
        root.addSublayer(guide)

        root.addSublayer(arrow(along: flight, startTime: startTime))
        root.addSublayer(tile(startTime: startTime))
        root.addSublayer(ball(startTime: startTime))
        root.addSublayer(ring(startTime: startTime))
        return root
    }

    /// A loop from the bottom left to the top right.
    private static func flightPath() -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(14, 104))
        path.curve(to: Point(62, 62), control1: Point(22, 40), control2: Point(62, 30))
        path.curve(to: Point(104, 22), control1: Point(62, 100), control2: Point(104, 96))
        return path
    }

    /// A dart pointing along +x, flown along `path` at constant speed, turning with it.
    private static func arrow(along path: BezierPath, startTime: Double) -> Layer {
        let dart = ShapeLayer()
        dart.bounds = Rect(x: 0, y: 0, width: 16, height: 10)
        dart.position = path.currentPoint ?? .zero
        var outline = BezierPath()
        outline.move(to: Point(16, 5))
        outline.line(to: Point(0, 10))
        outline.line(to: Point(4, 5))
        outline.line(to: Point(0, 0))
        outline.close()
        dart.path = outline
        dart.fillColor = Color(red: 0.85, green: 0.25, blue: 0.2)
        var flight = KeyframeAnimation(key: .position, path: path, duration: duration)
        flight.calculationMode = .paced
        flight.rotationMode = .auto
        flight.timingFunction = .easeInEaseOut
        flight.beginTime = startTime
        flight.fillMode = .both
        flight.isRemovedOnCompletion = false
        dart.add(flight, forKey: "flight")
        return dart
    }

    /// A rounded tile that makes a half turn and changes colour, then goes back.
    private static func tile(startTime: Double) -> Layer {
        let tile = Layer()
        tile.bounds = Rect(x: 0, y: 0, width: 22, height: 22)
        tile.position = Point(36, 24)
        tile.cornerRadius = 5
        let orange = Color(red: 0.95, green: 0.6, blue: 0.15), violet = Color(red: 0.45, green: 0.3, blue: 0.8)
        tile.backgroundColor = orange
        let turn = BasicAnimation(key: .transformRotationZ, from: 0, to: .pi)
        let tint = BasicAnimation(key: .backgroundColor, from: orange, to: violet)
        let grow = BasicAnimation(key: .transformScale, from: 1, to: 1.4)
        var group = AnimationGroup([turn, tint, grow], duration: duration / 2)
        group.autoreverses = true
        group.timingFunction = .easeInEaseOut
        group.beginTime = startTime
        tile.add(group, forKey: "turn")
        return tile
    }

    /// A ball dropped onto a spring: it overshoots and settles.
    private static func ball(startTime: Double) -> Layer {
        let ball = Layer()
        ball.bounds = Rect(x: 0, y: 0, width: 18, height: 18)
        ball.cornerRadius = 9
        ball.position = Point(134, 88)
        ball.backgroundColor = Color(red: 0.2, green: 0.55, blue: 0.85)
        var drop = SpringAnimation(key: .positionY, from: 20, to: 88,
                                   spring: SpringCurve(mass: 1, stiffness: 90, damping: 8))
        drop.beginTime = startTime
        drop.fillMode = .backwards
        ball.add(drop, forKey: "drop")
        return ball
    }

    /// A ring whose stroke is drawn from nothing to a full circle.
    private static func ring(startTime: Double) -> Layer {
        let ring = ShapeLayer()
        ring.frame = Rect(x: 120, y: 8, width: 28, height: 28)
        ring.path = BezierPath(ellipseIn: Rect(x: 3, y: 3, width: 22, height: 22))
        ring.fillColor = nil
        ring.strokeColor = Color(red: 0.2, green: 0.65, blue: 0.35)
        ring.lineWidth = 4
        ring.lineCap = .round
        var draw = BasicAnimation(key: .strokeEnd, from: 0, to: 1, duration: duration * 0.8)
        draw.timingFunction = .easeInEaseOut
        draw.beginTime = startTime
        draw.fillMode = .backwards
        ring.add(draw, forKey: "draw")
        return ring
    }
}
