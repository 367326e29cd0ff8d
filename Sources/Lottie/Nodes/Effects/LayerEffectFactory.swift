import Graphics
import Layers

/// Builds a layer's effect nodes: its enabled effects (`ef`) in file order, and its layer
/// styles (`sy`). Effects and styles that are not drawn are reported and skipped; expression
/// controls (custom effects) draw nothing by design and are skipped silently.
enum LayerEffectFactory {
    /// The effects, drawn in the layer's own space after its masks (as lottie-web draws them).
    static func makeEffectNodes(for layer: LottieLayer, report: (LottieWarning) -> Void) -> [any LayerEffectNode] {
        var nodes: [any LayerEffectNode] = []
        for (i, effect) in layer.effects.enumerated() where effect.isEnabled {
            switch effect.type {
            case .dropShadow: nodes.append(DropShadowNode(effect: effect))
            case .gaussianBlur: nodes.append(GaussianBlurNode(effect: effect))
            case .fill: nodes.append(FillEffectNode(effect: effect))
            case .tint: nodes.append(TintEffectNode(effect: effect))
            case .tritone: nodes.append(TritoneEffectNode(effect: effect))
            case .stroke: nodes.append(StrokeEffectNode(effect: effect, masks: layer.masks))
            case .custom: continue
            default:
                report(LottieWarning(kind: .unsupportedEffect, path: "ef[\(i)]",
                                     message: "layer \"\(layer.name)\": effect \"\(effect.name)\" (type \(effect.type.rawValue)) is not drawn"))
            }
        }
        return nodes
    }

    /// The layer styles, drawn in composition space after the layer's transform and before its
    /// track matte, as After Effects renders them (and lottie-ios' references show: a scaled
    /// layer keeps its shadow's offset and softness).
    static func makeStyleNodes(for layer: LottieLayer, report: (LottieWarning) -> Void) -> [any LayerEffectNode] {
        var nodes: [any LayerEffectNode] = []
        for (i, style) in layer.styles.enumerated() {
            guard style.kind == .dropShadow else {
                report(LottieWarning(kind: .unsupportedEffect, path: "sy[\(i)]",
                                     message: "layer \"\(layer.name)\": layer style \"\(style.name)\" (\(style.kind)) is not drawn"))
                continue
            }
            nodes.append(DropShadowNode(style: style))
        }
        return nodes
    }
}
