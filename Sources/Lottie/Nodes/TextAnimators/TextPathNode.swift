import Foundation
import Graphics

/// Text that follows one of the layer's mask paths (`t.p`), placed as lottie-web does: each
/// letter's centre sits on the path at its distance along the line (plus the first margin),
/// optionally turned to the path's direction; lines are aligned along the path's length, and
/// "force alignment" spreads the letters over the whole path.
final class TextPathNode {
    let path: NodeProperty<LottieBezier>
    let firstMargin: NodeProperty<Double>
    let reversePath: NodeProperty<Double>
    let forceAlignment: NodeProperty<Double>
    let perpendicular: NodeProperty<Double>

    /// The path options of a text layer whose mask `options.maskIndex` exists; nil otherwise.
    init?(_ options: LottieTextPathOptions, masks: [LottieMask]) {
        guard masks.indices.contains(options.maskIndex) else { return nil }
        path = NodeProperty(masks[options.maskIndex].path)
        firstMargin = NodeProperty(options.firstMargin ?? KeyframeGroup(0))
        reversePath = NodeProperty(options.reversePath ?? KeyframeGroup(0))
        forceAlignment = NodeProperty(options.forceAlignment ?? KeyframeGroup(0))
        perpendicular = NodeProperty(options.perpendicularToPath ?? KeyframeGroup(1))
    }

    /// The properties, for the per-frame update.
    var properties: [any AnyNodeProperty] { [path, firstMargin, reversePath, forceAlignment, perpendicular] }

    /// The placement as of the last property change: measuring the path is the costly part,
    /// and text animators often change every frame while the path holds still.
    private var currentPlacement: Placement?

    /// Pulls the properties' new values. Returns whether any changed.
    func updateProperties(frame: Double) -> Bool {
        var changed = false
        for property in properties where property.needsUpdate(frame: frame) {
            property.update(frame: frame)
            changed = true
        }
        if changed { currentPlacement = nil }
        return changed
    }

    /// The geometry at the current values, measured again only after they changed.
    var placement: Placement {
        if let currentPlacement { return currentPlacement }
        let placement = measuredPlacement()
        currentPlacement = placement
        return placement
    }

    private func measuredPlacement() -> Placement {
        let bezier = path.value
        var shape = bezier.bezierPath()
        if reversePath.value != 0 { shape = shape.reversed() }
        return Placement(measure: PathMeasure(shape), isClosed: bezier.isClosed, firstMargin: firstMargin.value,
                         forcesAlignment: forceAlignment.value != 0, isPerpendicular: perpendicular.value != 0)
    }

    /// The path of one frame and how letters follow it.
    struct Placement {
        let measure: PathMeasure
        let isClosed: Bool
        let firstMargin: Double
        let forcesAlignment: Bool
        let isPerpendicular: Bool

        /// The point at `distance` along the path and the direction there (radians). Closed
        /// paths wrap around; open ones continue straight past their ends.
        func location(at distance: Double) -> (point: Point, angle: Double) {
            let length = measure.length
            guard length > 0, let start = measure.point(atLength: 0) else { return (measure.point(atLength: 0) ?? .zero, 0) }
            var d = distance
            var overshoot = 0.0
            if isClosed {
                d = d.truncatingRemainder(dividingBy: length)
                if d < 0 { d += length }
            } else if d < 0 {
                overshoot = d
                d = 0
            } else if d > length {
                overshoot = d - length
                d = length
            }
            let tangent = measure.tangent(atLength: d) ?? Point(x: 1, y: 0)
            let base = d == 0 && overshoot <= 0 ? start : (measure.point(atLength: d) ?? start)
            let point = Point(x: base.x + tangent.x * overshoot, y: base.y + tangent.y * overshoot)
            return (point, atan2(tangent.y, tangent.x))
        }
    }
}
