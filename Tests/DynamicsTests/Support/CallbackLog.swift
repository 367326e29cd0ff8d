import Dynamics

/// Records the callbacks an animation makes, in order.
final class CallbackLog {
    enum Event: Equatable {
        case start, reachToValue, stop(finished: Bool)
        case marker(Double)
    }
    private(set) var events: [Event] = []
    private(set) var applyCount = 0

    /// Hooks every callback of `animation` (replacing any already set).
    func watch(_ animation: DynamicAnimation) {
        animation.onStart = { [unowned self] _ in events.append(.start) }
        animation.onApply = { [unowned self] _ in applyCount += 1 }
        animation.completion = { [unowned self] _, finished in events.append(.stop(finished: finished)) }
        if let property = animation as? DynamicPropertyAnimation {
            property.onReachToValue = { [unowned self] _ in events.append(.reachToValue) }
            property.onProgressMarker = { [unowned self] _, marker in events.append(.marker(marker)) }
        }
    }

    var starts: Int { events.filter { $0 == .start }.count }
    var stops: [Bool] {
        events.compactMap { if case .stop(let finished) = $0 { finished } else { nil } }
    }
}
