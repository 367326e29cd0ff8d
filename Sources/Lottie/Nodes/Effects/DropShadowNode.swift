import Foundation
import Graphics
import Layers

/// A drop shadow: the Drop Shadow effect (`ef` type 25) or the Drop Shadow layer style (`sy`
/// type 1). The shadow is the layer's alpha, blurred, moved and painted in the shadow colour
/// below the layer.
final class DropShadowNode: LayerEffectNode {
    /// Where the parameters come from; the two disagree on units and angles.
    enum Source {
        /// The effect: opacity 0...255, direction clockwise from "up", softness.
        case effect
        /// The layer style: opacity 0...100, light angle counter-clockwise from "right"
        /// (the shadow falls away from the light), size.
        case style
    }

    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true

    let source: Source
    let color: NodeProperty<Color>
    let opacity: NodeProperty<Double>
    let angle: NodeProperty<Double>
    let distance: NodeProperty<Double>
    let softness: NodeProperty<Double>

    /// The Drop Shadow effect; parameters: colour, opacity, direction, distance, softness
    /// (and "shadow only", which lottie-web ignores too).
    init(effect: LottieEffect) {
        source = .effect
        keypathName = effect.name
        color = NodeProperty(effect.color(at: 0, default: .black))
        opacity = NodeProperty(effect.scalar(at: 1, default: 127.5))
        angle = NodeProperty(effect.scalar(at: 2, default: 135))
        distance = NodeProperty(effect.scalar(at: 3, default: 5))
        softness = NodeProperty(effect.scalar(at: 4, default: 0))
        propertyMap = NodePropertyMap([("Shadow Color", color), ("Opacity", opacity), ("Direction", angle),
                                       ("Distance", distance), ("Softness", softness)])
    }

    /// The Drop Shadow layer style (`c`, `o`, `a`, `d`, `s`).
    init(style: LottieLayerStyle) {
        source = .style
        keypathName = style.name
        color = NodeProperty(style.color("c") ?? KeyframeGroup(.black))
        opacity = NodeProperty(style.scalar("o") ?? KeyframeGroup(75))
        angle = NodeProperty(style.scalar("a") ?? KeyframeGroup(120))
        distance = NodeProperty(style.scalar("d") ?? KeyframeGroup(5))
        softness = NodeProperty(style.scalar("s") ?? KeyframeGroup(5))
        propertyMap = NodePropertyMap([("Color", color), ("Opacity", opacity), ("Angle", angle),
                                       ("Distance", distance), ("Size", softness)])
    }

    /// The shadow colour with the opacity applied.
    var shadowColor: Color {
        let c = color.value.clamped
        let full = source == .effect ? 255.0 : 100.0
        return c.withAlpha(c.alpha * max(0, min(1, opacity.value / full)))
    }

    /// Where the shadow goes, in layer units.
    var offset: Point {
        let d = distance.value
        switch source {
        case .effect:
            // lottie-web: the direction less 90° is the screen angle (0° = up turns to −y).
            let r = (angle.value - 90) * .pi / 180
            return Point(x: d * cos(r), y: d * sin(r))
        case .style:
            // The light comes from `angle` (y up); the shadow falls the opposite way.
            let r = angle.value * .pi / 180
            return Point(x: -d * cos(r), y: d * sin(r))
        }
    }

    /// The standard deviation of the shadow's blur, in layer units: lottie-web's softness / 4
    /// for the effect; for the style, lottie-ios' size / 2 as a Core Animation shadow radius,
    /// which its references show to be close to a Gaussian of that deviation.
    var blurDeviation: Double {
        max(0, softness.value) / (source == .effect ? 4 : 2)
    }

    func draw(in canvas: any Canvas, _ content: () -> Void) {
        guard isEnabled else { return content() }
        let toDevice = canvas.currentTransform
        canvas.drawWithDropShadow(color: shadowColor, offset: toDevice.applyToVector(offset),
                                  radius: blurDeviation * toDevice.lengthScale, content)
    }
}
