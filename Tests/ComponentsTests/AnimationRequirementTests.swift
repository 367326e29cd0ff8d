import Graphics
import Layers
import Testing
@testable import Components

@Suite("Animation requirements")
struct AnimationRequirementTests {
    private func fade() -> BasicAnimation<Double> { BasicAnimation(key: .opacity, from: 0, duration: 0.2) }

    @Test("a component that asks for animations without a scope is refused")
    func scopeRequired() {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (_: Int) in
            ProbeComponent(scope: nil, rendering: box(5, 5), initial: { [ComponentAnimation($0, self.fade())] })
        }
        #expect(throws: ComponentError.animationsRequireScope(component: "ProbeComponent")) { try host.update(0) }
        #expect(host.root == nil && host.layer.sublayers.isEmpty)
    }

    @Test("an unscoped component without animations is fine, and so is one asking for a zero-length bounds animation")
    func unscopedWithoutAnimations() throws {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (value: Int) in
            ProbeComponent(scope: nil, value: value, rendering: box(5, 5), bounds: { _, _ in BoundsAnimation(duration: 0) })
        }
        try host.update(0)
        #expect(try host.update(1).boundsAnimation == nil)
    }

    @Test("the target must have a layer: a stack has none")
    func targetNeedsLayer() {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (_: Int) in
            ProbeComponent(scope: "p", rendering: StackComponent(children: [box(5, 5)]),
                           initial: { [ComponentAnimation($0, self.fade())] })
        }
        #expect(throws: ComponentError.animationTargetHasNoLayer(target: "ProbeComponent[p]", requestedBy: "ProbeComponent[p]")) {
            try host.update(0)
        }
    }

    @Test("the target must be part of the new render")
    func targetMustBeMounted() {
        let stranger = box(1, 1)
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (_: Int) in
            ProbeComponent(scope: "p", rendering: box(5, 5), initial: { _ in [ComponentAnimation(stranger, self.fade())] })
        }
        #expect(throws: ComponentError.animationTargetNotMounted(target: "LayerComponent", requestedBy: "ProbeComponent[p]")) {
            try host.update(0)
        }
    }

    @Test("a composite target animates the layer its child renders to, through nested composites")
    func compositeTarget() throws {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (_: Int) in
            ProbeComponent(scope: "outer", rendering: ProbeComponent(scope: "inner", rendering: box(5, 5)),
                           initial: { [ComponentAnimation($0, self.fade())] })
        }
        try host.update(0)
        let layer = try #require(host.layer.sublayers.first)
        #expect(host.mountedLayer(scope: "outer") === layer && host.mountedLayer(scope: "inner") === layer)
        #expect(layer.presentation(at: 0).opacity == 0)
    }
}
