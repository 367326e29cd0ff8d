import Graphics

/// A switch drawn by an animation (lottie-ios' `AnimatedSwitch`): a tap on it flips it on or
/// off and plays the range set for the new state.
///
/// ```swift
/// let toggle = LottieSwitch(player: player)
/// toggle.setPlayRange(.markers(from: "off", to: "on"), forOnState: true)
/// toggle.setPlayRange(.markers(from: "on", to: "off"), forOnState: false)
/// toggle.valueChanged = { isOn in print("switch", isOn) }
/// player.tap(at: point)   // down, up, click: the switch turns on and plays off→on
/// ```
///
/// It is driven by the player's event API: a `click` on its `area` (the whole player by
/// default, or a Lottie layer or hosted content, judged by what is drawn) toggles it, unless
/// a handler above stopped the event.
public final class LottieSwitch {
    /// The player that draws the switch.
    public private(set) weak var player: LottieAnimationLayer?
    /// The part of the player a tap must hit.
    public let area: LottieEventTarget
    /// Whether the switch is on.
    public private(set) var isOn: Bool
    /// Called when a tap flips the switch (not when `setIsOn(_:animated:)` is called).
    public var valueChanged: ((Bool) -> Void)?
    /// The range played when the switch turns on (default: progress 0 to 1).
    public private(set) var onRange: LottiePlayRange = .progress(from: 0, to: 1)
    /// The range played when the switch turns off (default: progress 1 to 0).
    public private(set) var offRange: LottiePlayRange = .progress(from: 1, to: 0)
    private var token: LottieEventHandlerToken?

    /// A switch on `player`, off (showing the end of the off range) unless `isOn`.
    public init(player: LottieAnimationLayer, area: LottieEventTarget = .player, isOn: Bool = false) {
        self.player = player
        self.area = area
        self.isOn = isOn
        token = player.addEventHandler(for: .player, kinds: [.click]) { [weak self] context in
            guard let self, let player = self.player,
                  self.area.contains(context.event.location, hits: context.hits, player: player) else { return }
            self.setIsOn(!self.isOn, animated: true)
            self.valueChanged?(self.isOn)
        }
        showEnd()
    }

    deinit { invalidate() }

    /// Stops listening to the player's events.
    public func invalidate() {
        if let token { player?.removeEventHandler(token) }
        token = nil
    }

    /// The range played when the switch turns on (`onState` true) or off.
    public func setPlayRange(_ range: LottiePlayRange, forOnState onState: Bool) {
        if onState { onRange = range } else { offRange = range }
        if onState == isOn, player?.isAnimationPlaying != true { showEnd() }
    }

    /// lottie-ios' form: the progress range played when the switch turns on or off.
    public func setProgressForState(fromProgress: Double, toProgress: Double, forOnState onState: Bool) {
        setPlayRange(.progress(from: fromProgress, to: toProgress), forOnState: onState)
    }

    /// Sets the state: with `animated`, plays the new state's range; without, shows its end.
    public func setIsOn(_ on: Bool, animated: Bool) {
        isOn = on
        if animated {
            player?.play(isOn ? onRange : offRange)
        } else {
            showEnd()
        }
    }

    /// Shows the last frame of the current state's range.
    private func showEnd() {
        guard let player, let animation = player.animation,
              let frames = (isOn ? onRange : offRange).frames(in: animation) else { return }
        player.pause(at: .frame(frames.to))
    }
}
