import Foundation
import Graphics
import Testing

enum PaintScenes {
    static let all: [Scene] = [
        Scene(name: "paint-linear") { c in
            c.fill(BezierPath(rect: Rect(x: 10, y: 10, width: 140, height: 60)),
                   with: .linearGradient(rainbow, start: Point(x: 30, y: 0), end: Point(x: 130, y: 0)))
            c.fill(BezierPath(ellipseIn: Rect(x: 10, y: 80, width: 140, height: 70)),
                   with: .linearGradient(rainbow, start: Point(x: 20, y: 150), end: Point(x: 140, y: 90)))
        },
        Scene(name: "paint-linear-transformed") { c in
            c.concatenate(AffineTransform(translationX: 80, y: 80).rotated(by: 0.7).scaledBy(x: 2, y: 0.6))
            c.fill(BezierPath(rect: Rect(x: -35, y: -60, width: 70, height: 120)),
                   with: .linearGradient(Gradient(colors: [.red, .blue, Color(white: 1, alpha: 0)]),
                                         start: Point(x: -20, y: -20), end: Point(x: 20, y: 20)))
        },
        Scene(name: "paint-linear-degenerate") { c in
            // Start = end paints the last colour; one stop paints that colour; stops out of
            // order are sorted.
            c.fill(BezierPath(rect: Rect(x: 10, y: 10, width: 60, height: 60)),
                   with: .linearGradient(rainbow, start: Point(x: 40, y: 40), end: Point(x: 40, y: 40)))
            c.fill(BezierPath(rect: Rect(x: 90, y: 10, width: 60, height: 60)),
                   with: .linearGradient(Gradient(stops: [GradientStop(location: 0.4, color: .green)]),
                                         start: Point(x: 90, y: 0), end: Point(x: 150, y: 0)))
            c.fill(BezierPath(rect: Rect(x: 10, y: 90, width: 140, height: 60)),
                   with: .linearGradient(Gradient(stops: [
                    GradientStop(location: 0.8, color: .blue), GradientStop(location: -0.5, color: .red),
                    GradientStop(location: 0.2, color: .white), GradientStop(location: 1.5, color: .black),
                   ]), start: Point(x: 10, y: 0), end: Point(x: 150, y: 0)))
        },
        Scene(name: "paint-radial") { c in
            c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 160, height: 160)),
                   with: .radialGradient(rainbow, center: Point(x: 80, y: 80), radius: 60, focal: Point(x: 80, y: 80)))
        },
        Scene(name: "paint-radial-focal") { c in
            c.fill(BezierPath(ellipseIn: Rect(x: 5, y: 5, width: 150, height: 150)),
                   with: .radialGradient(Gradient(colors: [.white, Color(red: 0.9, green: 0.5, blue: 0.1), Color(red: 0.3, green: 0, blue: 0.3)]),
                                         center: Point(x: 80, y: 80), radius: 75, focal: Point(x: 50, y: 45)))
        },
        Scene(name: "paint-radial-focal-on-edge") { c in
            c.concatenate(AffineTransform(scaleX: 1.5, y: 1))
            c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 106, height: 160)),
                   with: .radialGradient(rainbow, center: Point(x: 53, y: 80), radius: 50, focal: Point(x: 53, y: 20)))
        },
        Scene(name: "paint-conic") { c in
            c.fill(BezierPath(ellipseIn: Rect(x: 10, y: 10, width: 140, height: 140)),
                   with: .conicGradient(rainbow, center: Point(x: 80, y: 80), startAngle: 0.4))
        },
        Scene(name: "paint-image-pattern") { c in
            let image = testImage()
            c.fill(BezierPath(ellipseIn: Rect(x: 5, y: 5, width: 150, height: 150)),
                   with: .image(image, transform: AffineTransform(scaleX: 2.5, y: 2.5).concatenating(AffineTransform(translationX: 20, y: 30))))
            c.fill(BezierPath(rect: Rect(x: 100, y: 100, width: 60, height: 60)),
                   with: .image(image, transform: AffineTransform(rotationAngle: 0.5).concatenating(AffineTransform(translationX: 110, y: 95))))
        },
        Scene(name: "paint-gradient-stroke") { c in
            c.stroke(zigzag(in: Rect(x: 15, y: 20, width: 130, height: 120)),
                     with: .linearGradient(rainbow, start: Point(x: 0, y: 0), end: Point(x: 160, y: 160)),
                     style: StrokeStyle(width: 12, cap: .round, join: .round))
        },
    ]
}

@Suite struct PaintComparison {
    @Test(arguments: PaintScenes.all) func paints(_ scene: Scene) throws { try compareBackends(scene) }
}
