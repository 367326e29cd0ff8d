/// The event handlers of a player and what the pointer was last over.
struct LottieEventState {
    struct Registration {
        let id: Int
        let target: LottieEventTarget
        let kinds: Set<LottiePointerEvent.Kind>
        let handler: (LottieEventContext) -> Void
        /// Whether the pointer was over the target at the last event (for `enter`/`exit`).
        var isPointerInside = false
        /// The hit the pointer was last over, to report with `exit`.
        var lastHit: LottieHit?
    }

    var registrations: [Registration] = []
    var nextID = 0

    mutating func add(_ target: LottieEventTarget, kinds: Set<LottiePointerEvent.Kind>,
                      handler: @escaping (LottieEventContext) -> Void) -> LottieEventHandlerToken {
        nextID += 1
        registrations.append(Registration(id: nextID, target: target, kinds: kinds, handler: handler))
        return LottieEventHandlerToken(id: nextID)
    }

    mutating func remove(_ token: LottieEventHandlerToken) {
        registrations.removeAll { $0.id == token.id }
    }
}
