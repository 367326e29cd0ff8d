import Graphics
import Layers

/// The Gaussian Blur effect (`ef` type 29): blurriness, dimensions, repeat edge pixels.
///
/// As lottie-web: the Gaussian's standard deviation is 0.3 × blurriness (its empirical match
/// of After Effects), in layer units. Repeating edge pixels only matters at the edge of
/// lottie-web's filter region, far outside the layer; it is not drawn.
final class GaussianBlurNode: LayerEffectNode {
    /// The standard deviation per unit of blurriness.
    static let deviationPerBlurriness = 0.3

    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true

    let blurriness: NodeProperty<Double>
    /// 1: both directions, 2: horizontal only, 3: vertical only.
    let dimensions: NodeProperty<Double>

    init(effect: LottieEffect) {
        keypathName = effect.name
        blurriness = NodeProperty(effect.scalar(at: 0, default: 0))
        dimensions = NodeProperty(effect.scalar(at: 1, default: 1))
        propertyMap = NodePropertyMap([("Blurriness", blurriness), ("Blur Dimensions", dimensions)])
    }

    /// The standard deviation of the blur in layer units, per axis.
    var deviation: (x: Double, y: Double) {
        let sigma = max(0, blurriness.value) * Self.deviationPerBlurriness
        switch Int(saturating: dimensions.value.rounded()) {
        case 2: return (sigma, 0)
        case 3: return (0, sigma)
        default: return (sigma, sigma)
        }
    }

    func draw(in canvas: any Canvas, _ content: () -> Void) {
        let (sx, sy) = deviation
        guard isEnabled, sx > 0 || sy > 0 else { return content() }
        let device = canvas.currentTransform.transformedDeviations(x: sx, y: sy)
        canvas.drawBlurred(radiusX: device.x, radiusY: device.y, opacity: 1, blendMode: .normal, content)
    }
}
