import Foundation
import Graphics
import Layers

/// A repeater (`rp`): draws everything above it in its group `copies` times, each copy
/// transformed once more by the repeater's transform (rotation and scale about its anchor,
/// then translation) and faded from the start opacity to the end opacity, as lottie-web does.
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
    let compositeAbove: Bool
    /// The layer drawing the template once per copy.
    let layer = RepeaterLayer()
    /// The template's paths once per possible copy, in the group's space (empty beyond the
    /// current copy count): what styles below the repeater paint.
    let copySlots: [PathSlot]
    private let maxCopies: Int

    /// The most copies drawn, so an absurd count cannot exhaust time or memory.
    static let copyLimit = 1000

    init(_ model: LottieRepeater, name: String, template: ShapeGroupNode) {
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
        compositeAbove = model.composite == .above
        propertyMap = NodePropertyMap([
            ("Copies", copies), ("Offset", offset), ("Anchor Point", anchor), ("Position", position),
            ("Scale", scale), ("Rotation", rotation), ("Start Opacity", startOpacity), ("End Opacity", endOpacity),
        ])
        let most = ([model.copies.initialValue] + model.copies.keyframes.map(\.value)).max() ?? 1
        maxCopies = most.isFinite ? max(0, min(Self.copyLimit, Int(most.rounded(.up)))) : 0
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

    /// The transform of copy `i`: the offset steps, then `i` more steps.
    func copyTransform(_ i: Int) -> AffineTransform {
        var m = AffineTransform.identity
        let o = offset.value
        let whole = Int(o.magnitude.rounded(.down).clamped(to: 0...Double(Self.copyLimit)))
        for _ in 0..<whole { m = m.concatenating(step(fraction: 1, inverse: o < 0)) }
        let rest = o.magnitude - o.magnitude.rounded(.down)
        if rest > 0 { m = m.concatenating(step(fraction: rest, inverse: o < 0)) }
        let one = step(fraction: 1, inverse: false)
        for _ in 0..<i { m = m.concatenating(one) }
        return m
    }

    /// One repeater step (or a fraction of one, or its inverse).
    private func step(fraction f: Double, inverse: Bool) -> AffineTransform {
        let a = anchor.value.point, p = position.value.point, s = scale.value
        let dir: Double = inverse ? -1 : 1
        var sx = s.x / 100 + (1 - s.x / 100) * (1 - f), sy = s.y / 100 + (1 - s.y / 100) * (1 - f)
        if inverse { sx = sx == 0 ? 0 : 1 / sx; sy = sy == 0 ? 0 : 1 / sy }
        let toAnchor = AffineTransform(translationX: -a.x, y: -a.y), back = AffineTransform(translationX: a.x, y: a.y)
        let r = toAnchor.concatenating(AffineTransform(rotationAngle: rotation.value * .pi / 180 * dir * f)).concatenating(back)
        let sc = toAnchor.concatenating(AffineTransform(scaleX: sx, y: sy)).concatenating(back)
        return r.concatenating(sc).concatenating(AffineTransform(translationX: p.x * dir * f, y: p.y * dir * f))
    }

    /// Computes the template's paths and the copies' paths.
    func computePaths(frame: Double) {
        template.computePaths(frame: frame)
        let n = copyCount, perCopy = template.slots.count
        for c in 0..<maxCopies {
            let m = copyTransform(c)
            for j in 0..<perCopy {
                let slot = copySlots[c * perCopy + j]
                if c < n { slot.pull(transform: m) } else { slot.value = BezierPath() }
            }
        }
    }

    /// Updates the template's layers and the per-copy placement. Returns render layers redrawn.
    func updateLayers() -> Int {
        template.pushModificationsDown()
        let redrawn = template.updateLayers()
        let n = copyCount
        var placements: [RepeaterLayer.Copy] = []
        placements.reserveCapacity(n)
        let so = startOpacity.value / 100, eo = endOpacity.value / 100
        for i in 0..<n {
            let opacity = n > 1 ? so + (eo - so) * Double(i) / Double(n - 1) : so
            placements.append(.init(transform: copyTransform(i), opacity: max(0, min(1, opacity))))
        }
        if !compositeAbove { placements.reverse() }
        layer.update(copies: placements, templateChanged: redrawn > 0 || hasLocalUpdates)
        return redrawn
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

    /// Sets the copies; redraws when they or the template changed.
    func update(copies new: [Copy], templateChanged: Bool) {
        guard templateChanged || new != copies else { return }
        copies = new
        setNeedsDisplay()
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
