import Demos
import Foundation
import Graphics
import GoldenTesting
import Testing
import Layers

/// Small rendered pictures of the layer features, compared with goldens that were looked at,
/// plus exact pixel checks where the answer is known.
@Suite("Layer rendering goldens")
struct LayerGoldenTests {
    @Test("Nested transforms: rotation, scale and anchor points compose down the tree")
    func nestedTransforms() throws {
        let root = rootLayer(96, 96)
        let arm = coloredLayer(Rect(x: 0, y: 0, width: 40, height: 12), Color(red: 0.2, green: 0.4, blue: 0.9))
        arm.anchorPoint = Point(x: 0, y: 0.5)
        arm.position = Point(x: 24, y: 48)
        arm.transform = Transform3D(rotationAngle: -.pi / 6, x: 0, y: 0, z: 1)
        root.addSublayer(arm)
        let forearm = coloredLayer(Rect(x: 0, y: 0, width: 30, height: 8), Color(red: 0.9, green: 0.5, blue: 0.1))
        forearm.anchorPoint = Point(x: 0, y: 0.5)
        forearm.position = Point(x: 40, y: 6)
        forearm.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 0, z: 1).scaledBy(x: 1, y: 1.5, z: 1)
        arm.addSublayer(forearm)
        let hand = coloredLayer(Rect(x: 0, y: 0, width: 10, height: 10), Color(red: 0.1, green: 0.7, blue: 0.3))
        hand.position = Point(x: 30, y: 4)
        hand.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        forearm.addSublayer(hand)
        let bitmap = try renderBitmap(root, width: 96, height: 96)
        try GoldenImage.check(bitmap, named: "nested-transforms")
        // The hand's centre, computed by the layer geometry, is green on screen.
        let centre = hand.convert(Point(x: 5, y: 5), to: root)
        expectPixel(bitmap, Int(centre.x), Int(centre.y), [26, 179, 77, 255], tolerance: 3)
    }

    @Test("Opacity groups: two overlapping sublayers in a 50 % layer, no darker overlap")
    func opacityGroup() throws {
        let root = rootLayer(96, 64)
        let group = Layer()
        group.frame = Rect(x: 0, y: 0, width: 96, height: 64)
        group.opacity = 0.5
        group.addSublayer(coloredLayer(Rect(x: 8, y: 8, width: 48, height: 48), .red))
        group.addSublayer(coloredLayer(Rect(x: 40, y: 8, width: 48, height: 48), .blue))
        root.addSublayer(group)
        let bitmap = try renderBitmap(root, width: 96, height: 64)
        try GoldenImage.check(bitmap, named: "opacity-group")
        // Red at 50 % over white, blue at 50 % over white in the overlap: as if blue alone.
        expectPixel(bitmap, 20, 30, [255, 128, 128, 255])
        expectPixel(bitmap, 48, 30, [128, 128, 255, 255])
        expectPixel(bitmap, 70, 30, [128, 128, 255, 255])
    }

    @Test("A mask layer's alpha masks the layer and its sublayers")
    func mask() throws {
        let root = rootLayer(96, 96)
        let bars = Layer()
        bars.frame = Rect(x: 8, y: 8, width: 80, height: 80)
        for (i, color) in [Color.red, .green, .blue, Color(red: 1, green: 0.8, blue: 0)].enumerated() {
            bars.addSublayer(coloredLayer(Rect(x: Double(i) * 20, y: 0, width: 20, height: 80), color))
        }
        let circle = ShapeLayer()
        circle.frame = Rect(x: 0, y: 0, width: 80, height: 80)
        circle.path = BezierPath(ellipseIn: Rect(x: 10, y: 10, width: 60, height: 60))
        let fade = GradientLayer()
        fade.frame = Rect(x: 0, y: 60, width: 80, height: 20)
        fade.colors = [Color.black, Color.black.withAlpha(0)]
        fade.startPoint = Point(x: 0, y: 0.5)
        fade.endPoint = Point(x: 1, y: 0.5)
        circle.addSublayer(fade)
        bars.mask = circle
        root.addSublayer(bars)
        let bitmap = try renderBitmap(root, width: 96, height: 96)
        try GoldenImage.check(bitmap, named: "mask")
        expectPixel(bitmap, 48, 48, [0, 0, 255, 255])  // inside the circle: the blue bar
        expectPixel(bitmap, 12, 12, [255, 255, 255, 255])  // outside: white
    }

    @Test("masksToBounds with a corner radius clips sublayers to the rounded bounds")
    func roundedClip() throws {
        let root = rootLayer(96, 96)
        let clip = coloredLayer(Rect(x: 8, y: 8, width: 80, height: 80), Color(white: 0.85))
        clip.cornerRadius = 24
        clip.masksToBounds = true
        let big = coloredLayer(Rect(x: -20, y: -20, width: 70, height: 70), Color(red: 0.9, green: 0.2, blue: 0.3))
        big.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        clip.addSublayer(big)
        clip.addSublayer(coloredLayer(Rect(x: 50, y: 50, width: 60, height: 60), Color(red: 0.2, green: 0.3, blue: 0.9)))
        root.addSublayer(clip)
        let bitmap = try renderBitmap(root, width: 96, height: 96)
        try GoldenImage.check(bitmap, named: "masks-to-bounds-rounded")
        expectPixel(bitmap, 10, 10, [255, 255, 255, 255])  // cut corner
        expectPixel(bitmap, 85, 85, [255, 255, 255, 255])
        expectPixel(bitmap, 80, 60, [51, 77, 230, 255])
    }

    @Test("Contents gravities place a 16×12 picture in 36×28 cells")
    func gravities() throws {
        let picture = try #require(quadrantBitmap(width: 16, height: 12))
        let root = rootLayer(128, 96)
        for (i, gravity) in ContentsGravity.allCases.enumerated() {
            let cell = Layer()
            cell.frame = Rect(x: 4 + Double(i % 4) * 31, y: 4 + Double(i / 4) * 31, width: 28, height: 24)
            cell.backgroundColor = Color(white: 0.85)
            cell.contents = picture
            cell.contentsGravity = gravity
            cell.name = gravity.rawValue
            root.addSublayer(cell)
        }
        let bitmap = try renderBitmap(root, width: 128, height: 96)
        try GoldenImage.check(bitmap, named: "contents-gravity")
        // topLeft (index 5): the red quadrant touches the cell's top-left corner (inside the frame).
        expectPixel(bitmap, 35 + 2, 35 + 2, [255, 0, 0, 255], tolerance: 8)
    }

    @Test("Borders sit inside the bounds, rounded, over the sublayers")
    func borders() throws {
        let root = rootLayer(96, 64)
        let square = coloredLayer(Rect(x: 6, y: 6, width: 40, height: 40), Color(red: 1, green: 0.9, blue: 0.6))
        square.borderWidth = 4
        square.borderColor = Color(red: 0.2, green: 0.2, blue: 0.6)
        square.addSublayer(coloredLayer(Rect(x: -10, y: 16, width: 60, height: 8), Color(red: 0.9, green: 0.2, blue: 0.2)))
        root.addSublayer(square)
        let rounded = Layer()
        rounded.frame = Rect(x: 52, y: 10, width: 38, height: 48)
        rounded.cornerRadius = 12
        rounded.borderWidth = 6
        rounded.borderColor = Color(red: 0.1, green: 0.6, blue: 0.4, alpha: 0.8)
        root.addSublayer(rounded)
        let bitmap = try renderBitmap(root, width: 96, height: 64)
        try GoldenImage.check(bitmap, named: "borders")
        expectPixel(bitmap, 7, 20, [51, 51, 153, 255])   // left border over the red bar
        expectPixel(bitmap, 20, 26, [230, 51, 51, 255])  // the bar inside
        expectPixel(bitmap, 71, 34, [255, 255, 255, 255]) // hollow middle
    }

    @Test("ShapeLayer strokes: trimmed ends, dashes with phase, caps")
    func strokes() throws {
        let root = rootLayer(96, 96)
        let ring = ShapeLayer()
        ring.path = BezierPath(ellipseIn: Rect(x: 8, y: 8, width: 48, height: 48))
        ring.fillColor = Color(red: 0.9, green: 0.95, blue: 1)
        ring.strokeColor = Color(red: 0.1, green: 0.4, blue: 0.9)
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeStart = 0.125
        ring.strokeEnd = 0.75
        root.addSublayer(ring)
        let dashed = ShapeLayer()
        var zigzag = BezierPath()
        zigzag.move(to: Point(x: 8, y: 84))
        zigzag.line(to: Point(x: 30, y: 64))
        zigzag.line(to: Point(x: 52, y: 84))
        zigzag.line(to: Point(x: 88, y: 64))
        dashed.path = zigzag
        dashed.fillColor = nil
        dashed.strokeColor = Color(red: 0.8, green: 0.2, blue: 0.2)
        dashed.lineWidth = 4
        dashed.lineDashPattern = [8, 4]
        dashed.lineDashPhase = 4
        dashed.lineJoin = .round
        root.addSublayer(dashed)
        let trimmedDashes = ShapeLayer()
        var line = BezierPath()
        line.move(to: Point(x: 64, y: 8))
        line.line(to: Point(x: 64, y: 56))
        trimmedDashes.path = line
        trimmedDashes.strokeColor = .black
        trimmedDashes.lineWidth = 6
        trimmedDashes.lineDashPattern = [4, 4]
        trimmedDashes.strokeStart = 0.25
        root.addSublayer(trimmedDashes)
        let bitmap = try renderBitmap(root, width: 96, height: 96)
        try GoldenImage.check(bitmap, named: "shape-strokes")
        // The ellipse starts at the top and runs clockwise: the right side (0.25) is stroked,
        // the top (0...0.125) is not.
        expectPixel(bitmap, 56, 32, [26, 102, 230, 255], tolerance: 4)
        expectPixel(bitmap, 64, 10, [255, 255, 255, 255])  // trimmed off the line's first quarter
        expectPixel(bitmap, 64, 22, [0, 0, 0, 255])        // dashes start where the trim starts
        expectPixel(bitmap, 64, 26, [255, 255, 255, 255])
    }

    @Test("GradientLayer: axial, radial and conic")
    func gradients() throws {
        let root = rootLayer(120, 44)
        let colors = [Color(red: 0.95, green: 0.3, blue: 0.3), Color(red: 1, green: 0.85, blue: 0.3), Color(red: 0.2, green: 0.4, blue: 0.9)]
        for (i, type) in GradientLayerType.allCases.enumerated() {
            let layer = GradientLayer()
            layer.type = type
            layer.frame = Rect(x: 4 + Double(i) * 40, y: 4, width: 36, height: 36)
            layer.colors = colors
            layer.startPoint = type == .axial ? Point(x: 0, y: 0) : Point(x: 0.5, y: 0.5)
            layer.endPoint = type == .conic ? Point(x: 1, y: 0.5) : Point(x: 1, y: 1)
            root.addSublayer(layer)
        }
        let bitmap = try renderBitmap(root, width: 120, height: 44)
        try GoldenImage.check(bitmap, named: "gradients")
        // Pixel centres are half a pixel into the layers: t = 0.0139 of the axial diagonal,
        // 0.707 / 18 = 0.0393 of the radial radius (both in the first half, red to yellow).
        expectPixel(bitmap, 4, 4, [243, 80, 77, 255], tolerance: 3)
        expectPixel(bitmap, 62, 22, [243, 88, 77, 255], tolerance: 3)
        expectPixel(bitmap, 45, 5, [51, 102, 230, 255], tolerance: 3)   // radial corner, past the end
    }

    @Test("A card turned about y in perspective, front and back single-sided")
    func perspectiveCardFlip() throws {
        let root = rootLayer(128, 96)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 150
        root.sublayerTransform = perspective
        for (i, angle) in [0.6, 2.4].enumerated() {
            let front = coloredLayer(Rect(x: 0, y: 0, width: 40, height: 60), Color(red: 0.9, green: 0.3, blue: 0.3))
            front.position = Point(x: 36 + Double(i) * 56, y: 48)
            front.isDoubleSided = false
            front.borderWidth = 3
            front.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            let back = coloredLayer(Rect(x: 0, y: 0, width: 40, height: 60), Color(red: 0.2, green: 0.4, blue: 0.8))
            back.position = front.position
            back.isDoubleSided = false
            back.transform = Transform3D(rotationAngle: angle + .pi, x: 0, y: 1, z: 0)
            root.addSublayer(front)
            root.addSublayer(back)
        }
        let bitmap = try renderBitmap(root, width: 128, height: 96)
        try GoldenImage.check(bitmap, named: "perspective-card")
        expectPixel(bitmap, 36, 48, [230, 77, 77, 255], tolerance: 3)  // front shows at 0.6 rad
        expectPixel(bitmap, 92, 48, [51, 102, 204, 255], tolerance: 3) // back shows at 2.4 rad
    }

    @Test("A layer with a blend mode blends as a group with what is below")
    func blendMode() throws {
        let root = rootLayer(96, 64)
        for (i, color) in [Color.red, .green, .blue, Color(white: 0.5)].enumerated() {
            root.addSublayer(coloredLayer(Rect(x: Double(i) * 24, y: 0, width: 24, height: 64), color))
        }
        let multiply = Layer()
        multiply.frame = Rect(x: 8, y: 8, width: 80, height: 48)
        multiply.blendMode = .multiply
        multiply.addSublayer(coloredLayer(Rect(x: 0, y: 0, width: 80, height: 24), Color(red: 1, green: 1, blue: 0)))
        multiply.addSublayer(coloredLayer(Rect(x: 0, y: 24, width: 80, height: 24), Color(red: 0, green: 1, blue: 1)))
        root.addSublayer(multiply)
        let bitmap = try renderBitmap(root, width: 96, height: 64)
        try GoldenImage.check(bitmap, named: "blend-multiply")
        expectPixel(bitmap, 12, 16, [255, 0, 0, 255])    // red × yellow
        expectPixel(bitmap, 12, 40, [0, 0, 0, 255])      // red × cyan
        expectPixel(bitmap, 84, 40, [0, 128, 128, 255])  // grey × cyan
    }

    @Test("The demo scene, rendered at half size")
    func demoScene() throws {
        let bitmap = try renderBitmap(Layer.demoScene(), width: 128, height: 128,
                                      transform: AffineTransform(scaleX: 0.5, y: 0.5), background: nil)
        try GoldenImage.check(bitmap, named: "demo-scene")
    }
}
