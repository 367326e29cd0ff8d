import Graphics
import Layers

/// The Stroke effect (`ef` type 22): strokes the layer's mask paths (one chosen mask, or all)
/// with a round brush, optionally only from "start" to "end" and as dots "spacing" apart, and
/// draws the stroke over the layer, alone, or as the matte that reveals the layer.
///
/// As lottie-web: the stroke is `2 × brush size` wide with round caps, brush hardness is not
/// drawn, and a mask whose mode is "none" is stroked all the same (that is how such masks are
/// used). The layer's masks still clip the layer itself, as in After Effects (lottie-web
/// drops them for the first two paint styles).
final class StrokeEffectNode: LayerEffectNode {
    /// Where the stroke goes (the effect's "paint style").
    enum PaintStyle: Int {
        /// Over the layer (1).
        case onOriginal = 1
        /// Alone: the layer itself is not drawn (2).
        case onTransparent = 2
        /// As a matte: only the layer under the stroke shows (3).
        case revealOriginal = 3
    }

    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true

    /// The stroked mask paths.
    let paths: [NodeProperty<LottieBezier>]
    let color: NodeProperty<Color>
    let brushSize: NodeProperty<Double>
    let opacity: NodeProperty<Double>
    let start: NodeProperty<Double>
    let end: NodeProperty<Double>
    let spacing: NodeProperty<Double>
    let paintStyle: PaintStyle

    /// Parameters: path (1-based mask index), all masks, stroke sequentially, colour, brush
    /// size, brush hardness, opacity (0...1), start, end (percent), spacing (percent of the
    /// brush), paint style.
    init(effect: LottieEffect, masks: [LottieMask]) {
        keypathName = effect.name
        let allMasks = effect.scalar(at: 1, default: 0).initialValue != 0
        let chosen = Int(saturating: effect.scalar(at: 0, default: 1).initialValue.rounded()) &- 1
        let stroked = allMasks ? masks : (masks.indices.contains(chosen) ? [masks[chosen]] : [])
        paths = stroked.map { NodeProperty($0.path) }
        color = NodeProperty(effect.color(at: 3, default: .white))
        brushSize = NodeProperty(effect.scalar(at: 4, default: 2))
        opacity = NodeProperty(effect.scalar(at: 6, default: 1))
        start = NodeProperty(effect.scalar(at: 7, default: 0))
        end = NodeProperty(effect.scalar(at: 8, default: 100))
        spacing = NodeProperty(effect.scalar(at: 9, default: 0))
        paintStyle = PaintStyle(rawValue: Int(saturating: effect.scalar(at: 10, default: 1).initialValue.rounded())) ?? .onOriginal
        var named: [(String, any AnyNodeProperty)] = [
            ("Color", color), ("Brush Size", brushSize), ("Opacity", opacity), ("Start", start), ("End", end),
            ("Spacing", spacing),
        ]
        for (i, p) in paths.enumerated() { named.append(("Path \(i + 1)", p)) }
        propertyMap = NodePropertyMap(named)
    }

    /// The stroked outline: every path cut to `start...end` of its own length.
    var strokedPath: BezierPath {
        let s = max(0, min(start.value, end.value)) / 100, e = min(100, max(start.value, end.value)) / 100
        var outline = BezierPath()
        for p in paths {
            let path = p.value.bezierPath()
            outline.append(s == 0 && e == 1 ? path : path.trimmed(from: s, to: e))
        }
        return outline
    }

    /// The brush: round caps; with spacing, dots (dashes of length 1) that far apart.
    var strokeStyle: StrokeStyle {
        let width = 2 * max(0, brushSize.value)
        let gap = width * max(0, spacing.value) / 100
        var style = StrokeStyle(width: width, cap: .round, join: .miter, miterLimit: 4)
        if gap > 0 {
            style.dashPattern = [1, gap]
            style.dashPhase = 1
        }
        return style
    }

    func draw(in canvas: any Canvas, _ content: () -> Void) {
        guard isEnabled, !paths.isEmpty else { return content() }
        let path = strokedPath, style = strokeStyle
        let alpha = max(0, min(1, opacity.value))
        switch paintStyle {
        case .onOriginal:
            content()
            canvas.stroke(path, with: .solid(color.value.withAlpha(color.value.alpha * alpha)), style: style)
        case .onTransparent:
            canvas.stroke(path, with: .solid(color.value.withAlpha(color.value.alpha * alpha)), style: style)
        case .revealOriginal:
            canvas.drawMasked(mode: .alpha, mask: {
                canvas.stroke(path, with: .solid(Color.white.withAlpha(alpha)), style: style)
            }, content: content)
        }
    }
}
