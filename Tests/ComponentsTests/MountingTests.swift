import Demos
import Graphics
import Layers
import Testing
@testable import Components

@Suite("Mounting")
struct MountingTests {
    /// A column of scoped boxes of the given heights, 50 wide, with 2 points between them.
    private func column(_ heights: [(String, Double)]) -> Component {
        StackComponent(spacing: 2, children: heights.map { box(50, $0.1, scope: ComponentScope($0.0)) })
    }

    @Test("the first update creates one layer per layer component, nested and placed by the layout")
    func initialMount() throws {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (_: Int) in
            LayerComponent(attributes: LayerAttributes(backgroundColor: .white, cornerRadius: 3), insets: EdgeInsets(all: 5),
                           child: StackComponent(spacing: 2, children: [box(20, 10), box(30, 4)]))
        }
        let report = try host.update(0)
        #expect(report.createdLayers == 3 && report.keptLayers == 0 && report.removedLayers == 0)
        #expect(host.layer.bounds == Rect(x: 0, y: 0, width: 40, height: 26))
        let card = try #require(host.layer.sublayers.first)
        #expect(host.layer.sublayers.count == 1)
        #expect(card.frame == Rect(x: 0, y: 0, width: 40, height: 26))
        #expect(card.backgroundColor == .white && card.cornerRadius == 3)
        // The stack stretches its children to the widest.
        #expect(card.sublayers.map(\.frame) == [Rect(x: 5, y: 5, width: 30, height: 10), Rect(x: 5, y: 17, width: 30, height: 4)])
    }

    @Test("updates keep layers by identity, create and remove others, and keep the render order")
    func diffByIdentity() throws {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock(), render: column)
        try host.update([("a", 10), ("b", 10), ("c", 10)])
        let a = try #require(host.mountedLayer(scope: "a"))
        let c = try #require(host.mountedLayer(scope: "c"))
        let report = try host.update([("c", 10), ("d", 5), ("a", 20)])
        // "b" left and "d" came: same kind, so b's layer serves d.
        #expect(report.keptLayers == 2 && report.recycledLayers == 1 && report.createdLayers == 0 && report.removedLayers == 0)
        #expect(host.mountedLayer(scope: "a") === a && host.mountedLayer(scope: "c") === c)
        // Scoped identities skip unscoped ancestors: the names are the scopes alone.
        #expect(host.layer.sublayers.map(\.name) == ["LayerComponent[c]", "LayerComponent[d]", "LayerComponent[a]"])
        #expect(a.frame == Rect(x: 0, y: 19, width: 50, height: 20))
        // Bounds follow the content.
        #expect(host.layer.bounds.size == Size(width: 50, height: 39))

        let shrink = try host.update([("a", 1)])
        #expect(shrink.keptLayers == 1 && shrink.removedLayers == 2)
        #expect(host.layer.sublayers.count == 1 && c.superlayer == nil)
        #expect(host.layer.bounds.size == Size(width: 50, height: 1))
    }

    @Test("a scoped component keeps its identity, and its layer, when wrappers appear around it")
    func scopedIdentitySurvivesWrappers() throws {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (wrapped: Bool) -> Component in
            let item = box(10, 10, scope: "item")
            return wrapped ? StackComponent(children: [box(5, 5), StackComponent(children: [item])]) : item
        }
        try host.update(false)
        let layer = try #require(host.mountedLayer(scope: "item"))
        let report = try host.update(true)
        #expect(host.mountedLayer(scope: "item") === layer)
        #expect(report.keptLayers == 1 && report.createdLayers == 1)
        #expect(layer.frame.origin == Point(x: 0, y: 5))
    }

    @Test("attributes of a kept layer are written only when they change")
    func attributesDiffed() throws {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (alpha: Double) in
            box(10, 10, scope: "b", attributes: LayerAttributes(opacity: alpha))
        }
        try host.update(0.5)
        let layer = try #require(host.mountedLayer(scope: "b"))
        layer.opacity = 0.9   // driven by something else (say, a Dynamics animation)
        try host.update(0.5)
        #expect(layer.opacity == 0.9)
        try host.update(0.25)
        #expect(layer.opacity == 0.25)
    }

    @Test("bad renders are typed errors and leave the mounted tree as it was")
    func errorsLeaveTreeAlone() throws {
        let shared = box(3, 3)
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (render: Int) -> Component in
            switch render {
            case 1: return StackComponent(children: [box(1, 1, scope: "x"), box(2, 2, scope: "x")])
            case 2: return StackComponent(children: [shared, shared])
            case 3: return box(-4, 1)
            default: return StackComponent(children: [box(8, 8, scope: "ok")])
            }
        }
        try host.update(0)
        let layer = try #require(host.mountedLayer(scope: "ok"))
        #expect(throws: ComponentError.duplicateIdentity("LayerComponent[x]")) { try host.update(1) }
        #expect(throws: ComponentError.componentMountedTwice("LayerComponent")) { try host.update(2) }
        #expect(throws: ComponentError.self) { try host.update(3) }
        host.sizeRange = SizeRange(min: Size(width: 10, height: 0), max: Size(width: 5, height: 5))
        #expect(throws: ComponentError.invalidSizeRange(host.sizeRange)) { try host.update(0) }
        #expect(host.mountedLayer(scope: "ok") === layer && host.layer.sublayers.count == 1)
    }

    @Test("a shape-layer component configures its layer after the attributes and geometry")
    func configureHook() throws {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (open: Bool) in
            ChevronComponent(isOpen: open, color: .red)
        }
        try host.update(false)
        let shape = try #require(host.layer.sublayers.first as? ShapeLayer)
        #expect(shape.strokeColor == .red && shape.fillColor == nil)
        #expect(approximately(shape.path.bounds, Rect(x: 1.8, y: 4.2, width: 8.4, height: 4.2), within: 1e-12))
    }
}
