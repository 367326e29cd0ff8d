import Graphics

/// One text animator (`t.a[]`): the properties it changes and the range selector that says
/// for which characters, as node properties (keypaths address them by After Effects' names).
final class TextAnimatorNode: AnimatorNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true

    let selector: TextRangeSelectorNode?
    let anchor: NodeProperty<LottieVector3>?
    let position: NodeProperty<LottieVector3>?
    let scale: NodeProperty<LottieVector3>?
    let skew: NodeProperty<Double>?
    let skewAxis: NodeProperty<Double>?
    let rotation: NodeProperty<Double>?
    let rotationX: NodeProperty<Double>?
    let rotationY: NodeProperty<Double>?
    let opacity: NodeProperty<Double>?
    let fillColor: NodeProperty<Color>?
    let fillHue: NodeProperty<Double>?
    let fillSaturation: NodeProperty<Double>?
    let fillBrightness: NodeProperty<Double>?
    let strokeColor: NodeProperty<Color>?
    let strokeWidth: NodeProperty<Double>?
    let tracking: NodeProperty<Double>?

    init(_ model: borrowing LottieTextAnimator) {
        keypathName = model.name
        let style = model.style
        selector = model.selector.map { TextRangeSelectorNode($0) }
        anchor = style.anchor.map { NodeProperty($0) }
        position = style.position.map { NodeProperty($0) }
        scale = style.scale.map { NodeProperty($0) }
        skew = style.skew.map { NodeProperty($0) }
        skewAxis = style.skewAxis.map { NodeProperty($0) }
        rotation = style.rotation.map { NodeProperty($0) }
        rotationX = style.rotationX.map { NodeProperty($0) }
        rotationY = style.rotationY.map { NodeProperty($0) }
        opacity = style.opacity.map { NodeProperty($0) }
        fillColor = style.fillColor.map { NodeProperty($0) }
        fillHue = style.fillHue.map { NodeProperty($0) }
        fillSaturation = style.fillSaturation.map { NodeProperty($0) }
        fillBrightness = style.fillBrightness.map { NodeProperty($0) }
        strokeColor = style.strokeColor.map { NodeProperty($0) }
        strokeWidth = style.strokeWidth.map { NodeProperty($0) }
        tracking = style.tracking.map { NodeProperty($0) }
        let candidates: [(String, (any AnyNodeProperty)?)] = [
            ("Anchor Point", anchor), ("Position", position), ("Scale", scale), ("Skew", skew), ("Skew Axis", skewAxis),
            ("Rotation", rotation), ("X Rotation", rotationX), ("Y Rotation", rotationY), ("Opacity", opacity),
            ("Fill Color", fillColor), ("Fill Hue", fillHue), ("Fill Saturation", fillSaturation),
            ("Fill Brightness", fillBrightness), ("Stroke Color", strokeColor), ("Stroke Width", strokeWidth),
            ("Tracking Amount", tracking),
        ]
        var named = candidates.compactMap { name, property in property.map { (name, $0) } }
        named += selector?.namedProperties ?? []
        propertyMap = NodePropertyMap(named)
    }

    /// Whether the animator changes where letters are drawn (and not only their paint).
    var movesLetters: Bool {
        anchor != nil || position != nil || scale != nil || skew != nil || rotation != nil
            || rotationX != nil || rotationY != nil
    }
}
