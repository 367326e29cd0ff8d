import Graphics

/// What an event handler is given: the event, the hit that takes it, the point in the
/// target's own coordinates, and a way to stop the event going further.
public final class LottieEventContext {
    /// The event as posted (its location in the player's coordinates), or, for `enter` and
    /// `exit` noticed by the player, the event that moved the pointer with the kind changed.
    public let event: LottiePointerEvent
    /// The hit this delivery is for; nil for `.player` handlers.
    public let hit: LottieHit?
    /// Everything under the point, top-most first (what the player's hit test found).
    public let hits: [LottieHit]
    /// The event's point in the target's own coordinates (see `LottieEventTarget`).
    public let location: Point
    let propagation: Propagation

    /// Whether a handler has stopped the event.
    public var isPropagationStopped: Bool { propagation.isStopped }

    init(event: LottiePointerEvent, hit: LottieHit?, hits: [LottieHit], location: Point, propagation: Propagation) {
        self.event = event
        self.hit = hit
        self.hits = hits
        self.location = location
        self.propagation = propagation
    }

    /// Stops the event: the handlers of the same target still run, no target below (and no
    /// `.player` handler) gets it.
    public func stopPropagation() { propagation.isStopped = true }

    /// The shared stop flag of one delivery.
    final class Propagation {
        var isStopped = false
    }
}

/// One delivery of an event, as `LottieAnimationLayer.sendPointerEvent(_:at:)` reports it.
public struct LottieEventDelivery {
    /// The kind delivered (an `enter` or `exit` the player noticed, or the event's own).
    public var kind: LottiePointerEvent.Kind
    /// The hit that took it; nil for `.player` handlers.
    public var hit: LottieHit?
    /// The point in the target's own coordinates.
    public var location: Point
}
