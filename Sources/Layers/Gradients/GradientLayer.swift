import Foundation
import Graphics

/// The shapes of gradient a `GradientLayer` draws, as Core Animation's `CAGradientLayerType`.
public enum GradientLayerType: String, CaseIterable, Sendable, Hashable {
    /// Colours change along the line from `startPoint` to `endPoint`.
    case axial
    /// Colours change outwards from `startPoint` to the edge of the ellipse whose half-width
    /// and half-height are the horizontal and vertical distances to `endPoint`.
    case radial
    /// Colours change around `startPoint`, starting in the direction of `endPoint` and going
    /// clockwise (on our y-down screen) once around.
    case conic
}

/// A layer that fills its bounds with a gradient, modelled on Core Animation's
/// `CAGradientLayer`. `startPoint` and `endPoint` are in unit coordinates of the bounds
/// ((0, 0) top-left, (1, 1) bottom-right). Changing any property, or the bounds, redraws the
/// layer.
open class GradientLayer: Layer {
    /// The shape of the gradient.
    public var type: GradientLayerType = .axial { didSet { setNeedsDisplay() } }
    /// The colours, in order; nothing is drawn without any.
    public var colors: [Color] = [] {
        didSet { setNeedsDisplay(); valueDidChange(for: .gradientColors, from: oldValue) }
    }
    /// The location 0...1 of each colour; evenly spaced when nil or when the count does not
    /// match `colors`.
    public var locations: [Double]? {
        didSet { setNeedsDisplay(); valueDidChange(for: .gradientLocations, from: GradientLayer.locations(oldValue, count: colors.count)) }
    }
    /// Where the gradient starts (the centre for radial and conic gradients).
    public var startPoint = Point(x: 0.5, y: 0) {
        didSet { setNeedsDisplay(); valueDidChange(for: .gradientStartPoint, from: oldValue) }
    }
    /// Where the gradient ends (see `GradientLayerType` for its meaning in each type).
    public var endPoint = Point(x: 0.5, y: 1) {
        didSet { setNeedsDisplay(); valueDidChange(for: .gradientEndPoint, from: oldValue) }
    }

    /// A gradient layer without colours, running from the top centre to the bottom centre.
    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// A copy of another layer's model values, gradient properties included when it is a
    /// gradient layer.
    public required init(layer: Layer) {
        super.init(layer: layer)
        guard let gradient = layer as? GradientLayer else { return }
        type = gradient.type
        colors = gradient.colors
        locations = gradient.locations
        startPoint = gradient.startPoint
        endPoint = gradient.endPoint
    }

    /// The gradient made of `colors` and `locations`.
    public var gradient: Gradient {
        guard let locations, locations.count == colors.count else { return Gradient(colors: colors) }
        return Gradient(stops: zip(locations, colors).map { GradientStop(location: $0, color: $1) })
    }

    /// Fills the bounds with the gradient.
    open override func draw(in canvas: any Canvas) {
        let area = bounds.standardized
        guard !area.isEmpty, let last = colors.last else { return }
        let rect = BezierPath(rect: area)
        let start = Point(x: area.minX + startPoint.x * area.width, y: area.minY + startPoint.y * area.height)
        let end = Point(x: area.minX + endPoint.x * area.width, y: area.minY + endPoint.y * area.height)
        switch type {
        case .axial:
            guard start != end else { canvas.fill(rect, color: last); return }
            canvas.fill(rect, with: .linearGradient(gradient, start: start, end: end))
        case .radial:
            let radiusX = abs(end.x - start.x), radiusY = abs(end.y - start.y)
            guard radiusX > 0, radiusY > 0 else { canvas.fill(rect, color: last); return }
            // A unit circle gradient seen through a scale: the ellipse of Core Animation.
            let ellipse = AffineTransform(scaleX: radiusX, y: radiusY).concatenating(AffineTransform(translationX: start.x, y: start.y))
            guard let toUnit = ellipse.inverted else { return }
            canvas.withSavedState {
                canvas.concatenate(ellipse)
                canvas.fill(rect.applying(toUnit), with: .radialGradient(gradient, center: .zero, radius: 1, focal: .zero))
            }
        case .conic:
            let direction = end - start
            let angle = direction == .zero ? 0 : atan2(direction.y, direction.x)
            canvas.fill(rect, with: .conicGradient(gradient, center: start, startAngle: angle))
        }
    }
}
