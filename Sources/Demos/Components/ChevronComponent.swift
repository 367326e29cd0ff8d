import Components
import Graphics
import Layers

/// A small "v" drawn by a shape layer, turned upside down when `isOpen`.
public final class ChevronComponent: LayerComponent {
    /// The colour of the stroke.
    public let color: Color

    /// A 12×12 chevron pointing down, or up when `isOpen`.
    public init(isOpen: Bool, color: Color) {
        self.color = color
        super.init(kind: .shape, attributes: LayerAttributes(transform: Transform3D(rotationAngle: isOpen ? .pi : 0, x: 0, y: 0, z: 1)),
                   size: ComponentSize(width: 12, height: 12))
    }

    /// Draws the "v" across the layer's size.
    public override func configure(_ layer: Layer, size: Size) {
        guard let shape = layer as? ShapeLayer else { return }
        var path = BezierPath()
        path.move(to: Point(x: size.width * 0.15, y: size.height * 0.35))
        path.line(to: Point(x: size.width * 0.5, y: size.height * 0.7))
        path.line(to: Point(x: size.width * 0.85, y: size.height * 0.35))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = color
        shape.lineWidth = 2
        shape.lineCap = .round
        shape.lineJoin = .round
    }
}
