import Graphics
import Layers

/// A layer's masks (`masksProperties`) drawn as one alpha mask, combined in order with
/// lottie-web's rules: add unions, subtract cuts out, intersect keeps the overlap; a first mask
/// that subtracts or intersects starts from everything. Lighten, darken and difference are
/// drawn as add, intersect and exclusive-or of the coverage (exact for opaque masks).
/// Inverted masks cover everything outside their path; expansion grows (or shrinks) the path
/// by stroking its outline; feather blurs the mask's coverage (see `MaskFeather`).
final class LottieMaskLayer: Layer {
    struct MaskNode {
        let mode: LottieMaskMode
        let inverted: Bool
        let path: NodeProperty<LottieBezier>
        let opacity: NodeProperty<Double>
        let expansion: NodeProperty<Double>
        let feather: NodeProperty<LottieVector3>?

        var properties: [any AnyNodeProperty] { [path, opacity, expansion] + (feather.map { [$0] } ?? []) }
    }

    let masks: [MaskNode]
    /// "Everything" for inverted masks and masks that start from full coverage.
    static let everything = BezierPath(rect: Rect(x: -1e5, y: -1e5, width: 2e5, height: 2e5))

    init(masks models: [LottieMask]) {
        masks = models.map {
            MaskNode(mode: $0.mode, inverted: $0.isInverted, path: NodeProperty($0.path),
                     opacity: NodeProperty($0.opacity), expansion: NodeProperty($0.expansion),
                     feather: $0.feather.map { NodeProperty($0) })
        }
        super.init()
        anchorPoint = .zero
    }

    required init(layer: Layer) {
        masks = (layer as? LottieMaskLayer)?.masks ?? []
        super.init(layer: layer)
    }

    /// What `clipPaths()` gave as of the last property change; nil until it is first asked
    /// for and after a change (a frame where no mask changed builds no paths).
    private var currentClipPaths: [ClipPath]??

    /// Updates the mask properties; redraws when any changed.
    func display(frame: Double, statistics: RenderStatistics) {
        var changed = false
        for m in masks {
            for p in m.properties where p.needsUpdate(frame: frame) {
                p.update(frame: frame)
                changed = true
            }
        }
        if changed {
            currentClipPaths = nil
            statistics.layersRedrawn += 1
            setNeedsDisplay()
        }
    }

    /// The masks as clip paths, when they are exactly that: opaque, unexpanded, unfeathered, at
    /// most one leading add (or inverted add), then subtracts and intersects. Clipping is exact
    /// for such masks and needs no offscreen drawing; nil means the mask must be drawn.
    func clipPaths() -> [ClipPath]? {
        if let currentClipPaths { return currentClipPaths }
        let clips = buildClipPaths()
        currentClipPaths = .some(clips)
        return clips
    }

    private func buildClipPaths() -> [ClipPath]? {
        var clips: [ClipPath] = []
        for (i, m) in masks.enumerated() {
            guard m.opacity.value >= 100, m.expansion.value == 0,
                  !(m.feather.map { MaskFeather($0.value).isVisible } ?? false) else { return nil }
            let path = m.path.value.bezierPath()
            // Inside the path, or (for the cut-away modes) outside it.
            var outside = m.inverted
            switch m.mode {
            case .add: guard i == 0 else { return nil }
            case .intersect: break
            case .subtract: outside.toggle()
            case .lighten, .darken, .difference, .none: return nil
            }
            if outside {
                var complement = Self.everything
                complement.append(path)
                clips.append(ClipPath(complement, rule: .evenOdd))
            } else {
                clips.append(ClipPath(path))
            }
        }
        return clips
    }

    override func draw(in canvas: any Canvas) {
        draw(upTo: masks.count - 1, in: canvas)
    }

    /// Draws the coverage of masks 0...k.
    private func draw(upTo k: Int, in canvas: any Canvas) {
        guard k >= 0 else { return }
        let m = masks[k]
        let previous = { self.draw(upTo: k - 1, in: canvas) }
        let startsFull = k == 0 && (m.mode == .subtract || m.mode == .intersect || m.mode == .darken)
        let base = startsFull ? { canvas.fill(Self.everything, color: .white) } : previous
        switch m.mode {
        case .add, .lighten, .none:
            previous()
            coverage(of: m, in: canvas)
        case .subtract:
            canvas.drawMasked(mode: .alphaInverted, mask: { self.coverage(of: m, in: canvas) }, content: base)
        case .intersect, .darken:
            canvas.drawMasked(mode: .alpha, mask: { self.coverage(of: m, in: canvas) }, content: base)
        case .difference:
            canvas.drawMasked(mode: .alphaInverted, mask: { self.coverage(of: m, in: canvas) }, content: previous)
            canvas.drawMasked(mode: .alphaInverted, mask: previous, content: { self.coverage(of: m, in: canvas) })
        }
    }

    /// Draws one mask's own coverage, feathered.
    private func coverage(of m: MaskNode, in canvas: any Canvas) {
        guard let feather = m.feather.map({ MaskFeather($0.value) }), feather.isVisible else {
            return sharpCoverage(of: m, in: canvas)
        }
        canvas.drawBlurred(radiusX: feather.deviationX, radiusY: feather.deviationY, opacity: 1, blendMode: .normal) {
            sharpCoverage(of: m, in: canvas)
        }
    }

    /// Draws one mask's own coverage with a hard edge: its (expanded) path, or everything
    /// outside it.
    private func sharpCoverage(of m: MaskNode, in canvas: any Canvas) {
        let opacity = max(0, min(1, m.opacity.value / 100))
        guard opacity > 0 else {
            if m.inverted { return }  // an invisible inverted mask covers nothing either
            return
        }
        let color = Color.white.withAlpha(opacity)
        let shape = { self.expandedShape(of: m, in: canvas, color: .white) }
        if m.inverted {
            canvas.drawGroup(opacity: opacity, blendMode: .normal) {
                canvas.drawMasked(mode: .alphaInverted, mask: shape, content: { canvas.fill(Self.everything, color: .white) })
            }
        } else if m.expansion.value == 0 {
            canvas.fill(m.path.value.bezierPath(), color: color)
        } else {
            canvas.drawGroup(opacity: opacity, blendMode: .normal, shape)
        }
    }

    private func expandedShape(of m: MaskNode, in canvas: any Canvas, color: Color) {
        let path = m.path.value.bezierPath()
        let e = m.expansion.value
        if e > 0 {
            canvas.fill(path, color: color)
            canvas.stroke(path, with: .solid(color), style: StrokeStyle(width: 2 * e, join: .round))
        } else if e < 0 {
            canvas.drawMasked(mode: .alphaInverted, mask: {
                canvas.stroke(path, with: .solid(color), style: StrokeStyle(width: -2 * e, join: .round))
            }, content: { canvas.fill(path, color: color) })
        } else {
            canvas.fill(path, color: color)
        }
    }
}
