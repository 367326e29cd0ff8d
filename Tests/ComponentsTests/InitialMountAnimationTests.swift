import Demos
import Graphics
import Layers
import Testing
@testable import Components

@Suite("Initial-mount animations")
struct InitialMountAnimationTests {
    /// The ease-out curve (0, 0, 0.58, 1) at linear progress 0.5, solved independently.
    static let easeOutHalf = 0.684643195307

    @Test("each article fades in on its first mount: 0 → 1 over 0.5 s, ease out")
    func fadeIn() throws {
        let fixture = FeedFixture()
        let report = try fixture.host.update(ArticleFeedModel())
        #expect(report.initialAnimations == 3 && report.animationsFromPrevious == 0)
        let card = try #require(fixture.card(1))
        #expect(card.opacity == 1)   // the model value: the animation shows in the presentation
        #expect(card.presentation(at: 0).opacity == 0)
        #expect(approximately(card.presentation(at: 0.25).opacity, Self.easeOutHalf, within: 1e-6))
        #expect(card.presentation(at: 0.5).opacity == 1)
        #expect(fixture.host.activeAnimationCount == 3)
        fixture.clock.advance(to: 0.5)
        #expect(!card.hasAnimations && fixture.host.activeAnimationCount == 0)
    }

    @Test("a later update does not fade mounted articles again; a new one fades in alone")
    func onlyNewComponents() throws {
        let fixture = FeedFixture()
        try fixture.host.update(ArticleFeedModel(articleCount: 2))
        fixture.clock.advance(to: 1)
        let again = try fixture.host.update(ArticleFeedModel(articleCount: 2))
        #expect(again.initialAnimations == 0 && fixture.host.activeAnimationCount == 0)
        let grown = try fixture.host.update(ArticleFeedModel(articleCount: 3))
        #expect(grown.initialAnimations == 1)
        #expect(try #require(fixture.card(2)).presentation(at: 1).opacity == 0)
        #expect(try #require(fixture.card(0)).presentation(at: 1).opacity == 1)
    }

    @Test("the caller's transaction does not leak its duration or curve into component animations")
    func transactionDoesNotLeak() throws {
        let fixture = FeedFixture()
        try Transaction.perform {
            Transaction.animationDuration = 5
            Transaction.animationTimingFunction = .easeIn
            try fixture.host.update(ArticleFeedModel(articleCount: 1))
        }
        let card = try #require(fixture.card(0))
        #expect(approximately(card.presentation(at: 0.25).opacity, Self.easeOutHalf, within: 1e-6))
    }

    @Test("the completion runs once the animation has ended and been cleaned up")
    func completion() throws {
        let clock = ManualClock()
        var completed = 0
        let host = ComponentHost(sizeRange: .unconstrained, clock: clock) { (_: Int) in
            ProbeComponent(scope: "p", rendering: box(10, 10), initial: { probe in
                [ComponentAnimation(probe, BasicAnimation(key: .opacity, from: 0, duration: 0.3)) { completed += 1 }]
            })
        }
        try host.update(0)
        clock.advance(to: 0.2)
        #expect(completed == 0 && host.activeAnimationCount == 1)
        clock.advance(to: 0.3)
        #expect(completed == 1 && host.activeAnimationCount == 0)
        clock.advance(to: 0.4)
        #expect(completed == 1)
    }

    @Test("a non-zero begin time is a delay after the mount, with the fill mode honoured")
    func delay() throws {
        let clock = ManualClock(startTime: 2)
        let host = ComponentHost(sizeRange: .unconstrained, clock: clock) { (_: Int) in
            ProbeComponent(scope: "p", rendering: box(10, 10), initial: { probe in
                var fade = BasicAnimation(key: .opacity, from: 0, duration: 0.4)
                fade.beginTime = 0.2
                fade.fillMode = .backwards
                return [ComponentAnimation(probe, fade)]
            })
        }
        try host.update(0)
        let layer = try #require(host.mountedLayer(scope: "p"))
        #expect(layer.presentation(at: 2.1).opacity == 0)
        #expect(approximately(layer.presentation(at: 2.4).opacity, 0.5))
        #expect(layer.presentation(at: 2.7).opacity == 1)
    }
}
