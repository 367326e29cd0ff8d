import Foundation
import Layers

/// Runs POP-style animations of any objects from the frames of a `FrameClock` (POP's
/// `POPAnimator`): one animator per clock — a real-time display link on screen, a
/// `ManualClock` in tests and offline rendering.
///
/// Animations are attached to an object under a key: adding under a key already in use
/// replaces (and interrupts) the animation there. Objects are held weakly; when one goes away its
/// animations stop with `finished == false`. An animation added now gets its first frame at
/// once, at the clock's current time, so its start value is on the object before the next
/// frame; then it advances on every tick. The animator listens to the clock only while it has
/// animations.
///
/// Animations are evaluated in the order they were added. Callbacks may add and remove
/// animations freely. Use an animator from one thread at a time (the clock's).
///
/// Every frame's writes (and the callbacks run during it) happen inside one `Transaction` with
/// actions disabled (`Transaction.performWithoutActions`), as POP's animator wraps its frames in
/// `CATransaction` with `setDisableActions:YES`: a committed layer would otherwise start its
/// implicit 0.25 s animation on each write, and what is drawn (its `presentation()`) would lag
/// the animation's value. Layer properties driven by the animator are therefore drawn exactly at
/// the value the animation computed for that frame.
public final class DynamicAnimator {
    /// One animation attached to one object under one key.
    private final class Item {
        weak var object: AnyObject?
        let key: String
        let animation: DynamicAnimation
        var isRemoved = false

        init(object: AnyObject, key: String, animation: DynamicAnimation) {
            self.object = object; self.key = key; self.animation = animation
        }
    }

    /// The clock driving this animator.
    public let clock: FrameClock
    private var items: [Item] = []
    private var pending: [Item] = []
    private var frameToken: FrameHandlerToken?
    private var isRendering = false

    /// An animator driven by `clock`.
    public init(clock: FrameClock) {
        self.clock = clock
    }

    deinit {
        if let frameToken { clock.removeFrameHandler(frameToken) }
    }

    // MARK: Adding, finding and removing

    /// Attaches `animation` to `object` under `key` and starts it (on this frame, or at its
    /// `beginTime`). A nil key is unique. Adding the animation already under that key does
    /// nothing; another animation under that key is removed first (its completion reports
    /// `finished == false`).
    public func add(_ animation: DynamicAnimation, to object: AnyObject, forKey key: String? = nil) {
        let key = key ?? "anonymous-" + UUID().uuidString
        if let existing = item(for: object, key: key) {
            if existing.animation === animation { return }
            removeAnimation(forKey: key, from: object)
        }
        let item = Item(object: object, key: key, animation: animation)
        animation.prepareForAdding()
        items.append(item)
        pending.append(item)
        updateClockSubscription()
        if !isRendering { renderPending() }
    }

    /// The animation attached to `object` under `key`, if any.
    public func animation(forKey key: String, of object: AnyObject) -> DynamicAnimation? {
        item(for: object, key: key)?.animation
    }

    /// The keys of `object`'s animations, in the order they were added.
    public func animationKeys(of object: AnyObject) -> [String] {
        items.filter { $0.object === object }.map(\.key)
    }

    /// Whether any animation is attached to any object.
    public var hasAnimations: Bool { !items.isEmpty }

    /// Removes the animation of `object` under `key`; it reports `finished == false` (a
    /// never-started one reports a start first).
    public func removeAnimation(forKey key: String, from object: AnyObject) {
        guard let item = item(for: object, key: key) else { return }
        detach([item])
        item.animation.stop(removing: true, finished: false)
    }

    /// Removes every animation of `object`; each reports `finished == false`.
    public func removeAllAnimations(from object: AnyObject) {
        let removed = items.filter { $0.object === object }
        detach(removed)
        for item in removed { item.animation.stop(removing: true, finished: false) }
    }

    private func item(for object: AnyObject, key: String) -> Item? {
        items.first { $0.object === object && $0.key == key }
    }

    private func detach(_ removed: [Item]) {
        guard !removed.isEmpty else { return }
        for item in removed { item.isRemoved = true }
        items.removeAll { $0.isRemoved }
        pending.removeAll { $0.isRemoved }
        updateClockSubscription()
    }

    // MARK: Frames

    private func updateClockSubscription() {
        if items.isEmpty, let token = frameToken {
            clock.removeFrameHandler(token)
            frameToken = nil
        } else if !items.isEmpty, frameToken == nil {
            frameToken = clock.addFrameHandler { [weak self] tick in
                self?.render(time: tick.timestamp)
            }
        }
    }

    private func render(time: Double) {
        render(time: time, items: items)
    }

    /// Gives newly added animations their first frame at the clock's current time.
    private func renderPending() {
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll()
            render(time: clock.now, items: batch)
        }
    }

    private func render(time: Double, items batch: [Item]) {
        // As `-[POPAnimator _renderTime:items:]` does with CATransaction
        // (https://github.com/facebookarchive/pop/blob/master/pop/POPAnimator.mm): the values
        // written are the frame's final values, not targets for implicit animations.
        Transaction.performWithoutActions {
            let wasRendering = isRendering
            isRendering = true
            for item in batch where !item.isRemoved {
                render(time: time, item: item)
            }
            isRendering = wasRendering
            if !isRendering { renderPending() }
        }
    }

    private func render(time: Double, item: Item) {
        let animation = item.animation
        guard let object = item.object else {
            detach([item])
            animation.stop(removing: true, finished: false)
            return
        }
        animation.startIfNeeded(object: object, time: time)
        guard animation.isRunning, !item.isRemoved else { return }
        animation.applyTime(time, object: object)
        guard animation.isRunning, !item.isRemoved, animation.isDone else { return }
        animation.applyFinalValue(object: object)
        animation.legsRemaining -= 1
        if animation.repeatForever || animation.legsRemaining > 0 {
            animation.prepareNextLeg()
            animation.stop(removing: false, finished: false)
            animation.reset(all: true)
            animation.startIfNeeded(object: object, time: time)
        } else if animation.removedOnCompletion {
            detach([item])
            animation.stop(removing: true, finished: true)
        } else {
            animation.stop(removing: false, finished: true)
        }
    }
}
