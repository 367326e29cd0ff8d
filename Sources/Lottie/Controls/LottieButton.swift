import Graphics

/// A button drawn by an animation (lottie-ios' `AnimatedButton`): each touch event plays the
/// range set for it.
///
/// ```swift
/// let button = LottieButton(player: player, area: .layer("**.Button"))
/// button.setPlayRange(.progress(from: 0, to: 0.5), for: .touchDown)
/// button.setPlayRange(.progress(from: 0.5, to: 1), for: .touchUpInside)
/// button.onEvent = { event in if event == .touchUpInside { print("tapped") } }
/// ```
///
/// It is driven by the player's event API: `down` on its `area` starts a touch (`touchDown`);
/// while the touch lasts, `move` across the area's edge gives `touchDragExit` and
/// `touchDragEnter`; `up` ends it, `touchUpInside` on the area and `touchUpOutside` off it (an
/// `exit` posted to the player, the pointer leaving it, ends it outside too).
public final class LottieButton {
    /// The touch events a button reacts to (UIControl's).
    public enum Event: String, Hashable, Sendable, CaseIterable {
        /// A touch began on the button.
        case touchDown
        /// A touch ended on the button: a tap.
        case touchUpInside
        /// A touch that began on the button ended off it.
        case touchUpOutside
        /// A touch that left the button came back onto it.
        case touchDragEnter
        /// A touch that began on the button left it.
        case touchDragExit
    }

    /// The player that draws the button.
    public private(set) weak var player: LottieAnimationLayer?
    /// The part of the player a touch must hit.
    public let area: LottieEventTarget
    /// Called for every touch event, after its range starts playing.
    public var onEvent: ((Event) -> Void)?
    /// The ranges played, by event.
    public private(set) var playRanges: [Event: LottiePlayRange] = [:]
    /// Whether a touch that began on the button is in progress.
    public private(set) var isTracking = false
    /// Whether the touch in progress is on the button.
    public private(set) var isHighlighted = false
    private var token: LottieEventHandlerToken?

    /// A button on `player`; a touch must begin on `area` (the whole player by default).
    public init(player: LottieAnimationLayer, area: LottieEventTarget = .player) {
        self.player = player
        self.area = area
        token = player.addEventHandler(for: .player, kinds: [.down, .move, .up, .exit]) { [weak self] context in
            self?.handle(context)
        }
    }

    deinit { invalidate() }

    /// Stops listening to the player's events.
    public func invalidate() {
        if let token { player?.removeEventHandler(token) }
        token = nil
    }

    /// The range played when `event` happens (nil: nothing plays).
    public func setPlayRange(_ range: LottiePlayRange?, for event: Event) {
        playRanges[event] = range
    }

    /// lottie-ios' form: the progress range played for `event`.
    public func setPlayRange(fromProgress: Double, toProgress: Double, event: Event) {
        setPlayRange(.progress(from: fromProgress, to: toProgress), for: event)
    }

    /// lottie-ios' form: the range between two markers played for `event`.
    public func setPlayRange(fromMarker: String, toMarker: String, event: Event) {
        setPlayRange(.markers(from: fromMarker, to: toMarker), for: event)
    }

    private func handle(_ context: LottieEventContext) {
        guard let player else { return }
        let inside = context.event.kind != .exit && area.contains(context.event.location, hits: context.hits, player: player)
        switch context.event.kind {
        case .down:
            guard inside else { return }
            isTracking = true
            isHighlighted = true
            send(.touchDown)
        case .move:
            guard isTracking, inside != isHighlighted else { return }
            isHighlighted = inside
            send(inside ? .touchDragEnter : .touchDragExit)
        case .up, .exit:
            guard isTracking else { return }
            isTracking = false
            isHighlighted = false
            send(inside ? .touchUpInside : .touchUpOutside)
        case .enter, .click:
            return
        }
    }

    private func send(_ event: Event) {
        if let range = playRanges[event] { player?.play(range) }
        onEvent?(event)
    }
}
