import Graphics
import Testing
@testable import Layers

/// What the renderer asks of a canvas, checked through a canvas that only records.
@Suite("Renderer decisions")
struct RendererTests {
    private func square(_ frame: Rect, _ color: Color) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    private func render(_ layer: Layer, transform: AffineTransform = .identity) -> SpyCanvas {
        let canvas = SpyCanvas()
        Renderer.render(layer, into: canvas, transform: transform)
        #expect(canvas.saveDepth == 0 && canvas.unbalancedRestores == 0)
        return canvas
    }

    @Test("A layer that paints once takes its opacity directly: no offscreen group")
    func singlePaintOpacity() {
        let layer = square(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        layer.opacity = 0.5
        let canvas = render(layer)
        #expect(canvas.groupCount == 0)
        #expect(canvas.fillColors == [Color.red.withAlpha(0.5)])
    }

    @Test("Opacity over two overlapping sublayers needs one group, and the paint stays opaque")
    func groupOpacity() {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        parent.opacity = 0.5
        parent.addSublayer(square(Rect(x: 0, y: 0, width: 60, height: 60), .red))
        parent.addSublayer(square(Rect(x: 40, y: 40, width: 60, height: 60), .blue))
        let canvas = render(parent)
        #expect(canvas.groupCount == 1)
        #expect(canvas.calls.first == .beginGroup(opacity: 0.5, .normal))
        #expect(canvas.fillColors == [.red, .blue])
    }

    @Test("Opacity passes down a chain of single sublayers")
    func nestedOpacity() {
        let outer = Layer(), middle = Layer()
        outer.opacity = 0.5
        middle.opacity = 0.5
        outer.addSublayer(middle)
        let inner = square(Rect(x: 0, y: 0, width: 5, height: 5), .green)
        inner.opacity = 0.8
        middle.addSublayer(inner)
        let canvas = render(outer)
        #expect(canvas.groupCount == 0)
        #expect(canvas.fillColors.count == 1 && approx(canvas.fillColors[0].alpha, 0.2))
    }

    @Test("A blend mode over one paint blends it directly, down a chain of single sublayers; over more, a group")
    func blendModes() {
        let layer = square(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        layer.blendMode = .multiply
        layer.opacity = 0.5
        var canvas = render(layer)
        #expect(canvas.calls.first == .beginBlended(.multiply) && canvas.groupCount == 0)
        #expect(canvas.fillColors == [Color.red.withAlpha(0.5)])

        // The outer mode reaches the leaf; the leaf's own mode would have blended onto the
        // outer group's transparent pixels, which gives the leaf itself.
        let outer = Layer(), inner = square(Rect(x: 0, y: 0, width: 5, height: 5), .green)
        outer.blendMode = .screen
        inner.blendMode = .difference
        outer.addSublayer(inner)
        canvas = render(outer)
        #expect(canvas.calls.first == .beginBlended(.screen) && canvas.groupCount == 0)

        let two = Layer()
        two.blendMode = .overlay
        two.addSublayer(square(Rect(x: 0, y: 0, width: 6, height: 6), .red))
        two.addSublayer(square(Rect(x: 3, y: 3, width: 6, height: 6), .blue))
        canvas = render(two)
        #expect(canvas.calls.first == .beginGroup(opacity: 1, .overlay) && canvas.groupCount == 1)
        #expect(!canvas.calls.contains(.beginBlended(.overlay)))
    }

    @Test("Masks draw through drawMasked")
    func masks() {
        let masked = square(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        masked.opacity = 0.5
        masked.mask = square(Rect(x: 0, y: 0, width: 5, height: 5), .black)
        let canvas = render(masked)
        #expect(canvas.groupCount == 0)
        #expect(canvas.calls.map { call -> String in
            switch call {
            case .beginMask(let mode): return "mask \(mode)"
            case .beginMaskedContent: return "content"
            case .endMasked: return "end"
            case .fill: return "fill"
            default: return "other"
            }
        } == ["mask alpha", "fill", "content", "fill", "end"])
        #expect(canvas.fillColors == [.black, Color.red.withAlpha(0.5)])
    }

    @Test("Layers are placed by position, anchor point, bounds origin and the root transform")
    func placement() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        root.position = Point(x: 50, y: 50)
        let child = square(Rect(x: 20, y: 30, width: 10, height: 10), .red)
        child.bounds.origin = Point(x: 5, y: 5)  // content shifts up-left by 5
        root.addSublayer(child)
        let canvas = render(root, transform: AffineTransform(scaleX: 2, y: 2))
        let fill = canvas.fills[0]
        #expect(fill.path == BezierPath(rect: Rect(x: 5, y: 5, width: 10, height: 10)))
        // Child point (5, 5) is its top-left corner, at (20, 30) in the root, (40, 60) on the canvas.
        #expect(approx(fill.transform.apply(to: Point(x: 5, y: 5)), Point(x: 40, y: 60)))
    }

    @Test("Sublayers draw in zPosition order, stable among equals; hidden ones not at all")
    func order() {
        let root = Layer()
        let a = square(Rect(x: 0, y: 0, width: 1, height: 1), .red)
        let b = square(Rect(x: 0, y: 0, width: 1, height: 1), .green)
        let c = square(Rect(x: 0, y: 0, width: 1, height: 1), .blue)
        let d = square(Rect(x: 0, y: 0, width: 1, height: 1), .white)
        root.sublayers = [a, b, c, d]
        a.zPosition = 2
        c.zPosition = -1
        d.isHidden = true
        #expect(render(root).fillColors == [.blue, .green, .red])
    }

    @Test("Background, contents, drawing, sublayers, border: bottom to top; masksToBounds clips the middle")
    func paintOrder() {
        let layer = ShapeLayer()
        layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = .white
        layer.path = BezierPath(rect: Rect(x: 2, y: 2, width: 2, height: 2))
        layer.fillColor = .red
        layer.contents = Bitmap(width: 2, height: 2)
        layer.borderWidth = 1
        layer.borderColor = .blue
        layer.masksToBounds = true
        layer.addSublayer(square(Rect(x: 0, y: 0, width: 1, height: 1), .green))
        let kinds = render(layer).calls.compactMap { call -> String? in
            switch call {
            case .fill(_, .solid(let c), _, _): return c.hexString
            case .clip: return "clip"
            case .image: return "image"
            default: return nil
            }
        }
        #expect(kinds == ["#ffffffff", "clip", "image", "#ff0000ff", "#00ff00ff", "#0000ffff"])
    }

    @Test("The border is a ring inside the bounds, its inner corners rounded by what is left of the radius")
    func border() {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 40, height: 20)
        layer.borderWidth = 4
        layer.cornerRadius = 6
        let canvas = render(layer)
        guard case .fill(let path, _, let rule, _) = canvas.calls.first(where: { if case .fill = $0 { true } else { false } }) else {
            Issue.record("no border fill"); return
        }
        var expected = BezierPath(roundedRect: Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6)
        expected.append(BezierPath(roundedRect: Rect(x: 4, y: 4, width: 32, height: 12), cornerRadius: 2))
        #expect(path == expected && rule == .evenOdd)
    }

    @Test("draw(in:) runs once per setNeedsDisplay(), or on bounds changes when asked")
    func displayCaching() {
        final class Counting: Layer {
            var draws = 0
            override func draw(in canvas: any Canvas) {
                draws += 1
                canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .red)
            }
        }
        let layer = Counting()
        _ = render(layer)
        _ = render(layer)
        #expect(layer.draws == 1 && !layer.needsDisplay)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay)
        _ = render(layer)
        #expect(layer.draws == 2)
        layer.bounds = Rect(x: 0, y: 0, width: 5, height: 5)
        _ = render(layer)
        #expect(layer.draws == 2)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = Rect(x: 0, y: 0, width: 6, height: 5)
        _ = render(layer)
        #expect(layer.draws == 3)
    }

    @Test("Careless drawing cannot unbalance the canvas or leak its clip to sublayers")
    func carelessDrawing() {
        final class Careless: Layer {
            override func draw(in canvas: any Canvas) {
                canvas.restore()
                canvas.clip(to: BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)))
                canvas.save()
                canvas.concatenate(AffineTransform(scaleX: 3, y: 3))
                canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .red)
            }
        }
        let layer = Careless()
        layer.addSublayer(square(Rect(x: 0, y: 0, width: 1, height: 1), .green))
        let canvas = render(layer)  // checks the balance
        #expect(canvas.fills.map(\.transform) == [AffineTransform(scaleX: 3, y: 3), .identity])
    }

    @Test("A draw(in:) that empties its superlayer while the tree is drawn: the sublayers listed are drawn all the same")
    func drawingThatChangesTheTree() {
        // The drawer reaches the sublayers it listed without retaining them; the superlayer's
        // array it holds keeps them alive although the tree no longer does.
        final class Vandal: Layer {
            override func draw(in canvas: any Canvas) {
                superlayer?.sublayers = []
                canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .red)
            }
        }
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let parent = Layer()
        parent.frame = root.frame
        parent.opacity = 0.5
        parent.addSublayer(Vandal())
        parent.addSublayer(square(Rect(x: 1, y: 1, width: 2, height: 2), .green))
        parent.addSublayer(square(Rect(x: 4, y: 4, width: 2, height: 2), .blue))
        root.addSublayer(parent)
        #expect(render(root).fillColors == [.red, .green, .blue])
        #expect(parent.sublayers.isEmpty)
        #expect(render(root).fillColors.isEmpty)
    }

    @Test("Blur and shadow effects in draw(in:) are recorded and replayed")
    func effects() {
        final class Effects: Layer {
            override func draw(in canvas: any Canvas) {
                canvas.drawBlurred(radius: 3, opacity: 0.5, blendMode: .normal) {
                    canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .red)
                }
                canvas.drawWithDropShadow(color: .black, offset: Point(x: 1, y: 2), radius: 4) {
                    canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .blue)
                }
            }
        }
        let layer = Effects()
        layer.opacity = 0.5
        let calls = render(layer).calls
        #expect(calls.first == .beginGroup(opacity: 0.5, .normal))
        #expect(calls.contains(.beginBlur(radius: 3, opacity: 0.5)))
        #expect(calls.contains(.beginShadow(.black, offset: Point(x: 1, y: 2), radius: 4)))
        #expect(calls.filter { $0 == .endEffect }.count == 2)
    }

    @Test("Perspective draws the exact projected outline, where hit testing and convert() put it")
    func perspectiveOutline() {
        let (container, card) = perspectiveCard(angle: .pi / 3)
        card.backgroundColor = .red
        let canvas = render(container)
        guard let fill = canvas.fills.first else { Issue.record("nothing drawn"); return }
        let drawn = fill.path.elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p): return fill.transform.apply(to: p)
            default: return nil
            }
        }
        let expected = Rect(x: 0, y: 0, width: 100, height: 100).cornersClockwise.map { card.convert($0, to: container) }
        #expect(drawn.count == 4)
        for (d, e) in zip(drawn, expected) { #expect(approx(d, e, 1e-9)) }
        // A trapezoid: the receding right edge is shorter than the left one.
        #expect(drawn[2].y - drawn[1].y < drawn[3].y - drawn[0].y)
    }

    @Test("Non-finite values never reach the canvas")
    func nonFinite() {
        let root = Layer()
        let values: [(Layer) -> Void] = [
            { $0.position.x = .nan }, { $0.bounds.size.width = .infinity }, { $0.cornerRadius = .nan },
            { $0.borderWidth = .nan }, { $0.anchorPoint.y = .nan }, { $0.zPosition = .nan }, { $0.opacity = .nan },
            { $0.transform.m11 = .nan }, { $0.contentsScale = .nan }, { $0.contentsRect.size.width = .nan },
        ]
        for change in values {
            let layer = square(Rect(x: 0, y: 0, width: 10, height: 10), .red)
            layer.borderWidth = 1
            layer.cornerRadius = 2
            layer.contents = Bitmap(width: 1, height: 1)
            change(layer)
            root.addSublayer(layer)
        }
        let canvas = render(root)
        for call in canvas.calls {
            switch call {
            case .fill(let path, _, _, let t), .stroke(let path, _, _, let t), .clip(let path, let t):
                #expect(t.isFinite && path.elements.allSatisfy(\.isFinite))
            case .image(let t, let opacity):
                #expect(t.isFinite && opacity.isFinite)
            default:
                break
            }
        }
        #expect(root.hitTest(Point(x: 5, y: 5)) != nil)
    }

    @Test("A half-turned single-sided layer is not drawn; a double-sided one is, mirrored")
    func doubleSided() {
        let layer = square(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        layer.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        let mirrored = render(layer).fills
        #expect(mirrored.count == 1 && mirrored[0].transform.determinant < 0)
        layer.isDoubleSided = false
        #expect(render(layer).fills.isEmpty)
    }

    @Test("Contents are placed by gravity, scale and contents rectangle")
    func contentsPlacement() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.anchorPoint = .zero
        layer.contents = Bitmap(width: 40, height: 20)
        layer.contentsGravity = .bottomRight
        layer.contentsScale = 2
        guard case .image(let t, _) = render(layer).calls.first(where: { if case .image = $0 { true } else { false } }) else {
            Issue.record("no image"); return
        }
        // 40×20 pixels at scale 2 are 20×10 units, in the bottom-right corner.
        #expect(approx(t, AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 80, ty: 40)))

        layer.contentsGravity = .resizeAspect
        layer.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)  // the right 20×20 pixels
        let calls = render(layer).calls
        guard case .image(let u, _) = calls.first(where: { if case .image = $0 { true } else { false } }) else {
            Issue.record("no image"); return
        }
        // The 20×20 source fits as 50×50, centred: pixel 20 lands at x = 25.
        #expect(approx(u, AffineTransform(a: 2.5, b: 0, c: 0, d: 2.5, tx: 25 - 20 * 2.5, ty: 0)))
        #expect(calls.contains(.clip(BezierPath(rect: Rect(x: 25, y: 0, width: 50, height: 50)), .identity)))
    }

    @Test("Gravity placements")
    func gravities() {
        let bounds = Rect(x: 10, y: 20, width: 100, height: 50)
        let size = Size(width: 20, height: 10)
        let expected: [ContentsGravity: Rect] = [
            .center: Rect(x: 50, y: 40, width: 20, height: 10),
            .top: Rect(x: 50, y: 20, width: 20, height: 10),
            .bottom: Rect(x: 50, y: 60, width: 20, height: 10),
            .left: Rect(x: 10, y: 40, width: 20, height: 10),
            .right: Rect(x: 90, y: 40, width: 20, height: 10),
            .topLeft: Rect(x: 10, y: 20, width: 20, height: 10),
            .topRight: Rect(x: 90, y: 20, width: 20, height: 10),
            .bottomLeft: Rect(x: 10, y: 60, width: 20, height: 10),
            .bottomRight: Rect(x: 90, y: 60, width: 20, height: 10),
            .resize: bounds,
            .resizeAspect: Rect(x: 10, y: 20, width: 100, height: 50),
            .resizeAspectFill: Rect(x: 10, y: 20, width: 100, height: 50),
        ]
        for gravity in ContentsGravity.allCases {
            #expect(gravity.placement(of: size, in: bounds) == expected[gravity], "\(gravity)")
        }
        let tall = Size(width: 10, height: 20)
        #expect(ContentsGravity.resizeAspect.placement(of: tall, in: bounds) == Rect(x: 47.5, y: 20, width: 25, height: 50))
        #expect(ContentsGravity.resizeAspectFill.placement(of: tall, in: bounds) == Rect(x: 10, y: -55, width: 100, height: 200))
    }

    @Test("ShapeLayer strokes only between strokeStart and strokeEnd")
    func strokeEnds() {
        let shape = ShapeLayer()
        shape.path = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.lineDashPattern = [2, 1]
        #expect(shape.strokedPath == shape.path)
        shape.strokeStart = 0.6
        shape.strokeEnd = 0.4
        #expect(shape.strokedPath == nil)
        #expect(render(shape).calls.isEmpty)
        shape.strokeEnd = 2
        let strokes = render(shape).calls.compactMap { if case .stroke(_, _, let style, _) = $0 { return style } else { return nil } }
        #expect(strokes == [StrokeStyle(width: 1, cap: .butt, join: .miter, miterLimit: 10, dashPattern: [2, 1], dashPhase: 0)])
    }

    @Test("GradientLayer maps unit points to the bounds")
    func gradientGeometry() {
        let layer = GradientLayer()
        layer.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        layer.colors = [.red, .blue]
        layer.locations = [0.25, 0.75]
        layer.startPoint = Point(x: 0, y: 0.5)
        layer.endPoint = Point(x: 1, y: 0.5)
        let gradient = Gradient(stops: [GradientStop(location: 0.25, color: .red), GradientStop(location: 0.75, color: .blue)])
        #expect(render(layer).fills.first?.paint == .linearGradient(gradient, start: Point(x: 0, y: 50), end: Point(x: 200, y: 50)))
        layer.type = .conic
        layer.startPoint = Point(x: 0.5, y: 0.5)
        layer.endPoint = Point(x: 0.5, y: 1)
        #expect(render(layer).fills.first?.paint == .conicGradient(gradient, center: Point(x: 100, y: 50), startAngle: .pi / 2))
        layer.type = .radial
        // With no vertical distance to the end point the ellipse is flat: all last colour.
        #expect(render(layer).fills.first?.paint == .solid(.blue))
        layer.endPoint = Point(x: 1, y: 1)
        let radial = render(layer).fills.first
        // The unit-circle gradient is seen through the ellipse transform: radii 100 × 50.
        #expect(radial?.paint == .radialGradient(gradient, center: .zero, radius: 1, focal: .zero))
        #expect(radial.map { approx($0.transform, AffineTransform(a: 100, b: 0, c: 0, d: 50, tx: 100, ty: 50)) } == true)
    }
}

extension Rect {
    /// The corners from the minimum one, clockwise on a y-down screen.
    var cornersClockwise: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }
}

extension AffineTransform {
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}

extension PathElement {
    var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
        case .quadCurve(let p, let c): return [p.x, p.y, c.x, c.y].allSatisfy(\.isFinite)
        case .curve(let p, let c1, let c2): return [p.x, p.y, c1.x, c1.y, c2.x, c2.y].allSatisfy(\.isFinite)
        case .close: return true
        }
    }
}
