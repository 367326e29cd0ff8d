import Foundation
import Graphics
import Layers

extension Layer {
    /// A small scene that shows what the layer tree draws: a dusk sky (axial gradient), a sun
    /// (radial gradient), hills (shape layers), a translucent card with rounded corners, a
    /// border and a clipped sublayer, a progress ring (trimmed, round-capped stroke) and a
    /// playing card turned in perspective. 256×256 units; the root's frame is its bounds, so
    /// `Renderer.render(scene, into:)` fills a 256×256 canvas.
    public static func demoScene() -> Layer {
        let size = 256.0
        let root = Layer()
        root.name = "demo"
        root.frame = Rect(x: 0, y: 0, width: size, height: size)
        root.masksToBounds = true

        let sky = GradientLayer()
        sky.name = "sky"
        sky.frame = root.bounds
        sky.colors = [Color(red: 0.13, green: 0.12, blue: 0.35), Color(red: 0.85, green: 0.42, blue: 0.45),
                      Color(red: 0.98, green: 0.78, blue: 0.48)]
        sky.locations = [0, 0.6, 1]
        root.addSublayer(sky)

        let sun = GradientLayer()
        sun.name = "sun"
        sun.type = .radial
        sun.frame = Rect(x: 150, y: 70, width: 90, height: 90)
        sun.cornerRadius = 45
        sun.masksToBounds = true
        sun.colors = [Color(red: 1, green: 0.97, blue: 0.8), Color(red: 1, green: 0.75, blue: 0.3),
                      Color(red: 1, green: 0.6, blue: 0.3, alpha: 0)]
        sun.startPoint = Point(x: 0.5, y: 0.5)
        sun.endPoint = Point(x: 1, y: 1)
        root.addSublayer(sun)

        root.addSublayer(hill(name: "far hills", top: 170, amplitude: 16, phase: 0.6,
                              color: Color(red: 0.36, green: 0.22, blue: 0.42)))
        root.addSublayer(hill(name: "near hills", top: 200, amplitude: 12, phase: 2.1,
                              color: Color(red: 0.16, green: 0.12, blue: 0.27)))

        root.addSublayer(card())
        root.addSublayer(progressRing())
        root.addSublayer(perspectiveCard())
        return root
    }

    /// A band of rolling hills from `top` down to the bottom of the scene.
    private static func hill(name: String, top: Double, amplitude: Double, phase: Double, color: Color) -> Layer {
        let layer = ShapeLayer()
        layer.name = name
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 256))
        for step in 0...16 {
            let x = Double(step) * 16
            path.line(to: Point(x: x, y: top + amplitude * sin(x / 40 + phase)))
        }
        path.line(to: Point(x: 256, y: 256))
        path.close()
        layer.path = path
        layer.fillColor = color
        return layer
    }

    /// A frosted card: translucent, rounded, bordered, clipping a striped sublayer.
    private static func card() -> Layer {
        let card = Layer()
        card.name = "card"
        card.frame = Rect(x: 20, y: 24, width: 110, height: 70)
        card.backgroundColor = Color(white: 1, alpha: 0.85)
        card.cornerRadius = 12
        card.borderWidth = 2
        card.borderColor = Color(white: 1)
        card.masksToBounds = true
        card.opacity = 0.9
        card.transform = Transform3D(rotationAngle: -0.08, x: 0, y: 0, z: 1)

        let stripe = GradientLayer()
        stripe.frame = Rect(x: -10, y: 44, width: 130, height: 30)
        stripe.colors = [Color(red: 0.95, green: 0.45, blue: 0.4), Color(red: 0.55, green: 0.35, blue: 0.85)]
        stripe.startPoint = Point(x: 0, y: 0.5)
        stripe.endPoint = Point(x: 1, y: 0.5)
        card.addSublayer(stripe)

        let dot = ShapeLayer()
        dot.path = BezierPath(ellipseIn: Rect(x: 12, y: 12, width: 24, height: 24))
        dot.fillColor = Color(red: 0.3, green: 0.3, blue: 0.55)
        card.addSublayer(dot)

        let line = ShapeLayer()
        var text = BezierPath()
        text.move(to: Point(x: 46, y: 18))
        text.line(to: Point(x: 94, y: 18))
        text.move(to: Point(x: 46, y: 30))
        text.line(to: Point(x: 80, y: 30))
        line.path = text
        line.fillColor = nil
        line.strokeColor = Color(white: 0.45)
        line.lineWidth = 5
        line.lineCap = .round
        card.addSublayer(line)
        return card
    }

    /// A progress ring three quarters full, starting at the top.
    private static func progressRing() -> Layer {
        let ring = ShapeLayer()
        ring.name = "progress"
        ring.frame = Rect(x: 28, y: 120, width: 64, height: 64)
        var circle = BezierPath()
        circle.addArc(center: Point(x: 32, y: 32), radius: 26, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: false)
        let track = ShapeLayer()
        track.path = circle
        track.fillColor = nil
        track.strokeColor = Color(white: 1, alpha: 0.3)
        track.lineWidth = 8
        ring.addSublayer(track)
        ring.path = circle
        ring.fillColor = nil
        ring.strokeColor = Color(red: 1, green: 0.85, blue: 0.45)
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0.75
        return ring
    }

    /// A playing card turned 40° about its vertical axis, seen with perspective.
    private static func perspectiveCard() -> Layer {
        let stage = Layer()
        stage.name = "stage"
        stage.frame = Rect(x: 120, y: 150, width: 120, height: 100)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 300
        stage.sublayerTransform = perspective

        let face = Layer()
        face.name = "playing card"
        face.bounds = Rect(x: 0, y: 0, width: 56, height: 80)
        face.position = Point(x: 60, y: 50)
        face.backgroundColor = Color(white: 0.98)
        face.cornerRadius = 6
        face.borderWidth = 1.5
        face.borderColor = Color(white: 0.7)
        face.transform = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)

        let heart = ShapeLayer()
        var shape = BezierPath()
        shape.move(to: Point(x: 28, y: 52))
        shape.curve(to: Point(x: 28, y: 32), control1: Point(x: 8, y: 40), control2: Point(x: 14, y: 22))
        shape.curve(to: Point(x: 28, y: 52), control1: Point(x: 42, y: 22), control2: Point(x: 48, y: 40))
        shape.close()
        heart.path = shape
        heart.fillColor = Color(red: 0.85, green: 0.15, blue: 0.25)
        face.addSublayer(heart)
        stage.addSublayer(face)
        return stage
    }
}
