import Demos
import Graphics
import Layers
import Testing
@testable import Components

@Suite("Animations from the previous component")
struct OverlayAnimationTests {
    @Test("the badge overlay scales in when it appears on a state change: scale 0 → 1 in 0.2 s, ease out")
    func badgeScalesIn() throws {
        let fixture = FeedFixture()
        try fixture.host.update(ArticleFeedModel())
        fixture.clock.advance(to: 1)
        let report = try fixture.host.update(ArticleFeedModel().setting(liked: true, article: 1))
        #expect(report.animationsFromPrevious == 1 && report.initialAnimations == 0)
        let article = try #require(fixture.feed?.articles[1])
        let badgeComponent = try #require(article.badge)
        let badge = try #require(fixture.host.mountedLayer(for: badgeComponent))
        #expect(badge.superlayer === fixture.card(1))
        // Near the top-right corner of the 184-point card: 6 points down, 28 in.
        #expect(badge.frame == Rect(x: 142, y: 6, width: 14, height: 14))
        #expect(badge.transform == .identity)
        #expect(badge.presentation(at: 1).transform.m11 == 0)
        let half = badge.presentation(at: 1.1).transform
        #expect(approximately(half.m11, InitialMountAnimationTests.easeOutHalf, within: 1e-6))
        #expect(approximately(half.m22, InitialMountAnimationTests.easeOutHalf, within: 1e-6))
        #expect(badge.presentation(at: 1.2).transform == .identity)
    }

    @Test("no scale-in while the badge stays, nor when the article first appears already liked")
    func onlyWhenItAppears() throws {
        let fixture = FeedFixture()
        let first = try fixture.host.update(ArticleFeedModel(liked: [0]))
        #expect(first.animationsFromPrevious == 0)
        let badge = try #require(fixture.feed?.articles[0].badge.flatMap { fixture.host.mountedLayer(for: $0) })
        #expect(!badge.hasAnimations)
        fixture.clock.advance(to: 1)
        let second = try fixture.host.update(ArticleFeedModel(liked: [0]))
        #expect(second.animationsFromPrevious == 0 && !badge.hasAnimations)
    }

    @Test("a value-less animation animates the change: the chevron turns from its old angle to the new one")
    func changeAnimation() throws {
        let fixture = FeedFixture()
        try fixture.host.update(ArticleFeedModel())
        fixture.clock.advance(to: 1)
        try fixture.host.update(ArticleFeedModel(expanded: [2]))
        let chevron = try #require(fixture.feed.flatMap { fixture.host.mountedLayer(for: $0.articles[2].chevron) })
        let angle = AnimatableKey<Double>.transformRotationZ
        #expect(approximately(try #require(angle.value(in: chevron)), .pi, within: 1e-9))
        #expect(approximately(try #require(angle.value(in: chevron.presentation(at: 1))), 0, within: 1e-9))
        // Linear (no timing function) over 0.3 s.
        #expect(approximately(try #require(angle.value(in: chevron.presentation(at: 1.15))), .pi / 2, within: 1e-9))
    }

    @Test("a change during a running change animation starts from the value on screen; the newest wins")
    func changeDuringChange() throws {
        let clock = ManualClock()
        let host = ComponentHost(sizeRange: .unconstrained, clock: clock) { (tenths: Int) in
            ProbeComponent(scope: "p", value: tenths,
                           rendering: box(10, 10, attributes: LayerAttributes(opacity: Double(tenths) / 10)),
                           fromPrevious: { probe, _ in [ComponentAnimation(probe, BasicAnimation(key: .opacity, duration: 0.4))] })
        }
        try host.update(10)
        clock.advance(to: 1)
        try host.update(2)                       // 1 → 0.2, linear over 0.4 s
        let layer = try #require(host.mountedLayer(scope: "p"))
        clock.advance(to: 1.2)
        #expect(approximately(layer.presentation(at: 1.2).opacity, 0.6, within: 1e-9))
        try host.update(10)                      // back up, from the 0.6 on screen
        #expect(approximately(layer.presentation(at: 1.2).opacity, 0.6, within: 1e-9))
        #expect(approximately(layer.presentation(at: 1.4).opacity, 0.8, within: 1e-9))
        #expect(host.activeAnimationCount == 2)
        clock.advance(to: 1.45)
        #expect(host.activeAnimationCount == 1)  // the first one ended and was cleaned up
        clock.advance(to: 1.6)
        #expect(host.activeAnimationCount == 0 && layer.presentation(at: 1.6).opacity == 1)
    }
}
