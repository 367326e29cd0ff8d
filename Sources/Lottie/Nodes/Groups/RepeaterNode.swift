import Foundation
import Graphics
import Layers

/// A repeater (`rp`): draws everything above it in its group `copies` times, as lottie-web's
/// `RepeaterModifier` does. Copy `c` is `offset + c` steps of the repeater's transform, with the
/// rotations, scales and translations of the steps accumulated separately (rotated and scaled
/// about the anchor, then moved by the summed translation). Composite `m` 1 puts copy 0 on top
/// of the later copies, `m` 2 the last copy on top; opacity runs from the start value on the
/// top-most copy to the end value on the bottom-most.
final class RepeaterNode: AnimatorNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true

    let template: ShapeGroupNode
    let copies: NodeProperty<Double>
    let offset: NodeProperty<Double>
    let anchor: NodeProperty<LottieVector3>
    let position: NodeProperty<LottieVector3>
    let scale: NodeProperty<LottieVector3>
    let rotation: NodeProperty<Double>
    let startOpacity: NodeProperty<Double>
    let endOpacity: NodeProperty<Double>
    /// Composite `m` 1: copy 0 is drawn on top (lottie-web lists it first; Skottie's `kBelow`).
    let firstCopyOnTop: Bool
    /// The layer drawing the template once per copy.
    let layer = RepeaterLayer()
    /// The template's paths once per possible copy, in the group's space (empty beyond the
    /// current copy count): what styles below the repeater paint.
    let copySlots: [PathSlot]
    private let maxCopies: Int
    /// The most copies the repeater makes at any frame (after the limits).
    var maxCopiesBuilt: Int { maxCopies }

    /// The most copies one repeater draws, so an absurd count cannot exhaust time or memory;
    /// `RenderLimits.maxRepeaterCopies` bounds all repeaters together, nested ones multiplied.
    static let copyLimit = 1000

    /// A repeater of `template`, taking its copies from `budget` (copies of a template that
    /// itself repeats count as many times as it repeats).
    init(_ model: borrowing LottieRepeater, name: String, template: ShapeGroupNode, budget: RenderBudget) {
        keypathName = name
        self.template = template
        copies = NodeProperty(model.copies)
        offset = NodeProperty(model.offset)
        let t = model.transform.transform
        anchor = NodeProperty(t.anchor)
        switch t.position {
        case .combined(let p): position = NodeProperty(p)
        case .split(let x, _, _): position = NodeProperty(KeyframeGroup(LottieVector3(x.initialValue, 0)))
        }
        scale = NodeProperty(t.scale)
        rotation = NodeProperty(t.rotation)
        startOpacity = NodeProperty(model.transform.startOpacity)
        endOpacity = NodeProperty(model.transform.endOpacity)
        firstCopyOnTop = model.composite == .above
        propertyMap = NodePropertyMap([
            ("Copies", copies), ("Offset", offset), ("Anchor Point", anchor), ("Position", position),
            ("Scale", scale), ("Rotation", rotation), ("Start Opacity", startOpacity), ("End Opacity", endOpacity),
        ])
        let most = ([model.copies.initialValue] + model.copies.keyframes.map(\.value)).max() ?? 1
        let wanted = most.isFinite ? max(0, min(Self.copyLimit, Int(most.rounded(.up)))) : 0
        maxCopies = budget.grantRepeaterCopies(wanted, weight: template.repeatedCopies, paths: template.slots.count,
                                               item: name)
        var slots: [PathSlot] = []
        for _ in 0..<maxCopies { slots += template.slots.map { PathSlot.derived(from: $0) } }
        copySlots = slots
        layer.template = template.containerLayer
    }

    /// The number of copies at the current values.
    var copyCount: Int {
        let c = copies.value.rounded(.up)
        return c.isFinite ? max(0, min(maxCopies, Int(c))) : 0
    }

    /// The transform of copy `i`: `offset + i` steps, whole steps adding the rotation and the
    /// translation and multiplying the scale; a fractional offset step blends the scale with 1
    /// (lottie-web's `applyTransforms`), a negative offset steps backwards.
    func copyTransform(_ i: Int) -> AffineTransform {
        let o = offset.value.isFinite ? offset.value.clamped(to: -Double(Self.copyLimit)...Double(Self.copyLimit)) : 0
        let steps = o + Double(i)
        let whole = o.magnitude.rounded(.down), rest = o.magnitude - whole
        let a = anchor.value.point, p = position.value.point, s = scale.value
        func factor(_ perStep: Double) -> Double {
            let partial = rest > 0 ? perStep + (1 - perStep) * (1 - rest) : 1
            var offsetFactor = pow(perStep, whole) * partial
            if o < 0 { offsetFactor = offsetFactor == 0 ? 0 : 1 / offsetFactor }
            return offsetFactor * pow(perStep, Double(i))
        }
        let toAnchor = AffineTransform(translationX: -a.x, y: -a.y), back = AffineTransform(translationX: a.x, y: a.y)
        return toAnchor
            .concatenating(AffineTransform(rotationAngle: rotation.value * .pi / 180 * steps))
            .concatenating(AffineTransform(scaleX: factor(s.x / 100), y: factor(s.y / 100)))
            .concatenating(back)
            .concatenating(AffineTransform(translationX: p.x * steps, y: p.y * steps))
    }

    /// Computes the template's paths and the copies' paths (each copy's pulled again only when
    /// its template path or its transform changed).
    func computePaths(frame: Double, statistics: RenderStatistics? = nil) {
        template.computePaths(frame: frame, statistics: statistics)
        let n = copyCount, perCopy = template.slots.count
        for c in 0..<maxCopies {
            let m = c < n ? copyTransform(c) : nil
            for j in 0..<perCopy { copySlots[c * perCopy + j].pull(transform: m) }
        }
    }

    /// Whether the copies were placed since the repeater was made or last invalidated.
    private var isPlaced = false

    /// Updates the template's layers and the per-copy placement, which depends on the
    /// repeater's own properties alone. Returns whether the repeater's drawing changed.
    func updateLayers(statistics: RenderStatistics? = nil) -> Bool {
        template.pushModificationsDown()
        // The layer records the template's drawing: any change in the template (a nested
        // group moved, not only a render layer redrawn) must redraw it.
        let templateChanged = template.updateLayers(statistics: statistics)
        guard templateChanged || hasLocalUpdates || !isPlaced else { return false }
        let n = copyCount
        var placements: [RepeaterLayer.Copy] = []
        placements.reserveCapacity(n)
        let so = startOpacity.value / 100, eo = endOpacity.value / 100
        // In lottie-web's item order: j = 0 is drawn on top and gets the start opacity.
        for j in 0..<n {
            let copy = firstCopyOnTop ? j : n - 1 - j
            let opacity = n > 1 ? so + (eo - so) * Double(j) / Double(n - 1) : so
            placements.append(.init(transform: copyTransform(copy), opacity: max(0, min(1, opacity))))
        }
        placements.reverse()  // drawn bottom first
        let redraws = layer.update(copies: placements, templateChanged: templateChanged || !isPlaced)
        isPlaced = true
        return redraws
    }

    /// Makes the next pass rebuild every output of the template and the copies.
    func invalidateOutputs() {
        template.invalidateOutputs()
        for slot in copySlots { slot.invalidate() }
        isPlaced = false
    }
}

extension Double {
    /// The value limited to a range.
    func clamped(to r: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, r.lowerBound), r.upperBound) }
}

/// Draws a detached template layer tree once per repeater copy.
final class RepeaterLayer: Layer {
    /// One copy's placement.
    struct Copy: Equatable {
        static func == (a: Copy, b: Copy) -> Bool { a.transform == b.transform && a.opacity == b.opacity }
        var transform: AffineTransform
        var opacity: Double
    }

    var template: Layer?
    /// The copies drawn, bottom-most first.
    private(set) var copies: [Copy] = []

    /// Sets the copies; redraws when they or the template changed. Returns whether it redraws.
    @discardableResult
    func update(copies new: [Copy], templateChanged: Bool) -> Bool {
        guard templateChanged || new != copies else { return false }
        copies = new
        setNeedsDisplay()
        return true
    }

    override func draw(in canvas: any Canvas) {
        guard let template else { return }
        for copy in copies where copy.opacity > 0 {
            if copy.opacity < 1 {
                canvas.drawGroup(opacity: copy.opacity, blendMode: .normal) {
                    Renderer.render(template, into: canvas, transform: copy.transform)
                }
            } else {
                Renderer.render(template, into: canvas, transform: copy.transform)
            }
        }
    }
}
