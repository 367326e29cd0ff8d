import CairoCanvas
import Graphics
import Layers
import Testing

/// The Layers hooks the effects stand on: `Layer.filters`, and blurs recorded by `draw(in:)`
/// that keep their size in the layer's units.
@Suite("Layer filters and recorded blurs")
struct LayerFilterTests {
    /// Notes when it draws and what it wraps.
    final class Tracer: LayerFilter {
        let name: String
        let sink: (String) -> Void
        init(_ name: String, sink: @escaping (String) -> Void) { self.name = name; self.sink = sink }
        func draw(in canvas: any Canvas, _ content: () -> Void) {
            sink("begin \(name)")
            content()
            sink("end \(name)")
        }
    }

    /// Turns every pixel green and doubles its alpha (so it matters whether the layer's
    /// opacity came before).
    final class Greener: LayerFilter {
        func draw(in canvas: any Canvas, _ content: () -> Void) {
            canvas.drawColorFiltered(ColorFilter([.matrix(ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]))]), content)
        }
    }

    private func square(_ color: Color) -> Layer {
        let layer = Layer()
        layer.anchorPoint = .zero
        layer.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = color
        return layer
    }

    @Test("Filters nest with the first innermost and wrap the sublayers")
    func order() throws {
        var events: [String] = []
        let layer = square(.red)
        layer.addSublayer(square(.blue))
        layer.filters = [Tracer("a") { events.append($0) }, Tracer("b") { events.append($0) }]
        let canvas = try #require(CairoImageCanvas(width: 20, height: 20))
        Renderer.render(layer, into: canvas)
        #expect(events == ["begin b", "begin a", "end a", "end b"])
        #expect(canvas.makeBitmap().color(x: 10, y: 10) == .blue)
    }

    @Test("A filter sees the layer at full opacity; the opacity fades the filtered result")
    func opacityAfterFilters() throws {
        let layer = square(.red)
        layer.opacity = 0.5
        layer.filters = [Greener()]
        let canvas = try #require(CairoImageCanvas(width: 20, height: 20))
        Renderer.render(layer, into: canvas)
        let c = canvas.makeBitmap().color(x: 10, y: 10)
        #expect(c.red == 0 && c.blue == 0 && abs(c.green - 1) < 0.01 && abs(c.alpha - 0.5) < 0.01)
    }

    @Test("A blur recorded in draw(in:) is sized in the layer's units")
    func recordedBlurScales() throws {
        final class Blurred: Layer {
            let radius: Double
            init(radius: Double) { self.radius = radius; super.init() }
            required init(layer: Layer) { radius = (layer as? Blurred)?.radius ?? 0; super.init(layer: layer) }
            override func draw(in canvas: any Canvas) {
                canvas.drawBlurred(radius: radius, opacity: 1, blendMode: .normal) {
                    canvas.fill(BezierPath(rect: Rect(x: 10, y: 10, width: 20, height: 20)), color: .black)
                }
            }
        }
        let small = Blurred(radius: 2)
        small.anchorPoint = .zero
        small.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        let doubled = try #require(CairoImageCanvas(width: 80, height: 80))
        Renderer.render(small, into: doubled, transform: AffineTransform(scaleX: 2, y: 2))
        let reference = try #require(CairoImageCanvas(width: 80, height: 80))
        reference.concatenate(AffineTransform(scaleX: 2, y: 2))
        reference.drawBlurred(radius: 4, opacity: 1, blendMode: .normal) {
            reference.fill(BezierPath(rect: Rect(x: 10, y: 10, width: 20, height: 20)), color: .black)
        }
        #expect(doubled.makeBitmap().pixels == reference.makeBitmap().pixels)
        // Unscaled, the recorded radius is used as it is.
        let plain = try #require(CairoImageCanvas(width: 40, height: 40))
        Renderer.render(small, into: plain)
        #expect(plain.makeBitmap().alphaFraction(20, 9) > 0.3)
        #expect(plain.makeBitmap().alphaFraction(20, 2) == 0)
    }
}
