import Graphics
import Layers
import Testing
@testable import Components

@Suite("Layer reuse")
struct LayerReuseTests {
    /// One scoped item per name, each a 50×h box; "a" is red, fades in over 10 s, runs a custom
    /// animation that logs its cleanup, and asks for a 2-second bounds animation when it grows.
    private func host(clock: ManualClock, log: Log) -> ComponentHost<[(String, Double)]> {
        ComponentHost(sizeRange: .unconstrained, clock: clock) { items in
            StackComponent(children: items.map { name, height in
                let isA = name == "a"
                return ProbeComponent(
                    scope: ComponentScope(name), value: Int(height),
                    rendering: box(50, height, attributes: LayerAttributes(backgroundColor: isA ? .red : nil)),
                    initial: { probe in
                        guard isA else { return [] }
                        let custom = CustomAnimation(willRemount: { _ in }, didRemount: { layer, _, _ in layer },
                                                     cleanup: { _ in log.entries.append("cleanup a") })
                        return [ComponentAnimation(probe, BasicAnimation(key: .opacity, from: 0, duration: 10)) {
                            log.entries.append("fade done")
                        }, ComponentAnimation(probe, custom: custom)]
                    },
                    bounds: { new, old in isA && new.value > old.value ? BoundsAnimation(duration: 2) : nil })
            })
        }
    }

    final class Log { var entries: [String] = [] }

    @Test("a layer handed to another component carries none of its previous owner's animations or attributes")
    func noLeakedAnimations() throws {
        let clock = ManualClock(), log = Log()
        let host = host(clock: clock, log: log)
        try host.update([("a", 10)])
        clock.advance(to: 0.5)
        try host.update([("a", 30)])   // a grows: a bounds animation runs as well
        let layer = try #require(host.mountedLayer(scope: "a"))
        #expect(layer.animationKeys.count == 3 && host.activeAnimationCount == 2)
        clock.advance(to: 1)
        let report = try host.update([("b", 20)])
        #expect(report.recycledLayers == 1 && report.createdLayers == 0 && report.cleanedUpAnimations == 2)
        #expect(host.mountedLayer(scope: "b") === layer)
        #expect(!layer.hasAnimations && host.activeAnimationCount == 0)
        #expect(log.entries.sorted() == ["cleanup a", "fade done"])
        #expect(layer.backgroundColor == nil)
        let shown = layer.presentation(at: 1)
        #expect(shown.opacity == 1 && shown.bounds.height == 20)
        // Nothing left to finish later either.
        clock.advance(to: 20)
        #expect(log.entries.count == 2)
    }

    @Test("a recycled layer gets only its new owner's animations")
    func onlyNewOwnersAnimations() throws {
        let clock = ManualClock(), log = Log()
        let host = host(clock: clock, log: log)
        try host.update([("b", 10)])
        let layer = try #require(host.mountedLayer(scope: "b"))
        try host.update([("a", 10)])
        #expect(host.mountedLayer(scope: "a") === layer)
        #expect(layer.animationKeys.count == 1 && host.activeAnimationCount == 2)
        #expect(layer.presentation(at: 0).opacity == 0)
    }

    @Test("removing the target cleans its animations up at once")
    func unmountCleansUp() throws {
        let clock = ManualClock(), log = Log()
        let host = host(clock: clock, log: log)
        try host.update([("a", 10), ("c", 10)])
        let layer = try #require(host.mountedLayer(scope: "a"))
        let report = try host.update([("c", 10)])
        #expect(report.removedLayers == 1 && report.cleanedUpAnimations == 2)
        #expect(layer.superlayer == nil && !layer.hasAnimations && host.activeAnimationCount == 0)
        #expect(log.entries.sorted() == ["cleanup a", "fade done"])
    }
}
