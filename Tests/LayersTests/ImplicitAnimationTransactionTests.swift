import Graphics
import Testing
@testable import Layers

/// The seed's `LOTLayerContainer` pattern: a custom animatable `currentFrame` that redraws the
/// layer, animated by an action that starts from the presentation value.
final class FrameLayer: Layer {
    /// Shared by a layer and its presentation copies: what `draw(in:)` was called with.
    final class DrawLog { var frames: [Double] = [] }

    static let currentFrameKey = AnimatableKey<Double>("currentFrame", \FrameLayer.currentFrame)

    var currentFrame = 0.0 { didSet { valueDidChange(for: Self.currentFrameKey, from: oldValue) } }
    let log: DrawLog

    override init() {
        log = DrawLog()
        super.init()
    }

    required init(layer: Layer) {
        let other = layer as? FrameLayer
        currentFrame = other?.currentFrame ?? 0
        log = other?.log ?? DrawLog()
        super.init(layer: layer)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "currentFrame" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any Action)? {
        guard event == "currentFrame" else { return super.action(forKey: event) }
        var animation = BasicAnimation(key: Self.currentFrameKey)
        animation.timingFunction = .linear
        animation.fromValue = presentation().currentFrame
        return animation
    }

    override func draw(in canvas: any Canvas) {
        log.frames.append(currentFrame)
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: currentFrame, height: 1)), color: .black)
    }
}

/// A layer delegate answering with fixed actions.
final class FixedActionDelegate: LayerDelegate {
    var answers: [String: any Action] = [:]
    func action(for layer: Layer, forKey event: String) -> (any Action)? { answers[event] }
}

@Suite("Implicit animations and transactions")
struct ImplicitAnimationTransactionTests {
    /// A layer that has been committed, so that its changes animate.
    private func committedLayer<L: Layer>(_ make: () -> L) -> L {
        let layer = make()
        Transaction.flush()
        return layer
    }

    /// A plain committed layer.
    private func committedLayer() -> Layer { committedLayer { Layer() } }

    @Test("a committed layer animates a property change from the old to the new value")
    func implicitAnimation() {
        let clock = ManualClock(startTime: 20)
        MediaTime.withClock(clock) {
            let layer = committedLayer()
            layer.opacity = 0.2
            #expect(layer.animationKeys == ["opacity"])
            let animation = layer.animation(forKey: "opacity")
            #expect(animation?.duration == 0.25)
            #expect(animation?.timingFunction == .default)
            #expect(animation?.beginTime == 20)
            #expect(layer.opacity == 0.2)                                  // the model
            #expect(layer.presentation(at: 20).opacity == 1)               // starts at the old value
            let quarter = TimingFunction.default.progress(at: 0.5, duration: 0.25)
            #expect(abs(layer.presentation(at: 20.125).opacity - (1 - 0.8 * quarter)) < 1e-12)
            #expect(layer.presentation(at: 20.25).opacity == 0.2)
            Transaction.flush()
        }
    }

    @Test("a layer created in the current transaction sets up without animating")
    func newLayersDoNotAnimate() {
        Transaction.flush()
        let layer = Layer()
        layer.position = Point(10, 10)
        layer.opacity = 0.5
        #expect(layer.animationKeys.isEmpty)
        Transaction.flush()
        layer.opacity = 0.7
        #expect(layer.animationKeys == ["opacity"])
        // Setting the same value again is not a change.
        layer.removeAllAnimations()
        layer.opacity = 0.7
        #expect(layer.animationKeys.isEmpty)
    }

    @Test("disableActions suppresses implicit animations inside its transaction only")
    func disabledActions() {
        let layer = committedLayer()
        Transaction.perform {
            Transaction.disableActions = true
            layer.position = Point(5, 5)
            Transaction.perform { layer.opacity = 0.5 }           // inherits the setting
        }
        #expect(layer.animationKeys.isEmpty)
        Transaction.performWithoutActions { layer.opacity = 0.3 }
        #expect(layer.animationKeys.isEmpty)
        layer.opacity = 0.1
        #expect(layer.animationKeys == ["opacity"])
        Transaction.flush()
    }

    @Test("transaction duration and timing function shape the implicit animation")
    func transactionParameters() {
        let layer = committedLayer()
        Transaction.perform {
            Transaction.animationDuration = 2
            Transaction.animationTimingFunction = .easeInEaseOut
            layer.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        }
        let animation = layer.animation(forKey: "bounds")
        #expect(animation?.duration == 2)
        #expect(animation?.timingFunction == .easeInEaseOut)
    }

    @Test("action lookup order: delegate, then actions, then the class default; .null stops")
    func actionLookupOrder() {
        let layer = committedLayer()
        let delegate = FixedActionDelegate()
        layer.delegate = delegate
        // Delegate says nothing: the actions dictionary wins over the class default.
        var slow = BasicAnimation<Double>(key: .opacity, duration: 3)
        slow.timingFunction = .linear
        layer.actions["opacity"] = slow
        layer.opacity = 0.5
        #expect(layer.animation(forKey: "opacity")?.duration == 3)
        // The action had no values: it starts from the old value.
        let begin = layer.animation(forKey: "opacity")?.beginTime ?? 0
        #expect(layer.presentation(at: begin + 1.5).opacity == 0.75)
        // The delegate's .null stops the search before the dictionary.
        layer.removeAllAnimations()
        delegate.answers["opacity"] = .null
        layer.opacity = 0.25
        #expect(layer.animationKeys.isEmpty)
        // A .null in the dictionary stops the class default.
        layer.actions["position"] = NullAction()
        layer.position = Point(3, 3)
        #expect(layer.animationKeys.isEmpty)
        // Without either, the default action runs.
        layer.zPosition = 2
        #expect(layer.animationKeys == ["zPosition"])
        Transaction.flush()
    }

    @Test("a subclass can turn its implicit animations off with defaultAction(forKey:)")
    func classDefaultAction() {
        final class Quiet: Layer {
            override class func defaultAction(forKey event: String) -> (any Action)? { nil }
        }
        let layer = committedLayer { Quiet() }
        layer.opacity = 0
        #expect(layer.animationKeys.isEmpty)
    }

    @Test("completion block runs once every animation added after it finished, not before")
    func completionAfterAnimations() {
        let clock = ManualClock(startTime: 100)
        var ran = 0
        MediaTime.withClock(clock) {
            let layer = committedLayer()
            Transaction.begin()
            Transaction.animationDuration = 1
            Transaction.completionBlock = { ran += 1 }
            layer.opacity = 0
            var long = BasicAnimation(key: .position, to: Point(9, 9), duration: 2)
            long.beginTime = 100
            layer.add(long, forKey: "long")
            Transaction.commit()
            #expect(ran == 0)
            layer.advanceAnimations(to: 101.5)          // opacity done, position still running
            #expect(ran == 0)
            layer.advanceAnimations(to: 102)
            #expect(ran == 1)
            layer.advanceAnimations(to: 103)
            #expect(ran == 1)
        }
    }

    @Test("completion order with nesting: the inner block with the shorter animation first")
    func completionOrder() {
        var order: [String] = []
        let layer = Layer()
        Transaction.begin()
        Transaction.completionBlock = { order.append("outer") }
        var long = BasicAnimation(key: .opacity, from: 0, duration: 2)
        long.beginTime = 1
        layer.add(long, forKey: "long")
        Transaction.begin()
        Transaction.completionBlock = { order.append("inner") }
        var short = BasicAnimation(key: .position, by: Point(1, 0), duration: 1)
        short.beginTime = 1
        layer.add(short, forKey: "short")
        Transaction.commit()
        Transaction.commit()
        layer.advanceAnimations(to: 2.5)
        #expect(order == ["inner"])
        layer.advanceAnimations(to: 3)
        #expect(order == ["inner", "outer"])
    }

    @Test("removing an animation counts as its end for the completion block")
    func completionOnRemoval() {
        var ran = false
        let layer = Layer()
        Transaction.perform {
            Transaction.completionBlock = { ran = true }
            layer.add(BasicAnimation(key: .opacity, from: 0, duration: 10), forKey: "a")
        }
        #expect(!ran)
        layer.removeAnimation(forKey: "a")
        #expect(ran)
    }

    @Test("a custom animatable property redraws the layer: the seed's currentFrame pattern")
    func customPropertyRedraws() throws {
        let clock = ManualClock(startTime: 7)
        try MediaTime.withClock(clock) {
            let layer = committedLayer { FrameLayer() }
            layer.bounds = Rect(x: 0, y: 0, width: 100, height: 10)
            layer.removeAllAnimations()
            let canvas = SpyCanvas(width: 100, height: 10)
            Renderer.render(layer, into: canvas, atTime: 7)
            #expect(layer.log.frames == [0])
            Renderer.render(layer, into: canvas, atTime: 7)
            #expect(layer.log.frames == [0])                     // cached: nothing changed
            Transaction.perform {
                Transaction.animationDuration = 1
                layer.currentFrame = 30
            }
            #expect(layer.needsDisplay)                          // the model change marks it
            let animation = try #require(layer.animation(forKey: "currentFrame"))
            #expect(animation.timingFunction == .linear)         // from the overridden action
            for t in [7.0, 7.5, 8.0] { Renderer.render(layer, into: canvas, atTime: t) }
            // Each presentation copy redraws with its own frame; after the end, the model (30).
            #expect(layer.log.frames == [0, 0, 15, 30])
            #expect(layer.currentFrame == 30)
            // Interrupting mid-way starts the next animation from the frame on screen.
            clock.advance(to: 7.25)
            Transaction.perform {
                Transaction.animationDuration = 1
                layer.currentFrame = 0
            }
            #expect(layer.presentation(at: 7.25).currentFrame == 7.5)   // the old one is replaced
            #expect(layer.presentation(at: 7.75).currentFrame == 3.75)
            let replaced = try #require(layer.animation(forKey: "currentFrame") as? BasicAnimation<Double>)
            #expect(replaced.fromValue == 7.5)
        }
    }
}
