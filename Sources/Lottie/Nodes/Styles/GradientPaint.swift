import Foundation
import Graphics

/// The animatable paint of gradient fills and strokes: type, start and end points, highlight
/// length and angle (radial), colour stops.
///
/// A class, so that a gradient slot can change the stop count with the data (see
/// `GradientSlotBinding`).
final class GradientPaint {
    let type: LottieGradientType
    /// The colour data's layout (its stop count); the data itself is `stops`.
    var colors: LottieGradientColors
    let startPoint: NodeProperty<LottieVector3>
    let endPoint: NodeProperty<LottieVector3>
    let highlightLength: NodeProperty<Double>
    let highlightAngle: NodeProperty<Double>
    let stops: NodeProperty<[Double]>

    init(_ model: borrowing LottieGradient) {
        type = model.type
        colors = model.colors
        startPoint = NodeProperty(model.startPoint)
        endPoint = NodeProperty(model.endPoint)
        highlightLength = NodeProperty(model.highlightLength ?? KeyframeGroup(0))
        highlightAngle = NodeProperty(model.highlightAngle ?? KeyframeGroup(0))
        stops = NodeProperty(model.colors.values)
        if let slotID = model.colors.slotID, let slots = SlotBindings.building {
            slots.bind(GradientSlotBinding(paint: self, original: model.colors), to: slotID)
        }
    }

    /// How many properties `appendNamedProperties(to:)` adds.
    static let propertyCount = 5

    /// Adds the properties to a node's property map: into the node's own array, so that the
    /// node allocates one array in all.
    func appendNamedProperties(to named: inout [(String, any AnyNodeProperty)]) {
        named.append(("Start Point", startPoint))
        named.append(("End Point", endPoint))
        named.append(("Colors", stops))
        named.append(("Highlight Length", highlightLength))
        named.append(("Highlight Angle", highlightAngle))
    }

    /// The paint at the current values, every stop's alpha multiplied by `opacity`; resampled
    /// (with a warning) when it has more stops than `RenderLimits.maxGradientStops`.
    func paint(opacity: Double, budget: RenderBudget? = nil, item: String = "") -> Paint? {
        var gradient = currentGradient()
        guard !gradient.stops.isEmpty, opacity > 0 else { return nil }
        if let budget, gradient.stops.count > budget.limits.maxGradientStops {
            let limit = max(2, budget.limits.maxGradientStops)
            budget.warn(item, "gradient of \(gradient.stops.count) stops drawn with \(limit) evenly spaced ones "
                        + "(RenderLimits.maxGradientStops)")
            gradient = gradient.resampled(to: limit)
        }
        if opacity < 1 {
            gradient.stops = gradient.stops.map { GradientStop(location: $0.location, color: $0.color.withAlpha($0.color.alpha * opacity)) }
        }
        let s = startPoint.value.point, e = endPoint.value.point
        switch type {
        case .linear:
            return .linearGradient(gradient, start: s, end: e)
        case .radial:
            let radius = s.distance(to: e)
            let angle = atan2(e.y - s.y, e.x - s.x)
            // lottie-web keeps the focal point strictly inside the circle.
            let h = max(-0.99, min(0.99, highlightLength.value / 100))
            let a = angle + highlightAngle.value * .pi / 180
            let focal = Point(s.x + cos(a) * radius * h, s.y + sin(a) * radius * h)
            return .radialGradient(gradient, center: s, radius: radius, focal: focal)
        }
    }
}

/// A gradient fill (`gf`).
final class GradientFillNode: StyleNode {
    let gradient: GradientPaint
    let opacity: NodeProperty<Double>
    let rule: FillRule

    init(_ model: borrowing LottieGradientFill, name: String) {
        gradient = GradientPaint(model.gradient)
        opacity = NodeProperty(model.opacity)
        rule = model.fillRule
        var named: [(String, any AnyNodeProperty)] = []
        named.reserveCapacity(1 + GradientPaint.propertyCount)
        named.append(("Opacity", opacity))
        gradient.appendNamedProperties(to: &named)
        super.init(name: name, properties: NodePropertyMap(named))
    }

    override func instruction(for path: BezierPath) -> ShapeRenderLayer.Instruction {
        guard let paint = gradient.paint(opacity: max(0, min(1, opacity.value / 100)), budget: budget,
                                         item: keypathName) else { return .none }
        return .fill(path, paint, rule)
    }
}

/// A gradient stroke (`gs`).
final class GradientStrokeNode: StyleNode {
    let gradient: GradientPaint
    let opacity: NodeProperty<Double>
    let geometry: StrokeGeometry

    init(_ model: borrowing LottieGradientStroke, name: String) {
        gradient = GradientPaint(model.gradient)
        opacity = NodeProperty(model.opacity)
        geometry = StrokeGeometry(model.line)
        var named: [(String, any AnyNodeProperty)] = []
        named.reserveCapacity(1 + GradientPaint.propertyCount + geometry.propertyCount)
        named.append(("Opacity", opacity))
        gradient.appendNamedProperties(to: &named)
        geometry.appendNamedProperties(to: &named)
        super.init(name: name, properties: NodePropertyMap(named))
    }

    override func instruction(for path: BezierPath) -> ShapeRenderLayer.Instruction {
        guard let style = geometry.style(for: path, budget: budget, item: keypathName),
              let paint = gradient.paint(opacity: max(0, min(1, opacity.value / 100)), budget: budget,
                                         item: keypathName) else { return .none }
        return .stroke(path, paint, style)
    }
}
