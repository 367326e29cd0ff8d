/// The playback settings a dotLottie manifest gives one animation, as a player applies them
/// (lottie-ios' `DotLottieConfiguration`).
///
/// From the manifest entry (`DotLottieManifest.Animation`): `loop` and `mode` make the loop
/// mode — `bounce` plays forwards then backwards, for ever when looping and once when not (as
/// dotlottie-web plays it; lottie-ios bounces for ever either way) — and `speed` times
/// `direction` (−1 backwards) the speed.
public struct DotLottieConfiguration: Hashable, Sendable {
    /// The animation's id.
    public var id: String
    /// The loop mode of its plays.
    public var loopMode: LottieLoopMode
    /// The playback speed; negative plays backwards.
    public var speed: Double
    /// Whether it starts playing as soon as it is loaded.
    public var autoplay: Bool
    /// The theme applied when it is loaded, if any.
    public var initialThemeID: String?

    /// The settings of a manifest entry (missing settings: play once, forwards, at speed 1,
    /// without autoplay).
    public init(_ entry: DotLottieManifest.Animation) {
        id = entry.id
        let loops = entry.loop ?? false
        if entry.mode?.lowercased() == "bounce" {
            loopMode = loops ? .autoReverse : .repeatBackwards(1)
        } else {
            loopMode = loops ? .loop : .playOnce
        }
        let speed = entry.speed.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
        self.speed = entry.direction == -1 ? -speed : speed
        autoplay = entry.autoplay ?? false
        initialThemeID = entry.initialTheme
    }
}
