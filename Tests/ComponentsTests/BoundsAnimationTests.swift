import Demos
import Foundation
import Graphics
import Layers
import Testing
@testable import Components

@Suite("Bounds animations")
struct BoundsAnimationTests {
    /// The seed's spring, in closed form: mass 1, ω0 = ln(1000)/(ζ·T), ζ = 0.7, T = 0.5 s,
    /// initial velocity 1 distance per second. Returns the fraction of the distance covered.
    static func seedSpring(_ t: Double) -> Double {
        let zeta = 0.7, v0 = 1.0
        let omega0 = log(1000) / (zeta * 0.5)
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let b = (zeta * omega0 - v0) / omegaD
        return 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + b * sin(omegaD * t))
    }

    @Test("expanding an article animates it with the seed's spring and pushes its siblings and the panel")
    func articleExpandsWithSpring() throws {
        let fixture = FeedFixture()
        try fixture.host.update(ArticleFeedModel())
        fixture.clock.advance(to: 1)
        let card0 = try #require(fixture.card(0)), card1 = try #require(fixture.card(1)), card2 = try #require(fixture.card(2))
        let panel = try #require(fixture.panel)
        let report = try fixture.host.update(ArticleFeedModel(expanded: [0]))
        #expect(report.boundsAnimation == .spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 1))
        #expect(report.boundsAnimationRequesters == ["ArticleComponent[article-0]"])
        #expect(report.keptLayers > 0 && fixture.card(1) === card1)

        let (c, e) = (FeedFixture.collapsed, FeedFixture.expanded)
        let before = [c, c, c], after = [e, c, c]
        let grow = e - c   // 102
        #expect(card1.position.y == FeedFixture.centerY(of: 1, heights: after))
        #expect(panel.bounds.height == 8 + e + 8 + c + 8 + c + 8 && fixture.host.layer.bounds.height == panel.bounds.height)
        var overshoot = false
        for step in 1...49 {
            let t = Double(step) / 100, p = Self.seedSpring(t)
            let y1 = card1.presentation(at: 1 + t).position.y, y2 = card2.presentation(at: 1 + t).position.y
            #expect(approximately(y1, FeedFixture.centerY(of: 1, heights: before) + grow * p, within: 1e-6))
            #expect(approximately(y2, FeedFixture.centerY(of: 2, heights: before) + grow * p, within: 1e-6))
            #expect(approximately(card0.presentation(at: 1 + t).bounds.height, c + grow * p, within: 1e-6))
            #expect(approximately(card0.presentation(at: 1 + t).position.y, 8 + (c + grow * p) / 2, within: 1e-6))
            #expect(approximately(fixture.host.layer.presentation(at: 1 + t).bounds.height, 206 + grow * p, within: 1e-6))
            if y1 > card1.position.y + 1 { overshoot = true }
        }
        #expect(overshoot, "a damping ratio of 0.7 overshoots")
        #expect(card1.presentation(at: 1.5).position == card1.position)
        fixture.clock.advance(to: 1.5)
        #expect(card1.animation(forKey: BoundsAnimation.positionKey) == nil)
    }

    @Test("collapsing mid-spring retargets from where the card is on screen, with the 0.3 s tween")
    func retargetFromScreen() throws {
        let fixture = FeedFixture()
        try fixture.host.update(ArticleFeedModel())
        fixture.clock.advance(to: 1)
        try fixture.host.update(ArticleFeedModel(expanded: [0]))
        let card1 = try #require(fixture.card(1))
        fixture.clock.advance(to: 1.1)
        let shown = card1.presentation(at: 1.1).position.y
        let collapse = try fixture.host.update(ArticleFeedModel())
        #expect(collapse.boundsAnimation == BoundsAnimation(duration: 0.3))
        let home = FeedFixture.centerY(of: 1, heights: [58, 58, 58])
        #expect(card1.position.y == home)
        #expect(approximately(card1.presentation(at: 1.1).position.y, shown, within: 1e-9))
        // Halfway through an ease-in-ease-out tween is halfway along.
        #expect(approximately(card1.presentation(at: 1.25).position.y, (shown + home) / 2, within: 1e-5))
        #expect(card1.presentation(at: 1.41).position.y == home)
    }

    /// Two scoped probes in a column under a scoped parent; `value` resizes them all. Each
    /// asks for a bounds animation of its own duration when its value changes (the parent only
    /// when `parentAsks`).
    private func twoRequests(parentAsks: Bool) -> ComponentHost<Int> {
        func child(_ scope: ComponentScope, _ value: Int, _ duration: Double) -> ProbeComponent {
            ProbeComponent(scope: scope, value: value, rendering: box(20, Double(10 + value)),
                           bounds: { new, old in new.value != old.value ? BoundsAnimation(duration: duration) : nil })
        }
        return ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { value in
            ProbeComponent(scope: "outer", value: value,
                           rendering: StackComponent(children: [child("a", value, 0.2), child("b", value, 0.4)]),
                           bounds: { new, old in parentAsks && new.value != old.value ? BoundsAnimation(duration: 0.8) : nil })
        }
    }

    @Test("two bounds animations in one update: the later sibling wins, and an ancestor over both")
    func twoBoundsAnimations() throws {
        let siblings = twoRequests(parentAsks: false)
        try siblings.update(0)
        let report = try siblings.update(5)
        #expect(report.boundsAnimationRequesters == ["ProbeComponent[a]", "ProbeComponent[b]"])
        #expect(report.boundsAnimation?.duration == 0.4)
        let key = BoundsAnimation.boundsKey
        let a = try #require(siblings.mountedLayer(scope: "a")), b = try #require(siblings.mountedLayer(scope: "b"))
        #expect(a.animation(forKey: key)?.duration == 0.4 && b.animation(forKey: key)?.duration == 0.4)
        // One curve for the whole hierarchy: a's and b's heights move in step.
        #expect(approximately(a.presentation(at: 0.1).bounds.height, b.presentation(at: 0.1).bounds.height))

        let nested = twoRequests(parentAsks: true)
        try nested.update(0)
        let nestedReport = try nested.update(5)
        #expect(nestedReport.boundsAnimationRequesters == ["ProbeComponent[a]", "ProbeComponent[b]", "ProbeComponent[outer]"])
        #expect(nestedReport.boundsAnimation?.duration == 0.8)
    }

    @Test("a frame change without a bounds animation jumps and ends the running one")
    func jumpWithoutAnimation() throws {
        let clock = ManualClock()
        let host = ComponentHost(sizeRange: .unconstrained, clock: clock) { (height: Double) in
            ProbeComponent(scope: "p", value: Int(height), rendering: box(10, height),
                           bounds: { new, _ in new.value == 40 ? BoundsAnimation(duration: 1) : nil })
        }
        try host.update(10)
        try host.update(40)
        let layer = try #require(host.mountedLayer(scope: "p"))
        #expect(approximately(layer.presentation(at: 0.5).bounds.height, 25, within: 1e-6))
        clock.advance(to: 0.2)
        try host.update(20)
        #expect(layer.presentation(at: 0.2).bounds.height == 20)
        #expect(layer.animationKeys.isEmpty)
    }

    @Test("a delayed bounds animation holds the old frame during the delay")
    func delayed() throws {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (height: Double) in
            ProbeComponent(scope: "p", value: Int(height), rendering: box(10, height),
                           bounds: { _, _ in BoundsAnimation(duration: 0.4, delay: 0.2) })
        }
        try host.update(10)
        try host.update(30)
        let layer = try #require(host.mountedLayer(scope: "p"))
        #expect(layer.presentation(at: 0.1).bounds.height == 10)
        #expect(approximately(layer.presentation(at: 0.4).bounds.height, 20, within: 1e-6))
        #expect(layer.presentation(at: 0.7).bounds.height == 30)
    }

    @Test("layers that appear in an animated update are placed at once")
    func newLayersAreNotAnimated() throws {
        let fixture = FeedFixture()
        try fixture.host.update(ArticleFeedModel())
        fixture.clock.advance(to: 1)
        let card = try #require(fixture.card(1))
        /// The layers under `layer`, by the identity they show (their names).
        func descendants(_ layer: Layer) -> [Layer] { layer.sublayers + layer.sublayers.flatMap(descendants) }
        let oldNames = Set(descendants(card).compactMap(\.name))
        try fixture.host.update(ArticleFeedModel(expanded: [1]))
        let appeared = descendants(card).filter { !oldNames.contains($0.name ?? "") }
        // The image and three more full lines (the lines that were there keep their scopes).
        #expect(appeared.count == 4)
        #expect(appeared.allSatisfy { !$0.hasAnimations })
    }

    @Test("an unusable bounds animation is a typed error")
    func invalid() throws {
        let host = ComponentHost(sizeRange: .unconstrained, clock: ManualClock()) { (value: Int) in
            ProbeComponent(scope: "p", value: value, rendering: box(10, 10),
                           bounds: { _, _ in .spring(duration: 0.5, dampingRatio: -1) })
        }
        try host.update(0)
        #expect(throws: ComponentError.invalidBoundsAnimation(
            component: "ProbeComponent[p]", reason: "spring damping ratio -1.0 is not a finite, positive number")) {
            try host.update(1)
        }
    }
}
