import Graphics
import Layers

/// Delivering pointer events to what is under them: hosted content and Lottie layers, judged
/// by what they draw (`hits(at:minimumOpacity:)`), top-most first.
///
/// ```swift
/// player.addEventHandler(for: .layer("**.Button"), kinds: [.click]) { context in
///     print("button tapped at", context.location)   // in the Button layer's own space
///     context.stopPropagation()
/// }
/// player.tap(at: Point(x: 120, y: 80))               // down, up, click
/// ```
///
/// An event posted at a point goes to the hits there in order, top-most first: each hit's
/// handlers (those whose target it belongs to and that listen for the kind) run with the
/// point in their target's coordinates; once a handler calls `stopPropagation()`, hits below
/// and `.player` handlers do not get it. Hits no handler listens to let the event through.
/// `enter` and `exit` are per target: a handler listening for them hears `enter` when an
/// event finds the pointer over its target and it was not before, `exit` when it leaves (or
/// when an `exit` is posted: the pointer left the player).
extension LottieAnimationLayer {
    /// Adds a handler for pointer events on `target` of the given kinds. Handlers run in the
    /// order they were added. Returns a token for `removeEventHandler(_:)`.
    @discardableResult
    public func addEventHandler(for target: LottieEventTarget,
                                kinds: Set<LottiePointerEvent.Kind> = Set(LottiePointerEvent.Kind.allCases),
                                _ handler: @escaping (LottieEventContext) -> Void) -> LottieEventHandlerToken {
        eventState.add(target, kinds: kinds, handler: handler)
    }

    /// Removes a handler added with `addEventHandler(for:kinds:_:)`.
    public func removeEventHandler(_ token: LottieEventHandlerToken) {
        eventState.remove(token)
    }

    /// Posts a pointer event at `point` (in this layer's coordinates) and delivers it; returns
    /// the deliveries made, in order (the `enter` and `exit` it caused first).
    @discardableResult
    public func sendPointerEvent(_ kind: LottiePointerEvent.Kind, at point: Point) -> [LottieEventDelivery] {
        send(LottiePointerEvent(kind: kind, location: point))
    }

    /// Posts an event and delivers it (see `sendPointerEvent(_:at:)`).
    @discardableResult
    public func send(_ event: LottiePointerEvent) -> [LottieEventDelivery] {
        let hits = event.kind == .exit ? [] : self.hits(at: event.location)
        let sampler = HostedContentSampler(minimumOpacity: 0, time: clock.now)
        var deliveries: [LottieEventDelivery] = []
        deliveries += deliverHover(event, hits: hits, sampler: sampler)
        guard event.kind != .enter, event.kind != .exit else { return deliveries }
        let propagation = LottieEventContext.Propagation()
        for hit in hits {
            let listening = eventState.registrations.filter { $0.kinds.contains(event.kind) && $0.target.matches(hit) }
            for registration in listening where isRegistered(registration.id) {
                let location = self.location(of: event.location, in: registration.target, hit: hit, sampler: sampler)
                registration.handler(LottieEventContext(event: event, hit: hit, hits: hits, location: location,
                                                        propagation: propagation))
                deliveries.append(LottieEventDelivery(kind: event.kind, hit: hit, location: location))
            }
            if propagation.isStopped { return deliveries }
        }
        let players = eventState.registrations.filter { $0.kinds.contains(event.kind) && isPlayer($0.target) }
        for registration in players where isRegistered(registration.id) && !propagation.isStopped {
            registration.handler(LottieEventContext(event: event, hit: nil, hits: hits, location: event.location,
                                                    propagation: propagation))
            deliveries.append(LottieEventDelivery(kind: event.kind, hit: nil, location: event.location))
        }
        return deliveries
    }

    /// A tap at `point`: `down`, `up` and `click` there.
    @discardableResult
    public func tap(at point: Point) -> [LottieEventDelivery] {
        sendPointerEvent(.down, at: point) + sendPointerEvent(.up, at: point) + sendPointerEvent(.click, at: point)
    }

    /// Delivers `enter` and `exit` to the handlers whose target the pointer came over or left.
    private func deliverHover(_ event: LottiePointerEvent, hits: [LottieHit], sampler: HostedContentSampler) -> [LottieEventDelivery] {
        var deliveries: [LottieEventDelivery] = []
        for registration in eventState.registrations where isRegistered(registration.id) {
            guard registration.kinds.contains(.enter) || registration.kinds.contains(.exit) else { continue }
            let hit = hits.first(where: registration.target.matches)
            let inside: Bool
            if isPlayer(registration.target) {
                inside = event.kind != .exit && bounds.standardized.contains(event.location)
            } else {
                inside = hit != nil
            }
            guard let index = eventState.registrations.firstIndex(where: { $0.id == registration.id }),
                  inside != registration.isPointerInside else { continue }
            let reported = hit ?? registration.lastHit
            eventState.registrations[index].isPointerInside = inside
            eventState.registrations[index].lastHit = hit
            let kind: LottiePointerEvent.Kind = inside ? .enter : .exit
            guard registration.kinds.contains(kind) else { continue }
            let location = reported.map { self.location(of: event.location, in: registration.target, hit: $0, sampler: sampler) }
                ?? event.location
            let hover = LottiePointerEvent(kind: kind, location: event.location)
            registration.handler(LottieEventContext(event: hover, hit: reported, hits: hits, location: location,
                                                    propagation: LottieEventContext.Propagation()))
            deliveries.append(LottieEventDelivery(kind: kind, hit: reported, location: location))
        }
        return deliveries
    }

    /// The event's point in the target's coordinates.
    private func location(of point: Point, in target: LottieEventTarget, hit: LottieHit, sampler: HostedContentSampler) -> Point {
        switch target {
        case .player:
            return point
        case .hostedContent(let layer):
            return sampler.convert(point, from: self, to: layer)
        case .layer:
            guard let layer = hit.layer as? CompositionLayer else { return hit.layer.convert(point, from: self) }
            return layer.contentsLayer.convert(point, from: self)
        }
    }

    private func isRegistered(_ id: Int) -> Bool { eventState.registrations.contains { $0.id == id } }

    private func isPlayer(_ target: LottieEventTarget) -> Bool {
        if case .player = target { return true }
        return false
    }
}
