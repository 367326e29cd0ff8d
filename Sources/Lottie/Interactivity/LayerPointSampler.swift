import Graphics
import Layers

/// What a Lottie layer tree draws at one point, worked out from the geometry instead of from
/// pixels: fills and strokes by their exact paths, solids and images by their bounds and
/// pixels, with opacity, clip paths, bounds clipping, Lottie masks and track mattes (alpha and
/// luminance, inverted or not). Blend modes are ignored: only how much covers the point, and
/// with which colour, matters here.
///
/// Layers of other kinds (hosted content, layer types this file does not know) count as
/// opaque wherever their `contains(_:)` says so.
enum LayerPointSampler {
    /// The colour `layer` and its sublayers draw at `point`, given in the layer's own space,
    /// with the layer's opacity, clips and mask applied.
    static func sample(_ layer: Layer, at point: Point) -> PremultipliedSample {
        guard let gate = gate(layer, at: point) else { return .clear }
        var color = ownDrawing(of: layer, at: point)
        for sublayer in drawingOrder(layer.sublayers) {
            color = sample(sublayer, at: Self.point(point, inSpaceOf: sublayer, from: layer)).over(color)
        }
        return color.scaled(by: gate)
    }

    /// How much of `layer` can show at `point` (its space): its opacity times its mask's
    /// coverage, or nil when it is hidden or clipped away there.
    static func gate(_ layer: Layer, at point: Point) -> Double? {
        guard !layer.isHidden, point.x.isFinite, point.y.isFinite else { return nil }
        let opacity = layer.opacity >= 0 ? min(layer.opacity, 1) : 0
        guard opacity > 0 else { return nil }
        if layer.masksToBounds && !layer.bounds.standardized.contains(point) { return nil }
        for clip in layer.clipPaths where !clip.path.contains(point, rule: clip.rule) { return nil }
        let coverage = maskCoverage(of: layer, at: point)
        return coverage > 0 ? opacity * coverage : nil
    }

    /// The coverage the layer's mask gives at `point` (1 without a mask).
    private static func maskCoverage(of layer: Layer, at point: Point) -> Double {
        guard let mask = layer.mask else { return 1 }
        let s = sample(mask, at: Self.point(point, inSpaceOf: mask, from: layer))
        switch layer.maskMode {
        case .alpha: return s.alpha
        case .alphaInverted: return 1 - s.alpha
        case .luminance: return s.luminance
        case .luminanceInverted: return 1 - s.luminance
        }
    }

    /// What the layer itself draws at `point`: background, contents bitmap, own drawing.
    private static func ownDrawing(of layer: Layer, at point: Point) -> PremultipliedSample {
        var color = PremultipliedSample.clear
        if let background = layer.backgroundColor, layer.bounds.standardized.contains(point) {
            color = PremultipliedSample(background)
        }
        if let bitmap = layer.contents, let pixel = contentsPixel(of: layer, bitmap: bitmap, at: point) {
            color = PremultipliedSample(bitmap.color(x: pixel.x, y: pixel.y)).over(color)
        }
        switch layer {
        case let shape as ShapeRenderLayer:
            return drawing(of: shape.instruction, at: point).over(color)
        case let repeater as RepeaterLayer:
            return copies(of: repeater, at: point).over(color)
        case let text as TextRenderLayer:
            return letters(of: text, at: point).over(color)
        case let masks as LottieMaskLayer:
            return PremultipliedSample(Color.white.withAlpha(masks.coverage(at: point))).over(color)
        default:
            // Plain layers draw nothing of their own; other kinds are opaque where they say so.
            guard type(of: layer) != Layer.self, !(layer is CompositionLayer), !(layer is MatteLayer),
                  layer.contains(point) else { return color }
            return PremultipliedSample(Color.white)
        }
    }

    private static func drawing(of instruction: ShapeRenderLayer.Instruction, at point: Point) -> PremultipliedSample {
        switch instruction {
        case .none: return .clear
        case .fill(let path, let paint, let rule):
            return path.contains(point, rule: rule) ? PremultipliedSample(paint.color(at: point)) : .clear
        case .stroke(let path, let paint, let style):
            return path.strokeContains(point, width: style.width) ? PremultipliedSample(paint.color(at: point)) : .clear
        }
    }

    /// The letters of a text layer, each filled and stroked in the order the layer draws them.
    private static func letters(of text: TextRenderLayer, at point: Point) -> PremultipliedSample {
        var color = PremultipliedSample.clear
        for letter in text.letters where letter.opacity > 0 {
            guard let inverse = letter.transform.inverted else { continue }
            let p = inverse.apply(to: point)
            var fill = PremultipliedSample.clear, stroke = PremultipliedSample.clear
            if let c = letter.fill, letter.outline.contains(p, rule: .nonZero) {
                fill = PremultipliedSample(c.withAlpha(c.alpha * letter.opacity))
            }
            if let c = letter.stroke, letter.strokeWidth > 0, letter.outline.strokeContains(p, width: letter.strokeWidth) {
                stroke = PremultipliedSample(c.withAlpha(c.alpha * letter.opacity))
            }
            color = (text.strokeOverFill ? stroke.over(fill) : fill.over(stroke)).over(color)
        }
        return color
    }

    /// The repeater's copies of its template, bottom-most first.
    private static func copies(of repeater: RepeaterLayer, at point: Point) -> PremultipliedSample {
        guard let template = repeater.template else { return .clear }
        var color = PremultipliedSample.clear
        for copy in repeater.copies where copy.opacity > 0 {
            guard let inverse = copy.transform.inverted else { continue }
            let inTemplateParent = inverse.apply(to: point)
            let s = sample(template, at: Self.point(inTemplateParent, inSpaceOf: template, from: nil))
            color = s.scaled(by: copy.opacity).over(color)
        }
        return color
    }

    /// The pixel of the contents bitmap shown at `point`, placed as the renderer places it
    /// (contents rectangle, scale, gravity); nil outside the image.
    private static func contentsPixel(of layer: Layer, bitmap: Bitmap, at point: Point) -> (x: Int, y: Int)? {
        let shown = layer.contentsRect.standardized
        let source = Rect(x: shown.minX * Double(bitmap.width), y: shown.minY * Double(bitmap.height),
                          width: shown.width * Double(bitmap.width), height: shown.height * Double(bitmap.height))
        let scale = layer.contentsScale
        guard source.width > 0, source.height > 0, scale > 0, scale.isFinite else { return nil }
        let natural = Size(width: source.width / scale, height: source.height / scale)
        let target = layer.contentsGravity.placement(of: natural, in: layer.bounds)
        guard target.width > 0, target.height > 0, target.contains(point) else { return nil }
        let x = source.minX + (point.x - target.minX) * source.width / target.width
        let y = source.minY + (point.y - target.minY) * source.height / target.height
        guard x.isFinite, y.isFinite else { return nil }
        return (Int(saturating: x.rounded(.down)), Int(saturating: y.rounded(.down)))
    }

    /// `point`, given in the space of `parent` (the superlayer, the masked layer, or nil for
    /// the space a tree's root is drawn into), in the own space of `layer`. Flat transforms
    /// are inverted directly; anything else goes through `Layer.convert`, which walks the
    /// tree to its root.
    static func point(_ point: Point, inSpaceOf layer: Layer, from parent: Layer?) -> Point {
        let sublayerTransformApplies = parent.map { layer.superlayer === $0 && !$0.sublayerTransform.isIdentity } ?? false
        guard layer.transform.isAffine, !sublayerTransformApplies else { return layer.convert(point, from: parent) }
        let anchor = layer.anchorPointInBounds
        let toSuperlayer = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(layer.transform.affine)
            .concatenating(AffineTransform(translationX: layer.position.x, y: layer.position.y))
        return toSuperlayer.inverted?.apply(to: point) ?? Point(x: .nan, y: .nan)
    }

    /// Sublayers in the order they are drawn: by `zPosition`, array order among equals.
    static func drawingOrder(_ layers: [Layer]) -> [Layer] {
        guard layers.contains(where: { $0.zPosition != layers[0].zPosition }) else { return layers }
        return layers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }
}
